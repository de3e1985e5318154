// A shopper's problem reports (issue 33, ADR 0080) over the real database, on orders placed
// through the shop's own checkout and delivered through the back office: reporting a line as
// JSON or as a form with a photo, the 48-hour window, the quantity a line has left, the photo
// kept private (its reporter and the website's admins only, never /cdn nor the media library),
// and the refusals a shopper reads at the fields.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import * as t from "../db/schema";
import type { OrderDetail } from "../../shared/api/account";
import {
  REPORT_ITEM_UNKNOWN,
  REPORT_NOT_DELIVERED,
  REPORT_ORDER_NOT_FOUND,
  REPORT_PHOTO_TOO_BIG,
  REPORT_PHOTO_WRONG_TYPE,
  REPORT_WINDOW_CLOSED,
  reportQuantityMessage,
} from "../../shared/api/order-reports";
import { REPORT_PHOTO_MAX_BYTES } from "../../shared/order-reports";
import { createOrderPlacer, type PlacedOrder } from "../testing/order-placer";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket

let h: TestApp;
let anita: ShopClient;
let placer: ReturnType<typeof createOrderPlacer>;

beforeAll(async () => {
  h = await createTestApp();
  placer = createOrderPlacer(h, "73341");
  anita = await placer.signedIn(ANITA);
});
afterAll(() => h.close());

/** A cash-on-delivery order its shopper placed and the shop delivered. */
async function deliveredOrder(): Promise<PlacedOrder & { lines: OrderDetail["items"] }> {
  const o = await placer.placeOrder("cod");
  for (const status of ["confirmed", "packed", "out_for_delivery", "delivered"]) {
    const res = await anita.post(`/s/api/admin/orders/${o.number}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...o, lines: (await seen(o)).items };
}

const seen = async (o: { client: ShopClient; id: number }) => (await o.client.get(`/s/api/account/orders/${o.id}`)).json() as OrderDetail;
const report = (o: { client: ShopClient; id: number }, body: unknown, client = o.client) => client.post(`/s/api/account/orders/${o.id}/reports`, body);

/** A multipart form as a browser's FormData sends it. */
async function form(fields: Record<string, string>, photo?: { bytes: Buffer; type: string; name?: string }) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (photo) data.append("photo", new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name ?? "photo.jpg");
  const request = new Request("http://localhost/", { method: "POST", body: data });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type")! };
}
const reportWithPhoto = async (o: { client: ShopClient; id: number }, fields: Record<string, string>, photo?: { bytes: Buffer; type: string }) => {
  const sent = await form(fields, photo);
  return o.client.request("POST", `/s/api/account/orders/${o.id}/reports`, { body: sent.body, headers: { "content-type": sent.type } });
};

/** A phone's photo: upright only by its EXIF orientation, and carrying where it was taken. */
const phonePhoto = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0392b" } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: "Taken at 12.9716 N, 77.5946 E" } })
    .toBuffer();

describe("reporting a problem", () => {
  it("reports a damaged line with a photo: the order shows it, being looked into, with the photo for its reporter alone", async () => {
    const o = await deliveredOrder();
    const line = o.lines[0]!;
    const res = await reportWithPhoto(o, { item_id: String(line.id), kind: "damaged", quantity: "1", note: "The packet was torn open" }, { bytes: await phonePhoto(), type: "image/jpeg" });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as OrderDetail;
    expect(order.reports).toEqual([
      expect.objectContaining({ item_id: line.id, name: line.name, pack: line.pack, kind: "damaged", kind_label: "Damaged", quantity: 1, note: "The packet was torn open" }),
    ]);
    const [made] = order.reports;
    expect(made).toMatchObject({ status: "open", status_label: "Being looked into", outcome: "", refund_amount: 0, refund_by: null, resolved_at: null });
    expect(made!.photo_url).toBe(`/s/api/account/reports/${made!.id}/photo`);
    expect(order.report.allowed).toBe(true);

    const photo = await o.client.get(made!.photo_url!);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect(photo.headers["cache-control"]).toBe("private, no-store");
    // Kept as a JPEG of its own, without the phone's metadata.
    expect((await sharp(photo.rawPayload).metadata()).format).toBe("jpeg");
    expect(photo.rawPayload.includes("12.9716")).toBe(false);

    // Nobody else sees it: another shopper, a visitor, the public CDN, the media library.
    const other = await placer.signedIn("9876543210");
    expect((await other.get(made!.photo_url!)).statusCode).toBe(404);
    expect((await new ShopClient(h.app, DEMO).get(made!.photo_url!)).statusCode).toBe(401);
    const [row] = await h.services.db.select({ photo: t.orderReports.photo }).from(t.orderReports).where(eq(t.orderReports.id, made!.id));
    expect(row!.photo).toMatch(/^private\/reports\/[0-9a-f]{32}\.jpg$/);
    for (const size of ["original", "small"]) expect((await new ShopClient(h.app, DEMO).get(`/cdn/${size}/${row!.photo}`)).statusCode).toBe(404);
    const library = (await anita.get(`/s/api/admin/media?q=reports&per_page=100`)).json() as { data: { key: string }[] };
    expect(library.data.map((p) => p.key)).not.toContain(row!.photo);
    expect((await anita.request("DELETE", `/s/api/admin/media/${encodeURIComponent(row!.photo!)}`)).statusCode).toBe(404);
  });

  it("takes a report as JSON without a photo, and counts what a line has left: a rejected report gives its quantity back", async () => {
    const o = await deliveredOrder();
    const line = o.lines[0]!;
    expect(line.quantity).toBe(2);
    expect((await report(o, { item_id: line.id, kind: "missing", quantity: 1, note: "Only one came" })).statusCode).toBe(201);
    const tooMany = await report(o, { item_id: line.id, kind: "missing", quantity: 2, note: "Both missing" });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({ message: reportQuantityMessage(1), errors: { quantity: reportQuantityMessage(1) } });
    const second = await report(o, { item_id: line.id, kind: "wrong", quantity: 1, note: "Wrong brand" });
    expect(second.statusCode).toBe(201);
    const full = await report(o, { item_id: line.id, kind: "wrong", quantity: 1, note: "Again" });
    expect(full.json()).toMatchObject({ errors: { quantity: reportQuantityMessage(0) } });

    // The shop rejects one: its unit may be reported again.
    const rejected = (second.json() as OrderDetail).reports.at(-1)!;
    expect((await anita.post(`/s/api/admin/order-reports/${rejected.id}/reject`, { reason: "The photo shows the right brand" })).statusCode).toBe(200);
    expect((await report(o, { item_id: line.id, kind: "damaged", quantity: 1, note: "Crushed" })).statusCode).toBe(201);
    const after = await seen(o);
    expect(after.reports.map((r) => [r.kind, r.status])).toEqual([
      ["missing", "open"],
      ["wrong", "rejected"],
      ["damaged", "open"],
    ]);
    expect(after.reports[1]).toMatchObject({ status_label: "Not accepted", outcome: "The photo shows the right brand" });
  });

  it("answers each field's mistake at the field, and changes nothing", async () => {
    const o = await deliveredOrder();
    const line = o.lines[0]!;
    const cases: [unknown, string, string][] = [
      [{ item_id: line.id, kind: "damaged", quantity: 1, note: "   " }, "note", "Note is required"],
      [{ item_id: line.id, kind: "damaged", quantity: 1, note: "x".repeat(501) }, "note", "Note can be at most 500 characters"],
      [{ item_id: line.id, kind: "lost", quantity: 1, note: "Gone" }, "kind", "Choose what happened"],
      [{ item_id: line.id, kind: "missing", quantity: 0, note: "Gone" }, "quantity", "How many must be a whole number from 1"],
      [{ item_id: line.id, kind: "missing", quantity: 1.5, note: "Gone" }, "quantity", "How many must be a whole number from 1"],
      [{ kind: "missing", quantity: 1, note: "Gone" }, "item_id", REPORT_ITEM_UNKNOWN],
      [{ item_id: line.id, kind: "missing", quantity: 1, note: "Gone", price: 1 }, "body", "A report does not take price"],
    ];
    for (const [body, field, message] of cases) {
      const res = await report(o, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect((res.json() as { errors: Record<string, string> }).errors[field], JSON.stringify(body)).toBe(message);
    }
    // A line of another order is not this order's.
    const other = await deliveredOrder();
    const foreign = await report(o, { item_id: other.lines[0]!.id, kind: "missing", quantity: 1, note: "Gone" });
    expect(foreign.json()).toEqual({ message: REPORT_ITEM_UNKNOWN, errors: { item_id: REPORT_ITEM_UNKNOWN } });
    expect((await seen(o)).reports).toEqual([]);
  });

  it("refuses a photo that is not a JPEG, PNG or WebP picture, or is too big, at the photo field", async () => {
    const o = await deliveredOrder();
    const fields = { item_id: String(o.lines[0]!.id), kind: "damaged", quantity: "1", note: "Dented tin" };
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    for (const photo of [
      { bytes: gif, type: "image/gif" },
      { bytes: Buffer.from("not a picture at all"), type: "image/jpeg" },
      { bytes: await phonePhoto(), type: "image/png" },
    ]) {
      const res = await reportWithPhoto(o, fields, photo);
      expect(res.statusCode, photo.type).toBe(415);
      expect(res.json()).toEqual({ message: REPORT_PHOTO_WRONG_TYPE, errors: { photo: REPORT_PHOTO_WRONG_TYPE } });
    }
    const big = await reportWithPhoto(o, fields, { bytes: Buffer.concat([await phonePhoto(), Buffer.alloc(REPORT_PHOTO_MAX_BYTES)]), type: "image/jpeg" });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: REPORT_PHOTO_TOO_BIG, errors: { photo: REPORT_PHOTO_TOO_BIG } });
    // Fields are judged before the photo.
    const noNote = await reportWithPhoto(o, { ...fields, note: "" }, { bytes: gif, type: "image/gif" });
    expect(noNote.json()).toMatchObject({ errors: { note: "Note is required" } });
    // A PNG is welcome, and kept as a JPEG.
    const png = await sharp({ create: { width: 20, height: 20, channels: 4, background: "#00000000" } })
      .png()
      .toBuffer();
    expect((await reportWithPhoto(o, fields, { bytes: png, type: "image/png" })).statusCode).toBe(201);
    expect((await seen(o)).reports).toHaveLength(1);
  });

  it("opens 48 hours from delivery: not before it, not after; the order says why", async () => {
    const placed = await placer.placeOrder("cod");
    const before = await seen(placed);
    expect(before.report).toEqual({ allowed: false, until: null, note: "" });
    const early = await report(placed, { item_id: before.items[0]!.id, kind: "missing", quantity: 1, note: "Not here" });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: REPORT_NOT_DELIVERED });

    const o = await deliveredOrder();
    const open = await seen(o);
    const delivered = open.timeline.find((e) => e.status === "delivered")!;
    expect(open.report).toEqual({ allowed: true, until: new Date(Date.parse(delivered.at) + 48 * 3_600_000).toISOString(), note: "" });
    // Two days and an hour ago.
    await h.services.db
      .update(t.orderEvents)
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(and(eq(t.orderEvents.orderId, o.id), eq(t.orderEvents.status, "delivered")));
    const late = await report(o, { item_id: o.lines[0]!.id, kind: "missing", quantity: 1, note: "Not here" });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: REPORT_WINDOW_CLOSED });
    expect((await seen(o)).report).toMatchObject({ allowed: false, note: REPORT_WINDOW_CLOSED });
  });

  it("is the order's customer's, and the sales agent's who placed it: another shopper, another website and a visitor learn nothing", async () => {
    const o = await deliveredOrder();
    const body = { item_id: o.lines[0]!.id, kind: "missing", quantity: 1, note: "Not here" };
    const other = await placer.signedIn("9876543210");
    for (const client of [other, await placer.signedIn(o.phone, FRESH)]) {
      const res = await report(o, body, client);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: REPORT_ORDER_NOT_FOUND });
    }
    expect((await report(o, body, new ShopClient(h.app, DEMO))).statusCode).toBe(401);
    expect((await seen(o)).reports).toEqual([]);
  });

  it("takes a report from the sales agent who placed the order, for the customer", async () => {
    const o = await deliveredOrder();
    const agent = await placer.signedIn("9876543211");
    const body = { item_id: o.lines[0]!.id, kind: "damaged", quantity: 1, note: "Told me on the phone: the packet was torn" };
    // Not theirs yet: another person's order is not found.
    expect((await report(o, body, agent)).statusCode).toBe(404);
    const [row] = await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, "9876543211"));
    await h.services.db.update(t.orders).set({ agentId: row!.id, channel: "agent" }).where(eq(t.orders.id, o.id));
    const res = await report(o, body, agent);
    expect(res.statusCode, res.body).toBe(201);
    expect((await seen(o)).reports).toMatchObject([{ kind: "damaged", quantity: 1, status: "open" }]);
  });
});
