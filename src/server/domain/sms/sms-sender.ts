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
  /** The DLT template the values fill; a provider's own (the sign-in code's) when absent. */
  templateId?: string;
  /** The words are not in the GSM alphabet (Hindi, issue 35): sent as Unicode. */
  unicode?: boolean;
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

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One message kept in the development outbox: a text (phone) or an email (email, subject). */
export interface OutboxEntry {
  phone?: string | null;
  email?: string | null;
  subject?: string | null;
  event?: string | null;
  body: string;
}

/** Keeps a message in the outbox; a caller's transaction makes the keeping part of its change. */
export async function writeOutbox(db: Db | Tx, entry: OutboxEntry): Promise<void> {
  await db.insert(t.smsOutbox).values(entry);
}

export function createOutboxSender(db: Db, log?: FastifyBaseLogger): SmsSender {
  return {
    kind: "outbox",
    async send(phone, { text }) {
      await writeOutbox(db, { phone, body: text });
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

/** The newest messages kept for a phone, or for an email address (development and tests). */
export async function readOutbox(db: Db, to: string | { email: string }, limit = 5) {
  return db
    .select({ body: t.smsOutbox.body, event: t.smsOutbox.event, subject: t.smsOutbox.subject, createdAt: t.smsOutbox.createdAt })
    .from(t.smsOutbox)
    .where(typeof to === "string" ? eq(t.smsOutbox.phone, to) : eq(t.smsOutbox.email, to.email))
    .orderBy(desc(t.smsOutbox.id))
    .limit(limit);
}
