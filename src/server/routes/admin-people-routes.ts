// The back-office's people API (issue 11; the contract is src/shared/api/admin-people.ts): the
// active website's customers, read only, and its staff roles. Every route answers 401 signed
// out and 403 to anyone but an admin of the active website or a superadmin before its body is
// read; people who are not this website's customers or members are not found.
import type { FastifyInstance } from "fastify";
import { idParams } from "../../shared/api/admin-catalogue";
import { ADMIN_CUSTOMERS_PATH, ADMIN_STAFF_PATH, addStaffBody, customerListQuery, staffRoleParams } from "../../shared/api/admin-people";
import { API_BASE } from "../../shared/constants";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";
import { adminScope } from "./admin-scope";

const CUSTOMERS = API_BASE + ADMIN_CUSTOMERS_PATH;
const STAFF = API_BASE + ADMIN_STAFF_PATH;

/** The object ids a route takes, for the access-matrix test. */
const ids = (...names: string[]) => ({ config: { ids: names } });

export async function adminPeopleRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { customers, staff } = services.admin.people;

  adminScope(app, services, async (scope, admin) => {
    scope.get(CUSTOMERS, async (request) => {
      const q = parseInput(customerListQuery, request.query, "query");
      return customers.list(admin(request).websiteId, { q: q.q, page: q.page, perPage: q.per_page });
    });
    scope.get(`${CUSTOMERS}/:id`, ids("params.id"), async (request) => {
      const { id } = parseInput(idParams, request.params, "params");
      return customers.read(admin(request).websiteId, id);
    });

    scope.get(STAFF, async (request) => staff.list(admin(request).websiteId));
    scope.post(STAFF, async (request) => {
      const { websiteId, userId } = admin(request);
      return staff.add(websiteId, userId, parseInput(addStaffBody, request.body, "body"));
    });
    scope.delete(`${STAFF}/:id/roles/:role`, ids("params.id"), async (request) => {
      const { websiteId, userId } = admin(request);
      const { id, role } = parseInput(staffRoleParams, request.params, "params");
      return staff.remove(websiteId, userId, id, role);
    });
  });
}
