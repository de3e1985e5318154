// Development and test only (never registered in production): the SMS outbox, so a developer
// or a test can read the sign-in code that a provider would have sent (ADR 0016).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PHONE_PATTERN } from "../../shared/field-rules";
import { readOutbox } from "../domain/sms/sms-sender";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";

const outboxQuery = z.object({ phone: z.string().regex(PHONE_PATTERN, "Give a 10-digit phone number") });

export async function devRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  app.get("/s/api/dev/outbox", async (request) => {
    const { phone } = parseInput(outboxQuery, request.query, "query");
    const messages = await readOutbox(services.db, phone);
    return messages.map((m) => ({ body: m.body, code: /\b(\d{6})\b/.exec(m.body)?.[1] ?? null, created_at: m.createdAt.toISOString() }));
  });
}
