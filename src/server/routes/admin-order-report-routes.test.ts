// The back office's problem reports (issue 33, ADR 0080) over the real database: the queue of a
// website's open reports with what each would refund, resolving one (an online payment refunded
// in part through the payment sandbox, tracked like any refund; a cash-on-delivery order's money
// handed back by the shop), rejecting one with a reason, both audited and both safe against a
// double click; and what the shopper then reads on the order.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { OrderDetail } from "../../shared/api/account";
import type { AuditAnswer } from "../../shared/api/admin-catalogue";
import type { AdminOrderDetail } from "../../shared/api/admin-orders";
import { REPORT_ALREADY_REJECTED, REPORT_ALREADY_RESOLVED, REPORT_REASON_REQUIRED, type AdminOrderReport, type AdminReportsAnswer } from "../../shared/api/admin-order-reports";
import { REPORT_NOT_FOUND } from "../../shared/api/order-reports";
import { createOrderPlacer, type PlacedOrder } from "../testing/order-placer";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const API = "/s/api/admin/order-reports";

let h: TestApp;
let anita: ShopClient;
let placer: ReturnType<typeof createOrderPlacer>;

beforeAll(async () => {
  h = await createTestApp();
  placer = createOrderPlacer(h, "73342");
  // Listening, so the payment adapters reach the sandbox over HTTP.
  await h.app.listen({ port: 0, host: "127.0.0.1" });
  anita = await placer.signedIn(ANITA);
});
afterAll(() => h.close());

type Delivered = PlacedOrder & { lines: OrderDetail["items"] };

async function deliver(o: PlacedOrder): Promise<Delivered> {
  for (const status of ["confirmed", "packed", "out_for_delivery", "delivered"]) {
    const res = await anita.post(`/s/api/admin/orders/${o.number}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...o, lines: (await seen(o)).items };
}

const seen = async (o: { client: ShopClient; id: number }) => (await o.client.get(`/s/api/account/orders/${o.id}`)).json() as OrderDetail;

/** The shopper reports `quantity` of the line damaged; answers the new report's id. */
async function reported(o: Delivered, line = 0, quantity = 1, kind = "damaged"): Promise<number> {
  const res = await o.client.post(`/s/api/account/orders/${o.id}/reports`, { item_id: o.lines[line]!.id, kind, quantity, note: `Report of line ${line}` });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as OrderDetail).reports.at(-1)!.id;
}

const queue = async (query = "", c = anita) => {
  const res = await c.get(`${API}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminReportsAnswer;
};
const resolve = (id: number, body: unknown = {}, c = anita) => c.post(`${API}/${id}/resolve`, body);
const reject = (id: number, body: unknown, c = anita) => c.post(`${API}/${id}/reject`, body);
const orderDetail = async (number: string) => (await anita.get(`/s/api/admin/orders/${number}`)).json() as AdminOrderDetail;
const auditOf = async (orderId: number) => ((await anita.get(`/s/api/admin/audit?entity_type=order&entity_id=${orderId}`)).json() as AuditAnswer).data;
const refundMessages = (orderId: number) =>
  h.services.db
    .select({ key: t.messageQueue.dedupeKey, details: t.messageQueue.details })
    .from(t.messageQueue)
    .where(and(eq(t.messageQueue.orderId, orderId), eq(t.messageQueue.event, "refunded"), eq(t.messageQueue.channel, "sms")));

describe("the queue", () => {
  it("lists the website's open reports oldest first, with the order, customer, line and what resolving would refund", async () => {
    const first = await deliver(await placer.placeOrder("cod"));
    const second = await deliver(await placer.placeOrder("cod"));
    const a = await reported(first, 0, 2, "missing");
    const b = await reported(second, 1, 1);
    const answer = await queue("?per_page=100");
    const ids = answer.data.map((r) => r.id);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    expect(answer.open).toBe(answer.meta.total);
    const row = answer.data.find((r) => r.id === a)!;
    const line = first.lines[0]!;
    expect(row).toMatchObject({
      order_number: first.number,
      customer: { phone: first.phone, name: first.name },
      item: { id: line.id, name: line.name, pack: line.pack, quantity: 2, price: line.price },
      kind: "missing",
      kind_label: "Missing",
      quantity: 2,
      note: "Report of line 0",
      photo_url: null,
      status: "open",
      refund_amount: line.price * 2,
      refund_by: "shop",
      refund_status: null,
      resolved_by: null,
    });
    const newest = await queue("?sort=newest&per_page=100");
    expect(newest.data.map((r) => r.id).indexOf(b)).toBeLessThan(newest.data.map((r) => r.id).indexOf(a));
    expect((await queue(`?q=${second.number}`)).data.map((r) => r.id)).toEqual([b]);
    expect((await queue("?status=resolved")).data.map((r) => r.id)).not.toContain(a);
    // Fresh Basket's admin (Anita too, there) sees none of the demo store's.
    const fresh = await placer.signedIn(ANITA, FRESH);
    expect((await queue("?per_page=100", fresh)).data.map((r) => r.id)).not.toContain(a);
    expect((await resolve(a, {}, fresh)).statusCode).toBe(404);
    expect((await fresh.get(`${API}/${a}/photo`)).json()).toEqual({ message: REPORT_NOT_FOUND });
    for (const query of ["?status=closed", "?sort=random", "?per_page=7"]) expect((await anita.get(`${API}${query}`)).statusCode, query).toBe(422);
  });

  it("answers 401 to visitors and 403 to shoppers", async () => {
    const o = await deliver(await placer.placeOrder("cod"));
    const id = await reported(o);
    for (const [method, url] of [
      ["GET", API],
      ["POST", `${API}/${id}/resolve`],
      ["POST", `${API}/${id}/reject`],
      ["GET", `${API}/${id}/photo`],
    ] as const) {
      const body = method === "POST" ? { body: { reason: "Mine" } } : {};
      expect((await new ShopClient(h.app, DEMO).request(method, url, body)).statusCode, url).toBe(401);
      expect((await o.client.request(method, url, body)).statusCode, url).toBe(403);
    }
    expect((await seen(o)).reports[0]!.status).toBe("open");
  });
});

describe("resolving", () => {
  it("refunds a cash-on-delivery order's reported quantity as the shop's to hand back: audited, told to the shopper once", async () => {
    const o = await deliver(await placer.placeOrder("cod"));
    const id = await reported(o, 1, 1);
    const line = o.lines[1]!;
    const res = await resolve(id, { note: "Sorry! We will hand it back with your next order" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: "resolved", status_label: "Refunded", refund_amount: line.price, refund_by: "shop", refund_status: null, resolved_by: { phone: ANITA } });

    // A second click refunds nothing more.
    const again = await resolve(id, { note: "Twice" });
    expect(again.statusCode).toBe(200);
    expect((again.json() as AdminOrderReport).outcome).toBe("Sorry! We will hand it back with your next order");
    expect(await refundMessages(o.id)).toEqual([{ key: `order:${o.id}:refunded:report-${id}:sms`, details: { amount: Math.round(line.price * 100) } }]);
    const rejected = await reject(id, { reason: "Changed my mind" });
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json()).toEqual({ message: REPORT_ALREADY_RESOLVED });

    const mine = await seen(o);
    expect(mine.reports[0]).toMatchObject({ status: "resolved", refund_amount: line.price, refund_by: "shop", outcome: "Sorry! We will hand it back with your next order" });
    // Cash on delivery: no provider refund, the payment status stays as collected.
    expect(mine.payment_status).toBe("paid");
    const [entry] = await auditOf(o.id);
    expect(entry).toMatchObject({ action: "resolve_report", user: { phone: ANITA }, before: { report_id: id, status: "open" }, after: { report_id: id, status: "resolved", refund_by: "shop" } });
    expect((await queue("?per_page=100")).data.map((r) => r.id)).not.toContain(id);
    expect((await queue("?status=resolved&per_page=100")).data.map((r) => r.id)).toContain(id);
  });

  it("refunds an online order's reported lines through the provider in part: its own refund, partly refunded, one message of its own", async () => {
    const o = await deliver(await placer.paidOrder());
    const line = o.lines[0]!;
    const id = await reported(o, 0, 2);
    const res = await resolve(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "resolved", refund_amount: line.price * 2, refund_by: "provider", refund_status: "processed", outcome: "" });

    const order = await orderDetail(o.number);
    expect(order.payment_status).toBe("partly_refunded");
    expect(order.refunds).toEqual([expect.objectContaining({ status: "processed", amount: line.price * 2, receipt: expect.stringMatching(new RegExp(`_r${id}$`)) })]);
    expect(order.reports).toEqual([expect.objectContaining({ id, status: "resolved", refund_status: "processed" })]);
    expect(order.can_retry_refund).toBe(false);
    const [refund] = await h.services.db.select().from(t.refunds).where(eq(t.refunds.orderId, o.id));
    expect(refund!.reportId).toBe(id);
    // The report's own message, not the whole order's "refunded".
    expect((await refundMessages(o.id)).map((m) => m.key)).toEqual([`order:${o.id}:refunded:report-${id}:sms`]);

    // A second report of the other line is a second refund of its own.
    const next = await reported(o, 1, 1);
    expect((await resolve(next)).json()).toMatchObject({ refund_by: "provider", refund_status: "processed", refund_amount: o.lines[1]!.price });
    expect((await orderDetail(o.number)).refunds.map((r) => r.amount)).toEqual([line.price * 2, o.lines[1]!.price]);
    expect((await refundMessages(o.id)).map((m) => m.key).sort()).toEqual([`order:${o.id}:refunded:report-${id}:sms`, `order:${o.id}:refunded:report-${next}:sms`].sort());
    const shopper = await seen(o);
    expect(shopper.payment_status).toBe("partly_refunded");
    expect(shopper.reports.map((r) => [r.status, r.refund_by, r.refund_status])).toEqual([
      ["resolved", "provider", "processed"],
      ["resolved", "provider", "processed"],
    ]);
  });

  it("a refund the provider fails stays the order's to try again, with the report resolved", async () => {
    const o = await deliver(await placer.paidOrder());
    const id = await reported(o);
    const spy = vi.spyOn(h.services.payments, "refund").mockRejectedValueOnce(new Error("connection reset"));
    try {
      expect((await resolve(id)).json()).toMatchObject({ status: "resolved", refund_status: "failed" });
    } finally {
      spy.mockRestore();
    }
    expect(await refundMessages(o.id)).toEqual([]);
    const failed = await orderDetail(o.number);
    expect(failed).toMatchObject({ payment_status: "paid", can_retry_refund: true });
    const retried = await anita.post(`/s/api/admin/orders/${o.number}/refund/retry`);
    expect(retried.json()).toMatchObject({ payment_status: "partly_refunded", refunds: [expect.objectContaining({ status: "processed" })] });
    expect((await refundMessages(o.id)).map((m) => m.key)).toEqual([`order:${o.id}:refunded:report-${id}:sms`]);
  });

  it("resolves once however many clicks race", async () => {
    const o = await deliver(await placer.paidOrder());
    const id = await reported(o);
    const answers = await Promise.all([resolve(id), resolve(id), resolve(id)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await h.services.db.select().from(t.refunds).where(eq(t.refunds.orderId, o.id))).toHaveLength(1);
    expect((await auditOf(o.id)).filter((e) => e.action === "resolve_report")).toHaveLength(1);
  });
});

describe("rejecting", () => {
  it("needs the reason the customer reads, then shows it on the order; a rejected report cannot be refunded", async () => {
    const o = await deliver(await placer.placeOrder("cod"));
    const id = await reported(o);
    for (const body of [{}, { reason: "   " }]) {
      const res = await reject(id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: REPORT_REASON_REQUIRED, errors: { reason: REPORT_REASON_REQUIRED } });
    }
    const res = await reject(id, { reason: "The seal in the photo is intact" });
    expect(res.json()).toMatchObject({ status: "rejected", status_label: "Not accepted", outcome: "The seal in the photo is intact", refund_amount: 0 });
    expect((await reject(id, { reason: "Again" })).json()).toMatchObject({ outcome: "The seal in the photo is intact" });
    const refused = await resolve(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: REPORT_ALREADY_REJECTED });
    expect((await seen(o)).reports[0]).toMatchObject({ status: "rejected", outcome: "The seal in the photo is intact", refund_amount: 0, refund_by: null });
    expect((await auditOf(o.id))[0]).toMatchObject({ action: "reject_report", after: { status: "rejected", reason: "The seal in the photo is intact" } });
    expect(await refundMessages(o.id)).toEqual([]);
  });
});
