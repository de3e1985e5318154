// How a website settings document is judged (ADR 0023), in one place for the server's
// `PUT /s/api/admin/site` and for `npm run fixtures:check`: site.json, then navSetting with
// nav-setting.json, then the logo_settings JSON text inside it (§3) with site.json's
// logoSettings definition. Each schema compiles on its own, which is why navSetting is a second
// step rather than a $ref. Pure: the callers bring the validators (ajv's, or compiled ones)
// and word the answer their own way.
import type { CompiledValidator, ValidationError } from "./validator-type";

export interface SiteSettingsValidators {
  site: CompiledValidator;
  navSetting: CompiledValidator;
  /** site.json's #/$defs/logoSettings. */
  logoSettings: CompiledValidator;
}

/** The part of the document a schema judges: the whole (site.json), or navSetting and its logo_settings text. */
export type SiteSettingsPart = "" | typeof NAV_SETTING;

export interface SiteSettingsProblem {
  /** JSON Pointer into the document ("" for the whole); a missing or unexpected property is named under its object ("/navs/0/name"). */
  pointer: string;
  /** The schema's owner-facing message. */
  message: string;
  /** Where the schema that found it starts: "" for site.json, "/navSetting" for nav-setting.json and the logo size. */
  part: SiteSettingsPart;
}

const NAV_SETTING = "/navSetting";
const LOGO_SETTINGS = `${NAV_SETTING}/logo_settings`;
export const LOGO_SETTINGS_NOT_JSON = "Logo size settings are not valid JSON text";
export const LOGO_SETTINGS_NOT_OBJECT = 'Logo size settings must be a JSON object such as {"image_height":56}';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const escapeSegment = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

/** Where an error points: a missing or unexpected property is named under its object. */
export function pointerOf(error: ValidationError, base: string): string {
  // ajv-errors wraps the errors its message replaces; the first says which property it was.
  const inner = (error.keyword === "errorMessage" ? (error.params.errors as ValidationError[] | undefined)?.[0] : error) ?? error;
  const params = inner.params as { missingProperty?: unknown; additionalProperty?: unknown };
  const child = params.missingProperty ?? params.additionalProperty;
  return base + error.instancePath + (typeof child === "string" ? `/${escapeSegment(child)}` : "");
}

function judge(validate: CompiledValidator, value: unknown, part: SiteSettingsPart, base: string, into: SiteSettingsProblem[]): void {
  if (validate(value)) return;
  for (const error of validate.errors ?? []) into.push({ pointer: pointerOf(error, base), message: error.message ?? "This value is not valid", part });
}

/** Every problem of a settings document, in the order found (none: it may be saved). One problem is listed once. */
export function checkSiteSettings(validators: SiteSettingsValidators, doc: unknown): SiteSettingsProblem[] {
  const found: SiteSettingsProblem[] = [];
  judge(validators.site, doc, "", "", found);
  const nav = isObject(doc) ? doc.navSetting : undefined;
  if (isObject(nav)) {
    judge(validators.navSetting, nav, NAV_SETTING, NAV_SETTING, found);
    const text = nav.logo_settings;
    // §3: a missing logo_settings, or the text "undefined", stands for {}.
    if (typeof text === "string" && text !== "undefined") {
      let parsed: unknown;
      let readable = true;
      try {
        parsed = JSON.parse(text);
      } catch {
        readable = false;
      }
      if (!readable) found.push({ pointer: LOGO_SETTINGS, message: LOGO_SETTINGS_NOT_JSON, part: NAV_SETTING });
      else if (!isObject(parsed)) found.push({ pointer: LOGO_SETTINGS, message: LOGO_SETTINGS_NOT_OBJECT, part: NAV_SETTING });
      else judge(validators.logoSettings, parsed, NAV_SETTING, LOGO_SETTINGS, found);
    }
  }
  // A bad property name is reported by propertyNames and by the rule inside it, with one message.
  const seen = new Set<string>();
  return found.filter(({ pointer, message }) => {
    const key = `${pointer}\u0000${message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
