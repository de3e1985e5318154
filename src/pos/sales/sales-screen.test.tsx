// Today's sales against a stand-in server: the day's list and its totals by payment method, an
// earlier day read only unless the server allows a void, and a void asked for with its reason
// (the server's refusal shown in the dialog, tied to the reason box).
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { SALE_ALREADY_VOIDED, type PosDayAnswer, type PosReceipt, type PosSaleSummary } from "../../shared/api/pos";
import { shopToday } from "../parts/shop-time";
import { openAt, posServer, RECEIPT } from "../pos-testing";

let server: FakeShopServer;
beforeEach(() => {
  localStorage.clear();
  server = posServer();
});
afterEach(() => vi.unstubAllGlobals());

const sale = (over: Partial<PosSaleSummary> = {}): PosSaleSummary => ({
  order_number: "KD2001",
  created_at: "2026-11-26T04:30:00.000Z",
  total: 145,
  items: 2,
  method: "cash",
  customer: null,
  staff: "Asha Rao",
  warehouse: "Indiranagar",
  status: "completed",
  can_void: over.status !== "voided",
  ...over,
});

const day = (over: Partial<PosDayAnswer> = {}): PosDayAnswer => ({
  date: "2026-11-26",
  sales: [
    sale(),
    sale({ order_number: "KD2002", created_at: "2026-11-26T06:05:00.000Z", total: 320, items: 3, method: "upi", customer: { id: 9, name: "Priya Sharma", phone: "9876543210" } }),
    sale({ order_number: "KD2003", total: 50, items: 1, method: "card", status: "voided" }),
  ],
  totals: { count: 2, total: 465, by_method: { cash: { count: 1, total: 145 }, upi: { count: 1, total: 320 }, card: { count: 0, total: 0 } } },
  voided: { count: 1, total: 50 },
  ...over,
});

const rows = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .slice(0, 7)
        .map((c) => c.textContent),
    );

describe("today's sales", () => {
  it("lists the day's sales in shop time with the totals by payment method and what was voided", async () => {
    server.on("GET", "/s/api/pos/sales", () => jsonResponse(day()));
    openAt("/sales");
    expect(await screen.findByRole("heading", { name: "Today's sales" })).toBeTruthy();
    await screen.findByRole("table");
    expect(rows()).toEqual([
      ["10:00 AM", "KD2001", "Walk-in", "2", "Cash", "₹145.00", "Completed"],
      ["11:35 AM", "KD2002", "Priya Sharma", "3", "UPI", "₹320.00", "Completed"],
      ["10:00 AM", "KD2003", "Walk-in", "1", "Card", "₹50.00", "Voided"],
    ]);
    expect(screen.getByLabelText("The day's totals").textContent).toBe("Cash (1)₹145.00UPI (1)₹320.00Card (0)₹0.00Voided (1)₹50.00Total (2 sales)₹465.00");
    expect(screen.getByRole("link", { name: "Reprint the receipt of KD2002" }).getAttribute("href")).toBe("/pos/sales/KD2002");
    // A voided sale cannot be voided again.
    expect(screen.getByRole("button", { name: "Void KD2001" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Void KD2003" })).toBeNull();
    expect(server.calls.find((c) => c.path === "/s/api/pos/sales")?.query.get("date")).toBeNull();
  });

  it("shows an earlier day read only", async () => {
    server.on("GET", "/s/api/pos/sales", (call) =>
      jsonResponse(call.query.get("date") ? day({ date: "2026-11-20", sales: [sale({ created_at: "2026-11-20T05:00:00.000Z", can_void: false })] }) : day()),
    );
    openAt("/sales?date=2026-11-20");
    expect(await screen.findByRole("heading", { name: "Sales of Nov 20, 2026" })).toBeTruthy();
    expect(server.calls.find((c) => c.path === "/s/api/pos/sales")?.query.get("date")).toBe("2026-11-20");
    expect(screen.getByRole("link", { name: "Reprint the receipt of KD2001" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Void/ })).toBeNull();
  });

  it("loads the day chosen in the field, which shows it while its sales load", async () => {
    let release = () => undefined as void;
    server.on("GET", "/s/api/pos/sales", (call) =>
      call.query.get("date") === "2024-03-05"
        ? new Promise<Response>((resolve) => (release = () => resolve(jsonResponse(day({ date: "2024-03-05", sales: [] })))))
        : jsonResponse(day({ date: "2024-03-04", sales: [sale({ created_at: "2024-03-04T05:00:00.000Z", can_void: false })] })),
    );
    const { router } = openAt("/sales?date=2024-03-04");
    expect(await screen.findByRole("heading", { name: "Sales of Mar 4, 2024" })).toBeTruthy();
    const field = screen.getByRole("combobox", { name: "Day" });
    await userEvent.click(field);
    await userEvent.click(screen.getByRole("button", { name: "March 5, 2024" }));
    // The day asked for is in the field at once; the day shown stays until it comes.
    await waitFor(() => expect(server.calls.at(-1)?.query.get("date")).toBe("2024-03-05"));
    expect(field).toHaveProperty("value", "Mar 5, 2024");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sales of Mar 4, 2024");
    release();
    expect(await screen.findByRole("heading", { name: "Sales of Mar 5, 2024" })).toBeTruthy();
    expect(screen.getByText("No sales on this day.")).toBeTruthy();
    expect(router.state.location.search).toBe("?date=2024-03-05");
  });

  it("offers a void wherever the server says the sale can be voided (an admin's earlier day)", async () => {
    server.on("GET", "/s/api/pos/sales", () => jsonResponse(day({ date: "2026-11-20", sales: [sale({ can_void: true }), sale({ order_number: "KD2002", can_void: false })] })));
    openAt("/sales?date=2026-11-20");
    expect(await screen.findByRole("button", { name: "Void KD2001" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Void KD2002" })).toBeNull();
  });

  it("calls today's date today, even when it is asked for by date", async () => {
    const today = shopToday();
    server.on("GET", "/s/api/pos/sales", () => jsonResponse(day({ date: today })));
    openAt(`/sales?date=${today}`);
    await screen.findByRole("table");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Today's sales");
    expect(screen.getByRole("button", { name: "Void KD2001" })).toBeTruthy();
  });

  it("voids a sale with its reason, then shows the day again", async () => {
    let voided = false;
    server.on("GET", "/s/api/pos/sales", () => jsonResponse(voided ? day({ sales: [sale({ status: "voided" })] }) : day()));
    server.on("POST", "/s/api/pos/sales/KD2001/void", () => {
      voided = true;
      return jsonResponse({ ...RECEIPT, status: "voided", voided: { at: "2026-11-26T05:00:00.000Z", by: "Asha Rao", reason: "Customer changed mind" }, can_void: false } satisfies PosReceipt);
    });
    openAt("/sales");
    await userEvent.click(await screen.findByRole("button", { name: "Void KD2001" }));
    const dialog = await screen.findByRole("dialog", { name: "Void sale KD2001?" });
    expect(within(dialog).getByText(/₹145.00 paid by Cash. Its items go back into Indiranagar's stock/)).toBeTruthy();
    // A reason is needed before anything is sent.
    await userEvent.click(within(dialog).getByRole("button", { name: "Void sale" }));
    expect(within(dialog).getByRole("textbox", { description: "Say why the sale is voided" })).toBeTruthy();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason (kept in the audit log)" }), "Customer changed mind");
    await userEvent.click(within(dialog).getByRole("button", { name: "Void sale" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body])).toEqual([["/s/api/pos/sales/KD2001/void", { reason: "Customer changed mind" }]]);
    expect(await screen.findByText("Sale KD2001 voided; its items are back in stock.")).toBeTruthy();
    await waitFor(() => expect(rows()).toEqual([["10:00 AM", "KD2001", "Walk-in", "2", "Cash", "₹145.00", "Voided"]]));
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    server.on("GET", "/s/api/pos/sales", () => jsonResponse(day()));
    server.on("POST", "/s/api/pos/sales/KD2001/void", () => jsonResponse({ message: SALE_ALREADY_VOIDED }, 409));
    openAt("/sales");
    await userEvent.click(await screen.findByRole("button", { name: "Void KD2001" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByRole("textbox"), "Duplicate");
    await userEvent.click(within(dialog).getByRole("button", { name: "Void sale" }));
    const refusal = await within(dialog).findByText(SALE_ALREADY_VOIDED);
    expect(within(dialog).getByRole("textbox").getAttribute("aria-describedby")).toBe(refusal.id);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
