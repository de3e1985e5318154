// The coupon editor: §5 required checks before anything is sent, the server's 422 and 409
// messages under their fields, the body a save sends (rupees, percent, instants), and delete
// offered only for a coupon never used.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { COUPON_CODE_TAKEN, PERCENT_RANGE, type AdminCoupon } from "../../shared/api/admin-coupons";
import { adminServer, openAt } from "../parts/admin-testing";

let server: FakeShopServer;
beforeEach(() => {
  server = adminServer();
});
afterEach(() => vi.unstubAllGlobals());

const writes = () => server.calls.filter((c) => c.method !== "GET").map((c) => ({ call: `${c.method} ${c.path}`, body: c.body }));

const coupon = (over: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id: 21,
  code: "MONSOON15",
  description: "",
  kind: "percent",
  value: 15,
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

describe("a new coupon", { timeout: 20_000 }, () => {
  it("says which required fields are missing and sends nothing", async () => {
    const user = userEvent.setup();
    openAt("/coupons/new");
    const form = await screen.findByRole("form", { name: "New coupon" }, { timeout: 5000 });
    await user.click(within(form).getByRole("button", { name: "Create coupon" }));
    expect(
      within(form)
        .getAllByRole("alert")
        .map((a) => a.textContent),
    ).toEqual(["Code is required", "Discount is required"]);
    expect(writes()).toEqual([]);
  });

  it("shows the server's 422 under the discount and its 409 under the code, then creates it and opens it", async () => {
    const user = userEvent.setup();
    const answers = [
      jsonResponse({ message: PERCENT_RANGE, errors: { value: PERCENT_RANGE } }, 422),
      jsonResponse({ message: COUPON_CODE_TAKEN, errors: { code: COUPON_CODE_TAKEN } }, 409),
      jsonResponse(coupon({ max_discount: 100, min_order: 499 }), 201),
    ];
    server.on("POST", "/s/api/admin/coupons", () => answers.shift()!);
    server.on("GET", "/s/api/admin/coupons/21", () => jsonResponse(coupon({ max_discount: 100, min_order: 499 })));
    const router = openAt("/coupons/new");
    const form = await screen.findByRole("form", { name: "New coupon" }, { timeout: 5000 });

    const code = within(form).getByRole("textbox", { name: /^Code/ });
    await user.type(code, "monsoon15");
    const value = within(form).getByRole("spinbutton", { name: /^Discount \(%\)/ });
    await user.type(value, "150");
    await user.type(within(form).getByRole("spinbutton", { name: /^Maximum discount/ }), "100");
    await user.type(within(form).getByRole("spinbutton", { name: /^Minimum order/ }), "499");
    await user.type(within(form).getByRole("spinbutton", { name: /^Uses per customer/ }), "1");
    await user.click(within(form).getByRole("checkbox", { name: /first order/ }));
    await user.click(within(form).getByRole("button", { name: "Create coupon" }));

    expect((await within(form).findByRole("alert")).textContent).toBe(PERCENT_RANGE);
    expect(value.getAttribute("aria-invalid")).toBe("true");
    expect(writes()[0]).toEqual({
      call: "POST /s/api/admin/coupons",
      body: {
        code: "monsoon15",
        description: "",
        kind: "percent",
        value: 150,
        max_discount: 100,
        min_order: 499,
        starts_at: null,
        ends_at: null,
        usage_limit: null,
        per_user_limit: 1,
        first_order_only: true,
        active: true,
      },
    });

    await user.clear(value);
    await user.type(value, "15");
    await user.click(within(form).getByRole("button", { name: "Create coupon" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(COUPON_CODE_TAKEN);
    expect(code.getAttribute("aria-invalid")).toBe("true");

    await user.click(within(form).getByRole("button", { name: "Create coupon" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/bos/admin/coupons/21"));
    expect(writes()).toHaveLength(3);
    expect(await screen.findByRole("heading", { name: "MONSOON15" })).toBeTruthy();
  });

  it("sends the start and end as instants", async () => {
    const user = userEvent.setup();
    server.on("POST", "/s/api/admin/coupons", () => jsonResponse(coupon(), 201));
    server.on("GET", "/s/api/admin/coupons/21", () => jsonResponse(coupon()));
    openAt("/coupons/new");
    const form = await screen.findByRole("form", { name: "New coupon" }, { timeout: 5000 });
    await user.type(within(form).getByRole("textbox", { name: /^Code/ }), "FLAT50");
    await user.selectOptions(within(form).getByRole("combobox", { name: /^Kind/ }), "flat");
    await user.type(within(form).getByRole("spinbutton", { name: /^Discount \(₹\)/ }), "50");
    const starts = within(form).getByLabelText(/^Starts/);
    await user.type(starts, "2030-01-01T09:30");
    await user.click(within(form).getByRole("button", { name: "Create coupon" }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({ code: "FLAT50", kind: "flat", value: 50, starts_at: new Date("2030-01-01T09:30").toISOString(), ends_at: null });
  });
});

describe("a coupon to edit", { timeout: 20_000 }, () => {
  it("offers delete only while it was never used", async () => {
    server.on("GET", "/s/api/admin/coupons/21", () => jsonResponse(coupon({ used: 3, usage_limit: 10 })));
    openAt("/coupons/21");
    const form = await screen.findByRole("form", { name: "Coupon MONSOON15" }, { timeout: 5000 });
    expect(screen.getByText(/^Used 3 of 10 times/)).toBeTruthy();
    expect(within(form).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(within(form).getByText(/can be disabled \(untick Active\), not deleted/)).toBeTruthy();
  });

  it("saves a disabled coupon with every rule it had", async () => {
    const user = userEvent.setup();
    const current = coupon({ kind: "flat", value: 40, min_order: 250, usage_limit: 100 });
    server.on("GET", "/s/api/admin/coupons/21", () => jsonResponse(current));
    server.on("PUT", "/s/api/admin/coupons/21", (call) => jsonResponse({ ...current, ...(call.body as object) }));
    openAt("/coupons/21");
    const form = await screen.findByRole("form", { name: "Coupon MONSOON15" }, { timeout: 5000 });
    expect(within(form).getByRole("button", { name: "Delete" })).toBeTruthy();
    await user.click(within(form).getByRole("checkbox", { name: /^Active/ }));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      call: "PUT /s/api/admin/coupons/21",
      body: {
        code: "MONSOON15",
        description: "",
        kind: "flat",
        value: 40,
        max_discount: null,
        min_order: 250,
        starts_at: null,
        ends_at: null,
        usage_limit: 100,
        per_user_limit: null,
        first_order_only: false,
        active: false,
      },
    });
  });
});

describe("a coupon that cannot be shown", { timeout: 20_000 }, () => {
  it("says a coupon the address names does not exist, and leads back to the list instead of trying again", async () => {
    server.on("GET", "/s/api/admin/coupons/404", () => jsonResponse({ message: "There is no such coupon in this shop" }, 404));
    server.on("GET", "/s/api/admin/coupons", () => jsonResponse({ data: [coupon()], meta: { total: 1, page: 1, per_page: 20 } }));
    openAt("/coupons/404");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("There is no such coupon in this shop");
    expect(within(alert).queryByRole("button", { name: "Try again" })).toBeNull();
    await userEvent.setup().click(within(alert).getByRole("link", { name: "Back to the list" }));
    expect(await screen.findByRole("link", { name: "MONSOON15" })).toBeTruthy();
  });

  it("says why it failed, and loads the coupon when tried again", async () => {
    let failing = true;
    server.on("GET", "/s/api/admin/coupons/21", () => (failing ? jsonResponse({ message: "The database is resting" }, 503) : jsonResponse(coupon())));
    openAt("/coupons/21");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The database is resting");
    failing = false;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "MONSOON15" })).toBeTruthy();
  });
});
