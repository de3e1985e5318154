// The signed-in user a request acts for, or 401; and the sales agent check (§6).
import type { FastifyRequest } from "fastify";
import { and, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { Services } from "../services";
import { forbidden, unauthorized } from "./http-error";

export interface SignedIn {
  websiteId: number;
  userId: number;
}

export async function signedIn(request: FastifyRequest, message = "Please sign in to continue"): Promise<SignedIn> {
  const session = await request.session();
  if (!session?.userId) throw unauthorized(message);
  return { websiteId: request.website.id, userId: session.userId };
}

export async function salesAgent(services: Services, request: FastifyRequest): Promise<SignedIn> {
  const who = await signedIn(request);
  const [member] = await services.db
    .select({ agent: t.websiteMembers.isSalesAgent })
    .from(t.websiteMembers)
    .where(and(eq(t.websiteMembers.websiteId, who.websiteId), eq(t.websiteMembers.userId, who.userId)));
  // The refusal is logged with every other 401/403 by the error handler.
  if (!member?.agent) throw forbidden("Only sales agents can do this");
  return who;
}
