// The create form's values and their rules. Each field is judged by the server's own contract
// (createWebsiteBody), so the screen and the server give the same messages (ADR 0021).
import { createWebsiteBody, type CreateWebsiteBody, type WebsiteTheme } from "../../../src/shared/api/websites";
import type { FieldRule, FieldRules } from "../../../src/shared/field-rules";
import { SERVED_FONTS } from "../../../src/shared/served-fonts";
import type { Translate } from "../../../src/client/i18n/use-t";

export interface WebsiteFormValues {
  name: string;
  description: string;
  /** Which address the owner gives: a subdomain of this server, or a domain of their own. */
  address: "subdomain" | "domain";
  subdomain: string;
  domain: string;
  theme: WebsiteTheme;
  font_family: string;
  nav_alignment: "left" | "center" | "right";
}

export const NEW_WEBSITE: WebsiteFormValues = {
  name: "",
  description: "",
  address: "subdomain",
  subdomain: "",
  domain: "",
  theme: "light",
  font_family: SERVED_FONTS[0]!.stack,
  nav_alignment: "left",
};

/** The request body: only the address the owner chose, since the server takes exactly one. */
export function websiteBody(values: Partial<WebsiteFormValues>): CreateWebsiteBody {
  const { address = "subdomain", subdomain = "", domain = "", ...rest } = values;
  return { ...rest, ...(address === "domain" ? { domain } : { subdomain }) } as CreateWebsiteBody;
}

const ADDRESS_FIELDS: ReadonlySet<PropertyKey> = new Set(["subdomain", "domain"]);

/** The field a contract message belongs under: the contract files "no address" under subdomain
 *  even when the owner chose to give a domain, so address messages go to the chosen one. */
function fieldOf(path: PropertyKey | undefined, values: Partial<WebsiteFormValues>): PropertyKey | undefined {
  return path !== undefined && ADDRESS_FIELDS.has(path) ? (values.address ?? "subdomain") : path;
}

/** The contract's first message for one field of the body these values make, or null. */
function contractRule<K extends keyof WebsiteFormValues>(field: K, label: string, required = false): FieldRule<WebsiteFormValues[K], WebsiteFormValues> {
  return {
    label,
    required,
    validator: (_value, values) => {
      if (ADDRESS_FIELDS.has(field) && field !== (values.address ?? "subdomain")) return null;
      const parsed = createWebsiteBody.safeParse(websiteBody(values));
      if (parsed.success) return null;
      return parsed.error.issues.find((issue) => fieldOf(issue.path[0], values) === field)?.message ?? null;
    },
  };
}

/** The form's rules, their labels in the page's language. */
export function websiteRules(t: Translate): FieldRules<WebsiteFormValues> {
  return {
    name: contractRule("name", t("catalogue.bosWebsiteName"), true),
    description: contractRule("description", t("catalogue.bosDescription")),
    subdomain: contractRule("subdomain", t("catalogue.bosSubdomain"), true),
    domain: contractRule("domain", t("catalogue.bosDomain"), true),
    theme: contractRule("theme", t("catalogue.bosTheme")),
    font_family: contractRule("font_family", t("catalogue.bosFont")),
    nav_alignment: contractRule("nav_alignment", t("catalogue.bosNavAlignment")),
  };
}
