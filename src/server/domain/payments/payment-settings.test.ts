// Production refuses to start when payments would go to the sandbox, unless explicitly allowed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as t from "../../db/schema";
import { loadConfig } from "../../config";
import { openTestDatabase } from "../../testing/test-databases";
import { cashfreeCredentials, paymentsStartupProblem, razorpayCredentials, sandboxAllowed, usesSandbox } from "./payment-settings";
import { assertPaymentsCanStart } from "./payments";

const SECRET = "s".repeat(40);
const production = { NODE_ENV: "production", PAYMENTS_SANDBOX: "auto", ALLOW_SANDBOX_PAYMENTS: false } as const;
const razorpay = { key_id: "rzp_live_x", key_secret: "live secret", webhook_secret: "hook secret" };
const cashfree = { client_id: "CF123", client_secret: "cf secret" };

describe("the configuration", () => {
  it("refuses PAYMENTS_SANDBOX=on in production unless ALLOW_SANDBOX_PAYMENTS=true", () => {
    expect(() => loadConfig({ NODE_ENV: "production", SESSION_SECRET: SECRET, SECRETS_KEY: "cd".repeat(32), PAYMENTS_SANDBOX: "on" })).toThrow(/PAYMENTS_SANDBOX/);
    expect(loadConfig({ NODE_ENV: "production", SESSION_SECRET: SECRET, SECRETS_KEY: "cd".repeat(32), PAYMENTS_SANDBOX: "on", ALLOW_SANDBOX_PAYMENTS: "true" }).ALLOW_SANDBOX_PAYMENTS).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", PAYMENTS_SANDBOX: "on" }).PAYMENTS_SANDBOX).toBe("on");
    expect(() => loadConfig({ PAYMENTS_SANDBOX: "maybe" })).toThrow(/PAYMENTS_SANDBOX/);
    expect(() => loadConfig({ RAZORPAY_API_URL: "ftp://x" })).toThrow(/RAZORPAY_API_URL/);
  });

  it("defaults to the sandbox for websites without credentials, outside production", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PAYMENTS_SANDBOX: "auto",
      ALLOW_SANDBOX_PAYMENTS: false,
      RAZORPAY_API_URL: "https://api.razorpay.com",
      CASHFREE_API_URL: "https://api.cashfree.com",
      CASHFREE_TEST_API_URL: "https://sandbox.cashfree.com",
    });
    expect(sandboxAllowed(config)).toBe(true);
    expect(sandboxAllowed(production)).toBe(false);
    expect(sandboxAllowed({ ...production, ALLOW_SANDBOX_PAYMENTS: true })).toBe(true);
    expect(sandboxAllowed({ ...config, PAYMENTS_SANDBOX: "off" })).toBe(false);
  });

  it("reads a website's credentials only when complete", () => {
    expect(razorpayCredentials({ razorpay })).toEqual({ keyId: "rzp_live_x", keySecret: "live secret", webhookSecret: "hook secret" });
    expect(razorpayCredentials({ razorpay: { key_id: "x" } })).toBeNull();
    expect(razorpayCredentials({})).toBeNull();
    expect(cashfreeCredentials({ cashfree })).toEqual({ clientId: "CF123", clientSecret: "cf secret", mode: "production" });
    expect(cashfreeCredentials({ cashfree: { ...cashfree, mode: "sandbox" } })?.mode).toBe("sandbox");
    expect(usesSandbox({ PAYMENTS_SANDBOX: "auto" }, {}, "razorpay")).toBe(true);
    expect(usesSandbox({ PAYMENTS_SANDBOX: "auto" }, { razorpay }, "razorpay")).toBe(false);
    expect(usesSandbox({ PAYMENTS_SANDBOX: "on" }, { razorpay }, "razorpay")).toBe(true);
    expect(usesSandbox({ PAYMENTS_SANDBOX: "off" }, {}, "razorpay")).toBe(false);
  });
});

describe("the start-up check", () => {
  const site = (paymentMethods: string[], paymentSettings: Record<string, unknown> = {}) => ({ code: "demo", paymentMethods, paymentSettings });

  it("refuses production when a website would pay through the sandbox", () => {
    expect(paymentsStartupProblem(production, [site(["cod", "razorpay", "cashfree"])])).toMatch(/demo \(razorpay, cashfree\)/);
    expect(paymentsStartupProblem(production, [site(["cod", "razorpay", "cashfree"], { razorpay })])).toMatch(/demo \(cashfree\)/);
    expect(paymentsStartupProblem({ ...production, PAYMENTS_SANDBOX: "on" }, [site(["cod"])])).toMatch(/PAYMENTS_SANDBOX=on/);
  });

  it("lets production start with credentials everywhere, cash only, the sandbox off, or explicitly allowed", () => {
    expect(paymentsStartupProblem(production, [site(["cod", "razorpay", "cashfree"], { razorpay, cashfree })])).toBeNull();
    expect(paymentsStartupProblem(production, [site(["cod"])])).toBeNull();
    expect(paymentsStartupProblem({ ...production, PAYMENTS_SANDBOX: "off" }, [site(["razorpay"])])).toBeNull();
    expect(paymentsStartupProblem({ ...production, ALLOW_SANDBOX_PAYMENTS: true }, [site(["razorpay"])])).toBeNull();
    expect(paymentsStartupProblem({ ...production, NODE_ENV: "development" }, [site(["razorpay"])])).toBeNull();
  });

  describe("against the seeded database", () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(() => database.dispose());

    it("refuses production with the demo store's online methods unconfigured, and never names a secret", async () => {
      await expect(assertPaymentsCanStart(production, database.db)).rejects.toThrow(/Refusing to start in production: .*demo \(razorpay, cashfree\)/);
      await expect(assertPaymentsCanStart({ ...production, ALLOW_SANDBOX_PAYMENTS: true }, database.db)).resolves.toBeUndefined();
      await expect(assertPaymentsCanStart({ ...production, NODE_ENV: "development" }, database.db)).resolves.toBeUndefined();
      // Configured: it starts, and the message of a half-configured store names no secret.
      for (const code of ["demo", "fresh"]) {
        await database.db.update(t.websites).set({ paymentSettings: { razorpay, cashfree } }).where(eq(t.websites.code, code));
      }
      await expect(assertPaymentsCanStart(production, database.db)).resolves.toBeUndefined();
      await database.db.update(t.websites).set({ paymentSettings: { razorpay } }).where(eq(t.websites.code, "demo"));
      const error = (await assertPaymentsCanStart(production, database.db).catch((e: unknown) => e)) as Error;
      expect(error.message).toMatch(/demo \(cashfree\)/);
      expect(error.message).not.toMatch(/live secret|hook secret|cf secret/);
    });
  });
});
