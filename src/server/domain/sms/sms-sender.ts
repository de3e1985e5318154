// Sends text messages. With no provider configured, development and test keep every message in
// an outbox (and the log) that developers and tests read; production refuses to pretend.
import { desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

/**
 * One message, twice: the words a person reads, and the same words as the values of a template.
 * Indian operators deliver only messages registered as templates (DLT), so a provider sends the
 * template's id with the values, never free text.
 */
export interface SmsMessage {
  text: string;
  values: Record<string, string>;
}

export interface SmsSender {
  /** "outbox" when messages are only kept locally, "none" when nothing can be sent. */
  readonly kind: "outbox" | "none" | "msg91";
  send(phone: string, message: SmsMessage): Promise<void>;
}

export class SmsNotConfiguredError extends Error {
  constructor() {
    super("Text messages cannot be sent: no SMS provider is configured");
  }
}

export function createOutboxSender(db: Db, log?: FastifyBaseLogger): SmsSender {
  return {
    kind: "outbox",
    async send(phone, { text }) {
      await db.insert(t.smsOutbox).values({ phone, body: text });
      // Development only (the outbox never exists in production): the code is readable here.
      log?.info({ phone: `******${phone.slice(-4)}` }, `SMS (outbox, not sent): ${text}`);
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
