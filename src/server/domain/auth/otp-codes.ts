// One-time sign-in codes (ADR 0016): 6 digits, single use, valid a few minutes, a few wrong tries
// each, and limited sends per phone and per address. Only an HMAC of a code is stored. The text
// is in the asker's language (issue 35): Hindi where the Hindi DLT template is set (or in the
// outbox, which needs none), else English with the English template.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal } from "../refusal";
import { defaultIntl, text, type ServerText } from "../server-text";
import type { IntlShape } from "@formatjs/intl";
import type { Lang } from "../../../shared/i18n/languages";
import type { RateLimit } from "../rate-limit/rate-limiter";
import type { SmsSender } from "../sms/sms-sender";

export interface OtpSettings {
  ttlSeconds: number;
  maxAttempts: number;
  resendSeconds: number;
  perPhone: RateLimit;
  perIp: RateLimit;
  /** The Hindi text's DLT template (MSG91_TEMPLATE_ID_HI); without it a Hindi asker's text goes in English. */
  hindiTemplateId?: string | undefined;
}

/** The asker's language and the website's catalogue in it. */
export interface OtpWords {
  lang: Lang;
  intl: IntlShape<string>;
}

export const DEFAULT_OTP_SETTINGS: OtpSettings = {
  ttlSeconds: 300,
  maxAttempts: 5,
  resendSeconds: 30,
  perPhone: { limit: 5, windowSeconds: 3600 },
  perIp: { limit: 20, windowSeconds: 3600 },
};

interface Limiter {
  hit(key: string, limit: RateLimit): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

const tooMany = (message: string | ServerText, retryAfter: number) => new Refusal("too-many", message, undefined, retryAfter);

export function createOtpCodes(db: Db, secret: string, limiter: Limiter, sms: SmsSender, settings: OtpSettings, now: () => Date = () => new Date()) {
  const hash = (websiteId: number, phone: string, code: string) => createHmac("sha256", secret).update(`otp:${websiteId}:${phone}:${code}`).digest("base64url");

  return {
    settings,

    /** Sends a new code, replacing any earlier one; refuses with 429 past the limits. English without `words`. */
    async send(websiteId: number, websiteName: string, phone: string, ip: string, words: OtpWords = { lang: "en", intl: defaultIntl("en") }): Promise<void> {
      const at = now();
      const [latest] = await db
        .select({ createdAt: t.otpCodes.createdAt })
        .from(t.otpCodes)
        .where(and(eq(t.otpCodes.websiteId, websiteId), eq(t.otpCodes.phone, phone)))
        .orderBy(desc(t.otpCodes.id))
        .limit(1);
      const since = latest ? (at.getTime() - latest.createdAt.getTime()) / 1000 : Infinity;
      if (since < settings.resendSeconds) {
        const wait = settings.resendSeconds - since;
        throw tooMany(text("server.otpWait", { seconds: Math.ceil(wait) }), wait);
      }
      // Both limits are the server's, not one website's (issue 24, ADR 0047): a phone gets
      // perPhone texts an hour however many shops ask, and so at most perPhone × maxAttempts
      // guesses, as every code holds its own tries; an address is one client wherever it goes.
      const byIp = await limiter.hit(`otp:ip:${ip}`, settings.perIp);
      if (!byIp.allowed) throw tooMany("Too many codes were asked for from your network. Please try again later.", byIp.retryAfterSeconds);
      const byPhone = await limiter.hit(`otp:phone:${phone}`, settings.perPhone);
      if (!byPhone.allowed) throw tooMany("Too many codes were sent to this number. Please try again later.", byPhone.retryAfterSeconds);

      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const codeId = await db.transaction(async (tx) => {
        // Only the newest code works: asking again retires the earlier ones.
        await tx
          .update(t.otpCodes)
          .set({ usedAt: at })
          .where(and(eq(t.otpCodes.websiteId, websiteId), eq(t.otpCodes.phone, phone), isNull(t.otpCodes.usedAt)));
        const [row] = await tx
          .insert(t.otpCodes)
          .values({ websiteId, phone, codeHash: hash(websiteId, phone, code), expiresAt: new Date(at.getTime() + settings.ttlSeconds * 1000), createdAt: at })
          .returning({ id: t.otpCodes.id });
        return row!.id;
      });
      const minutes = String(Math.round(settings.ttlSeconds / 60));
      const values = { otp: code, shop: websiteName, minutes };
      // A Hindi text needs its own DLT template, and goes as Unicode; the outbox needs none.
      const hindi = words.lang === "hi" && (sms.kind === "outbox" || settings.hindiTemplateId !== undefined);
      const intl = words.lang === "en" || hindi ? words.intl : defaultIntl("en");
      const message = { text: text("server.otpText", values).in(intl), values };
      try {
        await sms.send(phone, hindi && settings.hindiTemplateId ? { ...message, templateId: settings.hindiTemplateId, unicode: true } : message);
      } catch (error) {
        // A code nobody received must not hold the shopper to the wait before asking again.
        await db.delete(t.otpCodes).where(eq(t.otpCodes.id, codeId));
        throw error;
      }
    },

    /** Checks a code for a phone; true once, for the right code within its time and tries. */
    async verify(websiteId: number, phone: string, code: string): Promise<void> {
      const at = now();
      const [row] = await db
        .select()
        .from(t.otpCodes)
        .where(and(eq(t.otpCodes.websiteId, websiteId), eq(t.otpCodes.phone, phone), isNull(t.otpCodes.usedAt)))
        .orderBy(desc(t.otpCodes.id))
        .limit(1);
      if (!row || row.expiresAt <= at) throw new Refusal("invalid", "This code has expired. Please ask for a new one.", { otp: "Expired" });
      // Counting the try first, in one guarded statement, caps the tries even under a burst.
      const counted = await db
        .update(t.otpCodes)
        .set({ attempts: sql`${t.otpCodes.attempts} + 1` })
        .where(and(eq(t.otpCodes.id, row.id), sql`${t.otpCodes.attempts} < ${settings.maxAttempts}`, isNull(t.otpCodes.usedAt)))
        .returning({ attempts: t.otpCodes.attempts });
      const attempts = counted[0]?.attempts;
      if (attempts === undefined) {
        throw tooMany("Too many wrong codes. Please ask for a new one.", (row.expiresAt.getTime() - at.getTime()) / 1000);
      }
      const want = Buffer.from(row.codeHash);
      const got = Buffer.from(hash(websiteId, phone, code));
      if (want.length !== got.length || !timingSafeEqual(want, got)) {
        const left = settings.maxAttempts - attempts;
        throw new Refusal("invalid", left > 0 ? text("server.otpWrongTriesLeft", { left }) : "The code is not correct. Please ask for a new one.", {
          otp: "Not correct",
        });
      }
      const used = await db
        .update(t.otpCodes)
        .set({ usedAt: at })
        .where(and(eq(t.otpCodes.id, row.id), isNull(t.otpCodes.usedAt)))
        .returning({ id: t.otpCodes.id });
      if (used.length === 0) throw new Refusal("invalid", "This code has already been used. Please ask for a new one.", { otp: "Used" });
    },
  };
}
export type OtpCodes = ReturnType<typeof createOtpCodes>;
