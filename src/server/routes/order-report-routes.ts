// A shopper's problem reports (issue 33, ADR 0080; the contract is src/shared/api/order-reports.ts):
// reporting one line of their own delivered order, as JSON or as a form with a photo, and seeing
// that photo again. Everything names the signed-in user and the website; anyone else's order or
// report answers 404. The group takes multipart forms beside JSON, and only its own routes do.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { OrderDetail } from "../../shared/api/account";
import { REPORT_PHOTO_FIELD, reportBody } from "../../shared/api/order-reports";
import { REPORT_PHOTO_MAX_BYTES } from "../../shared/order-reports";
import { readReportPhoto } from "../domain/order-reports/report-photo";
import { parseInput } from "../http/parse-input";
import { sendPrivatePhoto } from "../http/private-photo";
import { signedIn } from "../http/signed-in";
import { text } from "../domain/server-text";
import { answerIntl } from "../http/server-messages";
import type { RouteOptions } from "./route-options";
import { acceptMultipartForms, uploadedForm } from "./upload/upload-body";

const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, "Give a numeric id")
    .transform(Number),
});

/** REPORT_PHOTO_TOO_BIG, by its id. */
const PHOTO_TOO_BIG = text("server.reportPhotoTooBig", { mb: REPORT_PHOTO_MAX_BYTES / (1024 * 1024) });

export async function orderReportRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  await acceptMultipartForms(app, REPORT_PHOTO_MAX_BYTES);

  app.post("/s/api/account/orders/:id/reports", { config: { ids: ["params.id", "body.item_id"] } }, async (request, reply): Promise<OrderDetail> => {
    const who = await signedIn(request);
    const { id } = parseInput(idParams, request.params, "params");
    // Read only now, after the sign-in check: a visitor's photo is never buffered.
    const form = request.isMultipart() ? await uploadedForm(request, REPORT_PHOTO_FIELD, REPORT_PHOTO_MAX_BYTES, PHOTO_TOO_BIG) : { fields: request.body, file: null };
    const body = parseInput(reportBody, form.fields, "body");
    const photo = form.file ? await readReportPhoto(form.file.bytes, form.file.declaredType) : null;
    await services.orderReports.report(who, id, body, photo);
    void reply.status(201);
    return services.orders.detail(who.websiteId, who.userId, { id }, await answerIntl(services.catalogues, request));
  });

  app.get("/s/api/account/reports/:id/photo", { config: { ids: ["params.id"] } }, async (request, reply) => {
    const who = await signedIn(request);
    const { id } = parseInput(idParams, request.params, "params");
    return sendPrivatePhoto(reply, await services.orderReports.photo(who, id));
  });
}
