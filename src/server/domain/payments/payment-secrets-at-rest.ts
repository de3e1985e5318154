// Start-up work on the payment keys kept in websites.payment_settings (ADR 0055), run once the
// database is migrated and before the server listens:
// - refuse to start when stored keys are encrypted and this server cannot open them (no
//   SECRETS_KEY, or another one), with a message saying which websites and what to do;
// - encrypt the keys operators stored as plain text (the README once told them to use SQL).
// This is a data migration in TypeScript rather than SQL because encrypting needs the key, which
// only the environment holds. It is idempotent: sealed values are left alone, and each row is
// changed only if it still holds what was read, so instances starting together seal it once.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { recordAudit } from "../audit/record-audit";
import { isSealed, secretBoxFor, SecretOpenError } from "../secrets/secret-box";
import { SECRET_FIELDS, secretContext, type SecretField } from "./payment-settings";

type Stored = Record<string, Record<string, string>>;

const storedSecrets = (settings: Stored): [SecretField, string][] =>
  SECRET_FIELDS.flatMap((field) => {
    const [provider, name] = field.split(".") as [string, string];
    const value = settings[provider]?.[name];
    return typeof value === "string" && value !== "" ? [[field, value] as [SecretField, string]] : [];
  });

export interface SecretsAtRestReport {
  /** Codes of the websites whose plain-text keys were encrypted now. */
  encrypted: string[];
  /** Codes of websites whose keys stay plain text because this server has no SECRETS_KEY (never production). */
  plain: string[];
}

/** Throws (the server must not start) when encrypted keys cannot be opened; otherwise seals plain ones. */
export async function securePaymentSecrets(db: Db, secretsKey: string | undefined): Promise<SecretsAtRestReport> {
  const box = secretBoxFor(secretsKey);
  const websites = await db.select({ id: t.websites.id, code: t.websites.code, settings: t.websites.paymentSettings }).from(t.websites).orderBy(t.websites.id);

  const unopened: string[] = [];
  for (const w of websites) {
    const fields = storedSecrets(w.settings).filter(([field, value]) => {
      if (!isSealed(value)) return false;
      try {
        box.open(value, secretContext(w.id, field));
        return false;
      } catch (error) {
        if (error instanceof SecretOpenError) return true;
        throw error;
      }
    });
    if (fields.length) unopened.push(`${w.code} (${fields.map(([f]) => f).join(", ")})`);
  }
  if (unopened.length) {
    throw new Error(
      box.configured
        ? `Refusing to start: SECRETS_KEY does not open the payment keys stored for ${unopened.join("; ")}. Start with the SECRETS_KEY they were encrypted with, or enter the keys again on the Payments screen after removing them.`
        : `Refusing to start: the payment keys stored for ${unopened.join("; ")} are encrypted, and SECRETS_KEY is not set. Start with the SECRETS_KEY they were encrypted with.`,
    );
  }

  const report: SecretsAtRestReport = { encrypted: [], plain: [] };
  for (const w of websites) {
    if (!storedSecrets(w.settings).some(([, value]) => !isSealed(value))) continue;
    if (!box.configured) {
      report.plain.push(w.code);
      continue;
    }
    if (await sealRow(db, box, w.id)) report.encrypted.push(w.code);
  }
  return report;
}

/** Seals one website's plain-text keys, retrying if the row changes under it; true when it sealed any. */
async function sealRow(db: Db, box: ReturnType<typeof secretBoxFor>, websiteId: number): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [current] = await db.select({ settings: t.websites.paymentSettings }).from(t.websites).where(eq(t.websites.id, websiteId));
    if (!current) return false;
    const plain = storedSecrets(current.settings).filter(([, value]) => !isSealed(value));
    if (!plain.length) return false;
    const next: Stored = structuredClone(current.settings);
    for (const [field, value] of plain) {
      const [provider, name] = field.split(".") as [string, string];
      next[provider]![name] = box.seal(value, secretContext(websiteId, field));
    }
    const changed = await db.transaction(async (tx) => {
      const rows = await tx
        .update(t.websites)
        .set({ paymentSettings: next })
        .where(and(eq(t.websites.id, websiteId), eq(t.websites.paymentSettings, current.settings)))
        .returning({ id: t.websites.id });
      if (!rows.length) return false;
      // Done by the system: which fields were encrypted, never their values.
      await recordAudit(tx, {
        websiteId,
        userId: null,
        action: "update",
        entityType: "payment_settings",
        entityId: websiteId,
        before: { plain_text_secrets: plain.map(([f]) => f) },
        after: { encrypted_secrets: plain.map(([f]) => f) },
      });
      return true;
    });
    if (changed) return true;
  }
  throw new Error(`Could not encrypt the payment keys of website ${websiteId}: its settings kept changing during start-up`);
}
