// POST /s/api/admin/media: an owner uploads a picture (logo, favicon, popup, sharing picture)
// for the active website (ADR 0023). Who may upload is settled before the body is read, so a
// visitor's megabytes are never buffered.
import type { FastifyInstance } from "fastify";
import { ADMIN_MEDIA_PATH, MEDIA_UPLOAD_MAX_BYTES, type UploadedMedia } from "../../shared/api/site-settings";
import { API_BASE } from "../../shared/constants";
import { cdnImage } from "../../shared/cdn-image";
import { readUploadedImage } from "../domain/websites/uploaded-image";
import { type ActiveAdmin } from "../domain/websites/website-admins";
import type { RouteOptions } from "./route-options";
import { acceptUploadBodies, uploadedFile } from "./upload/upload-body";
import { requestOrigin } from "./website-admin-routes";

export async function mediaUploadRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { admins } = services.admin;
  const { uploads } = services.admin.media;
  const active = new WeakMap<object, ActiveAdmin>();

  void app.register(async (scope) => {
    await acceptUploadBodies(scope, MEDIA_UPLOAD_MAX_BYTES);
    scope.post(
      API_BASE + ADMIN_MEDIA_PATH,
      {
        preParsing: async (request) => {
          active.set(request, await admins.activeFor(request));
        },
      },
      async (request, reply): Promise<UploadedMedia> => {
        const { websiteId } = active.get(request)!;
        const file = await uploadedFile(request, MEDIA_UPLOAD_MAX_BYTES);
        const image = await readUploadedImage(file.bytes, file.declaredType);
        const key = await uploads.store(websiteId, image, file.name ?? "");
        // The picture is served on its own website's domains, which the builder may not be on.
        const [website] = await admins.describe([websiteId], websiteId, requestOrigin(request));
        void reply.status(201);
        return { key, url: website!.url + cdnImage(key, "medium"), content_type: image.contentType, size: image.bytes.byteLength };
      },
    );
  });
}
