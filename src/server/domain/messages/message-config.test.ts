// The order messages' settings (ADR 0079), checked at start: the SMTP address and its sender,
// the link domain, the poll interval; the warnings production gets for messages it cannot send;
// and the per-event DLT templates as the worker reads them.
import { describe, expect, it } from "vitest";
import { configWarnings, loadConfig } from "../../config";
import { messageSettingsFrom } from "./deliver-message";

const production = {
  NODE_ENV: "production",
  SESSION_SECRET: "a-session-secret-that-is-long-enough-0123",
  SECRETS_KEY: "ab".repeat(32),
  DATABASE_URL: "postgres://kirana@db/kirana",
  METRICS_TOKEN: "m".repeat(32),
  SMS_PROVIDER: "msg91",
  MSG91_AUTH_KEY: "msg91-key",
  MSG91_TEMPLATE_ID: "tmpl",
};
const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the environment was accepted");
};

describe("order message settings", () => {
  it("polls every 10 s by default, and 0 turns this instance's sending off", () => {
    expect(loadConfig({}).MESSAGES_POLL_SECONDS).toBe(10);
    expect(loadConfig({ MESSAGES_POLL_SECONDS: "0" }).MESSAGES_POLL_SECONDS).toBe(0);
    expect(refusal({ MESSAGES_POLL_SECONDS: "often" })).toBe("Invalid environment:\n  MESSAGES_POLL_SECONDS: MESSAGES_POLL_SECONDS must be a whole number from 0 to 3600");
  });

  it("takes an SMTP address only with its sender, and a link domain only as a host name", () => {
    expect(loadConfig({ SMTP_URL: "smtp://u:p@mail.example.in:587", SMTP_FROM: "orders@example.in" })).toMatchObject({ SMTP_FROM: "orders@example.in" });
    expect(refusal({ SMTP_URL: "smtp://u:p@mail.example.in:587" })).toBe("Invalid environment:\n  SMTP_FROM: required when SMTP_URL is set");
    expect(refusal({ SMTP_URL: "https://mail.example.in", SMTP_FROM: "orders@example.in" })).toContain("SMTP_URL must start with smtp:// or smtps://");
    expect(refusal({ SMTP_URL: "smtp://mail.example.in", SMTP_FROM: "Orders" })).toContain("SMTP_FROM must be an email address");
    expect(loadConfig({ SMS_LINK_DOMAIN: " Shops.Example.IN " }).SMS_LINK_DOMAIN).toBe("shops.example.in");
    expect(refusal({ SMS_LINK_DOMAIN: "https://shops.example.in/" })).toContain("SMS_LINK_DOMAIN must be a host name");
  });

  it("warns production that emails go nowhere without SMTP_URL, and names the events without a DLT template", () => {
    const warnings = configWarnings(loadConfig({ ...production, MSG91_TEMPLATE_ORDER_PLACED: "t1", MSG91_TEMPLATE_DELIVERED: "t2" }));
    expect(warnings).toEqual([
      "SMTP_URL is not set: order emails are not sent (texts still are, where templates are set)",
      "MSG91_TEMPLATE_OUT_FOR_DELIVERY, MSG91_TEMPLATE_CANCELLED, MSG91_TEMPLATE_REFUNDED, MSG91_TEMPLATE_BACK_IN_STOCK are not set: texts of those order messages are not sent",
    ]);
    // The SMTP password is in no warning.
    expect(configWarnings(loadConfig({ ...production, SMTP_URL: "smtps://u:secret-pass@mail.example.in", SMTP_FROM: "o@example.in" })).join(" ")).not.toContain("secret-pass");
    // Outside production the outbox takes what has nowhere else to go.
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });

  it("gives the worker each event's template and the link domain", () => {
    const settings = messageSettingsFrom(loadConfig({ MSG91_TEMPLATE_ORDER_PLACED: "t-placed", MSG91_TEMPLATE_BACK_IN_STOCK: "t-stock", SMS_LINK_DOMAIN: "shops.example.in" }));
    expect(settings).toEqual({ templates: { placed: "t-placed", back_in_stock: "t-stock" }, smsLinkDomain: "shops.example.in" });
  });
});
