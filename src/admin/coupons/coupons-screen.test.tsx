// The coupons list: each coupon's state as the server gave it, shown as a readable tag (never
// worked out again from its dates), and the status filter sent as the list's state query.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { AdminCoupon } from "../../shared/api/admin-coupons";
import { adminServer, openAt, page } from "../parts/admin-testing";

let server: FakeShopServer;
beforeEach(() => {
  server = adminServer();
});
afterEach(() => vi.unstubAllGlobals());

const coupon = (id: number, code: string, over: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id,
  code,
  description: "",
  kind: "flat",
  value: 50,
  max_discount: null,
  min_order: 0,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_user_limit: null,
  first_order_only: false,
  active: true,
  used: 0,
  state: "active",
  ...over,
});

const listCalls = () => server.calls.filter((c) => c.method === "GET" && c.path === "/s/api/admin/coupons").map((c) => Object.fromEntries(c.query));
const stateOf = (table: HTMLElement, code: string) => {
  const row = within(table).getByRole("row", { name: new RegExp(`^${code}`) });
  return [...row.querySelectorAll(".tag")].map((tag) => [tag.textContent, tag.className]);
};

describe("the coupons list", { timeout: 20_000 }, () => {
  it("shows each coupon's state from the server as a tag", async () => {
    server.on("GET", "/s/api/admin/coupons", () =>
      jsonResponse(
        page([
          coupon(1, "SAVE10"),
          // Its flag is still on and it has no visible clue but its end: the server's state decides.
          coupon(2, "DIWALI2025", { description: "Expired festive offer", ends_at: "2025-10-25T18:29:59.000Z", state: "expired" }),
          coupon(3, "NEWYEAR", { starts_at: "2099-01-01T00:00:00.000Z", state: "scheduled" }),
          coupon(4, "FRESH20", { usage_limit: 500, used: 500, state: "used_up" }),
          coupon(5, "OLDCODE", { active: false, state: "disabled" }),
        ]),
      ),
    );
    openAt("/coupons");
    const table = await screen.findByRole("table", { name: "Coupons" }, { timeout: 5000 });
    expect(stateOf(table, "SAVE10")).toEqual([["Active", "tag tag-success coupon-state"]]);
    expect(stateOf(table, "DIWALI2025")).toEqual([["Expired", "tag tag-neutral coupon-state"]]);
    expect(stateOf(table, "NEWYEAR")).toEqual([["Scheduled", "tag tag-primary coupon-state"]]);
    expect(stateOf(table, "FRESH20")).toEqual([["Used up", "tag tag-warning coupon-state"]]);
    expect(stateOf(table, "OLDCODE")).toEqual([["Disabled", "tag tag-neutral coupon-state"]]);
    expect(within(table).getByRole("row", { name: /^DIWALI2025/ }).textContent).not.toContain("Active");
    expect(within(table).getByRole("row", { name: /^FRESH20/ }).textContent).toContain("500 of 500");
  });

  it("filters by state through the list's query, and leaves out a state it does not know", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/coupons", () => jsonResponse(page([coupon(2, "DIWALI2025", { state: "expired" })])));
    const router = openAt("/coupons?active=true&state=off");
    await screen.findByRole("table", { name: "Coupons" }, { timeout: 5000 });
    expect(listCalls()).toEqual([{ page: "1", per_page: "20" }]);

    const status = screen.getByRole("combobox", { name: "Status" });
    expect([...status.querySelectorAll("option")].map((o) => [o.value, o.textContent])).toEqual([
      ["", "All coupons"],
      ["active", "Active"],
      ["scheduled", "Scheduled"],
      ["expired", "Expired"],
      ["used_up", "Used up"],
      ["disabled", "Disabled"],
    ]);
    await user.selectOptions(status, "Expired");
    await vi.waitFor(() => expect(listCalls().at(-1)).toEqual({ state: "expired", page: "1", per_page: "20" }));
    expect(new URLSearchParams(router.state.location.search).get("state")).toBe("expired");
    await user.selectOptions(status, "Used up");
    await vi.waitFor(() => expect(listCalls().at(-1)).toEqual({ state: "used_up", page: "1", per_page: "20" }));
  });
});

describe("a coupon's editor", { timeout: 20_000 }, () => {
  it("shows the coupon's state from the server as a tag", async () => {
    server.on("GET", "/s/api/admin/coupons/2", () => jsonResponse(coupon(2, "DIWALI2025", { ends_at: "2025-10-25T18:29:59.000Z", state: "expired" })));
    openAt("/coupons/2");
    await screen.findByRole("form", { name: "Coupon DIWALI2025" }, { timeout: 5000 });
    const summary = screen.getByText(/^Used 0 times/);
    expect([...summary.querySelectorAll(".tag")].map((tag) => tag.textContent)).toEqual(["Expired"]);
  });
});
