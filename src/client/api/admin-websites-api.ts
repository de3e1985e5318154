// The websites the signed-in user administers, and choosing the one the admin tools act on
// (ADR 0023): used by the shop's choose screen and the page builder. Both answer 401 to a visitor.
import { ADMIN_WEBSITES_CHOOSE_PATH, ADMIN_WEBSITES_PATH, type AdminWebsitesAnswer, type ChosenWebsite } from "../../shared/api/websites";
import { http } from "./http-client";

export function fetchAdminWebsites(signal?: AbortSignal): Promise<AdminWebsitesAnswer> {
  return http.get<AdminWebsitesAnswer>(ADMIN_WEBSITES_PATH, { signal });
}

export function chooseWebsite(websiteId: number): Promise<ChosenWebsite> {
  return http.post<ChosenWebsite>(ADMIN_WEBSITES_CHOOSE_PATH, { website_id: websiteId });
}
