// Emails through an SMTP server (SMTP_URL) with nodemailer. The URL holds the server's password,
// so no error or log line carries it: a failure is told by nodemailer's error code and the SMTP
// reply code alone.
import { createTransport } from "nodemailer";
import type { EmailSender } from "./email-sender";

export interface SmtpSettings {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465. */
  url: string;
  /** The address emails come from; the website's name is shown beside it. */
  from: string;
  /** A slow server must give up well inside the message queue's lease (ADR 0079). */
  timeoutMs?: number;
}

export class SmtpError extends Error {
  constructor(
    readonly code: string | null,
    readonly responseCode: number | null,
  ) {
    super(`The mail server did not take the email (${[code, responseCode].filter((part) => part !== null).join(" ") || "no reason given"})`);
  }
}

export function createSmtpSender(settings: SmtpSettings): EmailSender {
  const timeout = settings.timeoutMs ?? 15_000;
  const transport = createTransport({ url: settings.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout, dnsTimeout: timeout });
  return {
    kind: "smtp",
    async send(to, { subject, text, fromName }) {
      try {
        await transport.sendMail({ from: fromName ? { name: fromName, address: settings.from } : settings.from, to, subject, text });
      } catch (error) {
        const details = (error ?? {}) as { code?: unknown; responseCode?: unknown };
        throw new SmtpError(typeof details.code === "string" ? details.code : null, typeof details.responseCode === "number" ? details.responseCode : null);
      }
    },
  };
}
