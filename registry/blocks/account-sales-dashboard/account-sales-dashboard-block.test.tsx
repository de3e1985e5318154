import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AgentDashboard } from "../../../src/shared/api/account";
import { createFakeShopServer, demoCart, demoCartItem, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { cartAtom } from "../../../src/client/state/cart-atom";
import { demoAgentOrder, paged } from "../../../src/client/testing/account-fixtures";
import { RAVI, renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import { clearToasts } from "../../../src/client/ui/toast";
import AccountSalesDashboardBlock from "./account-sales-dashboard-block";

let server: FakeShopServer;
let dashboard: AgentDashboard;
beforeEach(() => {
  dashboard = {
    today: { orders: 2, value: 1450 },
    month: { orders: 31, value: 48210.5 },
    orders: paged([demoAgentOrder(5, { customer_name: "Meena Rao", customer_phone: "9000000001", status: "confirmed", status_label: "Confirmed", amount: 725 })], 31),
    acting_for: null,
  };
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  server.on("GET", "/s/api/agent/dashboard", () => jsonResponse(dashboard));
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const show = (url = "/account/dashboard") =>
  renderScreen(<AccountSalesDashboardBlock {...screenProps("account-sales-dashboard", "Sales Dashboard")} />, { path: "/account/dashboard", url, user: RAVI });
const start = () => act(async () => fireEvent.click(screen.getByRole("button", { name: /^(Start order|Create customer and start)$/ })));

describe("account-sales-dashboard block", () => {
  it("shows today's and this month's orders and value, and the orders placed with customer, phone, number, status and amount", async () => {
    show();
    const figures = await screen.findByRole("list", { name: "Your sales" });
    expect(
      within(figures)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Today₹1,450.002 orders", "This month₹48,210.5031 orders"]);
    const table = screen.getByRole("table", { name: "Orders you placed for customers" });
    const cells = within(within(table).getAllByRole("row")[1]!)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual(["Meena Rao", "+91 90000 00001", "3", "Confirmed", "₹725.00"]);
    expect(within(table).getByRole("rowheader").textContent).toBe("#KD-2506-1005");
    // The agent opens the detail of an order they placed.
    expect(within(table).getByRole("link", { name: "#KD-2506-1005" }).getAttribute("href")).toBe("/account/orders/5");
    expect(screen.getByText("Total: 31")).toBeTruthy();
  });

  it("orders for a known customer: the banner names them, the cart is theirs, and Stop ends it", async () => {
    server.on("POST", "/s/api/agent/customer", () => jsonResponse({ id: 1, name: "Priya Sharma", phone: "9876543210" }));
    server.on("POST", "/s/api/agent/customer/stop", () => jsonResponse({ message: "You are shopping for yourself again" }));
    let cart = demoCart([demoCartItem(4)]);
    server.on("GET", "/s/api/cart", () => jsonResponse(cart));
    const { store } = show();
    fireEvent.change(await screen.findByLabelText(/^Customer's phone/), { target: { value: "98765 43210" } });
    await start();
    const banner = await screen.findByRole("region", { name: "Ordering for a customer" });
    expect(within(banner).getByText(/Shopping for/).textContent).toBe("Shopping for Priya Sharma (+91 98765 43210)");
    expect(server.calls.find((c) => c.path === "/s/api/agent/customer")!.body).toEqual({ phone: "9876543210" });
    await waitFor(() => expect(store.get(cartAtom).items[0]?.quantity).toBe(4));

    cart = demoCart([]);
    await act(async () => fireEvent.click(within(banner).getByRole("button", { name: "Stop" })));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Ordering for a customer" })).toBeNull());
    await waitFor(() => expect(store.get(cartAtom).items).toHaveLength(0));
    expect(screen.getByText("You are shopping for yourself again")).toBeTruthy();
  });

  it("asks for the name when the server says the number is new, then creates the customer", async () => {
    server.on("POST", "/s/api/agent/customer", (call) =>
      (call.body as { name?: string }).name
        ? jsonResponse({ id: 44, name: "Kavya Nair", phone: "7000000009" })
        : jsonResponse({ message: "This number is not a customer of this shop yet: enter the customer's name to add them", errors: { name: "Name is required" } }, 422),
    );
    server.on("GET", "/s/api/cart", () => jsonResponse(demoCart([])));
    show();
    fireEvent.change(await screen.findByLabelText(/^Customer's phone/), { target: { value: "7000000009" } });
    await start();
    expect(screen.getByRole("status").textContent).toBe("This number is not a customer of this shop yet: enter the customer's name to add them");
    await start();
    expect(screen.getByRole("alert").textContent).toBe("Customer's name is required");
    fireEvent.change(screen.getByLabelText(/^Customer's name/), { target: { value: "Kavya Nair" } });
    await start();
    expect((await screen.findByRole("region", { name: "Ordering for a customer" })).textContent).toContain("Shopping for Kavya Nair (+91 70000 00009)");
    expect(server.calls.filter((c) => c.path === "/s/api/agent/customer").at(-1)!.body).toEqual({ phone: "7000000009", name: "Kavya Nair" });
  });

  it("shows the agent's own number refused under the phone", async () => {
    server.on("POST", "/s/api/agent/customer", () => jsonResponse({ message: "You cannot order for yourself as a customer", errors: { phone: "This is your own number" } }, 422));
    show();
    fireEvent.change(await screen.findByLabelText(/^Customer's phone/), { target: { value: RAVI.phone } });
    await start();
    expect(screen.getByRole("alert").textContent).toBe("This is your own number");
  });

  it("shows who the agent is already shopping for, and pages through the orders by the address", async () => {
    dashboard = { ...dashboard, acting_for: { id: 1, name: "Priya Sharma", phone: "9876543210" } };
    const { router } = show("/account/dashboard?page=2");
    expect(await screen.findByRole("region", { name: "Ordering for a customer" })).toBeTruthy();
    expect(server.calls[0]!.query.get("page")).toBe("2");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Page 1" })));
    expect(router.state.location.search).toBe("");
  });
});
