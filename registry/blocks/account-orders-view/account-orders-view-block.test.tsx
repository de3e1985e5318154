import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createFakeShopServer, demoCart, demoCartItem, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { demoOrderDetail } from "../../../src/client/testing/account-fixtures";
import { formatDate } from "../../../src/shared/date-format";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import AccountOrdersViewBlock from "./account-orders-view-block";

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const show = (id = "7") => renderScreen(<AccountOrdersViewBlock {...screenProps("account-orders-view", "Order Details")} />, { path: "/account/orders/:id", url: `/account/orders/${id}` });
const figure = (region: HTMLElement, label: string) => within(region).getByText(label).closest("div")!.querySelector("dd")!.textContent;

describe("account-orders-view block", () => {
  it("shows the order: items with packs and MRP, the bill, the slot, the address, payment and a status timeline", async () => {
    server.on("GET", "/s/api/account/orders/7", () => jsonResponse(demoOrderDetail()));
    show();
    expect(await screen.findByRole("heading", { name: "Order #KD-2506-1007" })).toBeTruthy();
    expect(server.calls[0]!.path).toBe("/s/api/account/orders/7");

    const items = screen.getByRole("region", { name: "Items" });
    expect(within(items).getByRole("link", { name: "Shubh Pooja Kumkum Powder" }).getAttribute("href")).toBe("/products/shubh-pooja-kumkum-powder");
    expect(within(items).getByText("50 g")).toBeTruthy();
    expect(within(items).getByText(/2 × ₹22\.00/)).toBeTruthy();
    expect(within(items).getByLabelText("MRP ₹30.00")).toBeTruthy();

    const bill = screen.getByRole("region", { name: "Bill details" });
    expect(figure(bill, "Items total")).toBe("₹518.00");
    expect(figure(bill, "Coupon WELCOME50")).toBe("−₹50.00");
    expect(figure(bill, "Delivery charge")).toBe("₹30.00");
    expect(figure(bill, "Total")).toBe("₹498.00");
    expect(within(bill).getByText("You saved ₹16.00 on MRP")).toBeTruthy();

    const delivery = screen.getByRole("region", { name: "Delivery" });
    expect(within(delivery).getByText("Tue, 3 Jun, 09:00–12:00")).toBeTruthy();
    expect(within(delivery).getByText("Landmark: Opposite the temple")).toBeTruthy();
    expect(within(delivery).getByText("Bengaluru, Karnataka 560038")).toBeTruthy();
    expect(within(delivery).getByText("Note: Ring twice")).toBeTruthy();

    const payment = screen.getByRole("region", { name: "Payment" });
    expect(figure(payment, "Method")).toBe("Cash on delivery");
    expect(figure(payment, "Status")).toBe("Not paid yet");

    const steps = within(screen.getByRole("region", { name: "Order status" })).getAllByRole("listitem");
    expect(steps.map((s) => s.querySelector(".order-timeline-label")!.textContent)).toEqual(["Placed", "Confirmed", "Packed", "Out for delivery", "Delivered"]);
    expect(steps.map((s) => s.className)).toEqual(["is-done", "is-done", "is-done", "is-ahead", "is-ahead"]);
    expect(within(steps[2]!).getByText("Packed at Indiranagar Hub")).toBeTruthy();
  });

  it("shows a cancelled order's timeline as it happened, with free delivery and no coupon", async () => {
    server.on("GET", "/s/api/account/orders/7", () =>
      jsonResponse(
        demoOrderDetail({
          status: "cancelled",
          status_label: "Cancelled",
          discount: 0,
          coupon_code: null,
          delivery_charge: 0,
          timeline: [
            { status: "placed", label: "Placed", at: "2025-06-02T04:30:00.000Z", note: "" },
            { status: "cancelled", label: "Cancelled", at: "2025-06-02T05:30:00.000Z", note: "Cancelled by the shopper" },
          ],
        }),
      ),
    );
    show();
    const bill = await screen.findByRole("region", { name: "Bill details" });
    expect(figure(bill, "Delivery charge")).toBe("Free");
    expect(within(bill).queryByText(/Coupon/)).toBeNull();
    const steps = within(screen.getByRole("region", { name: "Order status" })).getAllByRole("listitem");
    expect(steps.map((s) => s.querySelector(".order-timeline-label")!.textContent)).toEqual(["Placed", "Cancelled"]);
  });

  it("shows a sale at the shop's counter as bought at the shop: when, no delivery, no journey and no delivery charge", async () => {
    server.on("GET", "/s/api/account/orders/7", () =>
      jsonResponse(
        demoOrderDetail({
          channel: "pos",
          status: "delivered",
          status_label: "Delivered",
          created_at: "2025-06-02T11:45:00.000Z",
          payment_method: "upi",
          payment_status: "paid",
          amount: 468,
          delivery_charge: 0,
          address: null,
          del_date: null,
          del_start_time: null,
          del_end_time: null,
          notes: "",
          timeline: [{ status: "delivered", label: "Delivered", at: "2025-06-02T11:45:00.000Z", note: "Sold at the counter" }],
        }),
      ),
    );
    show();
    const shop = await screen.findByRole("region", { name: "Bought at the shop" });
    expect(within(shop).getByText(formatDate("2025-06-02T11:45:00.000Z", true)).getAttribute("datetime")).toBe("2025-06-02T11:45:00.000Z");
    expect(screen.getByText(/^Bought on /)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Order status" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Delivery" })).toBeNull();
    expect(screen.queryByText("The delivery slot is not set yet.")).toBeNull();
    const bill = screen.getByRole("region", { name: "Bill details" });
    expect(within(bill).queryByText("Delivery charge")).toBeNull();
    expect(figure(bill, "Total")).toBe("₹468.00");
    const payment = screen.getByRole("region", { name: "Payment" });
    expect(figure(payment, "Method")).toBe("UPI");
    expect(figure(payment, "Status")).toBe("Paid");
  });

  it("shows a voided counter sale as cancelled and refunded, with when it was cancelled", async () => {
    server.on("GET", "/s/api/account/orders/7", () =>
      jsonResponse(
        demoOrderDetail({
          channel: "pos",
          status: "cancelled",
          status_label: "Cancelled",
          payment_method: "cash",
          payment_status: "refunded",
          delivery_charge: 0,
          address: null,
          del_date: null,
          timeline: [
            { status: "delivered", label: "Delivered", at: "2025-06-02T11:45:00.000Z", note: "Sold at the counter" },
            { status: "cancelled", label: "Cancelled", at: "2025-06-02T12:05:00.000Z", note: "Voided at the counter: wrong item" },
          ],
        }),
      ),
    );
    show();
    const shop = await screen.findByRole("region", { name: "Bought at the shop" });
    expect(shop.textContent).toContain(`Cancelled ${formatDate("2025-06-02T12:05:00.000Z", true)} · Voided at the counter: wrong item`);
    expect(screen.getByText(/^Bought on /).textContent).toContain("Cancelled");
    const payment = screen.getByRole("region", { name: "Payment" });
    expect(figure(payment, "Method")).toBe("Cash");
    expect(figure(payment, "Status")).toBe("Refunded");
    expect(screen.queryByRole("region", { name: "Delivery" })).toBeNull();
  });

  it("lists the order's invoices with their PDFs once it is invoiced, and has no such section before", async () => {
    const documents = [
      { id: 31, kind: "tax_invoice" as const, label: "Tax invoice", number: "KD/25-26/000007", issued_at: "2025-06-03T03:00:00.000Z", total: 498 },
      { id: 32, kind: "credit_note" as const, label: "Credit note", number: "KD/25-26/CN/000001", issued_at: "2025-06-04T20:00:00.000Z", total: 44 },
    ];
    server.on("GET", "/s/api/account/orders/7", () => jsonResponse(demoOrderDetail({ documents })));
    server.on("GET", "/s/api/account/orders/8", () => jsonResponse(demoOrderDetail({ id: 8 })));
    const first = show();
    const invoices = await screen.findByRole("region", { name: "Invoices" });
    const items = within(invoices).getAllByRole("listitem");
    expect(items.map((i) => i.querySelector(".order-invoice-main")!.textContent)).toEqual(["Tax invoice KD/25-26/000007Jun 3, 2025 · ₹498.00", "Credit note KD/25-26/CN/000001Jun 5, 2025 · ₹44.00"]);
    const pdf = within(items[0]!).getByRole("link", { name: "Download PDF of Tax invoice KD/25-26/000007" });
    expect(pdf.getAttribute("href")).toBe("/s/api/account/orders/7/documents/31/pdf");
    expect(pdf.getAttribute("target")).toBe("_blank");
    expect(
      within(items[1]!)
        .getByRole("link", { name: /^Download PDF/ })
        .getAttribute("href"),
    ).toBe("/s/api/account/orders/7/documents/32/pdf");
    first.unmount();

    show("8");
    expect(await screen.findByRole("region", { name: "Bill details" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Invoices" })).toBeNull();
  });

  it("says an order that is not the shopper's cannot be found", async () => {
    server.on("GET", "/s/api/account/orders/99", () => jsonResponse({ message: "This order does not exist" }, 404));
    show("99");
    expect(await screen.findByText("We could not find this order")).toBeTruthy();
    expect(screen.getByRole("link", { name: "← All orders" }).getAttribute("href")).toBe("/account/orders");
  });
  it("orders again: the packs go to the cart, and what could not be had, or not as many, is said", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/account/orders/7", () => jsonResponse(demoOrderDetail()));
    server.on("POST", "/s/api/account/orders/7/reorder", () =>
      jsonResponse({
        cart: demoCart([demoCartItem(2)]),
        added: [
          { name: "Shubh Pooja Kumkum Powder", pack: "50 g", quantity: 2, ordered: 2 },
          { name: "Aashirvaad Atta", pack: "5 kg", quantity: 1, ordered: 3 },
        ],
        unavailable: [{ name: "Old Ghee", pack: "1 L", reason: "No longer sold" }],
      }),
    );
    show();
    const items = await screen.findByRole("region", { name: "Items" });
    await user.click(within(items).getByRole("button", { name: "Order again" }));
    const outcome = await within(items).findByText("Added 2 items to your cart at today's prices.");
    expect(outcome.closest("[role=status]")!.querySelectorAll("li")).toHaveLength(2);
    expect(within(items).getByText("Aashirvaad Atta, 5 kg: 1 of the 3 you ordered")).toBeTruthy();
    expect(within(items).getByText("Old Ghee, 1 L: No longer sold")).toBeTruthy();
    expect(server.calls.at(-1)).toMatchObject({ method: "POST", path: "/s/api/account/orders/7/reorder" });
  });

  it("says why the order could not be added when the shop refuses", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/account/orders/7", () => jsonResponse(demoOrderDetail()));
    server.on("POST", "/s/api/account/orders/7/reorder", () => jsonResponse({ message: "Please sign in to continue" }, 401));
    show();
    const items = await screen.findByRole("region", { name: "Items" });
    await user.click(within(items).getByRole("button", { name: "Order again" }));
    expect(await within(items).findByText("Please sign in to continue")).toBeTruthy();
  });
});

describe("cancelling an order", () => {
  it("asks why, cancels, and shows the order as the server now has it", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/account/orders/7", () => jsonResponse(demoOrderDetail()));
    server.on("POST", "/s/api/account/orders/7/cancel", () =>
      jsonResponse(
        demoOrderDetail({
          status: "cancelled",
          status_label: "Cancelled",
          cancel: { allowed: false, until: "2025-06-03T01:30:00.000Z", note: "" },
          timeline: [
            { status: "placed", label: "Placed", at: "2025-06-02T04:30:00.000Z", note: "" },
            { status: "cancelled", label: "Cancelled", at: "2025-06-02T06:00:00.000Z", note: "Cancelled by the customer: Ordered by mistake" },
          ],
        }),
      ),
    );
    show();
    const progress = await screen.findByRole("region", { name: "Order status" });
    expect(within(progress).getByText("You can cancel until Tue, 3 Jun, 07:00.")).toBeTruthy();
    await user.click(within(progress).getByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this order?" });
    // Without a reason nothing is sent, and the field says what is missing.
    await user.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Choose why you are cancelling");
    expect(server.calls.some((c) => c.method === "POST")).toBe(false);

    await user.click(within(dialog).getByRole("radio", { name: "Ordered by mistake" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await within(progress).findByText("Cancelled by the customer: Ordered by mistake")).toBeTruthy();
    expect(server.calls.at(-1)).toMatchObject({ method: "POST", path: "/s/api/account/orders/7/cancel", body: { reason: "Ordered by mistake" } });
    expect(within(progress).queryByRole("button", { name: "Cancel order" })).toBeNull();
  });

  it("past the cut-off, says why there is no button", async () => {
    const note = "Cancelling closed at Tue, 3 Jun, 07:00, 2 hours before your delivery slot, as the shop is getting your order ready. Please call the shop if you need to change it.";
    server.on("GET", "/s/api/account/orders/7", () => jsonResponse(demoOrderDetail({ cancel: { allowed: false, until: "2025-06-03T01:30:00.000Z", note } })));
    show();
    const progress = await screen.findByRole("region", { name: "Order status" });
    expect(within(progress).getByText(note)).toBeTruthy();
    expect(within(progress).queryByRole("button", { name: "Cancel order" })).toBeNull();
  });
});
