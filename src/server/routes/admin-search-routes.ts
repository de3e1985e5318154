// The back office's search words (issue 30; the contract is src/shared/api/admin-search.ts):
// the website's dictionary with the owner's changes, its CSV, and the searches that found
// nothing. Every route answers 401 signed out and 403 to anyone but an admin of the active
// website or a superadmin before its body is read.
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import {
  ADMIN_SEARCH_MISSES_PATH,
  ADMIN_SEARCH_WORDS_CSV_PATH,
  ADMIN_SEARCH_WORDS_PATH,
  searchWordBody,
  searchWordParams,
  type SearchMissesAnswer,
  type SearchWordsAnswer,
} from "../../shared/api/admin-search";
import { productListQuery } from "../../shared/api/products";
import { API_BASE } from "../../shared/constants";
import * as t from "../db/schema";
import { searchWordsCsv } from "../domain/search/search-words";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";
import { adminScope } from "./admin-scope";

const WORDS = API_BASE + ADMIN_SEARCH_WORDS_PATH;

export async function adminSearchRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  adminScope(app, services, async (scope, admin) => {
    scope.get(WORDS, async (request): Promise<SearchWordsAnswer> => ({ data: await services.searchWords.list(admin(request).websiteId) }));

    scope.put(WORDS, async (request) => {
      const { websiteId, userId } = admin(request);
      return services.searchWords.save(websiteId, userId, parseInput(searchWordBody, request.body, "body"));
    });

    scope.delete(`${WORDS}/:word`, async (request, reply) => {
      const { websiteId, userId } = admin(request);
      await services.searchWords.remove(websiteId, userId, parseInput(searchWordParams, request.params, "params").word);
      return reply.status(204).send();
    });

    scope.get(API_BASE + ADMIN_SEARCH_WORDS_CSV_PATH, async (request, reply) => {
      const csv = searchWordsCsv(await services.searchWords.list(admin(request).websiteId));
      return reply.type("text/csv; charset=utf-8").header("content-disposition", 'attachment; filename="search-words.csv"').send(csv);
    });

    scope.get(API_BASE + ADMIN_SEARCH_MISSES_PATH, async (request): Promise<SearchMissesAnswer> => {
      const { websiteId } = admin(request);
      // Read now, not from the request's website: a word saved a moment ago must count.
      const [website] = await services.db.select({ version: t.websites.catalogueVersion }).from(t.websites).where(eq(t.websites.id, websiteId));
      const ctx = { websiteId, warehouseId: await services.delivery.defaultWarehouse(websiteId), catalogueVersion: website?.version ?? 0 };
      const stillMisses = async (q: string) => (await services.catalogue.listUncached(ctx, productListQuery.parse({ q, perPage: "1" }))).meta.total === 0;
      return { data: await services.searchWords.misses(websiteId, stillMisses) };
    });
  });
}
