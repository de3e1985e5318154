// A customer's page: their orders here, each a link into the orders screen, and their addresses.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { AdminCustomer } from "../../shared/api/admin-people";
import { formatDate } from "../../shared/date-format";
import { adminServer, openAt } from "../parts/admin-testing";

let server: FakeShopServer;
beforeEach(() => {
  server = adminServer();
});
afterEach(() => vi.unstubAllGlobals());

const kabir: AdminCustomer = {
  id: 14,
  name: "Kabir Shah",
  phone: "9822012345",
  email: "",
  joined_at: "2026-01-05T10:00:00.000Z",
  order_count: 2,
  orders: [
    { id: 2, order_number: "KD-1002", created_at: "2026-11-20T10:00:00.000Z", status: "out_for_delivery", payment_method: "cod", payment_status: "pending", amount: 999 },
    { id: 1, order_number: "KD-1001", created_at: "2026-11-01T10:00:00.000Z", status: "delivered", payment_method: "razorpay", payment_status: "paid", amount: 123.45 },
  ],
  addresses: [{ id: 5, name: "Kabir Shah", phone: "9822012345", line1: "12 MG Road", line2: "", landmark: "Near the temple", city: "Pune", state: "Maharashtra", pincode: "411001", is_default: true }],
};

describe("a customer's page", { timeout: 20_000 }, () => {
  it("lists their orders with status and amount, each opening in the orders screen, and their addresses", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/people/customers/14", () => jsonResponse(kabir));
    const router = openAt("/customers/14");
    expect(await screen.findByRole("heading", { name: "Kabir Shah" }, { timeout: 5000 })).toBeTruthy();
    const orders = screen.getByRole("table", { name: "Orders (2)" });
    expect(
      within(orders)
        .getAllByRole("row")
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole("cell")
            .map((c) => c.textContent),
        ),
    ).toEqual([
      // Times in the browser's own zone, as every date of the back office is shown.
      [formatDate("2026-11-20T10:00:00.000Z", true), "Out for delivery", "₹999.00"],
      [formatDate("2026-11-01T10:00:00.000Z", true), "Delivered", "₹123.45"],
    ]);
    expect(screen.getByText(/12 MG Road, Landmark: Near the temple/)).toBeTruthy();
    await user.click(within(orders).getByRole("link", { name: "KD-1001" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/bos/admin/orders/KD-1001"));
  });

  it("says so when the customer is not this website's", async () => {
    server.on("GET", "/s/api/admin/people/customers/15", () => jsonResponse({ message: "There is no such customer in this shop" }, 404));
    openAt("/customers/15");
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toContain("There is no such customer in this shop");
  });
});
