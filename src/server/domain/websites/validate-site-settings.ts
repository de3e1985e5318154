// Judges a settings document the page builder saves, with the JSON Schemas in schemas/site/
// (the same ones the builder draws its forms from): site.json, then navSetting with
// nav-setting.json, then the logo_settings JSON text inside it (§3). Each schema compiles on its
// own, which is why navSetting is a second step rather than a $ref.
import { readFileSync } from "node:fs";
import type { ErrorObject, ValidateFunction } from "ajv";
import { createSchemaAjv } from "../../../../schemas/schema-ajv";

/** Owner-facing messages keyed by JSON pointer ("/navs/0/name", "/navSetting/navbar_height"). */
export type SettingsErrors = Record<string, string>;

const schemaFile = (name: string) => JSON.parse(readFileSync(new URL(`../../../../schemas/site/${name}.json`, import.meta.url), "utf8")) as object;

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

/** Where an error points: a missing or unexpected property is named under its object. */
function pointer(error: ErrorObject, base: string): string {
  const inner = (error.keyword === "errorMessage" ? (error.params as { errors?: ErrorObject[] }).errors?.[0] : error) ?? error;
  const params = inner.params as { missingProperty?: string; additionalProperty?: string };
  const child = params.missingProperty ?? params.additionalProperty;
  const path = base + error.instancePath + (child !== undefined ? `/${child.replace(/~/g, "~0").replace(/\//g, "~1")}` : "");
  return path || "/";
}

function collect(validate: ValidateFunction, value: unknown, base: string, into: SettingsErrors): void {
  if (validate(value)) return;
  for (const error of validate.errors ?? []) into[pointer(error, base)] ??= error.message ?? "This value is not valid";
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The document's problems, or null when it may be saved. */
export function validateSiteSettings(doc: unknown): SettingsErrors | null {
  const { site, navSetting, logoSettings } = validators();
  const errors: SettingsErrors = {};
  collect(site, doc, "", errors);
  const nav = isObject(doc) ? doc.navSetting : undefined;
  if (isObject(nav)) {
    collect(navSetting, nav, "/navSetting", errors);
    const text = nav.logo_settings;
    // §3: a missing logo_settings, or the text "undefined", stands for {}.
    if (typeof text === "string" && text !== "undefined") {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        errors["/navSetting/logo_settings"] ??= "Logo size settings are not valid JSON text";
      }
      if (parsed !== undefined && !isObject(parsed)) errors["/navSetting/logo_settings"] ??= 'Logo size settings must be a JSON object such as {"image_height":56}';
      else if (parsed !== undefined) collect(logoSettings, parsed, "/navSetting/logo_settings", errors);
    }
  }
  return Object.keys(errors).length ? errors : null;
}
