// Sends emails to shoppers. With no mail server configured, development and test keep every
// email in the same outbox as the texts (ADR 0016); production sends none rather than pretend.
import type { Db } from "../../db/client";
import { writeOutbox } from "../sms/sms-sender";

/** Plain text: an order note needs no markup, and plain text cannot carry a script. */
export interface EmailMessage {
  subject: string;
  text: string;
  /** The name the email comes from (the website's); the address is the deployment's. */
  fromName?: string;
  /** The message event it tells, kept beside the email in the outbox. */
  event?: string;
}

export interface EmailSender {
  /** "outbox" when emails are only kept locally, "none" when nothing can be sent. */
  readonly kind: "outbox" | "none" | "smtp";
  send(to: string, message: EmailMessage): Promise<void>;
}

export class EmailNotConfiguredError extends Error {
  constructor() {
    super("Emails cannot be sent: no mail server (SMTP_URL) is configured");
  }
}

export function createOutboxEmailSender(db: Db): EmailSender {
  return {
    kind: "outbox",
    async send(to, { subject, text, event }) {
      await writeOutbox(db, { email: to, subject, event: event ?? null, body: text });
    },
  };
}

export function createUnconfiguredEmailSender(): EmailSender {
  return {
    kind: "none",
    async send() {
      throw new EmailNotConfiguredError();
    },
  };
}
