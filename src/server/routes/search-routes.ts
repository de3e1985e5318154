// The search's helpers (issue 30), for this website and warehouse: GET /s/api/search/suggest?q=,
// the header search's suggestions for the words typed so far (src/shared/api/search-suggest.ts),
// and GET /s/api/search/no-results?q=, what a search that found nothing is offered instead
// (src/shared/api/search-no-results.ts).
import type { FastifyInstance } from "fastify";
import { SEARCH_NO_RESULTS_PATH, type NoResultsAnswer } from "../../shared/api/search-no-results";
import { noResultsQuery, suggestQuery } from "../../shared/api/search-queries";
import { SEARCH_SUGGEST_PATH, type SuggestAnswer } from "../../shared/api/search-suggest";
import { API_BASE } from "../../shared/constants";
import { catalogueContext } from "../http/catalogue-context";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";

export async function searchRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  app.get(API_BASE + SEARCH_SUGGEST_PATH, async (request): Promise<SuggestAnswer> => {
    const { q } = parseInput(suggestQuery, request.query, "query");
    return services.suggest(await catalogueContext(services, request), q);
  });

  app.get(API_BASE + SEARCH_NO_RESULTS_PATH, async (request): Promise<NoResultsAnswer> => {
    const { q } = parseInput(noResultsQuery, request.query, "query");
    return services.noResults(await catalogueContext(services, request), q);
  });
}
