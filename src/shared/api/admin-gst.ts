// API contract of the back office's GST screen (issue 34, ADR 0082): how the active website
// invoices (legal name, its GSTINs, scheme, delivery's tax, signatory), the documents it issued,
// their PDFs and the month's GSTR-1 tables. Paths are below /s. Every route answers 401 signed
// out and 403 to anyone but an admin of the active website (or a superadmin); the PDF of a
// document also to its staff (the counter prints receipts). Errors are in the §8 shape.
import * as z from "zod/mini";
import { gstinProblem, normaliseGstin } from "../gst/gstin";
import type { GstDocumentKind } from "../gst/invoice-document";
import type { DeliveryTax } from "../gst/invoice-lines";
import { gstRateKey, listQuery } from "./admin-catalogue";
import { singleLine, multiLine } from "./text-field";

/** GET GstSettingsAnswer. PUT GstSettingsBody: GstSettingsAnswer (422 with a message per field). */
export const ADMIN_GST_SETTINGS_PATH = "/api/admin/gst/settings";
/** GET IssuedDocumentsAnswer: the website's documents, newest first. Query: month (YYYY-MM), kind, q (number or order number), page, per_page. */
export const ADMIN_GST_DOCUMENTS_PATH = "/api/admin/gst/documents";
/** GET the document as a PDF. Query: layout ("a4", the default, or "receipt"). */
export const adminGstDocumentPdfPath = (id: number) => `${ADMIN_GST_DOCUMENTS_PATH}/${id}/pdf`;
/** GET text/csv: one GSTR-1 table of a month for one GSTIN. Query: month, gstin, table. */
export const ADMIN_GSTR1_PATH = "/api/admin/gst/gstr1";

export const GSTR1_TABLES = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn_b2b", "hsn_b2c", "exemp", "docs"] as const;
export type Gstr1TableName = (typeof GSTR1_TABLES)[number];

export const GST_DOCUMENT_KIND_LABELS: Record<GstDocumentKind, string> = {
  tax_invoice: "Tax invoice",
  bill_of_supply: "Bill of supply",
  invoice_bill_of_supply: "Invoice-cum-bill of supply",
  credit_note: "Credit note",
};

export const LEGAL_NAME_MAX = 120;
export const GST_ADDRESS_MAX = 300;
export const SIGNATORY_MAX = 80;

/** The two PDFs of a document: A4, and the 80 mm roll a counter's printer takes. */
export type PdfLayout = "a4" | "receipt";

export interface GstRegistration {
  gstin: string;
  /** Derived from the GSTIN's first two digits. */
  state_code: string;
  state: string;
  /** The registered place of business in that state, as the invoice prints it. */
  address: string;
}

export interface GstSettings {
  legal_name: string;
  /** Under the composition scheme: bills of supply, no tax, no delivery to another state. */
  composition: boolean;
  /** Aggregate turnover above the e-invoicing threshold: B2B invoices would need an IRN, which this shop does not make, so checkout refuses GSTINs. */
  einvoicing: boolean;
  /** How the delivery charge is taxed (ADR 0082): as part of the goods or as its own service. */
  delivery_tax: DeliveryTax;
  signatory_name: string;
  /** A media key of the website: the signature image printed above "Authorised signatory". */
  signature: string | null;
}

export interface GstSettingsAnswer extends GstSettings {
  registrations: GstRegistration[];
  /** True once the website has a GSTIN: orders are then invoiced. */
  registered: boolean;
  /** Active products without an HSN code or GST rate: their orders cannot be invoiced. */
  products_missing_tax: number;
}

export const DEFAULT_GST_SETTINGS: GstSettings = {
  legal_name: "",
  composition: false,
  einvoicing: false,
  delivery_tax: { mode: "composite" },
  signatory_name: "",
  signature: null,
};

export const SAC_PATTERN = /^99\d{4}$/;

const registrationBody = z.strictObject(
  {
    gstin: z.string("Give the GSTIN").check(
      z.overwrite((v) => normaliseGstin(v)),
      z.refine((v) => gstinProblem(v) === null, { error: (issue) => gstinProblem(String(issue.input)) ?? "Check the GSTIN" }),
    ),
    address: z
      .string("Give the registered address")
      .check(
        z.trim(),
        z.minLength(1, "Give the address of the place of business registered under this GSTIN"),
        z.maxLength(GST_ADDRESS_MAX, `The address can be at most ${GST_ADDRESS_MAX} characters`),
        multiLine("The address"),
      ),
  },
  "Each registration takes a gstin and an address",
);

export const gstSettingsBody = z
  .strictObject(
    {
      legal_name: z.string("Give the legal name").check(z.trim(), z.maxLength(LEGAL_NAME_MAX, `The legal name can be at most ${LEGAL_NAME_MAX} characters`), singleLine("The legal name")),
      composition: z.boolean("composition must be true or false"),
      einvoicing: z.boolean("einvoicing must be true or false"),
      delivery_tax: z.union(
        [
          z.strictObject({ mode: z.literal("composite") }),
          z.strictObject({
            mode: z.literal("separate"),
            sac: z.string("Give the SAC of the delivery service").check(z.trim(), z.regex(SAC_PATTERN, "A SAC has 6 digits and starts with 99")),
            rate: gstRateKey,
          }),
        ],
        'delivery_tax is {mode: "composite"} or {mode: "separate", sac, rate}',
      ),
      signatory_name: z.string("Give the signatory's name").check(z.trim(), z.maxLength(SIGNATORY_MAX, `The name can be at most ${SIGNATORY_MAX} characters`), singleLine("The signatory's name")),
      signature: z.nullable(z.string("signature is a media key or null").check(z.maxLength(300, "signature is too long"))),
      registrations: z.array(registrationBody, "registrations must be a list").check(z.maxLength(40, "At most one GSTIN per state")),
    },
    { error: (issue) => (issue.code === "unrecognized_keys" ? `GST settings do not take ${issue.keys.join(", ")}` : "Send the GST settings as an object") },
  )
  .check(
    z.superRefine((body, ctx) => {
      const seen = new Map<string, number>();
      body.registrations.forEach((r, i) => {
        // A GSTIN refused on its own says so once; only good ones are compared.
        if (gstinProblem(r.gstin) !== null) return;
        const state = r.gstin.slice(0, 2);
        if (seen.has(state)) ctx.addIssue({ code: "custom", message: "One GSTIN per state: this state already has one above", path: ["registrations", i, "gstin"], input: r.gstin });
        seen.set(state, i);
      });
      if (body.registrations.length > 0) {
        if (!body.legal_name) ctx.addIssue({ code: "custom", message: "Give the legal name as registered for GST", path: ["legal_name"], input: body.legal_name });
        if (!body.signatory_name) ctx.addIssue({ code: "custom", message: "Give the name of the person who signs the invoices", path: ["signatory_name"], input: body.signatory_name });
      }
    }),
  );
export type GstSettingsBody = z.output<typeof gstSettingsBody>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthField = z.string("month must be YYYY-MM").check(z.regex(MONTH, "month must be YYYY-MM"));

export const issuedDocumentsQuery = z.extend(listQuery, {
  month: z.optional(monthField),
  kind: z.optional(z.enum(["tax_invoice", "bill_of_supply", "invoice_bill_of_supply", "credit_note"], "kind must be tax_invoice, bill_of_supply, invoice_bill_of_supply or credit_note")),
});

export const documentPdfQuery = z.object({
  layout: z.optional(z.enum(["a4", "receipt"] satisfies PdfLayout[], "layout must be a4 or receipt")),
});

export const gstr1Query = z.object({
  month: monthField,
  gstin: z.string("Give the GSTIN").check(
    z.overwrite((v) => normaliseGstin(v)),
    z.length(15, "A GSTIN has 15 characters"),
  ),
  table: z.enum(GSTR1_TABLES, `table must be one of ${GSTR1_TABLES.join(", ")}`),
});

/** A document in a list: enough to find it and open its PDF. */
export interface IssuedDocumentSummary {
  id: number;
  kind: GstDocumentKind;
  number: string;
  issued_at: string;
  order_number: string;
  /** The buyer's name, with the GSTIN for a business. */
  buyer: string;
  gstin: string | null;
  /** Rupees. */
  total: number;
  /** A credit note's invoice number. */
  against: string | null;
}

export interface IssuedDocumentsAnswer {
  data: IssuedDocumentSummary[];
  meta: { page: number; per_page: number; total: number };
}
