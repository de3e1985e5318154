// The back office's GST screen (issue 34, ADR 0082; the contract is src/shared/api/admin-gst.ts).
// Every route answers 401 signed out and 403 to anyone but an admin of the active website or a
// superadmin before its body is read.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ADMIN_GST_DOCUMENTS_PATH, ADMIN_GST_SETTINGS_PATH, ADMIN_GSTR1_PATH, documentPdfQuery, gstr1Query, gstSettingsBody, issuedDocumentsQuery } from "../../shared/api/admin-gst";
import { idParams } from "../../shared/api/admin-catalogue";
import { API_BASE } from "../../shared/constants";
import { documentPdf } from "../domain/invoices/document-pdf";
import { parseInput } from "../http/parse-input";
import { sendPdf } from "../http/send-pdf";
import type { RouteOptions } from "./route-options";
import { adminScope } from "./admin-scope";

export async function adminGstRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { gst } = services.admin;
  const id = (request: FastifyRequest) => parseInput(idParams, request.params, "params").id;
  adminScope(app, services, async (scope, admin) => {
    scope.get(API_BASE + ADMIN_GST_SETTINGS_PATH, async (request) => gst.readSettings(admin(request).websiteId));

    scope.put(API_BASE + ADMIN_GST_SETTINGS_PATH, async (request) => {
      const { websiteId, userId } = admin(request);
      return gst.saveSettings(websiteId, userId, parseInput(gstSettingsBody, request.body, "body"));
    });

    scope.get(API_BASE + ADMIN_GST_DOCUMENTS_PATH, async (request) => {
      const query = parseInput(issuedDocumentsQuery, request.query, "query");
      return gst.documents(admin(request).websiteId, { month: query.month, kind: query.kind, q: query.q, page: query.page, perPage: query.per_page });
    });

    scope.get(`${API_BASE}${ADMIN_GST_DOCUMENTS_PATH}/:id/pdf`, { config: { ids: ["params.id"] } }, async (request, reply) => {
      const { layout } = parseInput(documentPdfQuery, request.query, "query");
      const { websiteId } = admin(request);
      const doc = await gst.document(websiteId, id(request));
      return sendPdf(reply, await documentPdf(services.db, websiteId, doc, layout ?? "a4"));
    });

    scope.get(API_BASE + ADMIN_GSTR1_PATH, async (request, reply) => {
      const query = parseInput(gstr1Query, request.query, "query");
      const { csv, filename } = await gst.gstr1(admin(request).websiteId, query.month, query.gstin, query.table);
      return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${filename}"`).send(csv);
    });
  });
}
