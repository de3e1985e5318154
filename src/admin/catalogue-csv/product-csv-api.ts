// The back office's calls to the product CSV routes (src/shared/api/admin-product-csv.ts): the
// export is a download the browser makes itself; the import sends the chosen file as a form.
import { buildUrl, http } from "../../client/api/http-client";
import {
  ADMIN_PRODUCTS_CSV_PATH,
  ADMIN_PRODUCTS_IMPORT_PATH,
  CSV_TOO_BIG,
  CSV_WRONG_TYPE,
  PRODUCT_CSV_ACCEPT,
  PRODUCT_CSV_MAX_BYTES,
  type ProductImportAnswer,
  type ProductImportReport,
} from "../../shared/api/admin-product-csv";
import { acceptsFile } from "../../shared/file-accept";

export const productsCsvUrl = () => buildUrl(ADMIN_PRODUCTS_CSV_PATH);

/** The message for a file the server would refuse by its type or size, or null. */
export function csvFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!acceptsFile(PRODUCT_CSV_ACCEPT, file)) return CSV_WRONG_TYPE;
  if (file.size > PRODUCT_CSV_MAX_BYTES) return CSV_TOO_BIG;
  return null;
}

export function importProductsCsv(file: File, dryRun: boolean): Promise<ProductImportAnswer> {
  const body = new FormData();
  body.append("file", file);
  // A big file is checked row by row and written in one transaction: give it time.
  return http.post<ProductImportAnswer>(ADMIN_PRODUCTS_IMPORT_PATH, body, { query: dryRun ? { dry_run: 1 } : undefined, timeoutMs: 120_000 });
}

/** The row-by-row report of a refused import, when that is what the server answered. */
export function importReport(body: unknown): ProductImportReport | null {
  if (typeof body !== "object" || body === null) return null;
  const { message, rows } = body as Partial<ProductImportReport>;
  return typeof message === "string" && Array.isArray(rows) ? { message, rows } : null;
}
