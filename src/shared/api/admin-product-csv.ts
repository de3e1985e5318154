// API contract of the back-office's CSV export and import of products with their packs (issue
// 11). Access, error shape and money are as in admin-catalogue.ts: 401 signed out, 403 to
// anyone but an admin of the active website (or a superadmin), rupees in the file.
//
// The file: a header row, then one row per pack with its product's columns repeated on each
// (a product without packs is one row with the pack columns blank). Columns, by header name:
//   slug, name, name_hi, description, description_hi (the Hindi name and description, issue 35:
//   blank for none, the shop then shows the English ones), info, info_hi (the information in
//   Hindi, blank for none), brand (its slug), supplier (its slug), categories (slugs
//   joined by "|"), images (picture keys joined by "|"), active (true | false), the Legal
//   Metrology declarations (ADR 0078: prepackaged (true | false, blank is false), maker_role
//   (manufacturer, packer or importer), maker_name, maker_address, generic_name,
//   country_of_origin, best_before, consumer_care), the GST particulars (issue 34: hsn (4, 6
//   or 8 digits), gst_rate (a rate in force: exempt, 0, 0.25, 3, 5, 18 or 40; "5%" and
//   "Exempt" are read too), uqc (a Unit Quantity Code such as KGS, LTR, NOS or PAC; blank
//   derives it from each pack's unit); a website registered for GST needs hsn and gst_rate on
//   every product), pack_name, pack_name_hi (the pack's Hindi name, blank for none),
//   pack_code, net_quantity (one item's, a whole number in the unit), unit (g, ml, pc or m;
//   kilograms and litres written as g and ml), pack_count (items in a multipack, blank is 1),
//   mrp, price (rupees, at most 2 decimals), max_per_order, pack_active,
//   and one "stock:<warehouse name>" column per warehouse of the website (a whole quantity).
// net_quantity and unit are both given or both blank (blank: no quantity recorded).
// On import only slug and name are required columns (and pack_name, mrp, price and
// max_per_order once the header has any pack or stock column); a column left out keeps what the
// shop has. A blank stock cell keeps the quantity (0 for a new pack). A cell the export made
// inert ('=…) is read back without its apostrophe. Products are matched by slug, packs by name
// within their product (the second "1 kg" row of a product is its second "1 kg" pack); packs
// not in the file are left as they are. Brands, suppliers, categories and warehouses must
// already exist in the shop (none is created by an import).
import { DECLARATION_KEYS } from "../legal-metrology";
import { PRODUCT_GST_KEYS } from "../product-gst";

export const ADMIN_PRODUCTS_CSV_PATH = "/api/admin/catalogue/products.csv";
/**
 * POST the CSV as the body (text/csv, text/plain or application/vnd.ms-excel) or as the field
 * "file" of multipart/form-data. Query: dry_run=1 checks the file and answers as an import would,
 * writing nothing. 200 ProductImportAnswer. 422 ProductImportReport when any row is bad, and
 * nothing is imported. 413 beyond PRODUCT_CSV_MAX_BYTES or PRODUCT_CSV_MAX_ROWS; 415 another type.
 */
export const ADMIN_PRODUCTS_IMPORT_PATH = "/api/admin/catalogue/products/import";

export const PRODUCT_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const PRODUCT_CSV_MAX_ROWS = 5000;
export const PRODUCT_CSV_ACCEPT = ".csv,text/csv";

export const PRODUCT_CSV_COLUMNS = [
  "slug",
  "name",
  // The Hindi texts (issue 35); a file without them keeps the shop's.
  "name_hi",
  "description",
  "description_hi",
  "info",
  "info_hi",
  "brand",
  "supplier",
  "categories",
  "images",
  "active",
  // The Legal Metrology declarations (ADR 0078); a file without them keeps the shop's.
  ...DECLARATION_KEYS,
  // GST (issue 34); a file without them keeps the shop's.
  ...PRODUCT_GST_KEYS,
  "pack_name",
  "pack_name_hi",
  "pack_code",
  "net_quantity",
  "unit",
  "pack_count",
  "mrp",
  "price",
  "max_per_order",
  "pack_active",
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/** Columns of the packs: a row with every one blank is a product without a pack. */
export const PACK_CSV_COLUMNS = ["pack_name", "pack_name_hi", "pack_code", "net_quantity", "unit", "pack_count", "mrp", "price", "max_per_order", "pack_active"] as const;
export const STOCK_COLUMN_PREFIX = "stock:";
/** Joins the slugs of a product's categories and the keys of its pictures in one cell. */
export const LIST_SEPARATOR = "|";

export const CSV_TOO_BIG = `The file is too big: import at most ${PRODUCT_CSV_MAX_BYTES / 1024 / 1024} MB`;
export const CSV_TOO_MANY_ROWS = `The file has too many rows: import at most ${PRODUCT_CSV_MAX_ROWS} at a time`;
export const CSV_NO_FILE = "Send the CSV file as the request body, or in a form field named file";
export const CSV_WRONG_TYPE = "Send a CSV file (text/csv)";
export const CSV_NOT_UTF8 = "Save the file as CSV UTF-8";
export const CSV_EMPTY = "The file has no products: give a header row and a row per pack";
export const CSV_BAD_ROWS = "Some rows cannot be imported; nothing was imported";
export const CSV_UNCLOSED_QUOTE = "A quoted cell is not closed";
export const CSV_EXTRA_CELLS = "This row has more cells than the header has columns";
export const CSV_UNKNOWN_COLUMN = "There is no such column";
export const CSV_REPEATED_COLUMN = "This column is given twice";
export const CSV_MISSING_COLUMN = "The file needs this column";
export const CSV_NOT_SAME_PRODUCT = "Differs from an earlier row of the same product";
export const CSV_BAD_BOOLEAN = "Write true or false";
export const CSV_BAD_RUPEES = "Write an amount in rupees, like 120 or 99.50";
export const CSV_BAD_WHOLE = "Write a whole number";
export const CSV_NO_PACK_NAME = "Give the pack name, or leave every pack column blank";

/** Row numbers are the spreadsheet's: the header is row 1, the first product row 2. */
export interface ProductImportRowErrors {
  row: number;
  /** A message per column name as the header gives it, or under "row" for the row as a whole. */
  errors: Record<string, string>;
}
/** 422: every bad row, in order. */
export interface ProductImportReport {
  message: string;
  rows: ProductImportRowErrors[];
}
export interface ProductImportAnswer {
  dry_run: boolean;
  /** Product rows read (one per pack). */
  rows: number;
  created: number;
  updated: number;
  /** Products in the file that already were exactly as it says. */
  unchanged: number;
}
