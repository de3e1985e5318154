// POST /s/api/forms/submit — a visitor's answers to a `form` block (ADR 0013).
import type { FastifyInstance } from "fastify";
import { formSubmitBody } from "../../shared/api/forms";
import { FORM_FILE_MAX_BYTES } from "../../shared/form-fields";
import { base64Length } from "../domain/forms/read-form-values";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";

/** Two files at the largest size, base64-encoded, plus room for the text fields around them. */
export const FORM_BODY_LIMIT = 2 * base64Length(FORM_FILE_MAX_BYTES) + 128 * 1024;

export async function formRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  // A POST like any other: the XSRF check of the request context applies.
  app.post("/s/api/forms/submit", { bodyLimit: FORM_BODY_LIMIT, config: { ids: ["body.form_id"] } }, async (request, reply) => {
    // Counted before the body is judged, so guessing at what a form accepts is slowed down too.
    await services.forms.countAttempt(request.website.id, request.ip);
    const body = parseInput(formSubmitBody, request.body, "body");
    const answer = await services.forms.submit(
      request.website.id,
      body,
      {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
      },
      request.lang,
    );
    return reply.status(201).send(answer);
  });
}
