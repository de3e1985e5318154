import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import type { OrderDetail } from "../../../src/shared/api/account";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { demoOrderDetail } from "../../../src/client/testing/account-fixtures";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import SuccessBlock from "./success-block";

let server: FakeShopServer;
let order: () => Response;
beforeEach(() => {
  order = () => jsonResponse(demoOrderDetail({ status: "placed", status_label: "Placed", ordernumber: "DEMO100042", id: 42 }));
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  server.on("GET", "/s/api/account/orders/number/DEMO100042", () => order());
});
afterEach(() => vi.unstubAllGlobals());

const show = () => renderScreen(<SuccessBlock {...screenProps("success", "Order placed")} />, { path: "/order/success/:ordernumber", url: "/order/success/DEMO100042" });
const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextSibling!.textContent;

describe("success block", () => {
  it("shows the order just placed: number, status, slot, address, items and the bill", async () => {
    show();
    expect(await screen.findByText("Thank you! Order DEMO100042 is placed.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Order placed" })).toBeTruthy();
    expect(screen.getByText("Placed", { selector: ".order-status" })).toBeTruthy();
    expect(screen.getByText("Cash on delivery")).toBeTruthy();

    const delivery = screen.getByRole("region", { name: "Delivery" });
    expect(within(delivery).getByText("Tue, 3 Jun, 09:00–12:00")).toBeTruthy();
    expect(within(delivery).getByText("Bengaluru, Karnataka 560038")).toBeTruthy();
    expect(within(delivery).getByText("Note: Ring twice")).toBeTruthy();

    const items = screen.getByRole("list", { name: "Items in your order" });
    expect(within(items).getByRole("listitem", { name: "Shubh Pooja Kumkum Powder, 50 g" }).textContent).toContain("2 × ₹22.00");
    expect(figure("Items total")).toBe("₹518.00");
    expect(figure("Coupon WELCOME50")).toBe("−₹50.00");
    expect(figure("Delivery")).toBe("₹30.00");
    expect(figure("Total")).toBe("₹498.00");
    expect(screen.getByRole("link", { name: "View order details" }).getAttribute("href")).toBe("/account/orders/42");
    expect(server.calls[0]!.path).toBe("/s/api/account/orders/number/DEMO100042");
  });

  it("leads an order still awaiting its online payment back to it", async () => {
    order = () => jsonResponse(demoOrderDetail({ status: "pending_payment", status_label: "Awaiting payment", ordernumber: "DEMO100042", id: 42, payment_method: "cashfree" } as Partial<OrderDetail>));
    show();
    expect(await screen.findByRole("heading", { name: "Waiting for your payment" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pay now" }).getAttribute("href")).toBe("/checkout/cashfree/42");
  });

  it("says when the order is not found, and when it could not be loaded", async () => {
    order = () => jsonResponse({ message: "This order does not exist" }, 404);
    const first = show();
    expect(await screen.findByText("We could not find this order")).toBeTruthy();
    first.unmount();

    let fail = true;
    order = () => (fail ? jsonResponse({ message: "Busy" }, 503) : jsonResponse(demoOrderDetail({ ordernumber: "DEMO100042", status: "placed" })));
    show();
    expect((await screen.findByRole("alert")).textContent).toContain("We could not load your order. Busy");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Thank you! Order DEMO100042 is placed.")).toBeTruthy();
  });
});
