import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import * as t from "../db/schema";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const websiteName = async (headers: Record<string, string>) => {
  const res = await h.app.inject({ method: "GET", url: "/s/api/init", headers });
  return { status: res.statusCode, body: res.json() };
};

describe("websites (tenants)", () => {
  it("maps localhost and 127.0.0.1 to the demo website", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "localhost"]) {
      const { status, body } = await websiteName({ host });
      expect(status).toBe(200);
      expect(body.web.name).toBe("Kirana Demo Store");
    }
  });

  it("answers the second website at fresh.localhost", async () => {
    const { body } = await websiteName({ host: "fresh.localhost:3000" });
    expect(body.web.name).toBe("Fresh Basket");
  });

  it("prefers x-web-url over Host", async () => {
    const { body } = await websiteName({ host: "localhost:3000", "x-web-url": FRESH });
    expect(body.web.name).toBe("Fresh Basket");
  });

  it("refuses an unknown origin with 404 and a message", async () => {
    const cases: Record<string, string>[] = [{ host: "evil.example.com" }, { host: "localhost", "x-web-url": "https://shop.example.org" }, { host: "localhost", "x-web-url": "::not a url::" }];
    for (const headers of cases) {
      const { status, body } = await websiteName(headers);
      expect(status).toBe(404);
      expect(body).toEqual({ message: "No website is configured for this address" });
    }
  });
});

describe("sessions and XSRF", () => {
  it("issues an HttpOnly, SameSite=Lax session cookie of 256 random bits and a readable XSRF cookie", async () => {
    const res = await h.app.inject({ method: "GET", url: "/s/api/cookie", headers: { host: "localhost:3000" } });
    expect(res.statusCode).toBe(204);
    const cookies = res.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string }[];
    const sid = cookies.find((c) => c.name === "kirana_sid")!;
    const xsrf = cookies.find((c) => c.name === "XSRF-TOKEN")!;
    expect(sid.httpOnly).toBe(true);
    expect(sid.sameSite).toBe("Lax");
    expect(Buffer.from(sid.value, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(xsrf.httpOnly).toBeFalsy();
    expect(xsrf.path).toBe("/");
    expect(xsrf.value).not.toBe(sid.value);
    // Only a hash of the id is stored.
    const hash = createHash("sha256").update(sid.value).digest("base64url");
    const rows = await h.services.db.select().from(t.sessions).where(eq(t.sessions.idHash, hash));
    expect(rows).toHaveLength(1);
    const raw = await h.services.db.select().from(t.sessions).where(eq(t.sessions.idHash, sid.value));
    expect(raw).toHaveLength(0);
  });

  it("refuses a write without, or with a wrong, XSRF token with 419 and a clear message", async () => {
    const shopper = new ShopClient(h.app);
    await shopper.get("/s/api/cookie");
    const missing = await shopper.post("/s/api/anything", { a: 1 }, { xsrf: false });
    expect(missing.statusCode).toBe(419);
    expect(missing.json().message).toMatch(/security token/);
    const wrong = await shopper.post("/s/api/anything", { a: 1 }, { headers: { "x-xsrf-token": "forged" } });
    expect(wrong.statusCode).toBe(419);
    // The right token passes the check (the route itself does not exist).
    const right = await shopper.post("/s/api/anything", { a: 1 });
    expect(right.statusCode).toBe(404);
  });

  it("binds the token to its session: another session's token is refused", async () => {
    const a = new ShopClient(h.app);
    const b = new ShopClient(h.app);
    await a.get("/s/api/cookie");
    await b.get("/s/api/cookie");
    const res = await a.post("/s/api/anything", {}, { headers: { "x-xsrf-token": b.cookies.get("XSRF-TOKEN")! } });
    expect(res.statusCode).toBe(419);
  });

  it("does not accept a session of one website on another", async () => {
    const demo = new ShopClient(h.app, DEMO);
    await demo.get("/s/api/cookie");
    const cookie = [...demo.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await h.app.inject({
      method: "POST",
      url: "/s/api/anything",
      headers: { host: "fresh.localhost:3000", cookie, "x-xsrf-token": demo.cookies.get("XSRF-TOKEN")! },
    });
    expect(res.statusCode).toBe(419);
  });

  it("requires x-web-url on the state-changing GETs", async () => {
    for (const url of ["/s/api/check/pincode/560038", "/s/api/auth/logout"]) {
      const res = await h.app.inject({ method: "GET", url, headers: { host: "localhost:3000" } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/x-web-url/);
    }
  });

  it("kills the session on the server at logout", async () => {
    const shopper = new ShopClient(h.app);
    expect((await shopper.get("/s/api/check/pincode/560038")).statusCode).toBe(200);
    const old = new Map(shopper.cookies);
    expect((await shopper.get("/s/api/init")).json().pincode).toBe("560038");
    const out = await shopper.get("/s/api/auth/logout");
    expect(out.statusCode).toBe(200);
    // Replaying the old cookie finds nothing.
    const replay = await h.app.inject({
      method: "GET",
      url: "/s/api/init",
      headers: { host: "localhost:3000", cookie: [...old].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(replay.json().pincode).toBeNull();
  });
});

describe("pincode", () => {
  it("stores a serviceable pincode and answers its area", async () => {
    const shopper = new ShopClient(h.app);
    const res = await shopper.get("/s/api/check/pincode/560011");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pincode: "560011", serviceable: true, area: "Jayanagar" });
    expect((await shopper.get("/s/api/init")).json().pincode).toBe("560011");
  });

  it("answers 422 for a malformed or unserviceable pincode and keeps the old one", async () => {
    const shopper = new ShopClient(h.app);
    await shopper.get("/s/api/check/pincode/560038");
    for (const bad of ["12345", "abcdef", "5600388", "110001"]) {
      const res = await shopper.get(`/s/api/check/pincode/${bad}`);
      expect(res.statusCode).toBe(422);
      expect(typeof res.json().message).toBe("string");
    }
    expect((await shopper.get("/s/api/init")).json().pincode).toBe("560038");
  });

  it("keeps pincodes per website: the fresh website does not serve Bengaluru", async () => {
    const shopper = new ShopClient(h.app, FRESH);
    expect((await shopper.get("/s/api/check/pincode/560038")).statusCode).toBe(422);
    expect((await shopper.get("/s/api/check/pincode/400050")).statusCode).toBe(200);
  });
});
