// The sales agent's dashboard and "order for a customer" (ADR 0017): an agent of this website
// finds or creates a customer by phone and then shops with the customer's cart.
import type { FastifyInstance } from "fastify";
import { agentCustomerBody, pageQuery, type AgentCustomer, type AgentDashboard } from "../../shared/api/account";
import { HttpError } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import { salesAgent } from "../http/signed-in";
import type { Services } from "../services";

export function agentRoutes(app: FastifyInstance, services: Services): void {
  async function actingFor(userId: number | null): Promise<AgentCustomer | null> {
    if (!userId) return null;
    const user = await services.users.byId(userId);
    return user ? { id: user.id, name: user.name, phone: user.phone } : null;
  }

  app.get("/s/api/agent/dashboard", async (request): Promise<AgentDashboard> => {
    const agent = await salesAgent(services, request);
    const { page, perPage } = parseInput(pageQuery, request.query, "query");
    const session = await request.session();
    const figures = await services.orders.forAgent(agent.websiteId, agent.userId, page, perPage, new Date());
    return { ...figures, acting_for: await actingFor(session?.actingForUserId ?? null) };
  });

  app.post("/s/api/agent/customer", async (request): Promise<AgentCustomer> => {
    const agent = await salesAgent(services, request);
    const { phone, name } = parseInput(agentCustomerBody, request.body, "body");
    let customer = await services.users.byPhone(phone);
    if (!customer) {
      if (!name) throw new HttpError(422, "This number has no account yet: enter the customer's name to create one", { name: "Name is required" });
      customer = await services.users.register(phone, name, null);
    }
    if (customer.id === agent.userId) throw new HttpError(422, "You cannot order for yourself as a customer", { phone: "This is your own number" });
    const session = (await request.session())!;
    await services.sessions.update(session, { actingForUserId: customer.id });
    return { id: customer.id, name: customer.name, phone: customer.phone };
  });

  app.post("/s/api/agent/customer/stop", async (request) => {
    await salesAgent(services, request);
    const session = (await request.session())!;
    await services.sessions.update(session, { actingForUserId: null });
    return { message: "You are shopping for yourself again" };
  });
}
