// GST documents (issue 34, ADR 0082) over the real database and HTTP, with orders placed through
// the shop's checkout on the demo store (registered in Karnataka): an order is invoiced once,
// when it goes out for delivery, with figures that add up to the order; the shopper and the
// admin download the PDF, nobody else; a product without an HSN keeps the order from going out;
// a business buyer gets a B2B invoice, refused where the shop would need an e-invoice; a
// composition seller refuses another state; a resolved report and a voided counter sale give
// credit notes; the settings are validated; a month's GSTR-1 table downloads as CSV.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gte } from "drizzle-orm";
import * as t from "../db/schema";
import type { OrderDetail } from "../../shared/api/account";
import type { GstSettingsAnswer, IssuedDocumentsAnswer } from "../../shared/api/admin-gst";
import type { PosReceipt } from "../../shared/api/pos";
import type { InvoiceDocument } from "../../shared/gst/invoice-document";
import { formatRupees, toRupees } from "../../shared/money";
import { shopDayOf } from "../../shared/shop-time";
import { GSTIN_EINVOICE, GSTIN_NOT_TAKEN } from "../domain/invoices/checkout-gst";
import { readPdfText } from "../domain/invoices/pdf/read-pdf-text";
import { createTestApp, DEMO, FRESH, type ShopClient, type TestApp } from "../testing/test-app";
import { createOrderPlacer, type PlacedOrder } from "../testing/order-placer";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const DEMO_GSTIN = "29AAKFK4321J1Z5";
const MAHARASHTRA_GSTIN = "27AAPFU0939F1ZV";
const GST = "/s/api/admin/gst";

let h: TestApp;
let placer: ReturnType<typeof createOrderPlacer>;
let anita: ShopClient;
let demoId: number;

beforeAll(async () => {
  h = await createTestApp();
  placer = createOrderPlacer(h, "73461");
  anita = await placer.signedIn(ANITA);
  const [demo] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
  demoId = demo!.id;
});
afterAll(() => h.close());

async function move(o: { number: string }, ...statuses: string[]) {
  for (const status of statuses) {
    const res = await anita.post(`/s/api/admin/orders/${o.number}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
}
const seen = async (o: { client: ShopClient; id: number }) => (await o.client.get(`/s/api/account/orders/${o.id}`)).json() as OrderDetail;
const documentsOf = async (orderId: number) =>
  (await h.services.db.select({ id: t.invoices.id, document: t.invoices.document }).from(t.invoices).where(eq(t.invoices.orderId, orderId)).orderBy(t.invoices.id)).map((r) => ({
    id: r.id,
    doc: r.document as unknown as InvoiceDocument,
  }));
async function onlyDocument(orderId: number) {
  const docs = await documentsOf(orderId);
  expect(docs).toHaveLength(1);
  return docs[0]!;
}
const amountOf = async (orderId: number) => (await h.services.db.select({ amount: t.orders.amount }).from(t.orders).where(eq(t.orders.id, orderId)))[0]!.amount;
const settings = async () => (await anita.get(`${GST}/settings`)).json() as GstSettingsAnswer;
async function saveSettings(change: Partial<GstSettingsAnswer>) {
  const { registrations, registered: _r, products_missing_tax: _m, ...rest } = { ...(await settings()), ...change };
  const res = await anita.request("PUT", `${GST}/settings`, { body: { ...rest, registrations: registrations.map((r) => ({ gstin: r.gstin, address: r.address })) } });
  expect(res.statusCode, res.body).toBe(200);
}
async function warehouseState(code: string) {
  await h.services.db.update(t.warehouses).set({ stateCode: code }).where(eq(t.warehouses.websiteId, demoId));
}

/** A well-stocked pack of the demo store's 560038 warehouse (its only one) at each rate asked. */
async function packsAt(rates: readonly string[]) {
  return Promise.all(
    rates.map(async (rate) => {
      const [row] = await h.services.db
        .select({ pack_id: t.packs.id, warehouse_id: t.stock.warehouseId, price: t.packs.price })
        .from(t.packs)
        .innerJoin(t.products, eq(t.products.id, t.packs.productId))
        .innerJoin(t.stock, eq(t.stock.packId, t.packs.id))
        .where(and(eq(t.packs.websiteId, demoId), eq(t.products.gstRate, rate), eq(t.packs.active, true), eq(t.products.active, true), gte(t.stock.quantity, 50), gte(t.packs.maxPerOrder, 3)))
        .orderBy(t.packs.id)
        .limit(1);
      return row!;
    }),
  );
}
/** Two of a 5 % pack and two of an exempt one: a cart that needs every kind of document. */
const mixedCart = () => packsAt(["5", "exempt"]);
/** The CGST (= SGST) of a 5 % line of `net` paise, tax included: half of net × 5/105, to the paisa. */
const halfTaxAt5 = (net: number) => Math.round((net * 5) / 210);

/** Each line adds up, and the lines add up to the document. */
function expectAddsUp(doc: InvoiceDocument) {
  for (const l of doc.lines) expect(l.taxable + l.cgst + l.sgst + l.igst, l.description).toBe(l.total);
  expect(doc.lines.reduce((n, l) => n + l.total, 0)).toBe(doc.totals.total);
  expect(doc.rateSummary.reduce((n, r) => n + r.taxable, 0)).toBe(doc.totals.taxable);
}

describe("invoices of web orders", () => {
  it("issues one when the order goes out for delivery, adding up to the order, and none again when it is delivered", async () => {
    const [taxed, exempt] = await mixedCart();
    const o = await placer.placeOrder("cod", {}, [taxed!, exempt!]);
    await move(o, "confirmed", "packed");
    expect((await seen(o)).documents).toEqual([]);
    await move(o, "out_for_delivery");

    const [issued, ...more] = await documentsOf(o.id);
    expect(more).toEqual([]);
    const doc = issued!.doc;
    // Taxed and exempt goods to a consumer: one invoice-cum-bill of supply (rule 46A).
    expect(doc.kind).toBe("invoice_bill_of_supply");
    expect(doc.number).toMatch(/^INV\/\d{4}\/\d{6}$/);
    expect(doc.totals.total).toBe(await amountOf(o.id));
    expectAddsUp(doc);
    expect(doc.seller).toMatchObject({ gstin: DEMO_GSTIN, name: "Kirana Demo Stores LLP", stateCode: "29", composition: false });
    expect(doc.buyer).toMatchObject({ name: "Meera Rao", state: "Karnataka", gstin: null });
    expect(doc).toMatchObject({ placeOfSupply: { stateCode: "29", state: "Karnataka" }, interState: false, orderNumber: o.number, channel: "web" });
    for (const l of doc.lines) expect(l.igst).toBe(0);
    // HSN and rate are the products' as they were at issue.
    const goods = doc.lines.filter((l) => l.kind === "goods");
    expect(goods.map((l) => l.rate)).toEqual(["5", "exempt"]);
    const half = halfTaxAt5(taxed!.price * 2);
    expect(goods[0]).toMatchObject({ gross: taxed!.price * 2, discount: 0, cgst: half, sgst: half, igst: 0, taxable: taxed!.price * 2 - 2 * half, total: taxed!.price * 2 });
    expect(goods[1]).toMatchObject({ gross: exempt!.price * 2, cgst: 0, sgst: 0, igst: 0, taxable: exempt!.price * 2, total: exempt!.price * 2 });
    const [item] = await h.services.db.select({ productId: t.orderItems.productId }).from(t.orderItems).where(eq(t.orderItems.id, goods[0]!.orderItemId!));
    const [product] = await h.services.db.select({ hsn: t.products.hsn, rate: t.products.gstRate }).from(t.products).where(eq(t.products.id, item!.productId!));
    expect({ hsn: goods[0]!.hsn, rate: goods[0]!.rate }).toEqual(product);

    const page = await seen(o);
    expect(page.documents).toEqual([
      { id: issued!.id, kind: "invoice_bill_of_supply", label: "Invoice-cum-bill of supply", number: doc.number, issued_at: doc.issuedAt, total: toRupees(doc.totals.total) },
    ]);

    // A later edit of the product does not reach the issued document.
    await h.services.db.update(t.products).set({ hsn: "9999" }).where(eq(t.products.id, item!.productId!));
    await move(o, "delivered");
    const after = await documentsOf(o.id);
    expect(after).toHaveLength(1);
    expect(after[0]!.doc).toEqual(doc);
    await h.services.db.update(t.products).set({ hsn: product!.hsn }).where(eq(t.products.id, item!.productId!));
  });

  it("gives the PDF to the shopper and the admin, and to nobody else", async () => {
    const o = await placer.placeOrder();
    await move(o, "confirmed", "packed", "out_for_delivery");
    const { id, doc } = await onlyDocument(o.id);

    const pdf = await o.client.get(`/s/api/account/orders/${o.id}/documents/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`inline; filename="${doc.number.replace(/\//g, "-")}.pdf"`);
    const text = readPdfText(pdf.rawPayload)
      .flatMap((p) => p.lines)
      .join("\n");
    expect(text).toContain(doc.number);
    expect(text).toContain(DEMO_GSTIN);
    expect(text).toContain(formatRupees(toRupees(doc.totals.total)).replace("₹", ""));

    const receipt = await o.client.get(`/s/api/account/orders/${o.id}/documents/${id}/pdf?layout=receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(readPdfText(receipt.rawPayload)[0]!.width).toBeLessThan(300);
    expect((await o.client.get(`/s/api/account/orders/${o.id}/documents/${id}/pdf?layout=a3`)).statusCode).toBe(422);

    const stranger = await placer.placeOrder();
    expect((await stranger.client.get(`/s/api/account/orders/${o.id}/documents/${id}/pdf`)).statusCode).toBe(404);
    expect((await stranger.client.get(`/s/api/account/orders/${stranger.id}/documents/${id}/pdf`)).statusCode).toBe(404);

    const admin = await anita.get(`${GST}/documents/${id}/pdf`);
    expect(admin.statusCode).toBe(200);
    expect(admin.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const listed = (await anita.get(`${GST}/documents?q=${encodeURIComponent(o.number)}`)).json() as IssuedDocumentsAnswer;
    expect(listed.data).toEqual([expect.objectContaining({ id, number: doc.number, order_number: o.number, buyer: "Meera Rao", gstin: null })]);
    // The same admin at Fresh Basket does not find the demo store's document.
    const atFresh = await placer.signedIn(ANITA, FRESH);
    expect((await atFresh.get(`${GST}/documents/${id}/pdf`)).statusCode).toBe(404);
  });

  it("keeps an order from going out while a product of it has no HSN code, and says which", async () => {
    const o = await placer.placeOrder();
    const [line] = await h.services.db.select({ productId: t.orderItems.productId, name: t.orderItems.name }).from(t.orderItems).where(eq(t.orderItems.orderId, o.id)).limit(1);
    const [product] = await h.services.db.select({ hsn: t.products.hsn }).from(t.products).where(eq(t.products.id, line!.productId!));
    await h.services.db.update(t.products).set({ hsn: null }).where(eq(t.products.id, line!.productId!));
    await move(o, "confirmed", "packed");
    const refused = await anita.post(`/s/api/admin/orders/${o.number}/status`, { status: "out_for_delivery" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: `${line!.name} has no HSN code. Give it one in Products: order ${o.number} cannot be invoiced without it.` });
    expect((await seen(o)).status).toBe("packed");
    expect(await documentsOf(o.id)).toEqual([]);

    await h.services.db.update(t.products).set({ hsn: product!.hsn }).where(eq(t.products.id, line!.productId!));
    await move(o, "out_for_delivery");
    expect(await documentsOf(o.id)).toHaveLength(1);
  });

  it("invoices a business buyer's GSTIN (B2B), refuses a wrong one, and refuses any where the shop would need an e-invoice", async () => {
    const wrong = await placer.tryOrder("cod", { gstin: "27AAPFU0939F1ZA" });
    expect(wrong.res.statusCode).toBe(422);
    expect(wrong.res.json()).toMatchObject({ errors: { gstin: "The GSTIN's last character does not match: check it for a typo" } });

    const [taxed, exempt] = await mixedCart();
    const o = await placer.placeOrder("cod", { gstin: ` ${MAHARASHTRA_GSTIN.toLowerCase()} `, business_name: "Rao Caterers" }, [taxed!, exempt!]);
    await move(o, "confirmed", "packed", "out_for_delivery");
    const docs = (await documentsOf(o.id)).map((d) => d.doc);
    // Rule 46A's one document is for unregistered buyers: a business gets a tax invoice for the
    // taxed goods and a bill of supply for the exempt ones.
    expect(docs.map((d) => [d.kind, d.lines.filter((l) => l.kind === "goods").map((l) => l.rate)])).toEqual([
      ["tax_invoice", ["5"]],
      ["bill_of_supply", ["exempt"]],
    ]);
    for (const doc of docs) {
      expect(doc.buyer).toMatchObject({ name: "Rao Caterers", gstin: MAHARASHTRA_GSTIN, state: "Karnataka" });
      // Delivered in Karnataka from Karnataka: the place of supply is where the goods go.
      expect(doc.interState).toBe(false);
      expectAddsUp(doc);
    }
    expect(docs.reduce((n, d) => n + d.totals.total, 0)).toBe(await amountOf(o.id));

    await saveSettings({ einvoicing: true });
    try {
      const refused = await placer.tryOrder("cod", { gstin: MAHARASHTRA_GSTIN });
      expect(refused.res.statusCode).toBe(422);
      expect(refused.res.json()).toEqual({ message: GSTIN_EINVOICE, errors: { gstin: GSTIN_EINVOICE } });
      // Without a GSTIN the same shop takes the order.
      expect((await placer.tryOrder("cod")).res.statusCode).toBe(201);
    } finally {
      await saveSettings({ einvoicing: false });
    }

    // A website without a GSTIN issues no invoice at all, so it takes none.
    const registered = await settings();
    await saveSettings({ registrations: [] });
    try {
      const refused = await placer.tryOrder("cod", { gstin: MAHARASHTRA_GSTIN });
      expect(refused.res.statusCode).toBe(422);
      expect(refused.res.json()).toEqual({ message: GSTIN_NOT_TAKEN, errors: { gstin: GSTIN_NOT_TAKEN } });
    } finally {
      await saveSettings({ registrations: registered.registrations });
    }
  });

  it("taxes an order from a warehouse in another state as IGST, under that state's GSTIN", async () => {
    const before = await settings();
    await saveSettings({ registrations: [...before.registrations, { gstin: MAHARASHTRA_GSTIN, address: "Plot 9, MIDC, Bhiwandi, Maharashtra 421302", state: "", state_code: "" }] });
    await warehouseState("27");
    try {
      const [taxed] = await packsAt(["5"]);
      const o = await placer.placeOrder("cod", {}, [taxed!]);
      await move(o, "confirmed", "packed", "out_for_delivery");
      const { doc } = await onlyDocument(o.id);
      expect(doc.seller).toMatchObject({ gstin: MAHARASHTRA_GSTIN, stateCode: "27", state: "Maharashtra", address: "Plot 9, MIDC, Bhiwandi, Maharashtra 421302" });
      expect(doc).toMatchObject({ interState: true, placeOfSupply: { stateCode: "29" } });
      for (const l of doc.lines) expect([l.cgst, l.sgst]).toEqual([0, 0]);
      // IGST is the whole of net × 5/105, to the paisa.
      expect(doc.lines[0]).toMatchObject({ rate: "5", igst: Math.round((taxed!.price * 2 * 5) / 105) });
      expectAddsUp(doc);
    } finally {
      await warehouseState("29");
      await saveSettings({ registrations: before.registrations });
    }
  });

  it("under composition refuses an address in another state at checkout and issues bills of supply without tax", async () => {
    await saveSettings({ composition: true });
    try {
      await warehouseState("27");
      const refused = await placer.tryOrder();
      expect(refused.res.statusCode).toBe(422);
      const message = "This shop delivers only within Maharashtra: as a composition taxpayer it cannot supply to Karnataka. Choose an address in Maharashtra.";
      expect(refused.res.json()).toEqual({ message, errors: { address_id: message } });

      await warehouseState("29");
      const o = await placer.placeOrder();
      await move(o, "confirmed", "packed", "out_for_delivery");
      const { doc } = await onlyDocument(o.id);
      expect(doc.kind).toBe("bill_of_supply");
      expect(doc.seller.composition).toBe(true);
      expect([doc.totals.cgst, doc.totals.sgst, doc.totals.igst]).toEqual([0, 0, 0]);
      expect(doc.totals.total).toBe(await amountOf(o.id));
      // Nothing to export: a composition taxpayer does not file GSTR-1.
      const exported = await anita.get(`${GST}/gstr1?month=${doc.issuedAt.slice(0, 7)}&gstin=${DEMO_GSTIN}&table=b2cs`);
      expect(exported.statusCode).toBe(409);
    } finally {
      await warehouseState("29");
      await saveSettings({ composition: false });
    }
  });
});

describe("credit notes", () => {
  it("credits the refunded line of a resolved report against the order's invoice", async () => {
    const o: PlacedOrder = await placer.placeOrder();
    await move(o, "confirmed", "packed", "out_for_delivery", "delivered");
    const { doc: invoice } = await onlyDocument(o.id);
    const item = (await seen(o)).items[0]!;
    const reported = await o.client.post(`/s/api/account/orders/${o.id}/reports`, { item_id: item.id, kind: "damaged", quantity: 1, note: "Crushed" });
    expect(reported.statusCode, reported.body).toBe(201);
    const reportId = (reported.json() as OrderDetail).reports.at(-1)!.id;
    expect((await anita.post(`/s/api/admin/order-reports/${reportId}/resolve`, {})).statusCode).toBe(200);
    // Twice is once.
    expect((await anita.post(`/s/api/admin/order-reports/${reportId}/resolve`, {})).statusCode).toBe(200);

    const docs = await documentsOf(o.id);
    expect(docs).toHaveLength(2);
    const note = docs[1]!.doc;
    const line = invoice.lines.find((l) => l.orderItemId === item.id)!;
    expect(note).toMatchObject({ kind: "credit_note", against: { number: invoice.number, kind: invoice.kind, total: invoice.totals.total }, seller: invoice.seller, buyer: invoice.buyer });
    expect(note.number).toMatch(/^CN\/\d{4}\/\d{6}$/);
    expect(note.lines).toEqual([expect.objectContaining({ orderItemId: item.id, hsn: line.hsn, rate: line.rate, total: Math.min(Math.round(item.price * 100), line.total) })]);
    expect(note.reason).toMatch(/^Problem reported: damaged/);
    expectAddsUp(note);
    expect((await seen(o)).documents.map((d) => d.label)).toEqual([expect.any(String), "Credit note"]);
  });

  it("invoices a counter sale at the sale and credits it whole when it is voided", async () => {
    const [pack] = await h.services.db
      .select({ packId: t.packs.id, warehouseId: t.stock.warehouseId })
      .from(t.packs)
      .innerJoin(t.stock, eq(t.stock.packId, t.packs.id))
      .where(and(eq(t.packs.websiteId, demoId), eq(t.packs.active, true)))
      .limit(1);
    await h.services.db
      .update(t.stock)
      .set({ quantity: 50 })
      .where(and(eq(t.stock.packId, pack!.packId), eq(t.stock.warehouseId, pack!.warehouseId)));
    const sold = await anita.post(
      "/s/api/pos/sales",
      { warehouse_id: pack!.warehouseId, lines: [{ pack_id: pack!.packId, quantity: 2 }], payment: { method: "cash", tendered: 10_000 } },
      { headers: { "idempotency-key": "gst-counter-1" } },
    );
    expect(sold.statusCode, sold.body).toBe(201);
    const receipt = sold.json() as PosReceipt;
    expect(receipt.documents).toEqual([expect.objectContaining({ total: receipt.total })]);
    const { doc } = await onlyDocument(receipt.id);
    expect(doc).toMatchObject({ channel: "pos", buyer: { name: "Walk-in customer", stateCode: "29", gstin: null }, interState: false });
    expect(doc.totals.total).toBe(Math.round(receipt.total * 100));

    const slip = await anita.get(`/s/api/pos/sales/${receipt.order_number}/documents/${receipt.documents[0]!.id}/pdf`);
    expect(slip.statusCode).toBe(200);
    expect(readPdfText(slip.rawPayload)[0]!.width).toBeLessThan(300);

    const voided = await anita.post(`/s/api/pos/sales/${receipt.order_number}/void`, { reason: "Rang up twice" });
    expect(voided.statusCode).toBe(200);
    expect((voided.json() as PosReceipt).documents.map((d) => d.label)).toEqual([receipt.documents[0]!.label, "Credit note"]);
    const [, { doc: note }] = (await documentsOf(receipt.id)) as [unknown, { doc: InvoiceDocument }];
    expect(note.lines).toEqual(doc.lines);
    expect(note).toMatchObject({ kind: "credit_note", against: { number: doc.number }, reason: "Sale voided: Rang up twice" });
  });
});

describe("GST settings", () => {
  it("answers the website's settings and registrations", async () => {
    expect(await settings()).toMatchObject({
      legal_name: "Kirana Demo Stores LLP",
      registered: true,
      registrations: [{ gstin: DEMO_GSTIN, state_code: "29", state: "Karnataka" }],
      delivery_tax: { mode: "composite" },
      signatory_name: "Anita Rao",
      products_missing_tax: 0,
    });
  });

  it("refuses a wrong GSTIN, two in one state, a missing name and a bad SAC, changing nothing", async () => {
    const body = { legal_name: "", composition: false, einvoicing: false, delivery_tax: { mode: "separate", sac: "123456", rate: "18" }, signatory_name: "", signature: null };
    const res = await anita.request("PUT", `${GST}/settings`, {
      body: {
        ...body,
        registrations: [
          { gstin: "29AAKFK4321J1Z6", address: "Here" },
          { gstin: DEMO_GSTIN, address: "" },
          { gstin: "29AAPFU0939F1ZR", address: "There" },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "registrations.0.gstin": "The GSTIN's last character does not match: check it for a typo",
      "registrations.1.address": "Give the address of the place of business registered under this GSTIN",
      "registrations.2.gstin": "One GSTIN per state: this state already has one above",
      "delivery_tax.sac": "A SAC has 6 digits and starts with 99",
      legal_name: "Give the legal name as registered for GST",
      signatory_name: "Give the name of the person who signs the invoices",
    });
    expect((await settings()).legal_name).toBe("Kirana Demo Stores LLP");

    const twoStates = await anita.request("PUT", `${GST}/settings`, {
      body: {
        ...body,
        legal_name: "X",
        signatory_name: "Y",
        composition: true,
        delivery_tax: { mode: "composite" },
        registrations: [
          { gstin: DEMO_GSTIN, address: "A" },
          { gstin: MAHARASHTRA_GSTIN, address: "B" },
        ],
      },
    });
    expect(twoStates.statusCode).toBe(422);
    expect(twoStates.json()).toMatchObject({ errors: { composition: "Only with one GSTIN" } });
  });

  it("keeps an audit entry of a change", async () => {
    await saveSettings({ signatory_name: "Anita R." });
    await saveSettings({ signatory_name: "Anita Rao" });
    const entries = await h.services.db
      .select({ after: t.auditLog.after })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.websiteId, demoId), eq(t.auditLog.entityType, "gst_settings")));
    expect(entries.map((e) => (e.after as { signatory_name: string }).signatory_name)).toEqual(expect.arrayContaining(["Anita R.", "Anita Rao"]));
  });
});

describe("the GSTR-1 export", () => {
  it("downloads a month's table for one of the website's GSTINs as CSV", async () => {
    const [taxed, exempt] = await mixedCart();
    const o = await placer.placeOrder("cod", {}, [taxed!, exempt!]);
    await move(o, "confirmed", "packed", "out_for_delivery");
    const { doc } = await onlyDocument(o.id);
    const month = shopDayOf(new Date(doc.issuedAt)).slice(0, 7);

    const docs = await anita.get(`${GST}/gstr1?month=${month}&gstin=${DEMO_GSTIN}&table=docs`);
    expect(docs.statusCode, docs.body).toBe(200);
    expect(docs.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(docs.headers["content-disposition"]).toBe(`attachment; filename="gstr1-${DEMO_GSTIN}-${month}-docs.csv"`);
    expect(docs.body.split("\r\n")[0]).toMatch(/^Nature of Document,Sr\. No\. From,Sr\. No\. To,Total Number,Cancelled/);

    // Every HSN the shopper bought is in the month's B2C summary; taxable ones in B2CS by state.
    const hsn = await anita.get(`${GST}/gstr1?month=${month}&gstin=${DEMO_GSTIN}&table=hsn_b2c`);
    expect(hsn.statusCode).toBe(200);
    const hsnCodes = hsn.body
      .split("\r\n")
      .slice(1)
      .map((row) => row.split(",")[0]);
    for (const line of doc.lines.filter((l) => l.kind === "goods")) expect(hsnCodes).toContain(line.hsn);
    const b2cs = await anita.get(`${GST}/gstr1?month=${month}&gstin=${DEMO_GSTIN}&table=b2cs`);
    expect(b2cs.statusCode).toBe(200);
    expect(b2cs.body.split("\r\n").slice(1)).toEqual(expect.arrayContaining([expect.stringMatching(/^OE,29-Karnataka,/)]));
    // The exempt goods are in table 8, among intra-state supplies to unregistered persons.
    const exemp = await anita.get(`${GST}/gstr1?month=${month}&gstin=${DEMO_GSTIN}&table=exemp`);
    expect(exemp.body).toMatch(/\r\nIntra-State supplies to unregistered persons,[\d.]+,[1-9][\d.]*,/);

    expect((await anita.get(`${GST}/gstr1?month=${month}&gstin=${MAHARASHTRA_GSTIN}&table=b2b`)).json()).toMatchObject({ errors: { gstin: "Not this website's" } });
    expect((await anita.get(`${GST}/gstr1?month=${month}&gstin=${DEMO_GSTIN}&table=gstr3b`)).statusCode).toBe(422);
    expect((await anita.get(`${GST}/gstr1?month=2026-13&gstin=${DEMO_GSTIN}&table=b2b`)).json()).toMatchObject({ errors: { month: "month must be YYYY-MM" } });
    // A shopper reaches none of it.
    expect((await o.client.get(`${GST}/gstr1?month=${month}&gstin=${DEMO_GSTIN}&table=b2b`)).statusCode).toBe(403);
  });
});

void DEMO;
