// The back-office's CSV export and import of products with their packs (issue 11; the contract
// and the file's format are in src/shared/api/admin-product-csv.ts). Both answer 401 signed out
// and 403 to anyone but an admin of the active website or a superadmin, before the body is read.
import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import { ADMIN_PRODUCTS_CSV_PATH, ADMIN_PRODUCTS_IMPORT_PATH, CSV_NO_FILE, CSV_TOO_BIG, CSV_WRONG_TYPE, PRODUCT_CSV_MAX_BYTES, type ProductImportAnswer } from "../../shared/api/admin-product-csv";
import { API_BASE } from "../../shared/constants";
import { readCsvCatalogue } from "../domain/admin-catalogue/product-csv-catalogue";
import { productsCsv } from "../domain/admin-catalogue/product-csv-export";
import { ProductCsvRejected } from "../domain/admin-catalogue/product-csv-import";
import { HttpError } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";
import { adminScope } from "./admin-scope";
import { acceptUploadBodies, uploadedFile, type UploadMessages } from "./upload/upload-body";

const MESSAGES: UploadMessages = { tooBig: CSV_TOO_BIG, noFile: CSV_NO_FILE };
/** What browsers and spreadsheets label a .csv file with (Windows says Excel's type). */
const CSV_TYPES = new Set(["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel"]);

const importQuery = z.object({
  dry_run: z.optional(z.enum(["0", "1", "true", "false"], "dry_run must be 1 or 0")),
});

const mediaType = (header: string | undefined) => (header ?? "").split(";", 1)[0]!.trim().toLowerCase();

/** products-<date>.csv */
const exportName = (now: Date) => `products-${now.toISOString().slice(0, 10)}.csv`;

export async function adminProductCsvRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const importer = services.admin.catalogue.csvImport;

  adminScope(app, services, async (scope, admin) => {
    await acceptUploadBodies(scope, PRODUCT_CSV_MAX_BYTES, MESSAGES);

    scope.get(API_BASE + ADMIN_PRODUCTS_CSV_PATH, async (request, reply) => {
      const { websiteId } = admin(request);
      const csv = productsCsv(await readCsvCatalogue(services.db, websiteId));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportName(new Date())}"`)
        .send(csv);
    });

    scope.post(API_BASE + ADMIN_PRODUCTS_IMPORT_PATH, async (request, reply): Promise<ProductImportAnswer> => {
      const { websiteId, userId } = admin(request);
      const query = parseInput(importQuery, request.query, "query");
      const type = mediaType(request.headers["content-type"]);
      if (type !== "multipart/form-data" && !CSV_TYPES.has(type)) throw new HttpError(415, CSV_WRONG_TYPE);
      const file = await uploadedFile(request, PRODUCT_CSV_MAX_BYTES, MESSAGES);
      try {
        return await importer.run(websiteId, userId, file.bytes, file.name, query.dry_run === "1" || query.dry_run === "true");
      } catch (error) {
        if (error instanceof ProductCsvRejected) return reply.status(422).send(error.report);
        throw error;
      }
    });
  });
}
