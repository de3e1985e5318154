/** The shop's images an invoice shows: PNG or JPEG bytes, or nothing. */
export interface InvoiceAssets {
  /** The authorised signatory's signature, drawn above their name. */
  signature?: Uint8Array | null;
  /** The shop's logo, beside (A4) or above (receipt) the seller's name. */
  logo?: Uint8Array | null;
}
