// The websites the signed-in user administers and which one the admin tools act on
// (GET /s/api/admin/websites).
import { http } from "../../client/api/http-client";
import { ADMIN_WEBSITES_PATH, type AdminWebsitesAnswer } from "../../shared/api/websites";

export function fetchAdminWebsites(options: { signal?: AbortSignal } = {}): Promise<AdminWebsitesAnswer> {
  return http.get<AdminWebsitesAnswer>(ADMIN_WEBSITES_PATH, options);
}
