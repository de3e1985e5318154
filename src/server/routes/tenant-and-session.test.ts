import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import * as t from "../db/schema";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";
import { SESSION_COOKIE } from "../http/session-cookie";
import type { Cart } from "../../shared/api/cart";
import type { ProductListResponse } from "../../shared/api/products";

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
    const sid = cookies.find((c) => c.name === SESSION_COOKIE)!;
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

describe("a session the server no longer knows (deleted, expired, or never issued)", () => {
  const idHash = (id: string) => createHash("sha256").update(id).digest("base64url");
  const sid = (shopper: ShopClient) => shopper.cookies.get(SESSION_COOKIE)!;

  /** A visitor with a session, a pincode and one pack in the cart. */
  async function shopperWithCart() {
    const shopper = new ShopClient(h.app);
    expect((await shopper.get("/s/api/check/pincode/560038")).statusCode).toBe(200);
    const { data } = (await shopper.get("/s/api/products?per_page=30")).json() as ProductListResponse;
    const pack = data.flatMap((p) => p.packs).find((k) => k.in_stock)!;
    expect((await shopper.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).statusCode).toBe(200);
    return { shopper, pack };
  }

  /** After the session is gone: the browser's next request gets a new session and token, and a write then succeeds on an empty cart. */
  async function expectRecovery(shopper: ShopClient, pack: { pack_id: number; warehouse_id: number }, first: string) {
    const old = sid(shopper);
    const oldToken = shopper.cookies.get("XSRF-TOKEN");
    const renewed = await shopper.get(first);
    expect(renewed.statusCode).toBeLessThan(300);
    const names = (renewed.cookies as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining([SESSION_COOKIE, "XSRF-TOKEN"]));
    expect(sid(shopper)).not.toBe(old);
    expect(shopper.cookies.get("XSRF-TOKEN")).not.toBe(oldToken);
    expect(
      await h.services.db
        .select()
        .from(t.sessions)
        .where(eq(t.sessions.idHash, idHash(sid(shopper)))),
    ).toHaveLength(1);
    const init = (await shopper.get("/s/api/init")).json();
    expect(init).toMatchObject({ pincode: null, user: null });
    const added = await shopper.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    expect(added.statusCode, added.body).toBe(200);
    expect(((await shopper.get("/s/api/cart")).json() as Cart).items.map((i) => [i.pack_id, i.quantity])).toEqual([[pack.pack_id, 1]]);
  }

  it("answers a request carrying an unknown or malformed session cookie with a fresh session", async () => {
    for (const stale of ["garbage", "A".repeat(43), ""]) {
      const res = await h.app.inject({ method: "GET", url: "/s/api/init", headers: { host: "localhost:3000", cookie: `${SESSION_COOKIE}=${stale}; XSRF-TOKEN=stale` } });
      expect(res.statusCode).toBe(200);
      const cookies = res.cookies as { name: string; value: string; httpOnly?: boolean }[];
      const fresh = cookies.find((c) => c.name === SESSION_COOKIE);
      if (stale === "") {
        // An empty cookie is no session at all: nothing to replace.
        expect(fresh).toBeUndefined();
        continue;
      }
      expect(fresh?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(fresh?.httpOnly).toBe(true);
      expect(cookies.find((c) => c.name === "XSRF-TOKEN")?.value).toBe(h.services.sessions.xsrfToken(fresh!.value));
      expect(
        await h.services.db
          .select()
          .from(t.sessions)
          .where(eq(t.sessions.idHash, idHash(fresh!.value))),
      ).toHaveLength(1);
    }
  });

  it("leaves a live session alone: no new cookie on a request that carries one", async () => {
    const shopper = new ShopClient(h.app);
    await shopper.get("/s/api/cookie");
    const res = await shopper.get("/s/api/init");
    expect((res.cookies as { name: string }[]).map((c) => c.name)).toEqual([]);
  });

  it("after the session row is deleted, GET /s/api/cookie gives a new session and a cart write succeeds", async () => {
    const { shopper, pack } = await shopperWithCart();
    await h.services.db.delete(t.sessions).where(eq(t.sessions.idHash, idHash(sid(shopper))));
    await expectRecovery(shopper, pack, "/s/api/cookie");
  });

  it("after the session expired, the page's first call renews it and a cart write succeeds", async () => {
    const { shopper, pack } = await shopperWithCart();
    await h.services.db
      .update(t.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.sessions.idHash, idHash(sid(shopper))));
    await expectRecovery(shopper, pack, "/s/api/init");
  });

  it("refuses a write with the dead session's token, and sends a new session with the refusal so the next write succeeds", async () => {
    const { shopper, pack } = await shopperWithCart();
    const old = sid(shopper);
    await h.services.db.delete(t.sessions).where(eq(t.sessions.idHash, idHash(old)));
    const refused = await shopper.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    expect(refused.statusCode).toBe(419);
    expect(sid(shopper)).not.toBe(old);
    const added = await shopper.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    expect(added.statusCode, added.body).toBe(200);
  });

  it("a live session holding a stale token (an older secret's) gets its own with the 419, and the next write succeeds", async () => {
    const { shopper, pack } = await shopperWithCart();
    const session = sid(shopper);
    shopper.cookies.set("XSRF-TOKEN", "made-under-an-older-secret");
    const refused = await shopper.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    expect(refused.statusCode).toBe(419);
    expect(shopper.cookies.get("XSRF-TOKEN")).toBe(h.services.sessions.xsrfToken(session));
    expect(sid(shopper)).toBe(session);
    const added = await shopper.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    expect(added.statusCode, added.body).toBe(200);
    // Same session: the cart kept its first pack and now holds two.
    expect(((await shopper.get("/s/api/cart")).json() as Cart).items.find((i) => i.pack_id === pack.pack_id)?.quantity).toBe(2);
  });

  it("a signed-in session that is gone starts signed out: the account answers 401, sign-in works again", async () => {
    const shopper = new ShopClient(h.app);
    expect((await shopper.post("/s/api/test/sign-in", { phone: "9876543210" }, { xsrf: false })).statusCode).toBe(200);
    expect((await shopper.get("/s/api/account/profile")).statusCode).toBe(200);
    await h.services.db.delete(t.sessions).where(eq(t.sessions.idHash, idHash(sid(shopper))));
    const init = await shopper.get("/s/api/init");
    expect(init.json()).toMatchObject({ user: null });
    expect((await shopper.get("/s/api/account/profile")).statusCode).toBe(401);
    expect((await shopper.post("/s/api/test/sign-in", { phone: "9876543210" }, { xsrf: false })).statusCode).toBe(200);
    expect((await shopper.get("/s/api/account/profile")).statusCode).toBe(200);
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
