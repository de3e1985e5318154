// The problem queue against a stand-in server: each report with its order, customer, item, note,
// photo and what resolving would refund; the status tabs and sort as the query; resolving and
// rejecting asked in a dialog (a rejection needs its reason), the queue read again after.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { AdminOrderReport, AdminReportsAnswer } from "../../shared/api/admin-order-reports";
import { REPORT_REASON_REQUIRED } from "../../shared/api/admin-order-reports";
import { adminServer, openAt, page } from "../parts/admin-testing";
import { reportFiltersFrom } from "./report-filters";

let server: FakeShopServer;
beforeEach(() => {
  server = adminServer();
});
afterEach(() => vi.unstubAllGlobals());

const report = (over: Partial<AdminOrderReport> = {}): AdminOrderReport => ({
  id: 12,
  order_number: "KD1001",
  customer: { id: 9, name: "Priya Sharma", phone: "9876543210" },
  item: { id: 71, name: "Toor Dal", pack: "1 kg", image: "", quantity: 2, price: 120 },
  kind: "damaged",
  kind_label: "Damaged",
  quantity: 2,
  note: "Both packets were torn",
  photo_url: "/s/api/admin/order-reports/12/photo",
  status: "open",
  status_label: "Being looked into",
  outcome: "",
  refund_amount: 240,
  refund_by: "provider",
  refund_status: null,
  reported_at: "2026-11-21T08:00:00.000Z",
  resolved_at: null,
  resolved_by: null,
  ...over,
});
const answer = (data: AdminOrderReport[], open = data.length): AdminReportsAnswer => ({ ...page(data), open });

describe("the problem queue", () => {
  it("shows each open report with its order, customer, item, note, photo and what resolving refunds", async () => {
    server.on("GET", "/s/api/admin/order-reports", () =>
      jsonResponse(answer([report(), report({ id: 13, kind: "missing", kind_label: "Missing", photo_url: null, refund_by: "shop", refund_amount: 120, quantity: 1 })])),
    );
    openAt("/problems");
    const list = await screen.findByRole("list", { name: "Open reports" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(within(first!).getByRole("link", { name: "Order KD1001" }).getAttribute("href")).toBe("/bos/admin/orders/KD1001");
    expect(first!.textContent).toContain("Priya Sharma · 9876543210");
    expect(first!.textContent).toContain("2 × Toor Dal, 1 kg");
    expect(first!.textContent).toContain("“Both packets were torn”");
    expect(first!.textContent).toContain("Resolving refunds ₹240.00 to the customer's online payment.");
    expect(within(first!).getByRole("img", { name: "The customer's photo of Toor Dal" }).getAttribute("src")).toBe("/s/api/admin/order-reports/12/photo");
    expect(second!.textContent).toContain("No photo");
    expect(second!.textContent).toContain("Resolving refunds ₹120.00 by the shop, in cash or by UPI.");
    expect(screen.getByText("2 open reports waiting for an answer.")).toBeTruthy();
    expect(Object.fromEntries(server.calls.at(-1)!.query)).toMatchObject({ status: "open", sort: "oldest" });
  });

  it("asks before resolving, refunds, and reads the queue again", async () => {
    let resolved = false;
    server.on("GET", "/s/api/admin/order-reports", () => jsonResponse(answer(resolved ? [] : [report()], resolved ? 0 : 1)));
    server.on("POST", "/s/api/admin/order-reports/12/resolve", () => {
      resolved = true;
      return jsonResponse(report({ status: "resolved", refund_status: "processed" }));
    });
    const user = userEvent.setup();
    openAt("/problems");
    await user.click(await screen.findByRole("button", { name: "Resolve with refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund ₹240.00?" });
    await user.type(within(dialog).getByRole("textbox", { name: /Words for the customer/ }), "Sorry, refunded");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("No open reports.")).toBeTruthy();
    expect(server.calls.find((c) => c.method === "POST")!.body).toEqual({ note: "Sorry, refunded" });
    expect(screen.getByText("No open reports: every problem has been answered.")).toBeTruthy();
  });

  it("needs a reason to reject", async () => {
    server.on("GET", "/s/api/admin/order-reports", () => jsonResponse(answer([report()])));
    server.on("POST", "/s/api/admin/order-reports/12/reject", () => jsonResponse(report({ status: "rejected", outcome: "Seal intact" })));
    const user = userEvent.setup();
    openAt("/problems");
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this report?" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText(REPORT_REASON_REQUIRED)).toBeTruthy();
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Seal intact");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(server.calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "Seal intact" }));
  });

  it("shows decided reports with their outcome, and asks for the tab and order chosen", async () => {
    server.on("GET", "/s/api/admin/order-reports", () =>
      jsonResponse(
        answer(
          [
            report({
              status: "resolved",
              status_label: "Refunded",
              refund_status: "failed",
              outcome: "Sorry!",
              resolved_at: "2026-11-21T09:00:00.000Z",
              resolved_by: { id: 2, name: "Anita", phone: "9876543212" },
            }),
          ],
          0,
        ),
      ),
    );
    const user = userEvent.setup();
    openAt("/problems?status=resolved");
    const list = await screen.findByRole("list", { name: "Resolved reports" });
    expect(list.textContent).toContain("₹240.00 refund failed: try it again from the order");
    expect(list.textContent).toContain("by Anita");
    expect(list.textContent).toContain("“Sorry!”");
    expect(within(list).queryByRole("button", { name: "Reject" })).toBeNull();
    await user.selectOptions(screen.getByRole("combobox", { name: "Order" }), "newest");
    await vi.waitFor(() => expect(Object.fromEntries(server.calls.at(-1)!.query)).toMatchObject({ status: "resolved", sort: "newest" }));
  });

  it("reads only well-formed choices from the address", () => {
    expect(reportFiltersFrom(new URLSearchParams("status=closed&sort=random&page=0&per_page=7&q=%20KD1%20"))).toEqual({ q: "KD1", status: "open", sort: "oldest", page: 1, per_page: 20 });
  });
});
