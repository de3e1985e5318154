// The websites the signed-in user administers, and choosing the one the admin tools act on
// (ADR 0023). Both answer 401 to a visitor.
import {
  ADMIN_WEBSITES_CHOOSE_PATH,
  ADMIN_WEBSITES_PATH,
  type AdminWebsitesAnswer,
  type ChosenWebsite,
} from "../../../src/shared/api/websites";
import { http } from "../../../src/client/api/http-client";

export function fetchAdminWebsites(signal?: AbortSignal): Promise<AdminWebsitesAnswer> {
  return http.get<AdminWebsitesAnswer>(ADMIN_WEBSITES_PATH, { signal });
}

export function chooseWebsite(websiteId: number): Promise<ChosenWebsite> {
  return http.post<ChosenWebsite>(ADMIN_WEBSITES_CHOOSE_PATH, { website_id: websiteId });
}
