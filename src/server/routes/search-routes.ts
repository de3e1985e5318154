// GET /s/api/search/suggest?q= (issue 30; contract in src/shared/api/search-suggest.ts): the
// header search's suggestions for the words typed so far, for this website and warehouse.
import type { FastifyInstance } from "fastify";
import { SEARCH_SUGGEST_PATH, suggestQuery, type SuggestAnswer } from "../../shared/api/search-suggest";
import { catalogueContext } from "../http/catalogue-context";
import { parseInput } from "../http/parse-input";
import type { Services } from "../services";

export function searchRoutes(app: FastifyInstance, services: Services): void {
  app.get(SEARCH_SUGGEST_PATH, async (request): Promise<SuggestAnswer> => {
    const { q } = parseInput(suggestQuery, request.query, "query");
    return services.suggest(await catalogueContext(services, request), q);
  });
}
