// An owner's own domain and the proof that they control it (issue 24, ADR 0048): the server
// serves a website at a domain its owner typed only after a DNS TXT record or a file at the
// domain carries the domain's token. Subdomains of the server's own names need no proof.
// Paths are below /s.
import * as z from "zod/mini";
import { LANGUAGES, type Lang } from "../i18n/languages";

/** GET: the ACTIVE website's domains, each with its state (WebsiteDomainsAnswer). 401 / 403 as the settings. */
export const ADMIN_SITE_DOMAINS_PATH = "/api/admin/site/domains";
/**
 * POST {domain}: check the proof for one of the active website's domains now. Answers
 * WebsiteDomainsAnswer with the domain verified; 422 {message, errors: {domain}} saying in plain
 * words what was found instead; 404 for a domain the website does not have (another website's
 * included); 429 with Retry-After when checked too often; 401 / 403 as the settings.
 */
export const ADMIN_SITE_DOMAINS_VERIFY_PATH = "/api/admin/site/domains/verify";

/** The TXT record is published at `<DOMAIN_TXT_LABEL>.<domain>`. */
export const DOMAIN_TXT_LABEL = "_kirana-verification";
/** ...with the value `<DOMAIN_TXT_PREFIX><token>`. */
export const DOMAIN_TXT_PREFIX = "kirana-verification=";
/** Or a file at `http://<domain><DOMAIN_FILE_PATH><token>` whose body is the token. */
export const DOMAIN_FILE_PATH = "/.well-known/kirana-verification/";

export const DOMAIN_NOT_OURS = "This website has no such domain";

/** How to prove control of a domain waiting for it. */
export interface DomainVerificationSteps {
  /** Publish a TXT record with this name... */
  txt_name: string;
  /** ...and this value. */
  txt_value: string;
  /** Or serve this address... */
  file_url: string;
  /** ...answering exactly this text. */
  file_body: string;
}

export interface WebsiteDomain {
  domain: string;
  /** Served as the website's address: one of the server's own names, or proven by its owner. */
  verified: boolean;
  /** ISO time it became verified (its creation, for the server's own names); null while waiting. */
  verified_at: string | null;
  /** Present while the domain waits for its proof. */
  verification: DomainVerificationSteps | null;
  /** The one language the domain serves (issue 35: `hi.<domain>`); null: the shopper chooses. */
  lang: Lang | null;
}

export interface WebsiteDomainsAnswer {
  website_id: number;
  domains: WebsiteDomain[];
}

export const verifyDomainBody = z.strictObject(
  {
    domain: z.string({ error: "Name the domain to verify" }).check(z.trim(), z.toLowerCase(), z.minLength(1, "Name the domain to verify"), z.maxLength(253, DOMAIN_NOT_OURS)),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `Verifying a domain does not take ${issue.keys.join(", ")}` : "Send {domain}") },
);
export type VerifyDomainBody = z.input<typeof verifyDomainBody>;

export const websiteDomainsAnswerSchema = z.strictObject({
  website_id: z.int(),
  domains: z.array(
    z.strictObject({
      domain: z.string(),
      verified: z.boolean(),
      verified_at: z.nullable(z.string()),
      verification: z.nullable(z.strictObject({ txt_name: z.string(), txt_value: z.string(), file_url: z.string(), file_body: z.string() })),
      lang: z.nullable(z.enum(LANGUAGES)),
    }),
  ),
});
