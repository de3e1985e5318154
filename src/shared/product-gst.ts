// A product's GST particulars (issue 34, ADR 0082): its HSN code, its rate and the Unit Quantity
// Code its invoices count it in. An invoice copies them when it is issued, so a change reaches
// only the invoices issued after it. A website registered for GST cannot invoice a product
// without an HSN code and a rate, so the back office and the product CSV ask for both there;
// elsewhere they may wait. The UQC may always stay empty: each pack's unit then decides it.
import { GST_RATES, isGstRateKey, ratesInForce, rateInForce } from "./gst/gst-rates";
import type { GstRateKey } from "./gst/invoice-document";
import { UQC_CODES, uqcLabel } from "./gst/uqc";

/** Chapter (4 digits), heading (6) or tariff item (8): what GSTR-1 and invoices accept. */
export const HSN_PATTERN = /^(?:\d{4}|\d{6}|\d{8})$/;
export const HSN_MESSAGE = "An HSN code has 4, 6 or 8 digits";
export const HSN_REQUIRED = "Give the HSN code: GST invoices need it";
export const GST_RATE_REQUIRED = "Choose the GST rate: GST invoices need it";
export const UQC_MESSAGE = `The unit quantity code must be one of ${UQC_CODES.map((u) => u.code).join(", ")}`;
/** A refusal's message when both are missing; one missing is told in its own words. */
export const PRODUCT_GST_MISSING = "Give the HSN code and the GST rate: GST invoices need them";

export interface ProductGst {
  /** "" while not given. */
  hsn: string;
  gst_rate: GstRateKey | null;
  /** null: each pack's unit decides it when an invoice is issued (defaultUqcFor). */
  uqc: string | null;
}

/** Every GST field's key, in the order forms and files give them. */
export const PRODUCT_GST_KEYS = ["hsn", "gst_rate", "uqc"] as const satisfies readonly (keyof ProductGst)[];

export const isUqcCode = (value: unknown): value is string => typeof value === "string" && uqcLabel(value) !== null;

/** The message for HSN text that is neither empty nor 4, 6 or 8 digits; null when it is fine. */
export const hsnProblem = (text: string): string | null => (text.trim() === "" || HSN_PATTERN.test(text.trim()) ? null : HSN_MESSAGE);

/** "That rate is no longer in force: choose one of Exempt, 0%, 0.25%, 3%, 5%, 18%, 40%" on `day`. */
export const rateNotInForceMessage = (day: string) =>
  `That rate is no longer in force: choose one of ${ratesInForce(day)
    .map((r) => r.label)
    .join(", ")}`;

/** What the API takes on `day`: "The GST rate must be one of exempt, 0, 0.25, 3, 5, 18, 40". */
export const unknownRateMessage = (day: string) =>
  `The GST rate must be one of ${ratesInForce(day)
    .map((r) => r.key)
    .join(", ")}`;

/** The message for a rate that may not be saved on `day` (YYYY-MM-DD, the shop's); null for none or one in force. */
export function gstRateProblem(key: string, day: string): string | null {
  if (key === "") return null;
  if (!isGstRateKey(key)) return unknownRateMessage(day);
  return rateInForce(key, day) ? null : rateNotInForceMessage(day);
}

/** What a registered website's product lacks, by field; nothing when both are given. */
export function missingProductGst(gst: Pick<ProductGst, "hsn" | "gst_rate">): Partial<Record<"hsn" | "gst_rate", string>> {
  const missing: Partial<Record<"hsn" | "gst_rate", string>> = {};
  if (!gst.hsn.trim()) missing.hsn = HSN_REQUIRED;
  if (gst.gst_rate === null) missing.gst_rate = GST_RATE_REQUIRED;
  return missing;
}

/**
 * The rate select's choices on `day`: the rates in force, labelled "5%", "Exempt"; and the rate
 * the product still holds when that one is no longer in force, as "12% (no longer in force)", so
 * the owner sees what it was and changes it rather than finding the select blank.
 */
export function gstRateChoices(day: string, held: string | null): { value: string; label: string }[] {
  return GST_RATES.filter((r) => r.key === held || rateInForce(r.key, day)).map((r) => ({
    value: r.key,
    label: rateInForce(r.key, day) ? r.label : `${r.label} (no longer in force)`,
  }));
}
