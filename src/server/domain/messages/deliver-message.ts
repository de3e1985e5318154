// Sends one claimed message and records what became of it: sent, skipped (turned off, nowhere
// to send it, no template), or tried again later with a growing wait, failed after the last try.
// Every mark names the claim's attempt count, so a process whose lease ran out changes nothing.
// Where the sender is the development outbox, keeping the message and marking it sent are one
// transaction, so the outbox holds exactly one copy whatever the processes do.
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Config } from "../../config";
import { SMS_TEMPLATE_SETTINGS, SMS_TEMPLATE_SETTINGS_HI } from "../../config";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { ProviderError } from "../../lib/provider-http";
import { warnOnce } from "../../lib/warn-once";
import { MESSAGE_EVENTS, messageEventOn, type MessageEvent } from "../../../shared/order-messages";
import { writeOutbox, type OutboxEntry, type SmsSender } from "../sms/sms-sender";
import type { EmailSender } from "../email/email-sender";
import { SmtpError } from "../email/smtp-sender";
import type { ClaimedMessage } from "./claim-messages";
import { composeMessage } from "./compose-message";
import { emailLinkHost, linkOn, smsLinkHost } from "./link-host";
import { readMessageFacts } from "./read-message-facts";
import { MESSAGE_MAX_ATTEMPTS, retryDelaySeconds } from "./retry-delay";
import { defaultIntl, type CatalogueSource } from "../server-text";
import type { IntlShape } from "@formatjs/intl";
import type { Lang } from "../../../shared/i18n/languages";

export interface MessageSettings {
  /** The DLT template id of each event's text (MSG91_TEMPLATE_*); an event without one sends no text through a provider. */
  templates: Partial<Record<MessageEvent, string>>;
  /**
   * The DLT template id of each event's Hindi text (MSG91_TEMPLATE_*_HI, issue 35); a Hindi-speaking
   * shopper's text of an event without one goes in English, with the English template.
   */
  hindiTemplates?: Partial<Record<MessageEvent, string>>;
  /** SMS_LINK_DOMAIN: texts link only to hosts equal to or under it, and to none without it. */
  smsLinkDomain?: string | undefined;
}

export interface MessageDeps {
  db: Db;
  sms: SmsSender;
  email: EmailSender;
  settings: MessageSettings;
  log?: Pick<FastifyBaseLogger, "info" | "warn" | "error"> | undefined;
  /** Each website's messages with its owner's overrides (services.catalogues); the defaults without it. */
  catalogues?: CatalogueSource | undefined;
}

type TemplateSettings = { [K in (typeof SMS_TEMPLATE_SETTINGS)[MessageEvent] | (typeof SMS_TEMPLATE_SETTINGS_HI)[MessageEvent]]?: string | undefined };

export function messageSettingsFrom(config: TemplateSettings & Partial<Pick<Config, "SMS_LINK_DOMAIN">>): MessageSettings {
  const templates: Partial<Record<MessageEvent, string>> = {};
  const hindiTemplates: Partial<Record<MessageEvent, string>> = {};
  for (const event of MESSAGE_EVENTS) {
    const id = config[SMS_TEMPLATE_SETTINGS[event]];
    if (id) templates[event] = id;
    const hindi = config[SMS_TEMPLATE_SETTINGS_HI[event]];
    if (hindi) hindiTemplates[event] = hindi;
  }
  return { templates, ...(Object.keys(hindiTemplates).length ? { hindiTemplates } : {}), smsLinkDomain: config.SMS_LINK_DOMAIN };
}

/** A website's messages in a language: its catalogue, or the defaults when it cannot be read. */
async function messagesIn(deps: MessageDeps, websiteId: number, lang: Lang): Promise<IntlShape<string>> {
  if (!deps.catalogues) return defaultIntl(lang);
  try {
    return (await deps.catalogues.catalogue(websiteId, lang)).intl;
  } catch (error) {
    deps.log?.warn({ err: error, websiteId, lang }, "the website's messages could not be read; composing with the default ones");
    return defaultIntl(lang);
  }
}

// Reasons an owner reads in the Messages screen.
export const SKIP_REASONS = {
  off: "Turned off for this website",
  gone: "What it was about no longer exists",
  noPhone: "The shopper has no phone number",
  noEmail: "The shopper gave no email address",
  noSmsProvider: "No SMS provider is configured",
  noTemplate: "No SMS template is set for this message",
  noMailServer: "No mail server is configured",
  unknownChannel: "Unknown channel",
} as const;

const warn = warnOnce();

/** Words about a failure that hold no secret: a provider's own reason, or a plain sentence. */
function failureText(error: unknown): string {
  if (error instanceof ProviderError || error instanceof SmtpError) return error.message.slice(0, 300);
  return "Sending failed unexpectedly; the server log has the details";
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Applies `set` to the row if this claim still holds it; true when it did. */
async function mark(db: Db | Tx, row: ClaimedMessage, set: PgUpdateSetSource<typeof t.messageQueue>): Promise<boolean> {
  const q = t.messageQueue;
  const marked = await db
    .update(q)
    .set({ ...set, lockedUntil: null })
    .where(and(eq(q.id, row.id), eq(q.status, "pending"), eq(q.attempts, row.attempts)))
    .returning({ id: q.id });
  return marked.length === 1;
}

const skip = (db: Db, row: ClaimedMessage, reason: string) => mark(db, row, { status: "skipped", lastError: reason });
const SENT = { status: "sent", sentAt: sql`now()`, lastError: "" } as const;
const sent = (db: Db, row: ClaimedMessage) => mark(db, row, SENT);

/** Keeps the message in the outbox in the transaction that marks it sent: one copy, or none. */
async function keep(db: Db, row: ClaimedMessage, entry: OutboxEntry): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await mark(tx, row, SENT))) return false;
    await writeOutbox(tx, entry);
    return true;
  });
}

async function retryLater(deps: MessageDeps, row: ClaimedMessage, error: unknown): Promise<void> {
  const last = row.attempts >= MESSAGE_MAX_ATTEMPTS;
  const text = failureText(error);
  deps.log?.warn({ event: "message_failed", messageId: row.id, messageEvent: row.event, channel: row.channel, attempts: row.attempts, last, reason: text }, "a message could not be sent");
  if (!(error instanceof ProviderError || error instanceof SmtpError)) deps.log?.error({ err: error, messageId: row.id }, "sending a message failed unexpectedly");
  await mark(deps.db, row, {
    status: last ? "failed" : "pending",
    lastError: text,
    nextAttemptAt: sql`now() + ${retryDelaySeconds(row.attempts)} * interval '1 second'`,
  });
}

/** Sends `row` (claimed by claimMessages) and marks what became of it. */
export async function deliverMessage(deps: MessageDeps, row: ClaimedMessage): Promise<void> {
  const { db, sms, email, settings } = deps;
  try {
    const context = await readMessageFacts(db, row);
    if (!context) return void (await skip(db, row, SKIP_REASONS.gone));
    const { facts, hosts, path } = context;
    if (!messageEventOn(context.switches, facts.event)) return void (await skip(db, row, SKIP_REASONS.off));
    const links = {
      sms: linkOn(smsLinkHost(hosts, settings.smsLinkDomain), path),
      email: linkOn(emailLinkHost(hosts, settings.smsLinkDomain), path),
    };
    /** The message in a language: the shopper's, or English where their text has no template. */
    const composedIn = async (lang: Lang) => composeMessage(lang === "hi" && context.productHi ? { ...facts, product: context.productHi } : facts, links, await messagesIn(deps, row.websiteId, lang));

    if (row.channel === "sms") {
      if (!context.phone) return void (await skip(db, row, SKIP_REASONS.noPhone));
      if (sms.kind === "none") return void (await skip(db, row, SKIP_REASONS.noSmsProvider));
      // The outbox needs no template, in any language.
      if (sms.kind === "outbox") return void (await keep(db, row, { phone: context.phone, event: row.event, body: (await composedIn(context.lang)).sms.text }));
      // A Hindi text needs a Hindi template registered on DLT; without one it goes in English.
      const hindiTemplateId = context.lang === "hi" ? settings.hindiTemplates?.[facts.event] : undefined;
      if (hindiTemplateId) {
        // Devanagari goes as Unicode (MSG91's unicode flag).
        await sms.send(context.phone, { ...(await composedIn("hi")).sms, templateId: hindiTemplateId, unicode: true });
        return void (await sent(db, row));
      }
      const composed = await composedIn("en");
      const templateId = settings.templates[facts.event];
      if (!templateId) {
        warn(
          deps.log,
          `sms-template:${facts.event}`,
          { event: "config_warning", setting: SMS_TEMPLATE_SETTINGS[facts.event] },
          `${SMS_TEMPLATE_SETTINGS[facts.event]} is not set: "${facts.event}" texts are not sent`,
        );
        return void (await skip(db, row, SKIP_REASONS.noTemplate));
      }
      if (context.lang === "hi") {
        warn(
          deps.log,
          `sms-template-hi:${facts.event}`,
          { event: "config_warning", setting: SMS_TEMPLATE_SETTINGS_HI[facts.event] },
          `${SMS_TEMPLATE_SETTINGS_HI[facts.event]} is not set: "${facts.event}" texts to Hindi-speaking shoppers go in English`,
        );
      }
      await sms.send(context.phone, { ...composed.sms, templateId });
      return void (await sent(db, row));
    }
    if (row.channel === "email") {
      if (!context.email) return void (await skip(db, row, SKIP_REASONS.noEmail));
      if (email.kind === "none") return void (await skip(db, row, SKIP_REASONS.noMailServer));
      // An email needs no template: it is always in the shopper's language.
      const composed = await composedIn(context.lang);
      if (email.kind === "outbox") return void (await keep(db, row, { email: context.email, subject: composed.email.subject, event: row.event, body: composed.email.text }));
      await email.send(context.email, { ...composed.email, fromName: facts.shop, event: row.event });
      return void (await sent(db, row));
    }
    await skip(db, row, SKIP_REASONS.unknownChannel);
  } catch (error) {
    await retryLater(deps, row, error);
  }
}
