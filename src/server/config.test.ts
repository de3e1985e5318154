import { describe, expect, it } from "vitest";
import { configWarnings, loadConfig, PRODUCTION_DRAIN_SECONDS, SMS_TEMPLATE_SETTINGS } from "./config";

const SECRET = "a-session-secret-that-is-long-enough-0123";
// With a DLT template for every order message (ADR 0079), so production has nothing to warn of.
const ORDER_TEMPLATES = Object.fromEntries(Object.values(SMS_TEMPLATE_SETTINGS).map((name) => [name, `tmpl-${name}`]));
const SMS = { SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "msg91-key", MSG91_TEMPLATE_ID: "tmpl", ...ORDER_TEMPLATES };
const MAIL = { SMTP_URL: "smtps://orders:mail-password@smtp.example.in:465", SMTP_FROM: "orders@example.in" };
const production = { NODE_ENV: "production", SESSION_SECRET: SECRET, SECRETS_KEY: "ab".repeat(32), DATABASE_URL: "postgres://kirana@db/kirana", METRICS_TOKEN: "m".repeat(32), ...SMS, ...MAIL };

/** The message a bad environment stops the server with. */
const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the environment was accepted");
};

describe("the environment, checked at start", () => {
  it("starts with nothing set, on the development defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ NODE_ENV: "development", PORT: 3000, LOG_LEVEL: "info", SHUTDOWN_DRAIN_SECONDS: 0, SHUTDOWN_TIMEOUT_SECONDS: 10 });
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(configWarnings(config)).toEqual([]);
  });

  it.each([
    ["not a number", "http"],
    ["negative", "-1"],
    ["too big", "70000"],
    ["a fraction", "80.5"],
  ])("names PORT and its range when it is %s", (_case, port) => {
    expect(refusal({ PORT: port })).toBe("Invalid environment:\n  PORT: PORT must be a whole number from 0 to 65535");
  });

  it("refuses a short SESSION_SECRET, in any mode", () => {
    expect(refusal({ SESSION_SECRET: "short" })).toContain("SESSION_SECRET: SESSION_SECRET must be at least 32 characters");
    expect(refusal({ ...production, SESSION_SECRET: "x".repeat(31) })).toContain("SESSION_SECRET must be at least 32 characters");
  });

  it("refuses production without SESSION_SECRET", () => {
    const { SESSION_SECRET: _omitted, ...env } = production;
    expect(refusal(env)).toBe("Invalid environment:\n  SESSION_SECRET: required in production");
  });

  it("lists the log levels when LOG_LEVEL is unknown", () => {
    expect(refusal({ LOG_LEVEL: "verbose" })).toContain("LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent");
  });

  it("reports every bad setting at once, one a line", () => {
    const lines = refusal({ PORT: "x", LOG_LEVEL: "loud", TRUST_PROXY: "yes", SHUTDOWN_TIMEOUT_SECONDS: "0" }).split("\n");
    expect(lines).toEqual([
      "Invalid environment:",
      "  PORT: PORT must be a whole number from 0 to 65535",
      "  LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
      '  TRUST_PROXY: TRUST_PROXY must be a number of proxies (1, 2) or a comma-separated list of their addresses or CIDRs: "yes" is not an address or a CIDR (10.0.0.0/8, 192.168.1.5, fd00::/8)',
      "  SHUTDOWN_TIMEOUT_SECONDS: SHUTDOWN_TIMEOUT_SECONDS must be a whole number from 1 to 600",
    ]);
  });

  describe("TRUST_PROXY (ADR 0046)", () => {
    it("is no proxy when unset, empty, false or 0", () => {
      for (const value of [undefined, "", "false", "0"]) expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY, String(value)).toBe(false);
    });

    it("takes a number of proxy hops", () => {
      expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toEqual({ hops: 1 });
      expect(loadConfig({ TRUST_PROXY: " 2 " }).TRUST_PROXY).toEqual({ hops: 2 });
      expect(refusal({ TRUST_PROXY: "11" })).toBe("Invalid environment:\n  TRUST_PROXY: TRUST_PROXY=11: at most 10 proxies; count only those in front of the server");
    });

    it("takes a comma-separated list of proxy addresses and CIDRs, IPv4 and IPv6", () => {
      expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,192.168.1.5" }).TRUST_PROXY).toEqual({ addresses: ["10.0.0.0/8", "192.168.1.5"] });
      expect(loadConfig({ TRUST_PROXY: "127.0.0.1, ::1, fd00::/8" }).TRUST_PROXY).toEqual({ addresses: ["127.0.0.1", "::1", "fd00::/8"] });
    });

    it("refuses true, saying what to set instead", () => {
      for (const value of ["true", "TRUE"]) {
        expect(refusal({ TRUST_PROXY: value })).toBe(
          "Invalid environment:\n  TRUST_PROXY: TRUST_PROXY=true trusts any client's X-Forwarded-For; set the number of proxies in front of the server (TRUST_PROXY=1 for one nginx) or their addresses (TRUST_PROXY=10.0.0.0/8)",
        );
      }
    });

    it("refuses a range that holds every address, as it would trust any client", () => {
      expect(refusal({ TRUST_PROXY: "0.0.0.0/0" })).toContain('"0.0.0.0/0" trusts every address, as TRUST_PROXY=true would');
      expect(refusal({ TRUST_PROXY: "10.0.0.1,::/0" })).toContain('"::/0" trusts every address');
    });

    it("refuses junk, naming each entry that is not an address or a CIDR", () => {
      expect(refusal({ TRUST_PROXY: "nginx" })).toBe(
        'Invalid environment:\n  TRUST_PROXY: TRUST_PROXY must be a number of proxies (1, 2) or a comma-separated list of their addresses or CIDRs: "nginx" is not an address or a CIDR (10.0.0.0/8, 192.168.1.5, fd00::/8)',
      );
      const message = refusal({ TRUST_PROXY: "10.0.0.0/33,1.2.3,-1,10.0.0.0/8/1,10.0.0.0/x,," });
      for (const part of [
        '"10.0.0.0/33" has no valid prefix length (0 to 32)',
        '"1.2.3" is not an address',
        '"-1" is not an address',
        '"10.0.0.0/8/1" is not an address',
        '"10.0.0.0/x" has no valid prefix length',
        '"" is not an address',
      ]) {
        expect(message).toContain(part);
      }
      expect(refusal({ TRUST_PROXY: "1.5" })).toContain('"1.5" is not an address or a CIDR');
    });
  });

  it("refuses a bad DATABASE_URL and a short METRICS_TOKEN", () => {
    expect(refusal({ DATABASE_URL: "mysql://db" })).toContain("DATABASE_URL must start with postgres://");
    expect(refusal({ METRICS_TOKEN: "short" })).toContain("METRICS_TOKEN: METRICS_TOKEN must be at least 32 characters");
  });

  it("refuses an unknown SMS provider, and MSG91 without its key or template", () => {
    expect(refusal({ SMS_PROVIDER: "twilio" })).toBe("Invalid environment:\n  SMS_PROVIDER: SMS_PROVIDER must be msg91 (or unset)");
    expect(refusal({ SMS_PROVIDER: "msg91" })).toBe("Invalid environment:\n  MSG91_AUTH_KEY: required when SMS_PROVIDER=msg91\n  MSG91_TEMPLATE_ID: required when SMS_PROVIDER=msg91");
    expect(refusal({ ...SMS, MSG91_API_URL: "control.msg91.com" })).toBe("Invalid environment:\n  MSG91_API_URL: MSG91_API_URL must be an http(s) address");
    expect(loadConfig(SMS)).toMatchObject({ SMS_PROVIDER: "msg91", MSG91_API_URL: "https://control.msg91.com" });
  });

  it("logs readable lines in development and JSON elsewhere, unless told", () => {
    expect(loadConfig({}).LOG_FORMAT).toBe("pretty");
    expect(loadConfig({ NODE_ENV: "test" }).LOG_FORMAT).toBe("json");
    expect(loadConfig(production).LOG_FORMAT).toBe("json");
    expect(loadConfig({ LOG_FORMAT: "json" }).LOG_FORMAT).toBe("json");
    expect(refusal({ LOG_FORMAT: "text" })).toBe("Invalid environment:\n  LOG_FORMAT: LOG_FORMAT must be pretty or json");
  });

  it("seeds the demo store into an empty database everywhere but production, unless told", () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
    expect(refusal({ SEED_DEMO: "yes" })).toBe("Invalid environment:\n  SEED_DEMO: SEED_DEMO must be true or false");
  });

  it("drains for a few seconds in production unless told otherwise, and never elsewhere", () => {
    expect(loadConfig(production).SHUTDOWN_DRAIN_SECONDS).toBe(PRODUCTION_DRAIN_SECONDS);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_SECONDS: "0" }).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(loadConfig({ NODE_ENV: "test" }).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: "3", SHUTDOWN_TIMEOUT_SECONDS: "20" })).toMatchObject({ SHUTDOWN_DRAIN_SECONDS: 3, SHUTDOWN_TIMEOUT_SECONDS: 20 });
  });

  it("warns when production runs on the embedded database, without an SMS provider or without metrics", () => {
    expect(configWarnings(loadConfig(production))).toEqual([]);
    const { DATABASE_URL: _db, METRICS_TOKEN: _token, SMS_PROVIDER: _sms, ...embedded } = production;
    const warnings = configWarnings(loadConfig({ ...embedded, DATA_DIR: "/srv/kirana" }));
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^DATABASE_URL is not set: production is running on the embedded database in \/srv\/kirana/);
    expect(warnings[1]).toBe("SMS_PROVIDER is not set: sign-in codes cannot be sent, so shoppers cannot sign in (asking for a code answers 503)");
    expect(warnings[2]).toBe("METRICS_TOKEN is not set: /s/metrics answers 404 in production");
    // Development on the embedded database is the normal case, not a warning.
    expect(configWarnings(loadConfig({ DATA_DIR: "/srv/kirana" }))).toEqual([]);
  });
});
