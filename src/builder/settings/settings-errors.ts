// Every problem the schemas find in a settings document, one message per JSON Pointer, with
// the compiled standalone validators (no ajv compiler and no `new Function` in the browser).
import validateNavSetting from "../../../schemas/compiled/site/nav-setting.js";
import validateSite from "../../../schemas/compiled/site/site.js";
import type { SiteSettings } from "../../shared/api/site-settings";
import type { Pointer } from "../schema-form/json-pointer";
import { errorsByPointer, type ErrorMap } from "../schema-form/validation-errors";
import { logoSettingsErrors } from "./logo-settings";
import { NAV_SETTING, settingsLabelAt } from "./settings-schema";

export function settingsErrors(doc: SiteSettings): ErrorMap {
  const errors: Record<Pointer, string> = {};
  if (!validateSite(doc)) Object.assign(errors, errorsByPointer(validateSite.errors, settingsLabelAt));
  if (!validateNavSetting(doc.navSetting)) Object.assign(errors, errorsByPointer(validateNavSetting.errors, settingsLabelAt, NAV_SETTING));
  return { ...errors, ...logoSettingsErrors(doc.navSetting?.logo_settings) };
}
