// The page builder's pages API (issue 10, ADR 0030; the contract is src/shared/api/admin-pages.ts):
// list, create and delete pages of the active website, save and discard drafts, publish, read
// and restore versions, and resolve blocks for the live preview. Every route answers 401 signed
// out and 403 to anyone but an admin of the active website or a superadmin before it reads its
// body, so nobody else's megabyte is buffered; a page of another website is not found.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  ADMIN_PAGES_PATH,
  ADMIN_PAGES_RESOLVE_PATH,
  draftBase,
  draftBody,
  duplicatePageBody,
  newPageBody,
  resolveBody,
  type AdminPageAnswer,
  type AdminPagesAnswer,
  type DraftAnswer,
  type PageVersionAnswer,
  type PageVersionsAnswer,
  type ResolveAnswer,
} from "../../shared/api/admin-pages";
import { API_BASE } from "../../shared/constants";
import * as t from "../db/schema";
import type { CatalogueContext } from "../domain/catalogue/catalogue-reader";
import { type ActiveAdmin } from "../domain/websites/website-admins";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";

/** A page document, with its blocks' data, may be about a megabyte; other bodies keep the server's limit. */
export const PAGE_BODY_LIMIT = 1024 * 1024;

const numeric = (label: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `Give a numeric ${label}`)
    .transform(Number);
const pageParams = z.object({ id: numeric("page id") });
const versionParams = z.object({ id: numeric("page id"), version: numeric("version") });

const PAGES = API_BASE + ADMIN_PAGES_PATH;
const PAGE = `${PAGES}/:id`;
const VERSION = `${PAGE}/versions/:version`;
const withId = { config: { ids: ["params.id"] } };

export async function pageAdminRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { admins, pages } = services.admin;
  const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");
  const checked = new WeakMap<FastifyRequest, ActiveAdmin>();

  /** The catalogue as a shopper of the active website sees it at its default warehouse: the
   *  active website need not be the one whose address the builder was opened on. */
  async function activeCatalogue(websiteId: number): Promise<CatalogueContext> {
    const [web] = await services.db.select({ catalogueVersion: t.websites.catalogueVersion }).from(t.websites).where(eq(t.websites.id, websiteId));
    return { websiteId, warehouseId: await services.delivery.defaultWarehouse(websiteId), catalogueVersion: web?.catalogueVersion ?? 1 };
  }

  void app.register(async (scope) => {
    scope.addHook("preParsing", async (request) => {
      checked.set(request, await admins.activeFor(request));
    });
    const admin = (request: FastifyRequest) => checked.get(request)!;

    scope.get(PAGES, async (request, reply): Promise<AdminPagesAnswer> => {
      const { websiteId } = admin(request);
      noStore(reply);
      return { pages: await pages.list(websiteId) };
    });

    scope.post(PAGES, async (request, reply): Promise<AdminPageAnswer> => {
      const { websiteId, userId } = admin(request);
      const created = await pages.create(websiteId, userId, parseInput(newPageBody, request.body, "body"));
      void reply.status(201);
      return created;
    });

    scope.post(API_BASE + ADMIN_PAGES_RESOLVE_PATH, { bodyLimit: PAGE_BODY_LIMIT }, async (request): Promise<ResolveAnswer> => {
      const { websiteId } = admin(request);
      const { url, components } = parseInput(resolveBody, request.body, "body");
      const resolved = await services.pageData.preview(await activeCatalogue(websiteId), url, components);
      // The builder's own components, given back as sent with their responses filled.
      return { data: resolved as unknown as ResolveAnswer["data"] };
    });

    scope.get(PAGE, withId, async (request, reply): Promise<AdminPageAnswer> => {
      const { websiteId } = admin(request);
      const { id } = parseInput(pageParams, request.params, "params");
      noStore(reply);
      return pages.read(websiteId, id);
    });

    scope.post(`${PAGE}/duplicate`, withId, async (request, reply): Promise<AdminPageAnswer> => {
      const { websiteId, userId } = admin(request);
      const { id } = parseInput(pageParams, request.params, "params");
      const copy = await pages.duplicate(websiteId, userId, id, parseInput(duplicatePageBody, request.body, "body"));
      void reply.status(201);
      return copy;
    });

    scope.delete(PAGE, withId, async (request, reply) => {
      const { websiteId, userId } = admin(request);
      const { id } = parseInput(pageParams, request.params, "params");
      await pages.remove(websiteId, id, userId);
      return reply.status(204).send();
    });

    scope.put(`${PAGE}/draft`, { ...withId, bodyLimit: PAGE_BODY_LIMIT }, async (request): Promise<DraftAnswer> => {
      const { websiteId } = admin(request);
      const { id } = parseInput(pageParams, request.params, "params");
      const { base_revision, doc } = parseInput(draftBody, request.body, "body");
      return pages.saveDraft(websiteId, id, base_revision, doc);
    });

    scope.delete(`${PAGE}/draft`, withId, async (request): Promise<AdminPageAnswer> => {
      const { websiteId } = admin(request);
      const { id } = parseInput(pageParams, request.params, "params");
      const { base_revision } = parseInput(draftBase, request.body, "body");
      return pages.discardDraft(websiteId, id, base_revision);
    });

    scope.post(`${PAGE}/publish`, withId, async (request): Promise<AdminPageAnswer> => {
      const { websiteId, userId } = admin(request);
      const { id } = parseInput(pageParams, request.params, "params");
      const { base_revision } = parseInput(draftBase, request.body, "body");
      return pages.publish(websiteId, id, base_revision, userId);
    });

    scope.get(`${PAGE}/versions`, withId, async (request, reply): Promise<PageVersionsAnswer> => {
      const { websiteId } = admin(request);
      const { id } = parseInput(pageParams, request.params, "params");
      noStore(reply);
      return pages.versions(websiteId, id);
    });

    scope.get(VERSION, withId, async (request, reply): Promise<PageVersionAnswer> => {
      const { websiteId } = admin(request);
      const { id, version } = parseInput(versionParams, request.params, "params");
      noStore(reply);
      return pages.version(websiteId, id, version);
    });

    scope.post(`${VERSION}/restore`, withId, async (request): Promise<AdminPageAnswer> => {
      const { websiteId, userId } = admin(request);
      const { id, version } = parseInput(versionParams, request.params, "params");
      const { base_revision } = parseInput(draftBase, request.body, "body");
      return pages.restore(websiteId, id, version, base_revision, userId);
    });
  });
}
