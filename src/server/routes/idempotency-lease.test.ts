// The Idempotency-Key's claim is a lease (ADR 0043): a claim left unanswered by a server that
// died is taken over by a repeat once it is older than the lease, for shop orders and counter
// sales alike; a first request that outlives its lease keeps nothing; a live claim is waited on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, like, sql } from "drizzle-orm";
import * as t from "../db/schema";
import type { Address } from "../../shared/api/account";
import type { CheckoutSummary } from "../../shared/api/checkout";
import type { ProductListResponse } from "../../shared/api/products";
import { ClaimLost, CLAIM_LEASE_SECONDS, recordAnswer, withIdempotency, type ClaimedKey, type IdempotencyScope } from "../domain/checkout/idempotency";
import { statusOf } from "../http/http-error";
import { Refusal } from "../domain/refusal";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
let demoId = 0;
beforeAll(async () => {
  h = await createTestApp();
  const [demo] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
  demoId = demo!.id;
});
afterAll(() => h.close());

const keyRow = async (websiteId: number, userId: number, key: string) =>
  (
    await h.services.db
      .select()
      .from(t.idempotencyKeys)
      .where(and(eq(t.idempotencyKeys.websiteId, websiteId), eq(t.idempotencyKeys.userId, userId), eq(t.idempotencyKeys.key, key)))
  )[0];

/** What a server that died mid-request leaves: a claim of the key, never answered, `ageSeconds` old. */
async function deadClaim(websiteId: number, userId: number, key: string, requestHash: string, ageSeconds: number) {
  await h.services.db.insert(t.idempotencyKeys).values({ websiteId, userId, key, requestHash, claim: "died-with-its-server", claimedAt: sql`now() - make_interval(secs => ${ageSeconds})` });
}

async function signedIn(phone: string) {
  await h.services.db.insert(t.users).values({ phone, name: "Lease Test" }).onConflictDoNothing();
  const client = new ShopClient(h.app, DEMO);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  const [user] = await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, phone));
  return { client, userId: user!.id };
}

describe("a shop order whose first request died with its server", () => {
  it("is placed once by the repeat after the lease, with the repeat's answer stored under the key", async () => {
    const { client, userId } = await signedIn("7300000001");
    await client.get("/s/api/check/pincode/560038");
    const address = (
      await client.post("/s/api/account/addresses", { name: "Lease", phone: "7300000001", line1: "1 Lease Road", city: "Bengaluru", state: "Karnataka", pincode: "560038" })
    ).json() as Address;
    const pack = ((await client.get("/s/api/products?perPage=40")).json() as ProductListResponse).data.flatMap((p) => p.packs).find((p) => p.in_stock && p.max_quantity >= 2)!;
    const fill = async () => {
      expect((await client.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).statusCode).toBe(200);
      return (await client.get("/s/api/checkout")).json() as CheckoutSummary;
    };
    const summary = await fill();
    const body = {
      address_id: address.id,
      payment_method: "cod",
      slots: summary.cart.grouped_items.map((g) => ({ delivery_charge_id: g.delivery_charge_id, slot_id: g.slots![0]!.slot_id, date: g.slots![0]!.del_date })),
    };
    const place = (key: string) => client.post("/s/api/checkout/place", body, { headers: { "idempotency-key": key } });
    // An order placed normally gives the digest the server stores for this body.
    expect((await place("lease-first")).statusCode).toBe(201);
    const { requestHash } = (await keyRow(demoId, userId, "lease-first"))!;

    await fill();
    await deadClaim(demoId, userId, "lease-dead", requestHash, CLAIM_LEASE_SECONDS + 5);
    const started = Date.now();
    const retried = await place("lease-dead");
    expect(retried.statusCode, retried.body).toBe(201);
    // Taken over at once, not after the repeat's whole wait.
    expect(Date.now() - started).toBeLessThan(5_000);
    const row = (await keyRow(demoId, userId, "lease-dead"))!;
    expect(row).toMatchObject({ status: 201, body: retried.body, claim: null });
    const [orders] = await h.services.db.select({ n: count() }).from(t.orders).where(eq(t.orders.userId, userId));
    expect(orders!.n).toBe(2);
    // A third send of the same key gets the same bytes and makes nothing.
    const again = await place("lease-dead");
    expect(again.body).toBe(retried.body);
    const [still] = await h.services.db.select({ n: count() }).from(t.orders).where(eq(t.orders.userId, userId));
    expect(still!.n).toBe(2);
  });
});

describe("a counter sale whose first request died with its server", () => {
  it("is made once by the repeat after the lease", async () => {
    const { client, userId } = await signedIn("9876543214");
    const [hub] = await h.services.db.select({ id: t.warehouses.id }).from(t.warehouses).where(eq(t.warehouses.name, "Indiranagar Hub"));
    const [product] = await h.services.db
      .insert(t.products)
      .values({ websiteId: demoId, name: "Lease Rice", slug: "lease-rice", searchText: "lease rice", medias: [{ src: "/img/x.png" }], hsn: "1006", gstRate: "5" })
      .returning();
    const [pack] = await h.services.db.insert(t.packs).values({ websiteId: demoId, productId: product!.id, name: "1 kg", price: 5000, mrp: 6000, maxPerOrder: 10 }).returning();
    await h.services.db.insert(t.stock).values({ packId: pack!.id, warehouseId: hub!.id, quantity: 10 });
    const body = { warehouse_id: hub!.id, lines: [{ pack_id: pack!.id, quantity: 1 }], payment: { method: "cash", tendered: 100 } };
    const sell = (key: string) => client.post("/s/api/pos/sales", body, { headers: { "idempotency-key": key } });
    expect((await sell("pos-lease-first")).statusCode).toBe(201);
    const { requestHash } = (await keyRow(demoId, userId, "pos-lease-first"))!;

    await deadClaim(demoId, userId, "pos-lease-dead", requestHash, CLAIM_LEASE_SECONDS + 5);
    const retried = await sell("pos-lease-dead");
    expect(retried.statusCode, retried.body).toBe(201);
    expect((await keyRow(demoId, userId, "pos-lease-dead"))!.status).toBe(201);
    const [stock] = await h.services.db.select({ q: t.stock.quantity }).from(t.stock).where(eq(t.stock.packId, pack!.id));
    expect(stock!.q).toBe(8);
  });
});

describe("the lease", () => {
  let users = 0;
  const scope = async (): Promise<IdempotencyScope> => {
    const [user] = await h.services.db
      .insert(t.users)
      .values({ phone: `73100${String(++users).padStart(5, "0")}`, name: "Lease" })
      .returning({ id: t.users.id });
    return { websiteId: demoId, userId: user!.id, key: `lease-${users}`, digest: "same-body" };
  };
  // What a request makes, recorded in its own transaction with its answer, as orders are.
  const effects = (key: string) =>
    h.services.db
      .select({ key: t.rateLimitHits.key })
      .from(t.rateLimitHits)
      .where(like(t.rateLimitHits.key, `${key}:%`));
  const makes =
    (key: string, who: string, gate: Promise<void> = Promise.resolve()) =>
    async (claimed: ClaimedKey) => {
      await gate;
      return h.services.db.transaction(async (tx) => {
        await tx.insert(t.rateLimitHits).values({ key: `${key}:${who}`, windowStart: new Date() });
        if ((await recordAnswer(tx, claimed, { status: 201, body: who })).length === 0) throw new ClaimLost();
        return { status: 201, body: who, recorded: true };
      });
    };

  it("keeps nothing of a first request that outlived it: the repeat that took the claim over makes the one effect", async () => {
    const s = await scope();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = withIdempotency(h.services.db, s, makes(s.key, "first", gate), statusOf).catch((error: unknown) => error);
    await expect.poll(async () => (await keyRow(s.websiteId, s.userId, s.key))?.claim ?? null).not.toBeNull();
    // The first request is stuck past its lease (a paused or partitioned server).
    await h.services.db
      .update(t.idempotencyKeys)
      .set({ claimedAt: sql`now() - make_interval(secs => ${CLAIM_LEASE_SECONDS + 1})` })
      .where(eq(t.idempotencyKeys.userId, s.userId));
    const second = await withIdempotency(h.services.db, s, makes(s.key, "second"), statusOf);
    expect(second).toEqual({ status: 201, body: "second" });
    release();
    const lost = await first;
    expect(lost).toBeInstanceOf(Refusal);
    expect((lost as Refusal).kind).toBe("conflict");
    expect((await effects(s.key)).map((e) => e.key)).toEqual([`${s.key}:second`]);
    expect((await keyRow(s.websiteId, s.userId, s.key))!.body).toBe("second");
  });

  it("is not taken over while young: a repeat waits for the first request's answer", async () => {
    const s = await scope();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = withIdempotency(h.services.db, s, makes(s.key, "first", gate), statusOf);
    await expect.poll(async () => (await keyRow(s.websiteId, s.userId, s.key))?.claim ?? null).not.toBeNull();
    let ranSecond = false;
    const second = withIdempotency(
      h.services.db,
      s,
      async () => {
        ranSecond = true;
        return { status: 500, body: "" };
      },
      statusOf,
    );
    await new Promise((r) => setTimeout(r, 200));
    release();
    expect(await second).toEqual({ status: 201, body: "first" });
    expect(await first).toEqual({ status: 201, body: "first" });
    expect(ranSecond).toBe(false);
    expect((await effects(s.key)).map((e) => e.key)).toEqual([`${s.key}:first`]);
  });
});
