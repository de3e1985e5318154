// The orders screens against a stand-in server: the list's filters are the request's query; the
// detail moves an order forward, cancels it (asked first) with the refund's outcome, and tries
// a failed refund again, and shows a counter sale as sold at the counter; the packing slip shows
// what to pack and prints.
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { ORDER_STATUS_STALE, type AdminOrderCounter, type AdminOrderDetail, type AdminOrderRefund, type AdminOrderSummary } from "../../shared/api/admin-orders";
import { adminServer, openAt, page } from "../parts/admin-testing";
import { orderFiltersFrom } from "./order-filters";

let server: FakeShopServer;
beforeEach(() => {
  server = adminServer();
  server.on("GET", "/s/api/admin/delivery/slots", () =>
    jsonResponse({ data: [{ id: 3, warehouse_id: 1, weekdays: 127, start_time: "09:00:00", end_time: "12:00:00", capacity: 20, cutoff_minutes: 60, active: true, booked_today: 0 }] }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const summary = (over: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  id: 41,
  order_number: "KD1001",
  status: "placed",
  status_label: "Placed",
  created_at: "2026-11-20T10:00:00.000Z",
  amount: 412.5,
  items_count: 2,
  payment_method: "razorpay",
  payment_status: "paid",
  customer: { id: 9, name: "Priya Sharma", phone: "9876543210" },
  pincode: "560038",
  slot: { slot_id: 3, date: "2026-11-21", start_time: "09:00:00", end_time: "12:00:00" },
  channel: "web",
  ...over,
});

const refund = (over: Partial<AdminOrderRefund> = {}): AdminOrderRefund => ({
  id: 5,
  payment_id: 77,
  provider: "razorpay",
  status: "processed",
  amount: 412.5,
  receipt: "KD1001-R",
  provider_refund_id: "rfnd_ABCDEFGHIJKLMN",
  reason: "Out of stock",
  created_at: "2026-11-20T11:00:00.000Z",
  updated_at: "2026-11-20T11:00:00.000Z",
  ...over,
});

const detail = (over: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  ...summary(),
  agent: null,
  items: [
    { id: 1, pack_id: 31, product_id: 7, name: "Alphonso Mango", pack: "1 kg", image: "", quantity: 2, mrp: 200, price: 180, amount: 360, warehouse: { id: 1, name: "Indiranagar" } },
    { id: 2, pack_id: 32, product_id: 8, name: "Toor Dal", pack: "500 g", image: "", quantity: 1, mrp: 80, price: 72.5, amount: 72.5, warehouse: null },
  ],
  subtotal: 432.5,
  discount: 20,
  delivery_charge: 0,
  coupon_code: "FRESH20",
  address: { name: "Priya Sharma", phone: "9876543210", line1: "12, 3rd Cross", line2: "HAL 2nd Stage", landmark: "Near the park", city: "Bengaluru", state: "Karnataka", pincode: "560038" },
  notes: "Ring twice",
  slots: [{ slot_id: 3, date: "2026-11-21", start_time: "09:00:00", end_time: "12:00:00" }],
  counter: null,
  payments: [
    {
      id: 77,
      provider: "razorpay",
      status: "paid",
      amount: 412.5,
      provider_order_id: "order_ABCDEFGHIJKLMN",
      provider_payment_id: "pay_ABCDEFGHIJKLMN",
      created_at: "2026-11-20T10:00:00.000Z",
      updated_at: "2026-11-20T10:01:00.000Z",
    },
  ],
  refunds: [],
  reports: [],
  documents: [],
  timeline: [{ status: "placed", label: "Placed", at: "2026-11-20T10:01:00.000Z", note: "" }],
  next_statuses: [{ status: "confirmed", label: "Confirmed" }],
  can_cancel: true,
  can_retry_refund: false,
  shop: { name: "Fresh Basket", address: ["14, 100 Feet Road", "Indiranagar, Bengaluru 560038"] },
  ...over,
});

/** A UPI sale at the counter: no address, slot or payments; the counter's own facts instead. */
const counterSale = (counter: Partial<AdminOrderCounter> = {}, over: Partial<AdminOrderDetail> = {}): AdminOrderDetail =>
  detail({
    order_number: "DEMO100050",
    status: "delivered",
    status_label: "Delivered",
    payment_method: "upi",
    payment_status: "paid",
    channel: "pos",
    pincode: null,
    slot: null,
    discount: 0,
    coupon_code: null,
    subtotal: 412.5,
    address: null,
    notes: "",
    slots: [],
    payments: [],
    timeline: [{ status: "delivered", label: "Delivered", at: "2026-11-20T10:00:00.000Z", note: "Sold at the counter" }],
    next_statuses: [],
    can_cancel: false,
    counter: {
      warehouse: { id: 1, name: "Indiranagar Hub" },
      staff: { id: 4, name: "Meena Iyer", phone: "9876543214" },
      tendered: null,
      change: null,
      reference: "UPI-4471",
      voided: null,
      ...counter,
    },
    ...over,
  });

const listCalls = () => server.calls.filter((c) => c.method === "GET" && c.path === "/s/api/admin/orders").map((c) => Object.fromEntries(c.query));

describe("the orders list", () => {
  it("shows each order with its customer, delivery, payment and status, linking to its detail", async () => {
    server.on("GET", "/s/api/admin/orders", () =>
      jsonResponse(
        page([summary(), summary({ id: 42, order_number: "KD1002", status: "cancelled", status_label: "Cancelled", payment_method: "cod", payment_status: "pending", slot: null })], { total: 2 }),
      ),
    );
    openAt("/orders");
    const table = await screen.findByRole("table", { name: "Orders" });
    const first = within(table).getByRole("row", { name: /KD1001/ });
    expect(within(first).getByRole("link", { name: "KD1001" }).getAttribute("href")).toBe("/bos/admin/orders/KD1001");
    expect(first.textContent).toContain("Priya Sharma · 9876543210");
    expect(first.textContent).toContain("560038");
    expect(first.textContent).toContain("21 Nov, 09:00–12:00");
    expect(first.textContent).toContain("₹412.50");
    expect(first.textContent).toContain("Paid");
    expect(within(table).getByRole("row", { name: /KD1002/ }).textContent).toContain("Cancelled");
    expect(screen.getByText("Total: 2")).toBeTruthy();
    expect(listCalls()).toEqual([{ page: "1", per_page: "20" }]);
    // It is in the navigation.
    expect(
      within(screen.getByRole("navigation", { name: "Administration" }))
        .getByRole("link", { name: "Orders" })
        .getAttribute("aria-current"),
    ).toBe("page");
  });

  it("sends the search and each filter as the query, back to page 1 on a new filter", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/orders", (call) => jsonResponse(page([summary()], { total: 60, page: Number(call.query.get("page")) })));
    const router = openAt("/orders");
    await screen.findByRole("table", { name: "Orders" });

    await user.type(screen.getByRole("searchbox", { name: "Search by order number or phone" }), "98765{Enter}");
    await vi.waitFor(() => expect(listCalls().at(-1)).toEqual({ q: "98765", page: "1", per_page: "20" }));
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await vi.waitFor(() => expect(listCalls().at(-1)).toMatchObject({ page: "2" }));

    await user.selectOptions(screen.getByLabelText("Status"), "out_for_delivery");
    await vi.waitFor(() => expect(listCalls().at(-1)).toEqual({ q: "98765", status: "out_for_delivery", page: "1", per_page: "20" }));
    await user.selectOptions(screen.getByLabelText("Payment method"), "cod");
    await screen.findByRole("option", { name: "09:00–12:00" });
    await user.selectOptions(screen.getByLabelText("Delivery slot"), "3");
    await user.type(screen.getByLabelText("Pincode"), "560038{Enter}");
    await vi.waitFor(() => expect(listCalls().at(-1)).toEqual({ q: "98765", status: "out_for_delivery", payment_method: "cod", slot_id: "3", pincode: "560038", page: "1", per_page: "20" }));
    expect(router.state.location.search).toContain("pincode=560038");

    await user.click(screen.getByRole("link", { name: "Clear the filters" }));
    await vi.waitFor(() => expect(listCalls().at(-1)).toEqual({ page: "1", per_page: "20" }));
  });

  it("shows a counter sale as made at the counter, and filters by the counter's payment methods and by channel", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/orders", () =>
      jsonResponse(page([summary({ id: 43, order_number: "DEMO100050", status: "delivered", status_label: "Delivered", payment_method: "cash", pincode: null, slot: null, channel: "pos" })])),
    );
    openAt("/orders");
    const table = await screen.findByRole("table", { name: "Orders" });
    const row = within(table).getByRole("row", { name: /DEMO100050/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([expect.any(String), "Priya Sharma · 9876543210", "—", "At the counter", "CashPaid", "₹412.50", "Delivered"]);

    const methods = within(screen.getByLabelText("Payment method"))
      .getAllByRole("option")
      .map((o) => o.getAttribute("value"));
    expect(methods).toEqual(["", "cod", "razorpay", "cashfree", "cash", "upi", "card"]);
    await user.selectOptions(screen.getByLabelText("Payment method"), "UPI");
    await vi.waitFor(() => expect(listCalls().at(-1)).toEqual({ payment_method: "upi", page: "1", per_page: "20" }));
    expect(
      within(screen.getByLabelText("Channel"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Anywhere", "Online", "By a sales agent", "At the counter"]);
    await user.selectOptions(screen.getByLabelText("Channel"), "At the counter");
    await vi.waitFor(() => expect(listCalls().at(-1)).toEqual({ payment_method: "upi", channel: "pos", page: "1", per_page: "20" }));
  });

  it("reads only well-formed filters from the address", () => {
    const read = orderFiltersFrom(
      new URLSearchParams("status=placed,bogus,packed&from=2026-11-10&to=2026-11-01&payment_method=cheque&channel=shop&slot_date=2026-02-30&slot_id=0&pincode=5600&page=3&per_page=7&q=%20KD1%20"),
    );
    expect(read).toEqual({
      q: "KD1",
      status: "placed,packed",
      from: "2026-11-10",
      to: undefined,
      payment_method: undefined,
      channel: undefined,
      slot_date: undefined,
      slot_id: undefined,
      pincode: undefined,
      page: 3,
      per_page: 20,
    });
    // The counter's methods and channels are filters like any other.
    expect(orderFiltersFrom(new URLSearchParams("payment_method=upi&channel=pos"))).toMatchObject({ payment_method: "upi", channel: "pos" });
  });

  it("says when nothing matches, and shows a failure with Try again", async () => {
    let fail = true;
    server.on("GET", "/s/api/admin/orders", () => (fail ? jsonResponse({ message: "status must be one or more of …" }, 422) : jsonResponse(page([]))));
    openAt("/orders?pincode=560001");
    expect((await screen.findByRole("alert")).textContent).toContain("status must be one or more of …");
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No orders match.")).toBeTruthy();
  });
});

describe("an order's detail", () => {
  it("shows items, customer, address, slot, payments and timeline", async () => {
    server.on("GET", "/s/api/admin/orders/KD1001", () => jsonResponse(detail()));
    openAt("/orders/KD1001");
    expect(await screen.findByRole("heading", { level: 1, name: "Order KD1001" })).toBeTruthy();
    const items = screen.getByRole("table", { name: "Items" });
    expect(within(items).getByRole("row", { name: /Alphonso Mango/ }).textContent).toBe("Alphonso Mango1 kg2₹180.00₹360.00");
    expect(screen.getByText("FRESH20", { exact: false }).closest("dl")?.textContent).toContain("Total₹412.50");
    const address = screen.getByRole("region", { name: "Address" });
    expect(address.textContent).toBe("AddressPriya Sharma987654321012, 3rd CrossHAL 2nd StageLandmark: Near the parkBengaluru, Karnataka 560038");
    expect(screen.getByRole("region", { name: "Delivery" }).textContent).toContain("21 Nov, 09:00–12:00");
    expect(screen.getByRole("region", { name: "Customer" }).textContent).toContain("9876543210");
    expect(screen.getByText("order_ABCDEFGHIJKLMN / pay_ABCDEFGHIJKLMN")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Timeline" })).getByRole("listitem").textContent).toContain("Placed");
    expect(screen.getByRole("link", { name: "Packing slip" }).getAttribute("href")).toBe("/bos/admin/orders/KD1001/packing-slip");
  });

  it("lists its GST documents with their PDFs once it is invoiced, and nothing of the kind before", async () => {
    const documents = [
      { id: 12, kind: "tax_invoice" as const, label: "Tax invoice", number: "FB/26-27/000012", issued_at: "2026-11-21T04:00:00.000Z", total: 412.5 },
      { id: 14, kind: "credit_note" as const, label: "Credit note", number: "FB/26-27/CN/000002", issued_at: "2026-11-22T20:00:00.000Z", total: 72.5 },
    ];
    server.on("GET", "/s/api/admin/orders/KD1001", () => jsonResponse(detail({ documents })));
    server.on("GET", "/s/api/admin/orders/KD1002", () => jsonResponse(detail({ order_number: "KD1002" })));
    openAt("/orders/KD1001");
    const table = await screen.findByRole("table", { name: "GST documents" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["Tax invoiceFB/26-27/000012", "Nov 21, 2026", "₹412.50"],
      ["Credit noteFB/26-27/CN/000002", "Nov 23, 2026", "₹72.50"],
    ]);
    expect(within(rows[0]!).getByRole("link", { name: "A4 PDF of FB/26-27/000012" }).getAttribute("href")).toBe("/s/api/admin/gst/documents/12/pdf?layout=a4");
    expect(within(rows[1]!).getByRole("link", { name: "Receipt of FB/26-27/CN/000002" }).getAttribute("href")).toBe("/s/api/admin/gst/documents/14/pdf?layout=receipt");
    cleanup();

    openAt("/orders/KD1002");
    expect(await screen.findByRole("heading", { level: 1, name: "Order KD1002" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "GST documents" })).toBeNull();
  });

  it("moves it forward with the status it was seen in, and shows the answer", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/orders/KD1001", () => jsonResponse(detail()));
    server.on("POST", "/s/api/admin/orders/KD1001/status", () =>
      jsonResponse(
        detail({
          status: "confirmed",
          status_label: "Confirmed",
          next_statuses: [{ status: "packed", label: "Packed" }],
          timeline: [...detail().timeline, { status: "confirmed", label: "Confirmed", at: "2026-11-20T10:05:00.000Z", note: "" }],
        }),
      ),
    );
    openAt("/orders/KD1001");
    await user.click(await screen.findByRole("button", { name: "Mark as confirmed" }));
    expect((await screen.findByRole("status")).textContent).toBe("The order is now confirmed.");
    expect(screen.getByTestId("order-status").textContent).toBe("Confirmed");
    expect(screen.getByRole("button", { name: "Mark as packed" })).toBeTruthy();
    expect(server.calls.find((c) => c.method === "POST" && c.path.endsWith("/status"))?.body).toEqual({ status: "confirmed", from: "placed" });
  });

  it("on 409 shows the server's message and reads the order again", async () => {
    const user = userEvent.setup();
    let reads = 0;
    server.on("GET", "/s/api/admin/orders/KD1001", () =>
      jsonResponse(++reads === 1 ? detail() : detail({ status: "confirmed", status_label: "Confirmed", next_statuses: [{ status: "packed", label: "Packed" }] })),
    );
    server.on("POST", "/s/api/admin/orders/KD1001/status", () => jsonResponse({ message: ORDER_STATUS_STALE }, 409));
    openAt("/orders/KD1001");
    await user.click(await screen.findByRole("button", { name: "Mark as confirmed" }));
    expect((await screen.findByRole("alert")).textContent).toBe(ORDER_STATUS_STALE);
    expect(await screen.findByRole("button", { name: "Mark as packed" })).toBeTruthy();
    expect(reads).toBe(2);
  });

  it("cancels only after asking, with the reason, and shows the refund's outcome", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/orders/KD1001", () => jsonResponse(detail()));
    server.on("POST", "/s/api/admin/orders/KD1001/cancel", () =>
      jsonResponse(detail({ status: "cancelled", status_label: "Cancelled", payment_status: "refunded", next_statuses: [], can_cancel: false, refunds: [refund()] })),
    );
    openAt("/orders/KD1001");
    await user.click(await screen.findByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel order KD1001?" });
    expect(dialog.textContent).toContain("₹412.50 paid online will be refunded to the customer.");
    // Keeping the order sends nothing.
    await user.click(within(dialog).getByRole("button", { name: "Keep the order" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls.some((c) => c.path.endsWith("/cancel"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    const again = await screen.findByRole("dialog", { name: "Cancel order KD1001?" });
    await user.type(within(again).getByRole("textbox"), "Out of stock");
    await user.click(within(again).getByRole("button", { name: "Cancel order" }));
    expect((await screen.findByRole("status")).textContent).toBe("The order is cancelled. ₹412.50 refunded.");
    expect(server.calls.find((c) => c.path.endsWith("/cancel"))?.body).toEqual({ reason: "Out of stock", from: "placed" });
    expect(within(screen.getByRole("table", { name: "Refunds" })).getByText("Processed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });

  it("offers a failed refund again, and shows how it went", async () => {
    const user = userEvent.setup();
    const cancelled = { status: "cancelled" as const, status_label: "Cancelled", next_statuses: [], can_cancel: false };
    server.on("GET", "/s/api/admin/orders/KD1001", () => jsonResponse(detail({ ...cancelled, refunds: [refund({ status: "failed", provider_refund_id: null })], can_retry_refund: true })));
    server.on("POST", "/s/api/admin/orders/KD1001/refund/retry", () => jsonResponse(detail({ ...cancelled, refunds: [refund()], can_retry_refund: false })));
    openAt("/orders/KD1001");
    expect(await screen.findByText("Failed")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try the refund again" }));
    expect((await screen.findByRole("status")).textContent).toBe("Refund tried again: ₹412.50 refunded.");
    expect(screen.queryByRole("button", { name: "Try the refund again" })).toBeNull();
  });

  it("shows a counter sale as sold at the counter: warehouse, staff, payment and reference, no address, delivery, payments or packing slip", async () => {
    server.on("GET", "/s/api/admin/orders/DEMO100050", () => jsonResponse(counterSale()));
    openAt("/orders/DEMO100050");
    expect(await screen.findByRole("heading", { level: 1, name: "Order DEMO100050" })).toBeTruthy();
    const counter = screen.getByRole("region", { name: "Sold at the counter" });
    expect(counter.textContent).toBe("Sold at the counterWarehouseIndiranagar HubSold byMeena IyerPaid byUPIReferenceUPI-4471");
    expect(screen.getByRole("region", { name: "Customer" }).textContent).toContain("9876543210");
    expect(screen.queryByRole("region", { name: "Address" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Delivery" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Payments" })).toBeNull();
    expect(screen.queryByText("No payment yet.")).toBeNull();
    expect(screen.queryByRole("link", { name: "Packing slip" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    // Handed over at the counter: its bill has no delivery line.
    const totals = screen.getByText("Subtotal").closest("dl")!;
    expect(totals.textContent).toBe("Subtotal₹412.50Total₹412.50");
  });

  it("shows a cash sale's tendered amount and change, and who voided it and why", async () => {
    server.on("GET", "/s/api/admin/orders/DEMO100050", () =>
      jsonResponse(
        counterSale(
          {
            tendered: 500,
            change: 87.5,
            reference: null,
            staff: { id: 4, name: "", phone: "9876543214" },
            voided: { at: "2026-11-20T10:20:00.000Z", by: { id: 2, name: "Anita Rao", phone: "9876543212" }, reason: "Rang up the wrong item" },
          },
          { payment_method: "cash", payment_status: "refunded", status: "cancelled", status_label: "Cancelled" },
        ),
      ),
    );
    openAt("/orders/DEMO100050");
    const counter = await screen.findByRole("region", { name: "Sold at the counter" });
    const fact = (label: string) => within(counter).getByText(label).nextElementSibling?.textContent;
    expect(fact("Sold by")).toBe("9876543214");
    expect(fact("Paid by")).toBe("Cash");
    expect(fact("Tendered")).toBe("₹500.00");
    expect(fact("Change")).toBe("₹87.50");
    expect(within(counter).queryByText("Reference")).toBeNull();
    expect(fact("Voided")).toMatch(/ by Anita Rao: Rang up the wrong item$/);
    expect(screen.getByTestId("order-status").textContent).toBe("Cancelled");
  });

  it("says so when there is no such order", async () => {
    server.on("GET", "/s/api/admin/orders/NOPE1", () => jsonResponse({ message: "There is no such order in this shop" }, 404));
    openAt("/orders/NOPE1");
    expect((await screen.findByRole("alert")).textContent).toContain("There is no such order in this shop");
    expect(screen.getByRole("heading", { level: 1, name: "Order NOPE1" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the orders" }).getAttribute("href")).toBe("/bos/admin/orders");
  });
});

describe("the packing slip", () => {
  it("shows the shop, the order, where and when it goes, what to pack and the totals, and prints", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    server.on("GET", "/s/api/admin/orders/KD1001", () => jsonResponse(detail()));
    openAt("/orders/KD1001/packing-slip");
    expect(await screen.findByRole("heading", { level: 1, name: "Packing slip · Order KD1001" })).toBeTruthy();
    const slip = screen.getByRole("article");
    expect(slip.textContent).toContain("Fresh Basket14, 100 Feet RoadIndiranagar, Bengaluru 560038");
    expect(slip.textContent).toContain("Priya Sharma, 9876543210");
    expect(slip.textContent).toContain("12, 3rd Cross");
    expect(slip.textContent).toContain("21 Nov, 09:00–12:00");
    expect(within(slip).getByRole("row", { name: /Toor Dal/ }).textContent).toBe("Toor Dal500 g1₹72.50₹72.50");
    expect(slip.textContent).toContain("2 lines, 3 items");
    expect(slip.textContent).toContain("Total₹412.50");
    await userEvent.setup().click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
  });
});
