// The Dashboard (issue 26): for a website on its way to its first order, each step with whether
// it is done and a link to the screen that does it; once every step is done, the day's orders,
// sales in rupees and orders to pack instead; a failed load says so with "Try again", under the
// website's name.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { OnboardingAnswer, OnboardingStep } from "../../shared/api/admin-onboarding";
import { formatRupees } from "../../shared/money";
import { adminServer, openAt } from "../parts/admin-testing";

const ONBOARDING = "/s/api/admin/onboarding";
/** Fresh Basket's shop, as admin-testing's websites answer gives it. */
const SHOP = "http://fresh.localhost:3000";

let server: FakeShopServer;
beforeEach(() => {
  server = adminServer();
});
afterEach(() => vi.unstubAllGlobals());

/** Halfway there: a warehouse with pincodes, cash on delivery; no charge, products, publish or order. */
const HALFWAY: OnboardingStep[] = [
  { key: "warehouse", done: true, detail: "1 warehouse, 3 pincodes" },
  { key: "delivery", done: false, detail: "No delivery slots yet; delivery is free" },
  { key: "products", done: false, detail: "No products yet" },
  { key: "payments", done: true, detail: "Cash on delivery" },
  { key: "home", done: false, detail: "The starter home is live: make it yours and publish it" },
  { key: "test-order", done: false, detail: "No orders yet" },
];

const answer = (over: Partial<OnboardingAnswer> = {}): OnboardingAnswer => ({ steps: HALFWAY, complete: false, today: { orders: 0, sales: 0, to_pack: 0 }, ...over });

/** The checklist's steps in order, each as its title with its spoken state, and its links. */
async function checklistSteps() {
  const checklist = await screen.findByRole("region", { name: "Get your shop ready for its first order" }, { timeout: 5000 });
  return { checklist, steps: within(checklist).getAllByRole("listitem") };
}

describe("the Dashboard", { timeout: 20_000 }, () => {
  it("lists the six steps, done or to do as the server says, each linked to the screen that does it", async () => {
    server.on("GET", ONBOARDING, () => jsonResponse(answer()));
    openAt("/dashboard");
    const { checklist, steps } = await checklistSteps();
    expect(within(checklist).getByText("2 of 6 steps done")).toBeTruthy();
    expect(steps.map((s) => s.querySelector(".onboarding-title")!.textContent)).toEqual([
      "Add a warehouse and the pincodes it delivers to (done)",
      "Set its delivery slots and charge (to do)",
      "Add your first products (to do)",
      "Choose how shoppers pay (done)",
      "Make the home page yours and publish it (to do)",
      "Place a test order with cash on delivery (to do)",
    ]);
    // The server's words for where each step stands are shown under it.
    expect(steps.map((s) => s.querySelector(".onboarding-detail")!.textContent)).toEqual(HALFWAY.map((s) => s.detail));
    expect(steps.map((s) => s.classList.contains("is-done"))).toEqual([true, false, false, true, false, false]);

    const links = steps.map((s) =>
      within(s)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("target")]),
    );
    expect(links).toEqual([
      [["Open Delivery › Warehouses & pincodes", "/bos/admin/delivery", null]],
      [
        ["Open Delivery › Slots", "/bos/admin/delivery?tab=slots", null],
        ["and Delivery › Charges (without a rule, delivery is free)", "/bos/admin/delivery?tab=charges", null],
      ],
      [
        ["Open Products", "/bos/admin/products", null],
        ["or import them from a spreadsheet (the template is there)", "/bos/admin/products-csv", null],
      ],
      [["Open Payments", "/bos/admin/payments", null]],
      // The builder and the shop are other apps: they open in a tab of their own.
      [["Open the page builder's pages", "/page-builder/pages", "_blank"]],
      [["Open your shop", SHOP, "_blank"]],
    ]);
    expect(screen.queryByRole("region", { name: "Today" })).toBeNull();
  });

  it("follows a step's link to its screen inside the back office", async () => {
    server.on("GET", ONBOARDING, () => jsonResponse(answer()));
    // The delivery screen opens once its warehouses and charge rules have come.
    server.on("GET", "/s/api/admin/delivery/warehouses", () => jsonResponse({ data: [] }));
    server.on("GET", "/s/api/admin/delivery/charges", () => jsonResponse({ data: [] }));
    const router = openAt("/dashboard");
    const { steps } = await checklistSteps();
    await userEvent.setup().click(within(steps[1]!).getByRole("link", { name: "and Delivery › Charges (without a rule, delivery is free)" }));
    await vi.waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/bos/admin/delivery?tab=charges"));
    expect(await screen.findByRole("tab", { name: "Charges", selected: true }, { timeout: 5000 })).toBeTruthy();
  });

  it("once every step is done, shows Today's orders, sales in rupees and orders to pack, and no checklist", async () => {
    const today = { orders: 3, sales: 1249.5, to_pack: 2 };
    server.on("GET", ONBOARDING, () => jsonResponse(answer({ steps: HALFWAY.map((s) => ({ ...s, done: true })), complete: true, today })));
    openAt("/dashboard");
    const region = await screen.findByRole("region", { name: "Today" }, { timeout: 5000 });
    const figures = Object.fromEntries([...region.querySelectorAll("dl > div")].map((d) => [d.querySelector("dt")!.textContent, d.querySelector("dd")!.textContent]));
    expect(figures).toEqual({ Orders: "3", Sales: formatRupees(1249.5), "To pack": "2" });
    expect(figures.Sales).toMatch(/^₹1,249\.50$/);
    // To pack leads to the orders waiting to be packed.
    expect(within(region).getByRole("link", { name: "2 orders to pack: open the list" }).getAttribute("href")).toBe("/bos/admin/orders?status=placed,confirmed");
    expect(screen.queryByRole("region", { name: "Get your shop ready for its first order" })).toBeNull();
    expect(screen.queryByText(/steps done/)).toBeNull();
  });

  it("says why it could not load under the website's name, and loads when tried again", async () => {
    let failing = true;
    server.on("GET", ONBOARDING, () => (failing ? jsonResponse({ message: "The database is busy, try again in a moment" }, 503) : jsonResponse(answer())));
    openAt("/dashboard");
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toContain("The database is busy, try again in a moment");
    expect(screen.queryByRole("region", { name: "Get your shop ready for its first order" })).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Fresh Basket" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the page builder" })).toBeTruthy();
    failing = false;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    const { checklist } = await checklistSteps();
    expect(within(checklist).getByText("2 of 6 steps done")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(server.calls.filter((c) => c.method === "GET" && c.path === ONBOARDING)).toHaveLength(2);
  });
});
