// The back-office's coupons API (issue 11) over the real database: coupons made, edited,
// disabled and deleted by the active website's admins, with every rule the cart then enforces;
// bad input refused with nothing written; other websites' coupons not found; every change in
// the audit log; each coupon's state (disabled, scheduled, expired, used up, active) as the
// cart would judge it, listed and filtered by.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { AuditAnswer } from "../../shared/api/admin-catalogue";
import {
  COUPON_CODE_FORMAT,
  COUPON_CODE_TAKEN,
  COUPON_USED,
  ENDS_BEFORE_START,
  PER_USER_ABOVE_USAGE,
  PERCENT_RANGE,
  type AdminCoupon,
  type AdminCouponsAnswer,
  type CouponState,
} from "../../shared/api/admin-coupons";
import { createAdminCoupons } from "../domain/admin-coupons/admin-coupons";
import type { CouponAnswer } from "../../shared/api/cart";
import type { ProductListResponse } from "../../shared/api/products";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const PRIYA = "9876543210"; // a shopper
const API = "/s/api/admin/coupons";

let h: TestApp;
let anita: ShopClient;
let ips = 0;

async function signedIn(phone: string, origin = DEMO) {
  const client = new ShopClient(h.app, origin, `10.41.0.${++ips}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

let stamp = 0;
const code = (base = "TEST") => `${base}${++stamp}`;
const couponCount = async () => (await h.services.db.select({ n: count() }).from(t.coupons))[0]!.n;
const storedRow = async (id: number) => (await h.services.db.select().from(t.coupons).where(eq(t.coupons.id, id)))[0];
const websiteId = async (websiteCode: string) => (await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, websiteCode)))[0]!.id;

async function newCoupon(body: Record<string, unknown> = {}, c = anita): Promise<AdminCoupon> {
  const res = await c.post(API, { code: code(), kind: "flat", value: 50, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminCoupon;
}
const put = (id: number, body: Record<string, unknown>, c = anita) => c.request("PUT", `${API}/${id}`, { body });
const bodyOf = (coupon: AdminCoupon) => {
  const { id: _id, used: _used, state: _state, ...body } = coupon;
  return body;
};

/** A shopper's cart holding one in-stock pack of the demo store worth at least ₹100, and its subtotal. */
async function shopperWithCart(): Promise<ShopClient> {
  const shopper = new ShopClient(h.app, DEMO, `10.41.1.${++ips}`);
  const { data } = (await shopper.get("/s/api/products?per_page=50")).json() as ProductListResponse;
  const pack = data.flatMap((p) => p.packs).find((k) => k.in_stock && k.price >= 100)!;
  expect((await shopper.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).statusCode).toBeLessThan(300);
  return shopper;
}
const apply = (shopper: ShopClient, text: string) => shopper.post("/s/api/apply/coupon", { code: text });

beforeAll(async () => {
  h = await createTestApp();
  anita = await signedIn(ANITA);
});
afterAll(() => h.close());

describe("who may use the coupon routes", () => {
  it("answers 401 to a visitor and 403 to a shopper, before reading the body", async () => {
    const visitor = new ShopClient(h.app, DEMO, "10.41.2.1");
    const priya = await signedIn(PRIYA);
    for (const [client, status] of [
      [visitor, 401],
      [priya, 403],
    ] as const) {
      expect((await client.get(API)).statusCode).toBe(status);
      const res = await client.post(API, "not json at all", { headers: { "content-type": "application/json" } });
      expect(res.statusCode).toBe(status);
      expect(Object.keys(res.json() as object)).toEqual(["message"]);
      expect((await client.request("DELETE", `${API}/1`)).statusCode).toBe(status);
    }
  });
});

describe("making and editing coupons", () => {
  it("keeps a new coupon in paise and hundredths, answers it in rupees and percent, with the code as the cart reads it", async () => {
    const text = code("SAVE");
    const res = await anita.post(API, {
      code: `  ${text.toLowerCase()} `,
      description: " Festive offer ",
      kind: "percent",
      value: 12.5,
      max_discount: 100,
      min_order: 499.5,
      starts_at: "2030-01-01T00:00:00+05:30",
      ends_at: "2030-01-31T23:59:59Z",
      usage_limit: 100,
      per_user_limit: 2,
      first_order_only: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const made = res.json() as AdminCoupon;
    expect(made).toEqual({
      id: made.id,
      code: text,
      description: "Festive offer",
      kind: "percent",
      value: 12.5,
      max_discount: 100,
      min_order: 499.5,
      starts_at: "2029-12-31T18:30:00.000Z",
      ends_at: "2030-01-31T23:59:59.000Z",
      usage_limit: 100,
      per_user_limit: 2,
      first_order_only: true,
      active: true,
      used: 0,
      state: "scheduled",
    });
    expect(await storedRow(made.id)).toMatchObject({ websiteId: await websiteId("demo"), code: text, value: 1250, maxDiscount: 10_000, minOrder: 49_950 });
    expect((await anita.get(`${API}/${made.id}`)).json()).toEqual(made);

    const audit = (await anita.get(`/s/api/admin/audit?entity_type=coupon&entity_id=${made.id}`)).json() as AuditAnswer;
    expect(audit.data.map((e) => [e.action, e.before, e.after?.code])).toEqual([["create", null, text]]);
  });

  it("gives what it says in the cart, and a disabled coupon is refused there at once", async () => {
    const flat = await newCoupon({ value: 40, min_order: 0 });
    const shopper = await shopperWithCart();
    const applied = await apply(shopper, ` ${flat.code.toLowerCase()}`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect((applied.json() as CouponAnswer).cart.discount).toBe(40);

    const res = await put(flat.id, { ...bodyOf(flat), active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminCoupon).active).toBe(false);
    const refused = await apply(shopper, flat.code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`The coupon ${flat.code} is no longer active`);
    // Disabling is recorded as such.
    const audit = (await anita.get(`/s/api/admin/audit?entity_type=coupon&entity_id=${flat.id}`)).json() as AuditAnswer;
    expect(audit.data.map((e) => e.action)).toEqual(["deactivate", "create"]);
  });

  it("makes the cart enforce an edited minimum order and end", async () => {
    const coupon = await newCoupon({ value: 10 });
    const shopper = await shopperWithCart();
    expect((await put(coupon.id, { ...bodyOf(coupon), min_order: 100_000 })).statusCode).toBe(200);
    expect((await apply(shopper, coupon.code)).json().message).toMatch(new RegExp(`^Add ₹.* more to use ${coupon.code} \\(minimum order ₹1,00,000.00\\)$`));
    expect((await put(coupon.id, { ...bodyOf(coupon), ends_at: "2020-01-01T00:00:00Z" })).statusCode).toBe(200);
    expect((await apply(shopper, coupon.code)).json().message).toBe(`The coupon ${coupon.code} has expired`);
  });

  it("refuses bad rules with a message on each field and writes nothing", async () => {
    const before = await couponCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: "SAVE 10" }, "code", COUPON_CODE_FORMAT],
      [{ code: "ÄPFEL" }, "code", COUPON_CODE_FORMAT],
      [{ code: "X".repeat(41) }, "code", COUPON_CODE_FORMAT],
      [{ code: "   " }, "code", "Give the code"],
      [{ kind: "percent", value: 150 }, "value", PERCENT_RANGE],
      [{ kind: "percent", value: 0 }, "value", "The discount must be more than zero"],
      [{ value: 10.555 }, "value", "The discount may have at most 2 decimals"],
      [{ value: "50" }, "value", "Give the discount as a number"],
      [{ kind: "bogo" }, "kind", "The kind must be percent or flat"],
      [{ min_order: -1 }, "min_order", "The minimum order cannot be negative"],
      [{ max_discount: 0 }, "max_discount", "The maximum discount must be more than zero"],
      [{ starts_at: "2030-02-01T00:00:00Z", ends_at: "2030-01-01T00:00:00Z" }, "ends_at", ENDS_BEFORE_START],
      [{ starts_at: "2030-02-01T00:00:00Z", ends_at: "2030-02-01T00:00:00Z" }, "ends_at", ENDS_BEFORE_START],
      [{ starts_at: "tomorrow" }, "starts_at", "The start must be a date and time (ISO 8601)"],
      // Less than a paisa (or a hundredth of a percent) would be kept as 0.
      [{ value: 1e-9 }, "value", "The discount must be more than zero"],
      [{ kind: "percent", value: 1e-9 }, "value", "The discount must be more than zero"],
      [{ value: 0.001 }, "value", "The discount must be more than zero"],
      [{ value: 1 + 1e-9 }, "value", "The discount may have at most 2 decimals"],
      [{ max_discount: 1e-9 }, "max_discount", "The maximum discount must be more than zero"],
      [{ min_order: 1e-9 }, "min_order", "The minimum order may have at most 2 decimals"],
      // A date the database cannot keep (year 10000 in UTC) is refused, not a 500.
      [{ starts_at: "9999-12-31T23:59:59-23:59" }, "starts_at", "The start must fall between the years 2000 and 2100"],
      [{ ends_at: "2101-01-01T00:00:00Z" }, "ends_at", "The end must fall between the years 2000 and 2100"],
      [{ starts_at: "1999-12-31T23:59:59Z" }, "starts_at", "The start must fall between the years 2000 and 2100"],
      [{ usage_limit: 0 }, "usage_limit", "The total limit must be at least 1 (leave it empty for no limit)"],
      [{ usage_limit: 2.5 }, "usage_limit", "The total limit must be a whole number"],
      [{ usage_limit: 3, per_user_limit: 4 }, "per_user_limit", PER_USER_ABOVE_USAGE],
      [{ first_order_only: "yes" }, "first_order_only", "First order only must be true or false"],
      [{ description: "x".repeat(501) }, "description", "The description may hold at most 500 characters"],
    ];
    for (const [change, field, message] of cases) {
      const res = await anita.post(API, { code: code(), kind: "flat", value: 50, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect((res.json() as { errors: Record<string, string> }).errors[field], JSON.stringify(change)).toBe(message);
    }
    for (const body of [null, [], { code: "A" }, { code: "A", kind: "flat" }]) {
      const res = await anita.post(API, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const coupon = await newCoupon();
    const res = await put(coupon.id, { ...bodyOf(coupon), kind: "percent", value: 100.01 });
    expect(res.statusCode).toBe(422);
    expect(await storedRow(coupon.id)).toMatchObject({ kind: "flat", value: 5_000 });
    expect(await couponCount()).toBe(before + 1);
  });

  it("refuses a code the website already has (as the cart reads it) with 409 on the code, but not another website's", async () => {
    const first = await newCoupon();
    const taken = await anita.post(API, { code: ` ${first.code.toLowerCase()}`, kind: "flat", value: 10 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: COUPON_CODE_TAKEN, errors: { code: COUPON_CODE_TAKEN } });

    const second = await newCoupon();
    const renamed = await put(second.id, { ...bodyOf(second), code: first.code });
    expect(renamed.statusCode).toBe(409);
    expect((await storedRow(second.id))!.code).toBe(second.code);
    // Keeping its own code is no clash.
    expect((await put(second.id, { ...bodyOf(second), description: "Same code" })).statusCode).toBe(200);

    const fresh = await signedIn(ANITA, FRESH);
    expect((await fresh.post(API, { code: first.code, kind: "flat", value: 10 })).statusCode).toBe(201);
  });
});

describe("listing coupons", () => {
  it("searches by code or description, filters by state, pages, and counts each coupon's uses", async () => {
    const tag = code("LIST");
    const used = await newCoupon({ code: `${tag}A`, description: "Monsoon sale" });
    await newCoupon({ code: `${tag}B`, active: false });
    await newCoupon({ code: `${tag}C` });
    const [priya] = await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, PRIYA));
    await h.services.db.insert(t.couponRedemptions).values([
      { couponId: used.id, userId: priya!.id },
      { couponId: used.id, userId: null },
    ]);

    const list = async (query: string) => (await anita.get(`${API}?${query}`)).json() as AdminCouponsAnswer;
    const all = await list(`q=${tag.toLowerCase()}`);
    expect(all.meta).toEqual({ total: 3, page: 1, per_page: 20 });
    expect(all.data.map((c) => [c.code, c.used])).toEqual([
      [`${tag}C`, 0],
      [`${tag}B`, 0],
      [`${tag}A`, 2],
    ]);
    expect((await list(`q=${tag}&state=disabled`)).data.map((c) => c.code)).toEqual([`${tag}B`]);
    expect((await list(`q=${tag}&state=active`)).data.map((c) => c.code)).toEqual([`${tag}C`, `${tag}A`]);
    expect((await list("q=monsoon")).data.map((c) => c.code)).toEqual([`${tag}A`]);
    const second = await list(`q=${tag}&per_page=5&page=1`);
    expect(second.data).toHaveLength(3);
    expect((await list(`q=${tag}&per_page=5&page=2`)).data).toEqual([]);
    // Another website's coupons are not listed.
    expect((await list("q=%25")).data.every((c) => c.code !== "")).toBe(true);
    const demo = await websiteId("demo");
    const demoTotal = (await h.services.db.select({ n: count() }).from(t.coupons).where(eq(t.coupons.websiteId, demo)))[0]!.n;
    expect((await list("per_page=100")).meta.total).toBe(demoTotal);

    for (const query of ["state=yes", "state=off", "state=Active", "page=0", "per_page=7", "page=1e3", `q=${"x".repeat(101)}`]) {
      const res = await anita.get(`${API}?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
  });
});

describe("a coupon's state", () => {
  const list = async (query: string) => (await anita.get(`${API}?${query}`)).json() as AdminCouponsAnswer;
  const redeem = (couponId: number, times: number) => h.services.db.insert(t.couponRedemptions).values(Array.from({ length: times }, () => ({ couponId, userId: null })));

  it("is worked out on the server with the cart's rules, listed, filtered by, and read with the coupon", async () => {
    const tag = code("STATE");
    const made = {
      active: await newCoupon({ code: `${tag}ACTIVE`, starts_at: "2020-01-01T00:00:00Z", ends_at: "2099-01-01T00:00:00Z", usage_limit: 3 }),
      scheduled: await newCoupon({ code: `${tag}SOON`, starts_at: "2099-01-01T00:00:00Z" }),
      expired: await newCoupon({ code: `${tag}OVER`, ends_at: "2020-01-01T00:00:00Z" }),
      used_up: await newCoupon({ code: `${tag}GONE`, usage_limit: 2 }),
      disabled: await newCoupon({ code: `${tag}OFF`, active: false }),
    } satisfies Record<CouponState, AdminCoupon>;
    await redeem(made.active.id, 2);
    await redeem(made.used_up.id, 2);

    const listed = await list(`q=${tag}`);
    expect(Object.fromEntries(listed.data.map((c) => [c.code, c.state]))).toEqual({
      [`${tag}ACTIVE`]: "active",
      [`${tag}SOON`]: "scheduled",
      [`${tag}OVER`]: "expired",
      [`${tag}GONE`]: "used_up",
      [`${tag}OFF`]: "disabled",
    });
    for (const [state, coupon] of Object.entries(made)) {
      const filtered = await list(`q=${tag}&state=${state}`);
      expect(
        filtered.data.map((c) => c.code),
        state,
      ).toEqual([coupon.code]);
      expect(filtered.meta.total, state).toBe(1);
      expect(((await anita.get(`${API}/${coupon.id}`)).json() as AdminCoupon).state, state).toBe(state);
    }

    // The cart takes the active one only, and refuses each other for the reason its state names.
    const shopper = await shopperWithCart();
    const verdicts: Record<string, string> = {};
    for (const coupon of Object.values(made)) {
      const res = await apply(shopper, coupon.code);
      verdicts[coupon.code] = `${res.statusCode} ${res.json().message}`;
    }
    expect(verdicts).toEqual({
      [made.active.code]: `200 Coupon ${made.active.code} applied`,
      [made.scheduled.code]: `422 The coupon ${made.scheduled.code} is not valid yet`,
      [made.expired.code]: `422 The coupon ${made.expired.code} has expired`,
      [made.used_up.code]: `422 The coupon ${made.used_up.code} has been fully used`,
      [made.disabled.code]: `422 The coupon ${made.disabled.code} is no longer active`,
    });
  });

  it("lists the seeded DIWALI2025, which has ended, as expired and not as active", async () => {
    const [diwali] = (await list("q=DIWALI2025")).data;
    expect(diwali).toMatchObject({ code: "DIWALI2025", active: true, ends_at: "2025-10-25T18:29:59.000Z", state: "expired" });
    expect((await list("state=expired&per_page=100")).data.map((c) => c.code)).toContain("DIWALI2025");
    expect((await list("state=active&per_page=100")).data.map((c) => c.code)).not.toContain("DIWALI2025");
    // The other seeded coupons have no dates and are far from their limits.
    expect((await list("state=active&per_page=100")).data.map((c) => c.code)).toEqual(expect.arrayContaining(["WELCOME50", "SAVE10", "FRESH20"]));
  });

  it("takes the first that holds: disabled, then scheduled, expired, used up", async () => {
    const tag = code("FIRST");
    const offAndOver = await newCoupon({ code: `${tag}A`, active: false, ends_at: "2020-01-01T00:00:00Z", usage_limit: 1 });
    const overAndGone = await newCoupon({ code: `${tag}B`, ends_at: "2020-01-01T00:00:00Z", usage_limit: 1 });
    const soonAndGone = await newCoupon({ code: `${tag}C`, starts_at: "2099-01-01T00:00:00Z", usage_limit: 1 });
    for (const coupon of [offAndOver, overAndGone, soonAndGone]) await redeem(coupon.id, 1);
    expect((await list(`q=${tag}`)).data.map((c) => [c.code, c.state])).toEqual([
      [soonAndGone.code, "scheduled"],
      [overAndGone.code, "expired"],
      [offAndOver.code, "disabled"],
    ]);
  });

  it("follows the clock it is given: active from the instant it starts to the instant it ends", async () => {
    const starts = "2031-03-01T09:00:00.000Z";
    const ends = "2031-03-31T18:30:00.000Z";
    const coupon = await newCoupon({ starts_at: starts, ends_at: ends, usage_limit: 1 });
    const demo = await websiteId("demo");
    const at = async (iso: string, shiftMs = 0) => {
      const clock = new Date(Date.parse(iso) + shiftMs);
      const coupons = createAdminCoupons(h.services.db, () => clock);
      const [listed] = (await coupons.list(demo, { q: coupon.code, page: 1, perPage: 20 })).data;
      const read = await coupons.read(demo, coupon.id);
      expect(read.state).toBe(listed!.state);
      return listed!.state;
    };
    expect([await at(starts, -1), await at(starts), await at(ends), await at(ends, 1)]).toEqual(["scheduled", "active", "active", "expired"]);

    // A use reaching the limit makes it used up; the use given back (a released order) makes it active again.
    await redeem(coupon.id, 1);
    expect(await at(starts, 1)).toBe("used_up");
    await h.services.db.delete(t.couponRedemptions).where(eq(t.couponRedemptions.couponId, coupon.id));
    expect(await at(starts, 1)).toBe("active");
  });

  it("answers a save with the state the saved rules give", async () => {
    const coupon = await newCoupon();
    expect(coupon.state).toBe("active");
    const ended = await put(coupon.id, { ...bodyOf(coupon), ends_at: "2020-01-01T00:00:00Z" });
    expect((ended.json() as AdminCoupon).state).toBe("expired");
    const disabled = await put(coupon.id, { ...bodyOf(coupon), active: false });
    expect((disabled.json() as AdminCoupon).state).toBe("disabled");
  });
});

describe("deleting and disabling", () => {
  it("deletes a coupon never used, but refuses one that was used (it is disabled instead)", async () => {
    const unused = await newCoupon();
    const res = await anita.request("DELETE", `${API}/${unused.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await storedRow(unused.id)).toBeUndefined();
    expect((await anita.get(`${API}/${unused.id}`)).statusCode).toBe(404);
    const audit = (await anita.get(`/s/api/admin/audit?entity_type=coupon&entity_id=${unused.id}`)).json() as AuditAnswer;
    expect(audit.data.map((e) => [e.action, e.before?.code, e.after])).toEqual([
      ["delete", unused.code, null],
      ["create", undefined, expect.anything()],
    ]);

    const usedOne = await newCoupon();
    await h.services.db.insert(t.couponRedemptions).values({ couponId: usedOne.id, userId: null });
    const refused = await anita.request("DELETE", `${API}/${usedOne.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: COUPON_USED });
    expect(await storedRow(usedOne.id)).toBeDefined();
    const disabled = await put(usedOne.id, { ...bodyOf(usedOne), active: false });
    expect(disabled.json()).toMatchObject({ active: false, used: 1 });
  });
});

describe("other websites' coupons", () => {
  it("are not found by id, and nothing of them changes", async () => {
    const fresh = await signedIn(ANITA, FRESH);
    const theirs = await newCoupon({ description: "Fresh only" }, fresh);
    const auditBefore = (await h.services.db.select({ n: count() }).from(t.auditLog))[0]!.n;
    expect((await anita.get(`${API}/${theirs.id}`)).statusCode).toBe(404);
    const edit = await put(theirs.id, { ...bodyOf(theirs), description: "Taken over" });
    expect(edit.statusCode).toBe(404);
    expect(edit.body).not.toContain("Fresh only");
    expect((await anita.request("DELETE", `${API}/${theirs.id}`)).statusCode).toBe(404);
    expect(await storedRow(theirs.id)).toMatchObject({ description: "Fresh only", websiteId: await websiteId("fresh") });
    expect((await h.services.db.select({ n: count() }).from(t.auditLog))[0]!.n).toBe(auditBefore);
    // Nor are ids that are not ids.
    for (const id of ["0", "-1", "1e3", "abc", "99999999999"]) {
      const res = await anita.get(`${API}/${id}`);
      expect([404, 422], id).toContain(res.statusCode);
    }
    const [row] = await h.services.db
      .select({ n: count() })
      .from(t.coupons)
      .where(and(eq(t.coupons.id, theirs.id), eq(t.coupons.active, true)));
    expect(row!.n).toBe(1);
  });
});
