// Every failure leaves as `{message, errors?}` with a 4xx/5xx status and no internals, its
// words in the request's language (issue 35): the website's catalogue says them, by a refusal's
// message id or by its English words (http/server-messages.ts); the log keeps the English.
import type { FastifyError, FastifyInstance } from "fastify";
import { isForeignKeyViolation, isUniqueViolation, pgErrorCode } from "../db/pg-error";
import { refusalHeaders, statusOf } from "../http/http-error";
import { answerIntl, refusalBody, registerServerMessages, say, type CatalogueSource } from "../http/server-messages";
import { Refusal } from "../domain/refusal";

const GENERIC = "There's been an error, please try again.";
export const CHANGED_MEANWHILE = "Someone changed this at the same moment; reload and try again";

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the request body as application/json",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length header does not match the body",
  FST_ERR_BAD_URL: "The address is not valid",
  FST_ERR_ASYNC_CONSTRAINT: "The address is not valid",
};

/**
 * Answers every error; `catalogues` gives each website's messages (without them, the defaults).
 * Also gives routes `request.say` for their own messages, from the same catalogues.
 */
export function registerErrorHandler(app: FastifyInstance, catalogues?: CatalogueSource): void {
  registerServerMessages(app, catalogues);
  app.setErrorHandler(async (error: FastifyError | Refusal, request, reply) => {
    if (error instanceof Refusal) {
      const status = statusOf(error);
      // Every refusal of who the caller is (401) or of what they may do (403) is one line here,
      // whichever guard refused; the message says which check it was.
      if (status === 401 || status === 403) {
        request.log.info({ event: "access_denied", status, method: request.method, route: request.routeOptions.url, reason: error.message }, "access denied");
      }
      reply.headers(refusalHeaders(error));
      return reply.status(status).send(refusalBody(error, await answerIntl(catalogues, request)));
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_MESSAGES[error.code] ?? (error instanceof SyntaxError ? FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : "Bad request");
      return reply.status(status).send({ message: say(message ?? "Bad request", await answerIntl(catalogues, request)) });
    }
    // A race a domain check could not see (a row deleted or taken between the check and the
    // write): the database refused it, nothing was written, and trying again is the answer.
    if (isForeignKeyViolation(error) || isUniqueViolation(error)) {
      request.log.warn({ code: pgErrorCode(error), url: request.url }, "write refused by a constraint");
      return reply.status(409).send({ message: say(CHANGED_MEANWHILE, await answerIntl(catalogues, request)) });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: say(GENERIC, await answerIntl(catalogues, request)) });
  });
}
