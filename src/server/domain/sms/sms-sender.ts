// Sends text messages. With no provider configured, development and test keep every message in
// an outbox (and the log) that developers and tests read; production refuses to pretend.
import { desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

export interface SmsSender {
  /** "outbox" when messages are only kept locally. */
  readonly kind: "outbox" | "none";
  send(phone: string, body: string): Promise<void>;
}

export class SmsNotConfiguredError extends Error {
  constructor() {
    super("Text messages cannot be sent: no SMS provider is configured");
  }
}

export function createOutboxSender(db: Db, log?: FastifyBaseLogger): SmsSender {
  return {
    kind: "outbox",
    async send(phone, body) {
      await db.insert(t.smsOutbox).values({ phone, body });
      // Development only (the outbox never exists in production): the code is readable here.
      log?.info({ phone: `******${phone.slice(-4)}` }, `SMS (outbox, not sent): ${body}`);
    },
  };
}

export function createUnconfiguredSender(): SmsSender {
  return {
    kind: "none",
    async send() {
      throw new SmsNotConfiguredError();
    },
  };
}

/** The newest messages kept for a phone (development and tests). */
export async function readOutbox(db: Db, phone: string, limit = 5) {
  return db.select({ body: t.smsOutbox.body, createdAt: t.smsOutbox.createdAt }).from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone)).orderBy(desc(t.smsOutbox.id)).limit(limit);
}
