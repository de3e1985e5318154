// A sale's receipt against a stand-in server: the shop, the sale, its items with MRP and price,
// the savings and the payment, printed on request, with no one's phone in full; a voided sale is
// stamped, and a sale the server allows is voided from here.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { PosReceipt } from "../../shared/api/pos";
import { openAt, posServer, RECEIPT } from "../pos-testing";

let server: FakeShopServer;
beforeEach(() => {
  server = posServer();
});
afterEach(() => vi.unstubAllGlobals());

describe("a sale's receipt", () => {
  it("shows the shop, the sale, its items with MRP and price, the savings and the payment, and prints", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    server.on("GET", "/s/api/pos/sales/KD2001", () => jsonResponse({ ...RECEIPT, customer: { id: 9, name: "Priya Sharma", phone: "9876543210" } }));
    openAt("/sales/KD2001");
    const receipt = await screen.findByRole("article", { name: "Receipt · Order KD2001" });
    const text = receipt.textContent;
    for (const fact of [
      "Fresh Basket",
      "14, 100 Feet Road, Indiranagar, Bengaluru 560038",
      "Sold at Indiranagar, 14, 100 Feet Road",
      "Nov 26, 2026 10:00 AM",
      "Priya Sharma, 98xxxxxx10",
      "Asha Rao",
      "You saved ₹15.00",
    ]) {
      expect(text).toContain(fact);
    }
    const items = within(within(receipt).getByRole("table"))
      .getAllByRole("row")
      .map((row) =>
        within(row)
          .queryAllByRole("cell")
          .map((c) => c.textContent),
      );
    expect(items.slice(1)).toEqual([["Toor Dal 500 g", "2", "₹80.00", "₹72.50", "₹145.00"]]);
    expect(within(receipt).getByLabelText("Receipt totals").textContent).toBe("MRP total₹160.00Subtotal₹145.00Total₹145.00");
    expect(within(receipt).getByLabelText("Payment").textContent).toBe("Paid byCash ₹145.00Tendered₹200.00Change₹55.00");
    expect(screen.queryByText("VOIDED")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Print receipt" }));
    expect(print).toHaveBeenCalledOnce();
    expect(text).not.toContain("9876543210");
    expect(text).not.toContain("98765 43210");
  });

  it("names an unnamed member of staff only as staff, and leaves out a warehouse at the shop's address", async () => {
    server.on("GET", "/s/api/pos/sales/KD2001", () =>
      jsonResponse({ ...RECEIPT, staff: { ...RECEIPT.staff, name: "" }, warehouse: { ...RECEIPT.warehouse, address: RECEIPT.shop.address } } satisfies PosReceipt),
    );
    openAt("/sales/KD2001");
    const receipt = await screen.findByRole("article", { name: "Receipt · Order KD2001" });
    expect(within(receipt).getByText("Served by").nextElementSibling?.textContent).toBe("Staff");
    expect(receipt.textContent).not.toContain("Sold at");
  });

  it("voids the sale from its receipt when the server allows it", async () => {
    server.on("GET", "/s/api/pos/sales/KD2001", () => jsonResponse(RECEIPT));
    server.on("POST", "/s/api/pos/sales/KD2001/void", () =>
      jsonResponse({ ...RECEIPT, status: "voided", voided: { at: "2026-11-26T05:00:00.000Z", by: "Asha Rao", reason: "Wrong item" }, can_void: false } satisfies PosReceipt),
    );
    openAt("/sales/KD2001");
    await userEvent.click(await screen.findByRole("button", { name: "Void sale" }));
    const dialog = await screen.findByRole("dialog", { name: "Void sale KD2001?" });
    await userEvent.type(within(dialog).getByRole("textbox"), "Wrong item");
    await userEvent.click(within(dialog).getByRole("button", { name: "Void sale" }));
    expect(await screen.findByText("VOIDED")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("button", { name: "Void sale" })).toBeNull();
    expect(server.calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ reason: "Wrong item" }]);
  });

  it("stamps a voided sale", async () => {
    server.on("GET", "/s/api/pos/sales/KD2001", () =>
      jsonResponse({ ...RECEIPT, status: "voided", voided: { at: "2026-11-26T05:00:00.000Z", by: "Asha Rao", reason: "Wrong item" }, can_void: false } satisfies PosReceipt),
    );
    openAt("/sales/KD2001");
    expect(await screen.findByText("VOIDED")).toBeTruthy();
    expect(screen.getByText("Voided Nov 26, 2026 10:30 AM by Asha Rao: Wrong item")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Void sale" })).toBeNull();
  });

  it("links the sale's GST invoice, and a voided sale's credit note, as receipt-width PDFs; none where nothing was issued", async () => {
    const invoice = { id: 51, kind: "tax_invoice" as const, label: "Tax invoice", number: "KD/26-27/000051", issued_at: "2026-11-26T04:30:00.000Z", total: 145 };
    const creditNote = { id: 53, kind: "credit_note" as const, label: "Credit note", number: "KD/26-27/CN/000003", issued_at: "2026-11-26T05:00:00.000Z", total: 145 };
    server.on("GET", "/s/api/pos/sales/KD2001", () => jsonResponse({ ...RECEIPT, documents: [invoice] } satisfies PosReceipt));
    server.on("GET", "/s/api/pos/sales/KD2002", () =>
      jsonResponse({
        ...RECEIPT,
        order_number: "KD2002",
        status: "voided",
        voided: { at: "2026-11-26T05:00:00.000Z", by: "Asha Rao", reason: "Wrong item" },
        can_void: false,
        documents: [invoice, creditNote],
      } satisfies PosReceipt),
    );
    server.on("GET", "/s/api/pos/sales/KD2003", () => jsonResponse({ ...RECEIPT, order_number: "KD2003" } satisfies PosReceipt));

    openAt("/sales/KD2001");
    const link = await screen.findByRole("link", { name: "GST invoice (PDF)" });
    expect(link.getAttribute("href")).toBe("/s/api/pos/sales/KD2001/documents/51/pdf?layout=receipt");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(screen.queryByRole("link", { name: "Credit note (PDF)" })).toBeNull();
    cleanup();

    openAt("/sales/KD2002");
    expect((await screen.findByRole("link", { name: "Credit note (PDF)" })).getAttribute("href")).toBe("/s/api/pos/sales/KD2002/documents/53/pdf?layout=receipt");
    expect(screen.getByRole("link", { name: "GST invoice (PDF)" }).getAttribute("href")).toBe("/s/api/pos/sales/KD2002/documents/51/pdf?layout=receipt");
    cleanup();

    openAt("/sales/KD2003");
    expect(await screen.findByRole("article", { name: "Receipt · Order KD2003" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /PDF/ })).toBeNull();
  });

  it("says when there is no such sale", async () => {
    server.on("GET", "/s/api/pos/sales/KD404", () => jsonResponse({ message: "There is no such sale at this counter" }, 404));
    openAt("/sales/KD404");
    expect(await screen.findByText("There is no such sale at this counter")).toBeTruthy();
    // Asking again would find nothing again: the way on is the day's sales.
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the list" }).getAttribute("href")).toBe("/pos/sales");
  });

  it("sells the sale again: its packs and customer become the sale at the counter, priced by today's quote", async () => {
    server.on("GET", "/s/api/pos/sales/KD2001", () => jsonResponse({ ...RECEIPT, customer: { id: 9, name: "Priya Sharma", phone: "9876543210" } }));
    openAt("/sales/KD2001");
    await userEvent.click(await screen.findByRole("button", { name: "Sell again: the items of KD2001" }));
    await screen.findByRole("heading", { name: "Counter" });
    await waitFor(() =>
      expect(server.calls.some((c) => c.url === "/s/api/pos/quote" && JSON.stringify((c.body as { lines: unknown }).lines) === JSON.stringify([{ pack_id: 31, quantity: 2 }]))).toBe(true),
    );
    expect(JSON.parse(localStorage.getItem("kirana.pos.draft.2")!)).toMatchObject({ lines: [{ pack_id: 31, quantity: 2 }], customer: { id: 9 } });
  });

  it("names a pack deleted since the sale as not added", async () => {
    const gone = { ...RECEIPT.lines[0]!, pack_id: null, name: "Old Rice", pack: "1 kg" };
    server.on("GET", "/s/api/pos/sales/KD2001", () => jsonResponse({ ...RECEIPT, lines: [...RECEIPT.lines, gone] } satisfies PosReceipt));
    openAt("/sales/KD2001");
    await userEvent.click(await screen.findByRole("button", { name: "Sell again: the items of KD2001" }));
    expect((await screen.findByRole("alert")).textContent).toBe("No longer sold, so not added: Old Rice, 1 kg");
  });

  it("asks before replacing a sale being rung up, and keeps it when told to", async () => {
    const ringingUp = { lines: [{ pack_id: 40, quantity: 1, name: "Basmati Rice", pack: "5 kg" }], coupon: "", customer: null, method: "cash", tendered: "", reference: "", key: "k-1" };
    localStorage.setItem("kirana.pos.draft.2", JSON.stringify(ringingUp));
    server.on("GET", "/s/api/pos/sales/KD2001", () => jsonResponse(RECEIPT));
    openAt("/sales/KD2001");
    await userEvent.click(await screen.findByRole("button", { name: "Sell again: the items of KD2001" }));
    const dialog = await screen.findByRole("dialog", { name: "Replace the sale being rung up?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep that sale" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(JSON.parse(localStorage.getItem("kirana.pos.draft.2")!)).toMatchObject({ lines: [{ pack_id: 40 }] });
    expect(screen.getByRole("article", { name: "Receipt · Order KD2001" })).toBeTruthy();
  });
});
