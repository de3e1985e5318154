// API contract of the business owner's websites (issue 8, ADR 0023): create a website, list the
// websites the signed-in user administers, and choose the one the admin tools act on (the
// session's active website). Paths are below the /s base the shop's HTTP client adds.
import * as z from "zod/mini";
import { idField } from "./id-field";
import { multiLine, singleLine } from "./text-field";

/** GET: the websites the user administers; POST: create a website. */
export const ADMIN_WEBSITES_PATH = "/api/admin/websites";
/** POST {website_id}: make it the session's active website for the admin tools. */
export const ADMIN_WEBSITES_CHOOSE_PATH = "/api/admin/websites/choose";

export const WEBSITE_NAME_MIN = 2;
export const WEBSITE_NAME_MAX = 60;
export const WEBSITE_DESCRIPTION_MAX = 500;
export const SUBDOMAIN_MIN = 3;
export const SUBDOMAIN_MAX = 40;
export const NAV_ALIGNMENTS = ["left", "center", "right"] as const;
/** The themes a new website may start with; each brings its own palette of colours. */
export const WEBSITE_THEMES = ["light", "dark"] as const;
export type WebsiteTheme = (typeof WEBSITE_THEMES)[number];

/** Lower-case letters, digits and hyphens, not starting or ending with a hyphen. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** A full host name of two or more labels, each a subdomain-like label; no port, no scheme. */
export const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/**
 * Subdomains no website may take: names the server, its tools or common infrastructure answer
 * to, or that would mislead shoppers (ADR 0023).
 */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  "www",
  "admin",
  "administrator",
  "api",
  "s",
  "cdn",
  "mail",
  "email",
  "smtp",
  "imap",
  "pop",
  "ftp",
  "app",
  "apps",
  "localhost",
  "page-builder",
  "builder",
  "pos",
  "bos",
  "static",
  "assets",
  "media",
  "img",
  "images",
  "fonts",
  "files",
  "auth",
  "login",
  "account",
  "accounts",
  "checkout",
  "pay",
  "payment",
  "payments",
  "billing",
  "support",
  "help",
  "docs",
  "status",
  "dev",
  "test",
  "staging",
  "kirana",
  "root",
  "system",
  "superadmin",
  "webmail",
  "ns",
  "ns1",
  "ns2",
  "dns",
  "blog",
  "shop",
  "store",
  "dashboard",
  "preview",
  "sandbox",
  "internal",
];

export const NAME_REQUIRED = "Give the website a name";
export const NAME_LENGTH = `The name must be ${WEBSITE_NAME_MIN} to ${WEBSITE_NAME_MAX} characters`;
export const NAME_CHARACTERS = "The name cannot hold < or >";
export const DESCRIPTION_LENGTH = `The description can be at most ${WEBSITE_DESCRIPTION_MAX} characters`;
export const ADDRESS_REQUIRED = "Choose a subdomain (or give your own domain)";
export const ADDRESS_BOTH = "Give a subdomain or a domain, not both";
export const SUBDOMAIN_LENGTH = `The subdomain must be ${SUBDOMAIN_MIN} to ${SUBDOMAIN_MAX} characters`;
export const SUBDOMAIN_CHARACTERS = "Use only lower-case letters, digits and hyphens, not starting or ending with a hyphen";
export const SUBDOMAIN_RESERVED = "This subdomain is reserved; choose another";
export const DOMAIN_INVALID = "Write the domain like shop.example.com (no http:// and no path)";
export const ADDRESS_TAKEN = "This address is already taken by another website";
export const THEME_INVALID = `The theme is ${WEBSITE_THEMES.join(" or ")}`;
export const FONT_INVALID = "The font is a list of font names such as Inter, sans-serif";
export const NAV_ALIGNMENT_INVALID = "Navigation alignment is left, center or right";

/** The message for a subdomain the screen can judge without asking the server, or null. */
export function subdomainProblem(subdomain: string): string | null {
  if (subdomain.length < SUBDOMAIN_MIN || subdomain.length > SUBDOMAIN_MAX) return SUBDOMAIN_LENGTH;
  if (!SUBDOMAIN_PATTERN.test(subdomain)) return SUBDOMAIN_CHARACTERS;
  if (RESERVED_SUBDOMAINS.includes(subdomain)) return SUBDOMAIN_RESERVED;
  return null;
}

const optionalText = (max: number, message: string) => z._default(z.string({ error: message }).check(z.trim(), z.maxLength(max, message), multiLine("The description")), "");

/**
 * POST ADMIN_WEBSITES_PATH. Exactly one of subdomain and domain. Answers 201 CreatedWebsite;
 * 401 signed out; 409 {message, errors: {subdomain|domain}} when the address is taken; 422
 * {message, errors} keyed by field for everything else.
 */
export const createWebsiteBody = z
  .strictObject(
    {
      name: z.string({ error: NAME_REQUIRED }).check(
        z.trim(),
        z.minLength(1, NAME_REQUIRED),
        z.minLength(WEBSITE_NAME_MIN, NAME_LENGTH),
        z.maxLength(WEBSITE_NAME_MAX, NAME_LENGTH),
        z.refine((v) => !/[<>]/.test(v), NAME_CHARACTERS),
        singleLine("The name"),
      ),
      description: optionalText(WEBSITE_DESCRIPTION_MAX, DESCRIPTION_LENGTH),
      subdomain: z.optional(
        z.string({ error: SUBDOMAIN_CHARACTERS }).check(
          z.trim(),
          z.toLowerCase(),
          z.superRefine((value, ctx) => {
            const problem = value === "" ? null : subdomainProblem(value);
            if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
          }),
        ),
      ),
      domain: z.optional(
        z.string({ error: DOMAIN_INVALID }).check(
          z.trim(),
          z.toLowerCase(),
          z.refine((v) => v === "" || DOMAIN_PATTERN.test(v), DOMAIN_INVALID),
        ),
      ),
      theme: z._default(z.enum(WEBSITE_THEMES, { error: THEME_INVALID }), "light"),
      font_family: z._default(z.string({ error: FONT_INVALID }).check(z.trim(), z.regex(/^[A-Za-z0-9 ,'"_-]{1,200}$/, FONT_INVALID)), "Inter, sans-serif"),
      nav_alignment: z._default(z.enum(NAV_ALIGNMENTS, { error: NAV_ALIGNMENT_INVALID }), "left"),
    },
    { error: (issue) => (issue.code === "unrecognized_keys" ? `A new website does not take ${issue.keys.join(", ")}` : "Send the new website as an object") },
  )
  .check(
    z.superRefine((body, ctx) => {
      const sub = body.subdomain ?? "";
      const domain = body.domain ?? "";
      if (sub === "" && domain === "") ctx.addIssue({ code: "custom", message: ADDRESS_REQUIRED, path: ["subdomain"], input: body });
      else if (sub !== "" && domain !== "") ctx.addIssue({ code: "custom", message: ADDRESS_BOTH, path: ["domain"], input: body });
    }),
  );
export type CreateWebsiteBody = z.input<typeof createWebsiteBody>;
/** The body once read: trimmed, lower-cased address, defaults filled in. */
export type CreateWebsiteInput = z.output<typeof createWebsiteBody>;

/** One website the user administers, as the choose screen lists it. */
export interface AdminWebsite {
  id: number;
  name: string;
  description: string;
  logo: string;
  /** Host names the website answers at, first the preferred one (`<sub>.localhost`, …). */
  domains: string[];
  /**
   * The owner's own domains still waiting for the proof that they control them (ADR 0048): not
   * served until verified in Website Settings (website-domains.ts).
   */
  pending_domains: string[];
  /** The shop's address from the server the request went to, e.g. `http://fresh.localhost:3000`. */
  url: string;
  /** The session's active website: the one the admin tools act on. */
  active: boolean;
}

/** GET ADMIN_WEBSITES_PATH (401 signed out). */
export interface AdminWebsitesAnswer {
  websites: AdminWebsite[];
  /** Id of the active website, or null when the user administers none of them. */
  active_website_id: number | null;
  /** The user is a superadmin: lists every website and may switch to any ("Switch Website"). */
  superadmin: boolean;
  /** The user may switch between websites: a superadmin, or an admin of more than one. */
  canSwitch: boolean;
}

/** The answer to creating a website: it is already the session's active website. */
export interface CreatedWebsite {
  website: AdminWebsite;
  /** The address to open the new shop at from this server, e.g. `http://fresh2.localhost:3000`. */
  url: string;
}

/**
 * POST ADMIN_WEBSITES_CHOOSE_PATH. Answers ChosenWebsite; 401 signed out; 403 for a website the
 * user does not administer, and also for one that does not exist (ADR 0023: ids of other
 * people's websites cannot be probed), except that a superadmin gets 404 for a missing one;
 * 422 for a malformed id.
 */
export const chooseWebsiteBody = z.strictObject(
  {
    website_id: idField("website_id"),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `Choosing a website does not take ${issue.keys.join(", ")}` : "Send {website_id}") },
);
export type ChooseWebsiteBody = z.input<typeof chooseWebsiteBody>;

export interface ChosenWebsite {
  website: AdminWebsite;
  /** The address of the chosen website's shop from this server. */
  url: string;
}
