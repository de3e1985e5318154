// Development and test only (never registered in production): the outbox, so a developer or a
// test can read the sign-in code that a provider would have sent (ADR 0016), and the order
// messages' texts and emails (ADR 0079), by phone or by email address.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PHONE_PATTERN } from "../../shared/field-rules";
import { readOutbox } from "../domain/sms/sms-sender";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";

const outboxQuery = z
  .object({
    phone: z.string().regex(PHONE_PATTERN, "Give a 10-digit phone number").optional(),
    email: z.email("Give an email address").max(254, "Give an email address").optional(),
  })
  .refine((q) => (q.phone === undefined) !== (q.email === undefined), { message: "Give a phone number or an email address", path: ["phone"] });

export async function devRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  app.get("/s/api/dev/outbox", async (request) => {
    const { phone, email } = parseInput(outboxQuery, request.query, "query");
    const messages = await readOutbox(services.db, phone ?? { email: email! });
    return messages.map((m) => ({
      body: m.body,
      // Only sign-in codes have a code; an order message's digits are not one.
      code: m.event ? null : (/\b(\d{6})\b/.exec(m.body)?.[1] ?? null),
      created_at: m.createdAt.toISOString(),
      event: m.event,
      subject: m.subject,
    }));
  });
}
