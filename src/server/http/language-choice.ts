// Where a shopper's language choice is kept (issue 35): the `lang` cookie on this website, and
// the signed-in profile, which brings the choice to a new device at sign-in.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Services } from "../services";
import { LANG_COOKIE, offeredLanguages, type Lang } from "../../shared/i18n/languages";
import { sessionCookieAttributes } from "./session-cookie";

const YEAR_SECONDS = 365 * 24 * 3600;

export function setLanguageCookie(request: FastifyRequest, reply: FastifyReply, lang: Lang): void {
  // Not a secret: Secure where the request came over https, like the session's outside production.
  reply.setCookie(LANG_COOKIE, lang, { ...sessionCookieAttributes(request, undefined), maxAge: YEAR_SECONDS, httpOnly: true });
  request.lang = lang;
}

/**
 * At sign-in: a choice made on this device (the cookie) becomes the profile's; without one, the
 * profile's choice becomes this device's, where the website offers it.
 */
export async function carryLanguageChoice(services: Services, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const offered = offeredLanguages(request.website.languages, request.website.defaultLanguage);
  const chosen = request.cookies[LANG_COOKIE];
  if (chosen && offered.includes(chosen as Lang)) {
    await services.users.setLanguage(userId, chosen);
    return;
  }
  const user = await services.users.byId(userId);
  if (user?.lang && offered.includes(user.lang as Lang)) setLanguageCookie(request, reply, user.lang as Lang);
}
