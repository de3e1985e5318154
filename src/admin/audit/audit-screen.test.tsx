// The audit log screen: entries show who, what and when with the fields they changed; the
// filters and pages are the log's query, kept in the address; a log that cannot be fetched says
// why, with "Try again".
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { AuditEntry } from "../../shared/api/admin-catalogue";
import { adminServer, openAt, page } from "../parts/admin-testing";
import { auditFiltersFrom } from "./audit-screen";

const AUDIT = "/s/api/admin/audit";
let server: FakeShopServer;
beforeEach(() => {
  server = adminServer();
});
afterEach(() => vi.unstubAllGlobals());

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  action: "update",
  entity_type: "product",
  entity_id: 12,
  user: { id: 5, name: "Anita Rao", phone: "9876543212" },
  before: { name: "Toor Dal", packs: [{ name: "1 kg", price: 120 }] },
  after: { name: "Toor Dal", packs: [{ name: "1 kg", price: 99 }] },
  at: "2026-11-20T10:30:00.000Z",
  ...over,
});
const queries = () => server.calls.filter((c) => c.method === "GET" && c.path === AUDIT).map((c) => Object.fromEntries(c.query));

describe("the audit log screen", { timeout: 20_000 }, () => {
  it("shows who changed what and when, with each changed field before and after", async () => {
    server.on("GET", AUDIT, () =>
      jsonResponse(page([entry(), entry({ id: 2, action: "import", entity_type: "product_import", entity_id: null, user: null, before: null, after: { file_name: "rice.csv", created: 2 } })])),
    );
    openAt("/audit");
    const list = await screen.findByRole("list", { name: "Changes" }, { timeout: 5000 });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first!.textContent).toContain("Update · Product Toor Dal");
    expect(within(first!).getByRole("link", { name: "Product Toor Dal" }).getAttribute("href")).toBe("/bos/admin/products/12");
    expect(within(first!).getByRole("button", { name: /Anita Rao/ })).toBeTruthy();
    expect(within(first!).getByRole("time").getAttribute("datetime")).toBe("2026-11-20T10:30:00.000Z");
    const changed = within(first!)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.textContent);
    expect(changed).toEqual(["Packs › 1 kg › Price12099"]);
    expect(second!.textContent).toContain("Import · Product import");
    expect(second!.textContent).toContain("A removed account");
    expect(
      within(second!)
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(["File name—rice.csv", "Created—2"]);
  });

  it("names an order by its number, a page by its address and a deleted coupon by its code, linking what still exists", async () => {
    server.on("GET", AUDIT, () =>
      jsonResponse(
        page([
          entry({
            id: 3,
            action: "status_change",
            entity_type: "order",
            entity_id: 40,
            before: { order_number: "DEMO100002", status: "placed" },
            after: { order_number: "DEMO100002", status: "packed" },
          }),
          entry({ id: 4, action: "publish", entity_type: "page", entity_id: 7, before: { url: "/about-us", version: 2 }, after: { url: "/about-us", version: 3 } }),
          entry({ id: 5, action: "delete", entity_type: "coupon", entity_id: 9, before: { code: "DIWALI2025", discount_value: 10 }, after: null }),
          entry({ id: 6, action: "update", entity_type: "site_settings", entity_id: 1, before: { webSeo: { og_title: "Old" } }, after: { webSeo: { og_title: "New" } } }),
        ]),
      ),
    );
    openAt("/audit");
    const list = await screen.findByRole("list", { name: "Changes" }, { timeout: 5000 });
    const [order, pageEntry, coupon, settings] = within(list).getAllByRole("listitem");
    expect(within(order!).getByRole("link", { name: "Order DEMO100002" }).getAttribute("href")).toBe("/bos/admin/orders/DEMO100002");
    expect(within(pageEntry!).getByRole("link", { name: "Page /about-us" }).getAttribute("href")).toBe("/page-builder/pages/7");
    expect(coupon!.textContent).toContain("Delete · Coupon DIWALI2025");
    expect(within(coupon!).queryByRole("link", { name: /Coupon/ })).toBeNull();
    expect(within(settings!).getByRole("link", { name: "Website settings" }).getAttribute("href")).toBe("/page-builder/settings");
    expect(
      within(settings!)
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(["Search engines and sharing › Sharing titleOldNew"]);
  });

  it("narrows by entity, action and person, and pages, starting each new selection at page 1", async () => {
    const user = userEvent.setup();
    server.on("GET", AUDIT, () => jsonResponse(page([entry()], { total: 45 })));
    openAt("/audit?page=2");
    await screen.findByRole("list", { name: "Changes" }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText("About"), "product");
    await user.selectOptions(screen.getByLabelText("Action"), "update");
    await user.click(await screen.findByRole("button", { name: /Anita Rao/ }));
    expect(await screen.findByText(/Made by Anita Rao/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await vi.waitFor(() =>
      expect(queries()).toEqual([
        { page: "2", per_page: "20" },
        { entity_type: "product", page: "1", per_page: "20" },
        { entity_type: "product", action: "update", page: "1", per_page: "20" },
        { entity_type: "product", action: "update", user_id: "5", page: "1", per_page: "20" },
        { entity_type: "product", action: "update", user_id: "5", page: "2", per_page: "20" },
      ]),
    );
    await user.click(screen.getByRole("button", { name: "Everyone" }));
    await vi.waitFor(() => expect(queries().at(-1)).toEqual({ entity_type: "product", action: "update", page: "1", per_page: "20" }));
  });

  it("shows the §8 message when the log cannot be fetched, and fetches it again on Try again", async () => {
    const user = userEvent.setup();
    let failing = true;
    server.on("GET", AUDIT, () => (failing ? jsonResponse({ message: "to must be on or after from" }, 422) : jsonResponse(page([entry()]))));
    openAt("/audit?from=2026-11-20&to=2026-11-01");
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toContain("to must be on or after from");
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    const list = await screen.findByRole("list", { name: "Changes" });
    expect(within(list).getAllByRole("listitem")[0]!.textContent).toContain("Update · Product Toor Dal");
    expect(queries().at(-1)).toEqual({ from: "2026-11-20", to: "2026-11-01", page: "1", per_page: "20" });
  });

  it("reads only well-formed filters from the address", () => {
    expect(auditFiltersFrom(new URLSearchParams("entity_type=nope&action=update&user_id=0x1&from=2026-11-01&to=yesterday&page=-1&per_page=7"))).toEqual({
      entity_type: undefined,
      action: "update",
      user_id: undefined,
      from: "2026-11-01",
      to: undefined,
      page: 1,
      per_page: 20,
    });
  });
});
