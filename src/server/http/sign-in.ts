// Signing a user in on this website (ADR 0016): a new session id and anti-forgery token replace
// the old ones, so an id planted before sign-in is worth nothing after it; the guest's cart joins
// the user's, and the chosen pincode carries over.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Services } from "../services";
import { carryLanguageChoice } from "./language-choice";

export async function signIn(services: Services, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const websiteId = request.website.id;
  const old = await request.session();
  const { id, row } = await services.sessions.create(websiteId, { pincode: old?.pincode ?? null, warehouseId: old?.warehouseId ?? null, userId });
  if (old) {
    if (old.userId === null) await services.carts.merge(websiteId, old.idHash, userId);
    await services.sessions.destroy(old);
  }
  request.adoptSession(reply, id, row);
  await carryLanguageChoice(services, request, reply, userId);
}
