// The active website's domains and the check of an own domain's proof (ADR 0048).
import { checkAnswer } from "../../client/api/check-answer";
import { http } from "../../client/api/http-client";
import { ADMIN_SITE_DOMAINS_PATH, ADMIN_SITE_DOMAINS_VERIFY_PATH, websiteDomainsAnswerSchema, type WebsiteDomainsAnswer } from "../../shared/api/website-domains";

export async function fetchWebsiteDomains(options: { signal?: AbortSignal } = {}): Promise<WebsiteDomainsAnswer> {
  return checkAnswer(websiteDomainsAnswerSchema, await http.get(ADMIN_SITE_DOMAINS_PATH, options), `GET ${ADMIN_SITE_DOMAINS_PATH}`) as WebsiteDomainsAnswer;
}

/** Asks the server to check the domain's TXT record or file now; a 422 says what it found instead. */
export async function verifyWebsiteDomain(domain: string): Promise<WebsiteDomainsAnswer> {
  return checkAnswer(websiteDomainsAnswerSchema, await http.post(ADMIN_SITE_DOMAINS_VERIFY_PATH, { domain }), `POST ${ADMIN_SITE_DOMAINS_VERIFY_PATH}`) as WebsiteDomainsAnswer;
}
