// The server's words in the asker's language (issue 35, ADR 0085): an answer's `message` and its
// field messages come from the website's catalogue in the request's language, the owner's
// overrides included. A message made with its id (a ServerText) is formatted by it; a fixed
// English text is found in the catalogue by its words, so a refusal thrown with a fixed text
// needs only its catalogue entry; words the catalogue lacks are answered as they are, in English.
// The refusal itself keeps its English message: logs, stored records and the tests read that.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { IntlShape } from "@formatjs/intl";
import type { Refusal } from "../domain/refusal";
import { defaultIntl, fixedTextId, ServerText, type CatalogueSource } from "../domain/server-text";
import { isLang, type Lang } from "../../shared/i18n/languages";

export type { CatalogueSource };

/** A message in the catalogue's language: by its id when it has one, else by its English words. */
export function say(message: string | ServerText, intl: IntlShape<string>): string {
  if (message instanceof ServerText) return message.in(intl);
  const id = fixedTextId(message);
  return id ? intl.formatMessage({ id }) : message;
}

/** The §8 body of a refusal, `{message, errors?}`, in the catalogue's language. */
export function refusalBody(refusal: Refusal, intl: IntlShape<string>): { message: string; errors?: Record<string, string> } {
  const message = say(refusal.text ?? refusal.message, intl);
  if (!refusal.errors) return { message };
  const errors: Record<string, string> = {};
  for (const [field, words] of Object.entries(refusal.errors)) errors[field] = say(refusal.errorTexts?.[field] ?? words, intl);
  return { message, errors };
}

/**
 * The catalogue a request is answered from: its website's in its language, or the language's
 * defaults where there is no website (an unknown host) or its catalogue cannot be read (the
 * database is down, which may be why the answer is an error).
 */
export async function answerIntl(catalogues: CatalogueSource | undefined, request: FastifyRequest): Promise<IntlShape<string>> {
  const lang: Lang = isLang(request.lang) ? request.lang : "en";
  const website = request.website as FastifyRequest["website"] | null | undefined;
  if (catalogues && website) {
    try {
      return (await catalogues.catalogue(website.id, lang)).intl;
    } catch (error) {
      request.log.warn({ err: error }, "the website's messages could not be read; answering with the default ones");
    }
  }
  return defaultIntl(lang);
}

declare module "fastify" {
  interface FastifyRequest {
    /** A message in the request's language, from its website's catalogue (a route's own `message`). */
    say(message: string | ServerText): Promise<string>;
  }
}

export function registerServerMessages(app: FastifyInstance, catalogues?: CatalogueSource): void {
  app.decorateRequest("say", async function (this: FastifyRequest, message: string | ServerText) {
    return say(message, await answerIntl(catalogues, this));
  });
}
