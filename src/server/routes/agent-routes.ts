// The sales agent's dashboard and "order for a customer" (ADR 0017): an agent of this website
// finds or creates a customer by phone and then shops with the customer's cart. Only this
// website's customers are found (issue 24, ADR 0047): a phone known only elsewhere (another
// shop's shopper, the superadmin) is answered exactly as an unknown one, and the name the agent
// then types is this website's record of them, the only name an agent ever sees for them.
import type { FastifyInstance } from "fastify";
import { agentCustomerBody, pageQuery, type AgentCustomer, type AgentDashboard } from "../../shared/api/account";
import { findOrCreateCustomer, posCustomerByPhone, websiteCustomer } from "../domain/pos/pos-customers";
import { HttpError } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import { answerIntl } from "../http/server-messages";
import { salesAgent } from "../http/signed-in";
import type { RouteOptions } from "./route-options";

/** The one answer for a phone this website does not know, whether or not it has an account elsewhere. */
export const AGENT_NEW_CUSTOMER = "This number is not a customer of this shop yet: enter the customer's name to add them";

export async function agentRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  async function actingFor(websiteId: number, userId: number | null): Promise<AgentCustomer | null> {
    return userId ? websiteCustomer(services.db, websiteId, userId) : null;
  }

  app.get("/s/api/agent/dashboard", async (request): Promise<AgentDashboard> => {
    const agent = await salesAgent(services, request);
    const { page, perPage } = parseInput(pageQuery, request.query, "query");
    const session = await request.session();
    const figures = await services.orders.forAgent(agent.websiteId, agent.userId, page, perPage, new Date(), await answerIntl(services.catalogues, request));
    return { ...figures, acting_for: await actingFor(agent.websiteId, session?.actingForUserId ?? null) };
  });

  app.post("/s/api/agent/customer", async (request): Promise<AgentCustomer> => {
    const agent = await salesAgent(services, request);
    const { phone, name } = parseInput(agentCustomerBody, request.body, "body");
    // Before any lookup, so the agent's own number never becomes a customer record of theirs.
    if ((await services.users.byId(agent.userId))?.phone === phone) throw new HttpError(422, "You cannot order for yourself as a customer", { phone: "This is your own number" });
    // With a name, one transaction finds this website's customer or adds them; without, only a
    // customer this website knows is found.
    const customer = name ? (await findOrCreateCustomer(services.db, agent.websiteId, phone, name)).customer : await posCustomerByPhone(services.db, agent.websiteId, phone);
    if (!customer) throw new HttpError(422, AGENT_NEW_CUSTOMER, { name: "Name is required" });
    const session = (await request.session())!;
    await services.sessions.update(session, { actingForUserId: customer.id });
    return customer;
  });

  app.post("/s/api/agent/customer/stop", async (request) => {
    await salesAgent(services, request);
    const session = (await request.session())!;
    await services.sessions.update(session, { actingForUserId: null });
    return { message: await request.say("You are shopping for yourself again") };
  });
}
