// The back-office's catalogue API (issue 11; the contract is src/shared/api/admin-catalogue.ts):
// products with packs and stock, the category tree, brands and suppliers of the active website.
// Every route answers 401 signed out and 403 to anyone but an admin of the active website or a
// superadmin before its body is read; ids of another website are not found.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { $ZodType, output } from "zod/v4/core";
import {
  ADMIN_BRANDS_PATH,
  ADMIN_CATALOGUE_PATH,
  ADMIN_CATEGORIES_PATH,
  ADMIN_PRODUCTS_PATH,
  ADMIN_SUPPLIERS_PATH,
  brandBody,
  categoryBody,
  idParams,
  moveCategoryBody,
  newCategoryBody,
  packBody,
  productBody,
  productListQuery,
  listQuery,
  stockBody,
  supplierBody,
} from "../../shared/api/admin-catalogue";
import { API_BASE } from "../../shared/constants";
import { parseInput } from "../http/parse-input";
import type { ProductLabels } from "../domain/admin-catalogue/product-labels";
import type { RouteOptions } from "./route-options";
import { adminScope } from "./admin-scope";

const PRODUCTS = API_BASE + ADMIN_PRODUCTS_PATH;
const PRODUCT = `${PRODUCTS}/:id`;
const PACK = `${API_BASE}${ADMIN_CATALOGUE_PATH}/packs/:id`;
const CATEGORIES = API_BASE + ADMIN_CATEGORIES_PATH;
const CATEGORY = `${CATEGORIES}/:id`;
const BRANDS = API_BASE + ADMIN_BRANDS_PATH;
const SUPPLIERS = API_BASE + ADMIN_SUPPLIERS_PATH;

/** The object ids a route takes, for the access-matrix test. */
const ids = (...names: string[]) => ({ config: { ids: names } });

export async function adminCatalogueRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { products, categories, brands, suppliers } = services.admin.catalogue;
  const id = (request: FastifyRequest) => parseInput(idParams, request.params, "params").id;
  const created = <T>(reply: FastifyReply, answer: T) => (void reply.status(201), answer);

  adminScope(app, services, async (scope, admin) => {
    scope.get(PRODUCTS, ids("query.brand_id", "query.category_id"), async (request) => {
      const q = parseInput(productListQuery, request.query, "query");
      return products.list(admin(request).websiteId, {
        q: q.q,
        brandId: q.brand_id,
        categoryId: q.category_id,
        active: q.active === undefined ? undefined : q.active === "true",
        page: q.page,
        perPage: q.per_page,
      });
    });
    scope.post(PRODUCTS, ids("body.brand_id", "body.supplier_id"), async (request, reply) => {
      const { websiteId, userId } = admin(request);
      return created(reply, await products.create(websiteId, userId, parseInput(productBody, request.body, "body")));
    });
    scope.get(PRODUCT, ids("params.id"), async (request) => products.read(admin(request).websiteId, id(request)));
    scope.put(PRODUCT, ids("params.id", "body.brand_id", "body.supplier_id"), async (request) => {
      const { websiteId, userId } = admin(request);
      const productId = id(request);
      return products.update(websiteId, userId, productId, parseInput(productBody, request.body, "body"));
    });
    scope.delete(PRODUCT, ids("params.id"), async (request) => {
      const { websiteId, userId } = admin(request);
      return products.deactivate(websiteId, userId, id(request));
    });
    scope.post(`${PRODUCT}/packs`, ids("params.id"), async (request, reply) => {
      const { websiteId, userId } = admin(request);
      const productId = id(request);
      return created(reply, await products.addPack(websiteId, userId, productId, parseInput(packBody, request.body, "body")));
    });
    scope.put(PACK, ids("params.id"), async (request) => {
      const { websiteId, userId } = admin(request);
      const packId = id(request);
      return products.updatePack(websiteId, userId, packId, parseInput(packBody, request.body, "body"));
    });
    scope.delete(PACK, ids("params.id"), async (request) => {
      const { websiteId, userId } = admin(request);
      return products.deactivatePack(websiteId, userId, id(request));
    });
    scope.put(`${PACK}/stock`, ids("params.id", "body.warehouse_id"), async (request) => {
      const { websiteId, userId } = admin(request);
      const packId = id(request);
      return products.setStock(websiteId, userId, packId, parseInput(stockBody, request.body, "body"));
    });

    scope.get(CATEGORIES, async (request) => categories.tree(admin(request).websiteId));
    scope.post(CATEGORIES, ids("body.parent_id"), async (request, reply) => {
      const { websiteId, userId } = admin(request);
      return created(reply, await categories.create(websiteId, userId, parseInput(newCategoryBody, request.body, "body")));
    });
    scope.put(CATEGORY, ids("params.id"), async (request) => {
      const { websiteId, userId } = admin(request);
      const categoryId = id(request);
      return categories.rename(websiteId, userId, categoryId, parseInput(categoryBody, request.body, "body"));
    });
    scope.post(`${CATEGORY}/move`, ids("params.id", "body.parent_id"), async (request) => {
      const { websiteId, userId } = admin(request);
      const categoryId = id(request);
      return categories.move(websiteId, userId, categoryId, parseInput(moveCategoryBody, request.body, "body"));
    });
    scope.delete(CATEGORY, ids("params.id"), async (request, reply) => {
      const { websiteId, userId } = admin(request);
      await categories.remove(websiteId, userId, id(request));
      return reply.status(204).send();
    });

    /** Brands and suppliers: the same four routes over their own store and body. */
    function labelRoutes<B extends $ZodType, A>(path: string, store: ProductLabels<output<B>, A>, body: B) {
      scope.get(path, async (request) => {
        const q = parseInput(listQuery, request.query, "query");
        return store.list(admin(request).websiteId, { q: q.q, page: q.page, perPage: q.per_page });
      });
      scope.post(path, async (request, reply) => {
        const { websiteId, userId } = admin(request);
        return created(reply, await store.create(websiteId, userId, parseInput(body, request.body, "body")));
      });
      scope.put(`${path}/:id`, ids("params.id"), async (request) => {
        const { websiteId, userId } = admin(request);
        const labelId = id(request);
        return store.update(websiteId, userId, labelId, parseInput(body, request.body, "body"));
      });
      scope.delete(`${path}/:id`, ids("params.id"), async (request, reply) => {
        const { websiteId, userId } = admin(request);
        await store.remove(websiteId, userId, id(request));
        return reply.status(204).send();
      });
    }
    labelRoutes(BRANDS, brands, brandBody);
    labelRoutes(SUPPLIERS, suppliers, supplierBody);
  });
}
