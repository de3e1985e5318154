// The client's address behind proxies (issue 24 item 1, ADR 0046): the per-address limit on
// sign-in codes counts the address the trusted proxy saw, never one the client wrote into
// X-Forwarded-For; hops and proxy addresses both give that rule.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";

const LIMIT = 20;
const settings = { OTP_SENDS_PER_IP_HOUR: LIMIT, OTP_SENDS_PER_PHONE_HOUR: 50, OTP_RESEND_SECONDS: 0 };

let phones = 0;
/** A phone no other request of this file used, so only the per-address limit can refuse it. */
const nextPhone = () => `98${String(++phones).padStart(8, "0")}`;

/** Asks for a sign-in code from a connection at `socket`, with this X-Forwarded-For. */
const askCode = (app: TestApp, socket: string, forwardedFor?: string) =>
  new ShopClient(app.app, DEMO, socket).post("/s/api/auth/otp", { phone: nextPhone() }, forwardedFor === undefined ? {} : { headers: { "x-forwarded-for": forwardedFor } });

describe("behind one trusted proxy (TRUST_PROXY=1)", () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp({ trustProxy: { hops: 1 }, settings });
  });
  afterAll(() => h.close());

  it("counts `X-Forwarded-For: forged, real` against the real address, which the proxy appended", async () => {
    const nginx = "127.0.0.1";
    for (let i = 0; i < LIMIT; i++) expect((await askCode(h, nginx, `192.0.2.1, 203.0.113.7`)).statusCode, `code ${i + 1}`).toBe(200);
    // The same forged address in front of another real one is another client, with codes left.
    expect((await askCode(h, nginx, "192.0.2.1, 203.0.113.8")).statusCode).toBe(200);
    // A different forged address in front of the spent one changes nothing.
    const refused = await askCode(h, nginx, "198.51.100.99, 203.0.113.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: "Too many codes were asked for from your network. Please try again later." });
    // A client that writes no header at all behind the proxy is the proxy's own address.
    expect((await askCode(h, nginx)).statusCode).toBe(200);
  });

  it("refuses the 21st of 40 sign-in code requests from one client, each with another forged leftmost address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await askCode(h, "127.0.0.1", `10.66.${i}.1, 198.51.100.${i + 1}, 203.0.113.50`)).statusCode);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses.slice(LIMIT)).toEqual(Array(40 - LIMIT).fill(429));
  });
});

describe("behind proxies named by address (TRUST_PROXY=10.0.0.0/8)", () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp({ trustProxy: { addresses: ["10.0.0.0/8"] }, settings });
  });
  afterAll(() => h.close());

  it("believes X-Forwarded-For only from a listed proxy, and walks past every listed hop to the client", async () => {
    // Through two listed proxies: the client is the first address that is not one of them.
    for (let i = 0; i < LIMIT; i++) expect((await askCode(h, "10.0.0.5", `192.0.2.${i}, 203.0.113.7, 10.1.1.1`)).statusCode).toBe(200);
    expect((await askCode(h, "10.0.0.6", "198.51.100.1, 203.0.113.7")).statusCode).toBe(429);
    expect((await askCode(h, "10.0.0.6", "203.0.113.8")).statusCode).toBe(200);
  });

  it("counts a client that is not a listed proxy by its own connection, whatever it forwards", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await askCode(h, "198.51.100.200", `10.0.0.${i + 1}, 203.0.113.${i + 100}`)).statusCode);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses.slice(LIMIT)).toEqual(Array(25 - LIMIT).fill(429));
  });
});

describe("with no proxy (TRUST_PROXY unset)", () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp({ settings });
  });
  afterAll(() => h.close());

  it("ignores X-Forwarded-For entirely", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) statuses.push((await askCode(h, "198.51.100.201", `203.0.113.${i + 1}`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
  });
});
