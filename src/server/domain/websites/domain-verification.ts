// An owner's own domain is served only once the owner proved control of it (issue 24, ADR 0048):
// a TXT record at `_kirana-verification.<domain>`, or a file at
// `http://<domain>/.well-known/kirana-verification/<token>`, carrying the domain's token. Without
// this anyone could claim a bank's domain for a shop and be served there wherever its DNS points
// at this server. The server's own names need no proof.
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { DOMAIN_FILE_PATH, DOMAIN_NOT_OURS, DOMAIN_TXT_LABEL, DOMAIN_TXT_PREFIX, type DomainVerificationSteps, type WebsiteDomain } from "../../../shared/api/website-domains";
import { isLang } from "../../../shared/i18n/languages";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal } from "../refusal";
import type { RateLimit, RateLimiter } from "../rate-limit/rate-limiter";
import type { DomainProbe } from "./domain-probe";
import { isPublicAddress } from "./private-address";

/** Checks one website may ask for: each asks DNS and fetches once, on the owner's word. */
export const VERIFICATIONS_PER_HOUR: RateLimit = { limit: 30, windowSeconds: 3600 };

/** 192 random bits, URL-safe: fits a DNS TXT value and a path segment as it is. */
export function newVerificationToken(): string {
  return randomBytes(24).toString("base64url");
}

/** `localhost` and BASE_DOMAIN, and names under them: this server's own, served without proof. */
export function isServerOwnName(domain: string, baseDomain?: string): boolean {
  return ["localhost", ...(baseDomain ? [baseDomain] : [])].some((own) => domain === own || domain.endsWith(`.${own}`));
}

/**
 * The rows of a new website's domains. The server's own names, and every domain when `trusted`
 * (the operator's command line, the demo store), are verified at once; an owner's own domain
 * waits for its proof with a fresh token.
 */
export function domainRows(websiteId: number, domains: readonly string[], options: { baseDomain?: string | undefined; trusted?: boolean }) {
  const now = new Date();
  return domains.map((domain) =>
    options.trusted || isServerOwnName(domain, options.baseDomain)
      ? { domain, websiteId, verificationToken: null, verifiedAt: now }
      : { domain, websiteId, verificationToken: newVerificationToken(), verifiedAt: null },
  );
}

export function verificationSteps(domain: string, token: string): DomainVerificationSteps {
  return {
    txt_name: `${DOMAIN_TXT_LABEL}.${domain}`,
    txt_value: `${DOMAIN_TXT_PREFIX}${token}`,
    file_url: `http://${domain}${DOMAIN_FILE_PATH}${token}`,
    file_body: token,
  };
}

type DomainRow = typeof t.websiteDomains.$inferSelect;

function describe(row: DomainRow): WebsiteDomain {
  return {
    domain: row.domain,
    verified: row.verifiedAt !== null,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    verification: row.verifiedAt === null && row.verificationToken ? verificationSteps(row.domain, row.verificationToken) : null,
    lang: isLang(row.lang) ? row.lang : null,
  };
}

/** Why the TXT record does not prove control, in the owner's words; null when it does. */
async function txtProblem(probe: DomainProbe, domain: string, token: string): Promise<string | null> {
  const { txt_name: name, txt_value: wanted } = verificationSteps(domain, token);
  let records: string[];
  try {
    records = await probe.txt(name);
  } catch {
    return `the name servers did not answer for ${name}; try again in a few minutes`;
  }
  if (records.some((record) => record.trim() === wanted)) return null;
  if (!records.length) return `there is no TXT record at ${name} yet (a new record can take up to an hour to appear)`;
  return `the TXT record at ${name} does not hold ${wanted}`;
}

/** Why the file does not prove control, in the owner's words; null when it does. */
async function fileProblem(probe: DomainProbe, domain: string, token: string): Promise<string | null> {
  const url = verificationSteps(domain, token).file_url;
  let addresses: string[];
  try {
    addresses = await probe.addresses(domain);
  } catch {
    return `the name servers did not answer for ${domain}; try again in a few minutes`;
  }
  if (!addresses.length) return `${domain} has no address in DNS yet`;
  // Every address is judged, not only the one fetched: a name that also points inwards is refused.
  const inner = addresses.find((address) => !isPublicAddress(address));
  if (inner !== undefined) return `${domain} points at ${inner}, a private or local address, which this server does not fetch from`;
  let answer;
  try {
    answer = await probe.get(addresses[0]!, domain, new URL(url).pathname);
  } catch {
    return `${url} could not be fetched (no answer within a few seconds, or the connection was refused)`;
  }
  if (answer.status >= 300 && answer.status < 400) {
    return `${url} redirects${answer.location ? ` to ${answer.location.slice(0, 200)}` : ""}; redirects are not followed, so serve the file at this address itself`;
  }
  if (answer.status !== 200) return `${url} answered with HTTP status ${answer.status} instead of the file`;
  if (answer.truncated || answer.body.trim() !== token) return `${url} answered, but its text is not the token ${token}`;
  return null;
}

export function createDomainVerifier(db: Db, websites: { forget(websiteId: number): void }, limiter: RateLimiter, probe: DomainProbe) {
  /** A waiting row without a token (made by hand) gets one, so the owner has something to publish. */
  async function issueToken(domain: string): Promise<string> {
    const token = newVerificationToken();
    await db
      .update(t.websiteDomains)
      .set({ verificationToken: token })
      .where(and(eq(t.websiteDomains.domain, domain), isNull(t.websiteDomains.verificationToken)));
    const [row] = await db.select({ token: t.websiteDomains.verificationToken }).from(t.websiteDomains).where(eq(t.websiteDomains.domain, domain));
    return row?.token ?? token;
  }

  async function list(websiteId: number): Promise<WebsiteDomain[]> {
    const rows = await db.select().from(t.websiteDomains).where(eq(t.websiteDomains.websiteId, websiteId)).orderBy(asc(t.websiteDomains.domain));
    for (const row of rows) if (row.verifiedAt === null && !row.verificationToken) row.verificationToken = await issueToken(row.domain);
    // The domains still waiting come first: they are what the owner has to act on.
    return rows.map(describe).sort((a, b) => Number(a.verified) - Number(b.verified));
  }

  return {
    list,

    /**
     * Checks the proof for one of the website's domains now and serves the domain from then on;
     * 404 for a domain the website does not have, 422 saying what was found instead.
     */
    async verify(websiteId: number, domain: string): Promise<WebsiteDomain[]> {
      const [row] = await db
        .select()
        .from(t.websiteDomains)
        .where(and(eq(t.websiteDomains.domain, domain), eq(t.websiteDomains.websiteId, websiteId)))
        .limit(1);
      // Another website's domain gets the same answer as none: domains of others are not probed.
      if (!row) throw new Refusal("not-found", DOMAIN_NOT_OURS, { domain: DOMAIN_NOT_OURS });
      if (row.verifiedAt !== null) return list(websiteId);
      const decision = await limiter.hit(`domain-verify:${websiteId}`, VERIFICATIONS_PER_HOUR);
      if (!decision.allowed) {
        throw new Refusal("too-many", "The domain has been checked many times this hour. Please try again later.", undefined, decision.retryAfterSeconds);
      }
      const token = row.verificationToken ?? (await issueToken(row.domain));
      const [txt, file] = await Promise.all([txtProblem(probe, domain, token), fileProblem(probe, domain, token)]);
      if (txt !== null && file !== null) {
        const message = `${domain} is not verified yet. DNS: ${txt}. File: ${file}.`;
        throw new Refusal("invalid", message, { domain: message });
      }
      await db
        .update(t.websiteDomains)
        .set({ verifiedAt: new Date() })
        .where(and(eq(t.websiteDomains.domain, domain), eq(t.websiteDomains.websiteId, websiteId), isNull(t.websiteDomains.verifiedAt)));
      // Served at once, by every server process (ADR 0043).
      websites.forget(websiteId);
      return list(websiteId);
    },
  };
}
export type DomainVerifier = ReturnType<typeof createDomainVerifier>;
