// Judges a settings document the page builder saves, with the JSON Schemas in schemas/site/
// (the same ones the builder draws its forms from), compiled here by ajv. How the document is
// judged — site.json, then navSetting, then the logo_settings JSON text (§3) — is
// schemas/site-settings-check.ts, which `npm run fixtures:check` uses too. A document the
// schemas accept is then judged for contrast: every pair the shop draws from the theme's
// colours must reach WCAG AA (src/shared/theme-contrast.ts, ADR 0056).
import { readFileSync } from "node:fs";
import type { ValidateFunction } from "ajv";
import { createSchemaAjv } from "../../../../schemas/schema-ajv";
import { checkSiteSettings } from "../../../../schemas/site-settings-check";
import { withTextTranslations } from "../../../../schemas/text-translations";
import { themeContrastFailures } from "../../../shared/theme-contrast";
import { fromRepositoryRoot } from "../../repository-root";

/** Owner-facing messages keyed by JSON pointer ("/navs/0/name", "/navSetting/navbar_height"). */
export type SettingsErrors = Record<string, string>;

// With the menu labels' versions in other languages declared (ADR 0086), as the build compiles them.
const schemaFile = (name: string) => withTextTranslations(JSON.parse(readFileSync(fromRepositoryRoot("schemas/site", `${name}.json`), "utf8")) as object);

let compiled: { site: ValidateFunction; navSetting: ValidateFunction; logoSettings: ValidateFunction } | null = null;

function validators() {
  if (!compiled) {
    const ajv = createSchemaAjv();
    ajv.addSchema(schemaFile("site"));
    ajv.addSchema(schemaFile("nav-setting"));
    compiled = { site: ajv.getSchema("site")!, navSetting: ajv.getSchema("nav-setting")!, logoSettings: ajv.getSchema("site#/$defs/logoSettings")! };
  }
  return compiled;
}

/** The document's problems keyed by pointer (the first message for each), or null when it may be saved. */
export function validateSiteSettings(doc: unknown): SettingsErrors | null {
  const errors: SettingsErrors = {};
  for (const { pointer, message } of checkSiteSettings(validators(), doc)) errors[pointer || "/"] ??= message;
  // Contrast is measured only on colours the schema accepts: a colour it refuses has its message already.
  const colours = (doc as { colors?: unknown } | null)?.colors;
  if (colours && typeof colours === "object" && !Object.keys(errors).some((p) => p === "/colors" || p.startsWith("/colors/"))) {
    for (const { pointer, message } of themeContrastFailures(colours as Record<string, string>)) errors[pointer] ??= message;
  }
  return Object.keys(errors).length ? errors : null;
}
