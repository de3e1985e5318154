// Secrets kept in the database (payment providers' keys, ADR 0055) are sealed with AES-256-GCM
// under SECRETS_KEY, which lives only in the environment: a copy of the database (a backup, a
// dump shared to debug) then holds nothing a thief can use. Each value is bound to its website
// and field as additional data, so a sealed value copied into another website's row or another
// field does not open there.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** What marks a sealed value; anything else in a secret field is plain text from before sealing. */
export const SEALED_PREFIX = "enc:v1:";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const SECRETS_KEY_FORMAT = "SECRETS_KEY must be 32 random bytes written as 64 hex digits or as base64 (openssl rand -base64 32)";

/** The 32-byte key SECRETS_KEY spells (64 hex digits, or base64/base64url), or null when it spells none. */
export function parseSecretsKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return null;
  const bytes = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === KEY_BYTES ? bytes : null;
}

export const isSealed = (value: unknown): value is string => typeof value === "string" && value.startsWith(SEALED_PREFIX);

/** A sealed value that cannot be opened: no key, another key, or changed bytes. Never carries the value. */
export class SecretOpenError extends Error {}

export interface SecretBox {
  /** Whether a key is configured; without one nothing can be sealed or opened. */
  readonly configured: boolean;
  seal(plain: string, context: string): string;
  /** The plain text of a sealed value; a value that is not sealed is returned as it is. */
  open(stored: string, context: string): string;
}

export function createSecretBox(key: Buffer | null): SecretBox {
  if (key && key.length !== KEY_BYTES) throw new Error(SECRETS_KEY_FORMAT);
  return {
    configured: key !== null,
    seal(plain, context) {
      if (!key) throw new SecretOpenError("SECRETS_KEY is not set, so secrets cannot be stored");
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
    },
    open(stored, context) {
      if (!isSealed(stored)) return stored;
      if (!key) throw new SecretOpenError("it is encrypted and SECRETS_KEY is not set");
      const raw = Buffer.from(stored.slice(SEALED_PREFIX.length), "base64url");
      if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretOpenError("it is not a whole encrypted value");
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context, "utf8"));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
      } catch {
        // GCM cannot tell a wrong key from changed bytes; both mean the value is unusable here.
        throw new SecretOpenError("SECRETS_KEY does not open it (another key, or the stored value was changed)");
      }
    },
  };
}

/** The box for SECRETS_KEY as configured (already checked by loadConfig); unset, a box without a key. */
export function secretBoxFor(secretsKey: string | undefined): SecretBox {
  if (secretsKey === undefined) return createSecretBox(null);
  const key = parseSecretsKey(secretsKey);
  if (!key) throw new Error(SECRETS_KEY_FORMAT);
  return createSecretBox(key);
}
