// The back-office's delivery setup (issue 11; the contract is src/shared/api/admin-delivery.ts):
// warehouses and the pincodes they serve, charge rules, slots and holidays of the active
// website. Every route answers 401 signed out and 403 to anyone but an admin of the active
// website or a superadmin before its body is read; ids of another website are not found.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { idParams, listQuery } from "../../shared/api/admin-catalogue";
import {
  ADMIN_CHARGES_PATH,
  ADMIN_DELIVERY_PATH,
  ADMIN_HOLIDAYS_PATH,
  ADMIN_SLOTS_PATH,
  ADMIN_WAREHOUSES_PATH,
  chargeBody,
  holidayBody,
  holidayListQuery,
  pincodeBody,
  pincodeParams,
  pincodesBody,
  slotBody,
  slotListQuery,
  warehouseBody,
} from "../../shared/api/admin-delivery";
import { API_BASE } from "../../shared/constants";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";
import { adminScope } from "./admin-scope";

const WAREHOUSES = API_BASE + ADMIN_WAREHOUSES_PATH;
const WAREHOUSE = `${WAREHOUSES}/:id`;
const PINCODE = `${API_BASE}${ADMIN_DELIVERY_PATH}/pincodes/:pincode`;
const CHARGES = API_BASE + ADMIN_CHARGES_PATH;
const SLOTS = API_BASE + ADMIN_SLOTS_PATH;
const HOLIDAYS = API_BASE + ADMIN_HOLIDAYS_PATH;

/** The object ids a route takes, for the access-matrix test. */
const ids = (...names: string[]) => ({ config: { ids: names } });

export async function adminDeliveryRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { warehouses, pincodes, charges, slots, holidays } = services.admin.delivery;
  const id = (request: FastifyRequest) => parseInput(idParams, request.params, "params").id;
  const pincode = (request: FastifyRequest) => parseInput(pincodeParams, request.params, "params").pincode;
  const created = <T>(reply: FastifyReply, answer: T) => (void reply.status(201), answer);
  const gone = (reply: FastifyReply) => reply.status(204).send();

  adminScope(app, services, async (scope, admin) => {
    scope.get(WAREHOUSES, async (request) => warehouses.list(admin(request).websiteId));
    scope.post(WAREHOUSES, ids("body.delivery_charge_id"), async (request, reply) => {
      const { websiteId, userId } = admin(request);
      return created(reply, await warehouses.create(websiteId, userId, parseInput(warehouseBody, request.body, "body")));
    });
    scope.put(WAREHOUSE, ids("params.id", "body.delivery_charge_id"), async (request) => {
      const { websiteId, userId } = admin(request);
      const warehouseId = id(request);
      return warehouses.update(websiteId, userId, warehouseId, parseInput(warehouseBody, request.body, "body"));
    });
    scope.delete(WAREHOUSE, ids("params.id"), async (request, reply) => {
      const { websiteId, userId } = admin(request);
      await warehouses.remove(websiteId, userId, id(request));
      return gone(reply);
    });

    scope.get(`${WAREHOUSE}/pincodes`, ids("params.id"), async (request) => {
      const warehouseId = id(request);
      const q = parseInput(listQuery, request.query, "query");
      return pincodes.list(admin(request).websiteId, warehouseId, { q: q.q, page: q.page, perPage: q.per_page });
    });
    scope.post(`${WAREHOUSE}/pincodes`, ids("params.id"), async (request, reply) => {
      const { websiteId, userId } = admin(request);
      const warehouseId = id(request);
      return created(reply, await pincodes.add(websiteId, userId, warehouseId, parseInput(pincodesBody, request.body, "body")));
    });
    scope.put(PINCODE, ids("body.warehouse_id"), async (request) => {
      const { websiteId, userId } = admin(request);
      const code = pincode(request);
      return pincodes.update(websiteId, userId, code, parseInput(pincodeBody, request.body, "body"));
    });
    scope.delete(PINCODE, async (request, reply) => {
      const { websiteId, userId } = admin(request);
      await pincodes.remove(websiteId, userId, pincode(request));
      return gone(reply);
    });

    scope.get(CHARGES, async (request) => charges.list(admin(request).websiteId));
    scope.post(CHARGES, async (request, reply) => {
      const { websiteId, userId } = admin(request);
      return created(reply, await charges.create(websiteId, userId, parseInput(chargeBody, request.body, "body")));
    });
    scope.put(`${CHARGES}/:id`, ids("params.id"), async (request) => {
      const { websiteId, userId } = admin(request);
      const chargeId = id(request);
      return charges.update(websiteId, userId, chargeId, parseInput(chargeBody, request.body, "body"));
    });
    scope.delete(`${CHARGES}/:id`, ids("params.id"), async (request, reply) => {
      const { websiteId, userId } = admin(request);
      await charges.remove(websiteId, userId, id(request));
      return gone(reply);
    });

    scope.get(SLOTS, ids("query.warehouse_id"), async (request) => {
      const q = parseInput(slotListQuery, request.query, "query");
      return slots.list(admin(request).websiteId, q.warehouse_id);
    });
    scope.post(SLOTS, ids("body.warehouse_id"), async (request, reply) => {
      const { websiteId, userId } = admin(request);
      return created(reply, await slots.create(websiteId, userId, parseInput(slotBody, request.body, "body")));
    });
    scope.put(`${SLOTS}/:id`, ids("params.id", "body.warehouse_id"), async (request) => {
      const { websiteId, userId } = admin(request);
      const slotId = id(request);
      return slots.update(websiteId, userId, slotId, parseInput(slotBody, request.body, "body"));
    });
    scope.delete(`${SLOTS}/:id`, ids("params.id"), async (request, reply) => {
      const { websiteId, userId } = admin(request);
      await slots.remove(websiteId, userId, id(request));
      return gone(reply);
    });

    scope.get(HOLIDAYS, async (request) => {
      const q = parseInput(holidayListQuery, request.query, "query");
      return holidays.list(admin(request).websiteId, { past: q.past === "true", page: q.page, perPage: q.per_page });
    });
    scope.post(HOLIDAYS, ids("body.warehouse_id"), async (request, reply) => {
      const { websiteId, userId } = admin(request);
      return created(reply, await holidays.create(websiteId, userId, parseInput(holidayBody, request.body, "body")));
    });
    scope.put(`${HOLIDAYS}/:id`, ids("params.id", "body.warehouse_id"), async (request) => {
      const { websiteId, userId } = admin(request);
      const holidayId = id(request);
      return holidays.update(websiteId, userId, holidayId, parseInput(holidayBody, request.body, "body"));
    });
    scope.delete(`${HOLIDAYS}/:id`, ids("params.id"), async (request, reply) => {
      const { websiteId, userId } = admin(request);
      await holidays.remove(websiteId, userId, id(request));
      return gone(reply);
    });
  });
}
