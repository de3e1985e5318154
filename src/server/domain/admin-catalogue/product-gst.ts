// A product's GST particulars on the server (issue 34, ADR 0082): as its row keeps them, and
// required of a website registered for GST, whose invoices cannot be issued without them. The
// back office's product form and the product CSV import both refuse a product that lacks them
// there, naming each missing field; a website that is not registered may leave them out.
import type { ProductBody } from "../../../shared/api/admin-catalogue";
import { isGstRateKey } from "../../../shared/gst/gst-rates";
import { isUqcCode, missingProductGst, PRODUCT_GST_MISSING, type ProductGst } from "../../../shared/product-gst";
import { Refusal } from "../refusal";

/** The particulars as stored; a rate or code the shop does not know (written by hand) reads as none. */
export function productGstOf(row: { hsn: string | null; gstRate: string | null; uqc: string | null }): ProductGst {
  return { hsn: row.hsn ?? "", gst_rate: isGstRateKey(row.gstRate) ? row.gstRate : null, uqc: isUqcCode(row.uqc) ? row.uqc : null };
}

/** The product's GST columns from a checked body; a blank HSN code is stored as none. */
export function gstColumnsOf(body: Required<Pick<ProductBody, keyof ProductGst>>) {
  return { hsn: body.hsn.trim() || null, gstRate: body.gst_rate, uqc: body.uqc };
}

/** The field messages of what a registered website's product lacks; {} when nothing or not registered. */
export const productGstErrors = (gst: ProductGst, registered: boolean): Record<string, string> => (registered ? missingProductGst(gst) : {});

/** Refuses (invalid: 422) a product a registered website could not invoice. */
export function checkProductGst(gst: ProductGst, registered: boolean): void {
  const errors = productGstErrors(gst, registered);
  const messages = Object.values(errors);
  if (messages.length) throw new Refusal("invalid", messages.length === 1 ? messages[0]! : PRODUCT_GST_MISSING, errors);
}
