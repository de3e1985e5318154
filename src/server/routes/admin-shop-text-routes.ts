// The back office's "Shop texts" (issue 35, ADR 0085; the contract is
// src/shared/api/admin-shop-texts.ts): the owner's wording of any shop text per language, laid
// over the default on every server at once. Every route answers 401 signed out and 403 to anyone
// but an admin of the active website or a superadmin before its body is read.
import type { FastifyInstance } from "fastify";
import { ADMIN_SHOP_TEXTS_PATH, shopTextBody, shopTextParams, shopTextsQuery, type ShopText, type ShopTextsAnswer } from "../../shared/api/admin-shop-texts";
import { API_BASE } from "../../shared/constants";
import { createShopTexts } from "../domain/admin-shop-texts/shop-texts";
import { parseInput } from "../http/parse-input";
import { adminScope } from "./admin-scope";
import type { RouteOptions } from "./route-options";

const TEXTS = API_BASE + ADMIN_SHOP_TEXTS_PATH;

export async function adminShopTextRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const texts = createShopTexts(services.db, services.catalogues);
  adminScope(app, services, async (scope, admin) => {
    scope.get(TEXTS, async (request): Promise<ShopTextsAnswer> => {
      const query = parseInput(shopTextsQuery, request.query, "query");
      return texts.list(admin(request).websiteId, { q: query.q, changedOnly: query.changed === "true", page: query.page, perPage: query.per_page });
    });

    scope.put(`${TEXTS}/:lang/:key`, async (request): Promise<ShopText> => {
      const { websiteId, userId } = admin(request);
      const { lang, key } = parseInput(shopTextParams, request.params, "params");
      const { text } = parseInput(shopTextBody, request.body, "body");
      return texts.save(websiteId, userId, lang, key, text);
    });

    scope.delete(`${TEXTS}/:lang/:key`, async (request): Promise<ShopText> => {
      const { websiteId, userId } = admin(request);
      const { lang, key } = parseInput(shopTextParams, request.params, "params");
      return texts.reset(websiteId, userId, lang, key);
    });
  });
}
