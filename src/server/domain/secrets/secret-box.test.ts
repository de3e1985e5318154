// The secret box (ADR 0055): AES-256-GCM round trips, and a value changed by one bit, opened
// with another key, or moved to another website or field is refused rather than misread.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretBox, isSealed, parseSecretsKey, SecretOpenError, SEALED_PREFIX } from "./secret-box";
import { loadConfig } from "../../config";

const key = randomBytes(32);
const box = createSecretBox(key);
const secret = `rzp-secret-${randomBytes(8).toString("hex")}`;
const CONTEXT = "website:7:payment_settings.razorpay.key_secret";

describe("the secret box", () => {
  it("seals to text that does not hold the secret, and opens it again", () => {
    const sealed = box.seal(secret, CONTEXT);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed.startsWith(SEALED_PREFIX)).toBe(true);
    expect(sealed).not.toContain(secret);
    expect(box.open(sealed, CONTEXT)).toBe(secret);
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box.seal(secret, CONTEXT)).not.toBe(sealed);
    expect(box.open(box.seal("", CONTEXT), CONTEXT)).toBe("");
    expect(box.open(box.seal("ünïcødé ₹", CONTEXT), CONTEXT)).toBe("ünïcødé ₹");
  });

  it("detects tampering with any byte", () => {
    const sealed = box.seal(secret, CONTEXT);
    const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), "base64url");
    for (const at of [0, 12, 20, raw.length - 1]) {
      const changed = Buffer.from(raw);
      changed[at] = changed[at]! ^ 1;
      expect(() => box.open(SEALED_PREFIX + changed.toString("base64url"), CONTEXT), `byte ${at}`).toThrow(SecretOpenError);
    }
    expect(() => box.open(`${SEALED_PREFIX}AAAA`, CONTEXT)).toThrow(SecretOpenError);
  });

  it("refuses another key, another website or field, and no key at all, without naming the secret", () => {
    const sealed = box.seal(secret, CONTEXT);
    const attempts = [
      () => createSecretBox(randomBytes(32)).open(sealed, CONTEXT),
      () => box.open(sealed, "website:8:payment_settings.razorpay.key_secret"),
      () => box.open(sealed, "website:7:payment_settings.cashfree.client_secret"),
      () => createSecretBox(null).open(sealed, CONTEXT),
    ];
    for (const attempt of attempts) {
      const error = (() => {
        try {
          attempt();
          return null;
        } catch (e) {
          return e as Error;
        }
      })();
      expect(error).toBeInstanceOf(SecretOpenError);
      expect(error!.message).not.toContain(secret);
    }
    expect(() => createSecretBox(null).seal(secret, CONTEXT)).toThrow(/SECRETS_KEY is not set/);
  });

  it("returns plain text (stored before sealing) as it is", () => {
    expect(box.open("plain-old-secret", CONTEXT)).toBe("plain-old-secret");
    expect(isSealed("plain-old-secret")).toBe(false);
  });
});

describe("SECRETS_KEY", () => {
  it("reads 32 bytes as hex, base64 or base64url, and nothing else", () => {
    expect(parseSecretsKey(key.toString("hex"))).toEqual(key);
    expect(parseSecretsKey(key.toString("base64"))).toEqual(key);
    expect(parseSecretsKey(key.toString("base64url"))).toEqual(key);
    for (const bad of ["", "short", randomBytes(16).toString("hex"), randomBytes(31).toString("base64"), randomBytes(33).toString("base64"), "z".repeat(64)]) {
      expect(parseSecretsKey(bad), bad).toBeNull();
    }
  });

  it("is checked when the configuration loads, and required in production", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) };
    expect(() => loadConfig({ SECRETS_KEY: "not-a-key" })).toThrow(/SECRETS_KEY: SECRETS_KEY must be 32 random bytes/);
    expect(() => loadConfig(production)).toThrow(/SECRETS_KEY: required in production/);
    expect(loadConfig({ ...production, SECRETS_KEY: key.toString("base64") }).SECRETS_KEY).toBe(key.toString("base64"));
    expect(loadConfig({}).SECRETS_KEY).toBeUndefined();
    // The message never repeats the value it refused.
    const refused = (() => {
      try {
        loadConfig({ SECRETS_KEY: "wrong-key-value-123" });
        return "";
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(refused).not.toContain("wrong-key-value-123");
  });
});
