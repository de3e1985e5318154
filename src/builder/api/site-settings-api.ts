// The active website's settings document (GET and PUT /s/api/admin/site).
import { checkAnswer } from "../../client/api/check-answer";
import { http } from "../../client/api/http-client";
import { ADMIN_SITE_PATH, siteSettingsAnswerSchema, type SiteSettings, type SiteSettingsAnswer } from "../../shared/api/site-settings";

export async function fetchSiteSettings(options: { signal?: AbortSignal } = {}): Promise<SiteSettingsAnswer> {
  return checkAnswer(siteSettingsAnswerSchema, await http.get(ADMIN_SITE_PATH, options), `GET ${ADMIN_SITE_PATH}`) as SiteSettingsAnswer;
}

/** Saves the whole document; answers the saved one. A 422 carries a message per JSON Pointer. */
export async function saveSiteSettings(settings: SiteSettings): Promise<SiteSettingsAnswer> {
  return checkAnswer(siteSettingsAnswerSchema, await http.put(ADMIN_SITE_PATH, settings), `PUT ${ADMIN_SITE_PATH}`) as SiteSettingsAnswer;
}
