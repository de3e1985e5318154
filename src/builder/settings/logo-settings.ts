// navSetting.logo_settings is JSON text (§3); the builder edits the object inside it and checks
// it against site.json's logoSettings definition, which no compiled validator covers (the
// nav-setting schema sees only text).
import { parseLogoSettings, type LogoSettings } from "../../shared/nav-setting";
import { pointerOf, type Pointer } from "../schema-form/json-pointer";
import type { SchemaNode } from "../schema-form/schema-node";
import type { ErrorMap } from "../schema-form/validation-errors";
import { siteDefinition } from "./settings-schema";

export const LOGO_SETTINGS: Pointer = "/navSetting/logo_settings";
export type LogoSettingKey = keyof LogoSettings;

export const logoSettingsSchema: SchemaNode = siteDefinition("logoSettings");

/** The logo settings text with one value replaced (undefined removes it). */
export function withLogoSetting(text: unknown, key: LogoSettingKey, value: string | number | undefined): string {
  const settings: Record<string, unknown> = { ...parseLogoSettings(text) };
  if (value === undefined) delete settings[key];
  else settings[key] = value;
  return JSON.stringify(settings);
}

function fits(node: SchemaNode, value: unknown): boolean {
  if (node.enum) return node.enum.includes(value);
  if (node.type === "integer" && !Number.isInteger(value)) return false;
  if (typeof value !== "number") return false;
  return (node.minimum === undefined || value >= node.minimum) && (node.maximum === undefined || value <= node.maximum);
}

/** Problems of the values inside the text, at pointers below LOGO_SETTINGS. */
export function logoSettingsErrors(text: unknown): ErrorMap {
  const settings = parseLogoSettings(text) as Record<string, unknown>;
  const errors: Record<Pointer, string> = {};
  for (const [key, node] of Object.entries(logoSettingsSchema.properties ?? {})) {
    const value = settings[key];
    if (value === undefined || fits(node, value)) continue;
    errors[pointerOf(LOGO_SETTINGS, key)] = typeof node.errorMessage === "string" ? node.errorMessage : "This value is not valid";
  }
  return errors;
}
