// POST /s/api/admin/websites (ADR 0023): the new website, already the session's active one.
import { ADMIN_WEBSITES_PATH, type CreatedWebsite, type CreateWebsiteBody } from "../../../src/shared/api/websites";
import { http } from "../../../src/client/api/http-client";

export function createWebsite(body: CreateWebsiteBody): Promise<CreatedWebsite> {
  return http.post<CreatedWebsite>(ADMIN_WEBSITES_PATH, body);
}
