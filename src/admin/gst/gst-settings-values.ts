// The GST settings form's values, rules and body. Each GSTIN row has two fields of its own,
// named after the row's key (gstin_3, address_3), so each shows its own message; the keys stay
// with their rows when one above is removed. The rules are the contract's, with its messages,
// so the owner reads the same words whether the form or the server refused.
import { GST_ADDRESS_MAX, LEGAL_NAME_MAX, SAC_PATTERN, SIGNATORY_MAX, type GstSettingsAnswer, type GstSettingsBody } from "../../shared/api/admin-gst";
import type { FieldRules } from "../../shared/field-rules";
import { gstStateByCode } from "../../shared/gst/gst-states";
import { gstinProblem, gstinStateCode, normaliseGstin } from "../../shared/gst/gstin";
import type { GstRateKey } from "../../shared/gst/invoice-document";

export type DeliveryMode = "composite" | "separate";

export interface GstValues {
  legal_name: string;
  composition: boolean;
  einvoicing: boolean;
  delivery_mode: DeliveryMode;
  delivery_sac: string;
  /** The rate select's text; "" until chosen. */
  delivery_rate: string;
  signatory_name: string;
  signature: string | null;
  [row: `gstin_${number}`]: string;
  [row: `address_${number}`]: string;
}

export const gstinField = (row: number) => `gstin_${row}` as const;
export const addressField = (row: number) => `address_${row}` as const;

export function valuesOf(answer: GstSettingsAnswer): GstValues {
  const delivery = answer.delivery_tax;
  const values: GstValues = {
    legal_name: answer.legal_name,
    composition: answer.composition,
    einvoicing: answer.einvoicing,
    delivery_mode: delivery.mode,
    delivery_sac: delivery.mode === "separate" ? delivery.sac : "",
    delivery_rate: delivery.mode === "separate" ? delivery.rate : "",
    signatory_name: answer.signatory_name,
    signature: answer.signature,
  };
  answer.registrations.forEach((r, row) => {
    values[gstinField(row)] = r.gstin;
    values[addressField(row)] = r.address;
  });
  return values;
}

export function bodyOf(values: GstValues, rows: readonly number[]): GstSettingsBody {
  return {
    legal_name: values.legal_name.trim(),
    composition: values.composition,
    einvoicing: values.einvoicing,
    delivery_tax: values.delivery_mode === "separate" ? { mode: "separate", sac: values.delivery_sac.trim(), rate: values.delivery_rate as GstRateKey } : { mode: "composite" },
    signatory_name: values.signatory_name.trim(),
    signature: values.signature || null,
    registrations: rows.map((row) => ({ gstin: normaliseGstin(values[gstinField(row)] ?? ""), address: (values[addressField(row)] ?? "").trim() })),
  };
}

/** "Karnataka (29)" for a valid GSTIN; null until it is one. */
export function gstinStateText(gstin: string): string | null {
  const code = gstinStateCode(gstin);
  const state = code === null ? null : gstStateByCode(code);
  return state ? `${state.name} (${state.code})` : null;
}

/** A row's GSTIN judged as the server judges it, a state already given above included. */
function gstinRowProblem(gstin: string, above: readonly string[]): string | null {
  if (!gstin.trim()) return "Give the GSTIN";
  const problem = gstinProblem(gstin);
  if (problem) return problem;
  const state = gstinStateCode(gstin);
  return above.some((other) => gstinStateCode(other) === state) ? "One GSTIN per state: this state already has one above" : null;
}

const longer = (text: string, max: number, what: string) => (text.trim().length > max ? `${what} can be at most ${max} characters` : null);

/** The rules for the rows on show; the names and the signatory are needed once there is a GSTIN. */
export function rulesFor(rows: readonly number[]): FieldRules<GstValues> {
  const registered = rows.length > 0;
  const rules: FieldRules<GstValues> = {
    legal_name: {
      label: "Legal name",
      validator: (name) => (registered && !name.trim() ? "Give the legal name as registered for GST" : longer(name, LEGAL_NAME_MAX, "The legal name")),
    },
    composition: {
      validator: (on) => (on && rows.length > 1 ? "Under the composition scheme a business has one GSTIN, in its own state" : null),
    },
    einvoicing: {},
    delivery_mode: { label: "Delivery charge" },
    delivery_sac: {
      label: "SAC",
      validator: (sac, values) => (values.delivery_mode === "separate" && !SAC_PATTERN.test(sac.trim()) ? "A SAC has 6 digits and starts with 99" : null),
    },
    delivery_rate: {
      label: "GST rate",
      validator: (rate, values) => (values.delivery_mode === "separate" && !rate ? "Choose the GST rate of the delivery service" : null),
    },
    signatory_name: {
      label: "Signatory's name",
      validator: (name) => (registered && !name.trim() ? "Give the name of the person who signs the invoices" : longer(name, SIGNATORY_MAX, "The name")),
    },
    signature: { label: "Signature picture" },
  };
  rows.forEach((row, index) => {
    rules[gstinField(row)] = {
      label: "GSTIN",
      validator: (gstin, values) =>
        gstinRowProblem(
          gstin ?? "",
          rows.slice(0, index).map((r) => values[gstinField(r)] ?? ""),
        ),
    };
    rules[addressField(row)] = {
      label: "Registered address",
      validator: (address) => (!address?.trim() ? "Give the address of the place of business registered under this GSTIN" : longer(address, GST_ADDRESS_MAX, "The address")),
    };
  });
  return rules;
}

/**
 * The server's messages by the form's names: "registrations.2.gstin" is the third row's GSTIN,
 * "delivery_tax.sac" the SAC, "delivery_tax" the choice itself.
 */
export function formErrorsOf(errors: Readonly<Record<string, string>>, rows: readonly number[]): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const registration = /^registrations\.(\d+)(?:\.(gstin|address))?/.exec(key);
    const row = registration ? rows[Number(registration[1])] : undefined;
    const name = registration
      ? row === undefined
        ? null
        : `${registration[2] ?? "gstin"}_${row}`
      : key.startsWith("delivery_tax.")
        ? `delivery_${key.slice("delivery_tax.".length)}`
        : key === "delivery_tax"
          ? "delivery_mode"
          : key;
    if (name !== null) shown[name] ??= message;
  }
  return shown;
}
