// The media library (issue 27, ADR 0058; contract in src/shared/api/media-library.ts): the active
// website's pictures for the builder's picture fields, and deleting one nothing shows. Same guard
// as the upload: 401 signed out, 403 to anyone but an admin of the active website.
import type { FastifyInstance } from "fastify";
import { MEDIA_LIBRARY_PATH, mediaKeyParams, mediaListQuery } from "../../shared/api/media-library";
import { API_BASE } from "../../shared/constants";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";
import { adminScope } from "./admin-scope";
import { requestOrigin } from "./website-admin-routes";

const LIBRARY = API_BASE + MEDIA_LIBRARY_PATH;

export async function mediaLibraryRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { admins } = services.admin;
  const { library } = services.admin.media;

  adminScope(app, services, async (scope, admin) => {
    scope.get(LIBRARY, async (request) => {
      const q = parseInput(mediaListQuery, request.query, "query");
      const { websiteId } = admin(request);
      // Pictures are served on their own website's domains, which the builder may not be on.
      const [website] = await admins.describe([websiteId], websiteId, requestOrigin(request));
      return library.list(websiteId, { q: q.q, page: q.page, perPage: q.per_page }, website!.url);
    });
    scope.delete(`${LIBRARY}/:key`, async (request, reply) => {
      const { key } = parseInput(mediaKeyParams, request.params, "params");
      await library.remove(admin(request).websiteId, key);
      return reply.status(204).send();
    });
  });
}
