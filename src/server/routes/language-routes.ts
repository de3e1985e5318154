// POST /s/api/language {lang}: the shopper's choice of language (issue 35), kept in a cookie and,
// when signed in, in their profile. The shop reloads the page after it, so the server renders it
// in the new language.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { RouteOptions } from "./route-options";
import { parseInput } from "../http/parse-input";
import { setLanguageCookie } from "../http/language-choice";
import { Refusal } from "../domain/refusal";
import { offeredLanguages, type Lang } from "../../shared/i18n/languages";

const languageBody = z.object({ lang: z.string().trim().min(1).max(10) });

export async function languageRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  app.post("/s/api/language", async (request, reply) => {
    const { lang } = parseInput(languageBody, request.body, "body");
    const offered = offeredLanguages(request.website.languages, request.website.defaultLanguage);
    if (!offered.includes(lang as Lang)) throw new Refusal("invalid", "This shop does not offer that language", { lang: "Choose one of the shop's languages" });
    setLanguageCookie(request, reply, lang as Lang);
    const session = await request.session();
    if (session?.userId) await services.users.setLanguage(session.userId, lang);
    return { lang };
  });
}
