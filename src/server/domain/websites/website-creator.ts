// Creates a website for a signed-in owner (issue 8, ADR 0023) in one transaction: the website
// with its starter settings, its domains, a page for every system route, its icon, and the
// owner as its admin. Any signed-in user may create one; creations per person are limited, and
// a new account creates one until it is established (website-creator-approval.ts, ADR 0047).
import { eq, inArray, or } from "drizzle-orm";
import { ADDRESS_TAKEN, RESERVED_SUBDOMAINS, SUBDOMAIN_RESERVED, type CreateWebsiteInput } from "../../../shared/api/websites";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { recordAudit } from "../audit/record-audit";
import { isUniqueViolation } from "../../db/pg-error";
import { Refusal } from "../refusal";
import type { RateLimit, RateLimiter } from "../rate-limit/rate-limiter";
import { domainRows } from "./domain-verification";
import { insertStarterContent } from "./insert-starter-content";
import { checkFirstDayAllowance } from "./website-creator-approval";
import { websiteColumnsOf } from "./site-document";
import { starterSettings } from "./starter-settings";
import { newWebsiteAddress } from "./website-address";

/** Websites one person may create in a day; superadmins are not limited. */
export const CREATIONS_PER_DAY: RateLimit = { limit: 10, windowSeconds: 86_400 };

export const DOMAIN_UNDER_OURS = "Addresses under this server's own domain are chosen as a subdomain";

export interface WebsiteCreatorOptions {
  /** BASE_DOMAIN: new websites also answer at `<sub>.<baseDomain>`. */
  baseDomain?: string | undefined;
  /**
   * The server's operator made the website (npm run website:create): its own domain is served at
   * once. An owner's own domain otherwise waits for its proof (ADR 0048).
   */
  trustedDomains?: boolean;
}

export function createWebsiteCreator(db: Db, limiter: RateLimiter, options: WebsiteCreatorOptions = {}) {
  const ownSuffixes = ["localhost", ...(options.baseDomain ? [options.baseDomain] : [])];

  /** A full domain may not be one of this server's own names: those go through the subdomain rules. */
  function checkDomain(domain: string): void {
    const own = ownSuffixes.find((s) => domain === s || domain.endsWith(`.${s}`));
    if (!own) return;
    const label = domain.slice(0, -(own.length + 1));
    const message = RESERVED_SUBDOMAINS.includes(label.split(".").pop() ?? "") ? SUBDOMAIN_RESERVED : DOMAIN_UNDER_OURS;
    throw new Refusal("invalid", message, { domain: message });
  }

  async function checkFree(code: string, domains: string[], field: string): Promise<void> {
    const [taken] = await db
      .select({ id: t.websites.id })
      .from(t.websites)
      .leftJoin(t.websiteDomains, eq(t.websiteDomains.websiteId, t.websites.id))
      .where(or(eq(t.websites.code, code), inArray(t.websiteDomains.domain, domains)))
      .limit(1);
    if (taken) throw new Refusal("conflict", ADDRESS_TAKEN, { [field]: ADDRESS_TAKEN });
  }

  return {
    /** The new website's id and domains (preferred first). */
    async create(user: { id: number; superadmin: boolean }, input: CreateWebsiteInput): Promise<{ id: number; domains: string[] }> {
      const field = input.subdomain ? "subdomain" : "domain";
      if (input.domain) checkDomain(input.domain);
      const { code, domains } = newWebsiteAddress(input, options.baseDomain);
      await checkFree(code, domains, field);
      if (!user.superadmin) {
        const decision = await limiter.hit(`website-create:${user.id}`, CREATIONS_PER_DAY);
        if (!decision.allowed) {
          throw new Refusal("too-many", "You have created many websites today. Please try again tomorrow.", undefined, decision.retryAfterSeconds);
        }
      }
      const settings = starterSettings(input);
      try {
        const id = await db.transaction(async (tx) => {
          if (!user.superadmin) await checkFirstDayAllowance(tx, user.id, new Date());
          const [web] = await tx
            .insert(t.websites)
            .values({ code, ...websiteColumnsOf(settings) })
            .returning({ id: t.websites.id });
          const websiteId = web!.id;
          await tx.insert(t.websiteDomains).values(domainRows(websiteId, domains, { baseDomain: options.baseDomain, trusted: options.trustedDomains ?? false }));
          await insertStarterContent(tx as unknown as Db, websiteId, { name: settings.name, description: settings.description, colors: settings.colors });
          await tx.insert(t.websiteMembers).values({ websiteId, userId: user.id, isAdmin: true, isStaff: true });
          // The website's first entry in its own audit log: who made it, as what, at which address.
          await recordAudit(tx, {
            websiteId,
            userId: user.id,
            action: "create",
            entityType: "website",
            entityId: websiteId,
            before: null,
            after: { name: settings.name, address: domains[0] ?? code },
          });
          return websiteId;
        });
        return { id, domains };
      } catch (error) {
        // Another owner took the address between the check and the insert.
        if (isUniqueViolation(error)) throw new Refusal("conflict", ADDRESS_TAKEN, { [field]: ADDRESS_TAKEN });
        throw error;
      }
    },
  };
}
export type WebsiteCreator = ReturnType<typeof createWebsiteCreator>;
