// The counter against a stand-in server: a sale is found, added and changed by keyboard alone,
// its totals are the server's quote, it survives a remount (a reload), and completing it sends
// what was chosen (never a price) under the attempt's Idempotency-Key: a new one after the
// server refused, the same one only when no answer said what became of the sale.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, never, type FakeShopServer, type RecordedCall } from "../../client/api/fake-shop-server";
import { POS_LINES_MAX, POS_QUANTITY_MAX, type PosQuoteBody, type PosReceipt, type PosSaleBody } from "../../shared/api/pos";
import { BASMATI, openAt, posServer, quoteOf, RECEIPT, SESSION } from "../pos-testing";
import { MAY_HAVE_SOLD, MAY_HAVE_SOLD_BEFORE } from "./sale-screen";

let server: FakeShopServer;
beforeEach(() => {
  localStorage.clear();
  server = posServer();
});
afterEach(() => vi.unstubAllGlobals());

const DRAFT_KEY = `kirana.pos.draft.${SESSION.website.id}`;
const quotes = () => server.calls.filter((c) => c.path === "/s/api/pos/quote").map((c) => c.body as PosQuoteBody);
const lastQuote = () => quotes().at(-1);
const searchBox = () => screen.getByRole("searchbox", { name: /Search products/ });
const totalsText = () => screen.getByLabelText("Sale totals").textContent;

/** Opens the counter and waits for its first quote (of an empty sale). */
async function openCounter() {
  openAt("/counter");
  await screen.findByLabelText("Sale totals");
  await waitFor(() => expect(document.activeElement).toBe(searchBox()));
}

/** The sale's lines as the table shows them: name and pack, price cell, quantity, amount. */
function lineRows() {
  const table = screen.queryByRole("table", { name: "Items in this sale" });
  if (!table) return [];
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole("cell");
      return [cells[0]!.textContent, cells[1]!.textContent, (within(cells[2]!).getByRole("spinbutton") as HTMLInputElement).value, cells[3]!.textContent];
    });
}

describe("ringing up a sale", () => {
  it("finds a product, adds its pack and sets the quantity by keyboard, showing the server's totals", async () => {
    await openCounter();
    await userEvent.keyboard("dal");
    const first = await screen.findByRole("button", { name: /^Toor Dal · Tata Sampann 500 g 8901001, ₹72\.50, MRP ₹80\.00, 5 in stock$/ });
    // Typing is asked about once it pauses: one search, for what was typed.
    expect(server.calls.filter((c) => c.path === "/s/api/pos/products").map((c) => Object.fromEntries(c.query))).toEqual([{ warehouse_id: "1", q: "dal" }]);
    // Each pack is its own row; one out of stock cannot be added.
    expect((screen.getByRole("button", { name: /^Toor Dal · Tata Sampann 1 kg/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(first);
    await userEvent.keyboard("{Enter}");
    // Added: the search is empty again and has the focus back, for the next item.
    expect(searchBox()).toHaveProperty("value", "");
    expect(document.activeElement).toBe(searchBox());
    await waitFor(() => expect(lastQuote()).toEqual({ warehouse_id: 1, lines: [{ pack_id: 31, quantity: 1 }], customer_id: null }));
    await waitFor(() => expect(lineRows()).toEqual([["Toor Dal 500 g", "₹72.50MRP ₹80.00", "1", "₹72.50"]]));

    // "−" is disabled at 1: the quantity is the next stop after the search.
    await userEvent.tab();
    const quantity = screen.getByRole("spinbutton", { name: "Quantity of Toor Dal, 500 g", description: "Quantity: 1 to 999." });
    expect(document.activeElement).toBe(quantity);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await waitFor(() => expect(lastQuote()?.lines).toEqual([{ pack_id: 31, quantity: 3 }]));
    await waitFor(() => expect(totalsText()).toBe("Subtotal₹217.50Total₹217.50You saved₹22.50"));
    // Told, not only shown: a polite status says the new total.
    expect(screen.getByText("Total ₹217.50").getAttribute("role")).toBe("status");

    // Typed past the stock: the server's reason shows on the line, and the total leaves it out.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "7");
    await waitFor(() => expect(lastQuote()?.lines).toEqual([{ pack_id: 31, quantity: 7 }]));
    expect(await screen.findByText("Only 5 left in stock")).toBeTruthy();
    await waitFor(() => expect(totalsText()).toBe("Subtotal₹0.00Total₹0.00"));
  });

  it("cancels a search that a newer one overtakes", async () => {
    server.on("GET", "/s/api/pos/products", (call) => (call.query.get("q") === "toor" ? never() : jsonResponse({ items: [BASMATI] })));
    await openCounter();
    await userEvent.keyboard("toor");
    await waitFor(() => expect(server.calls.some((c) => c.query.get("q") === "toor")).toBe(true));
    await userEvent.clear(searchBox());
    await userEvent.keyboard("basmati");
    expect(await screen.findByRole("button", { name: /^Basmati Rice · India Gate 1 kg/ })).toBeTruthy();
    expect(server.calls.find((c) => c.query.get("q") === "toor")?.signal?.aborted).toBe(true);
  });

  it("adds a scanned code at once, and the same pack again as one more of it", async () => {
    await openCounter();
    await userEvent.keyboard("8902001{Enter}");
    await waitFor(() => expect(lineRows()).toEqual([["Basmati Rice 1 kg", "₹120.00MRP ₹150.00", "1", "₹120.00"]]));
    await userEvent.keyboard("8902001{Enter}");
    await waitFor(() => expect(lineRows()).toEqual([["Basmati Rice 1 kg", "₹120.00MRP ₹150.00", "2", "₹240.00"]]));
    await userEvent.click(screen.getByRole("button", { name: "One less Basmati Rice, 1 kg" }));
    await waitFor(() => expect(lastQuote()?.lines).toEqual([{ pack_id: 41, quantity: 1 }]));
    await userEvent.click(screen.getByRole("button", { name: "Remove Basmati Rice, 1 kg" }));
    await waitFor(() => expect(lastQuote()?.lines).toEqual([]));
    expect(screen.getByText(/No items yet/)).toBeTruthy();
  });

  it("applies a coupon and shows the server's word on it", async () => {
    await openCounter();
    await userEvent.keyboard("8902001{Enter}");
    await userEvent.type(screen.getByRole("textbox", { name: "Coupon code" }), "SAVE10{Enter}");
    expect(await screen.findByText("₹10 off with SAVE10")).toBeTruthy();
    expect(lastQuote()?.coupon).toBe("SAVE10");
    await waitFor(() => expect(totalsText()).toBe("Subtotal₹120.00Coupon discount− ₹10.00Total₹110.00You saved₹40.00"));
    await userEvent.click(screen.getByRole("button", { name: "Remove coupon" }));
    await waitFor(() => expect(lastQuote()?.coupon).toBeUndefined());
  });

  it("keeps the sale through a reload: lines, coupon, customer, payment method and its key", async () => {
    server.on("GET", "/s/api/pos/customers", () => jsonResponse({ customer: { id: 9, name: "Priya Sharma", phone: "9876543210" } }));
    const first = openAt("/counter");
    await screen.findByLabelText("Sale totals");
    await userEvent.type(searchBox(), "8901001{Enter}");
    await userEvent.type(screen.getByRole("textbox", { name: "Coupon code" }), "SAVE10{Enter}");
    await userEvent.type(screen.getByRole("textbox", { name: "Customer's phone" }), "9876543210{Enter}");
    await screen.findByText("Priya Sharma");
    await userEvent.click(screen.getByRole("radio", { name: "UPI" }));
    const kept = JSON.parse(localStorage.getItem(DRAFT_KEY)!) as { key: string };
    first.unmount();

    server.calls.length = 0;
    openAt("/counter");
    await waitFor(() => expect(lineRows()).toEqual([["Toor Dal 500 g", "₹72.50MRP ₹80.00", "1", "₹72.50"]]));
    expect(screen.getByText("Priya Sharma")).toBeTruthy();
    expect(screen.getByText("SAVE10")).toBeTruthy();
    expect((screen.getByRole("radio", { name: "UPI" }) as HTMLInputElement).checked).toBe(true);
    expect(quotes()[0]).toEqual({ warehouse_id: 1, lines: [{ pack_id: 31, quantity: 1 }], coupon: "SAVE10", customer_id: 9 });
    expect((JSON.parse(localStorage.getItem(DRAFT_KEY)!) as { key: string }).key).toBe(kept.key);
  });

  it("drops a kept draft the server could not sell, rather than failing on it", async () => {
    const line = (pack_id: number, quantity = 1) => ({ pack_id, quantity, name: "Toor Dal", pack: "500 g" });
    const kept = { coupon: "", customer: null, method: "cash", tendered: "", reference: "", key: "k-1" };
    for (const lines of [[line(31, 0)], [line(31, POS_QUANTITY_MAX + 1)], [line(31), line(31)], Array.from({ length: POS_LINES_MAX + 1 }, (_, i) => line(i + 1))]) {
      localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...kept, lines }));
      const view = openAt("/counter");
      await screen.findByLabelText("Sale totals");
      expect(screen.getByText(/No items yet/)).toBeTruthy();
      view.unmount();
    }
    localStorage.setItem(DRAFT_KEY, "{not json");
    openAt("/counter");
    expect(await screen.findByText(/No items yet/)).toBeTruthy();
  });

  it("adds a customer the shop does not know yet", async () => {
    server.on("GET", "/s/api/pos/customers", () => jsonResponse({ customer: null }));
    server.on("POST", "/s/api/pos/customers", (call) => jsonResponse({ customer: { id: 12, name: (call.body as { name: string }).name, phone: "9123456780" }, created: true }, 201));
    await openCounter();
    await userEvent.type(screen.getByRole("textbox", { name: "Customer's phone" }), "9123456780{Enter}");
    expect(await screen.findByText("No customer has the phone +91 91234 56780.")).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: "New customer's name" }), "Meena Iyer");
    await userEvent.click(screen.getByRole("button", { name: "Add customer" }));
    expect(await screen.findByText("Meena Iyer")).toBeTruthy();
    expect(server.calls.find((c) => c.method === "POST" && c.path === "/s/api/pos/customers")?.body).toEqual({ phone: "9123456780", name: "Meena Iyer" });
    await waitFor(() => expect(lastQuote()?.customer_id).toBe(12));
  });

  it("shows the server's refusal of a phone", async () => {
    server.on("GET", "/s/api/pos/customers", () => jsonResponse({ message: "Please enter a valid 10-digit mobile number", errors: { phone: "Please enter a valid 10-digit mobile number" } }, 422));
    await openCounter();
    await userEvent.type(screen.getByRole("textbox", { name: "Customer's phone" }), "12345{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a valid 10-digit mobile number");
  });
});

describe("completing a sale", () => {
  const sales = () => server.calls.filter((c) => c.method === "POST" && c.path === "/s/api/pos/sales");

  async function ringUpTwoDal() {
    await openCounter();
    await userEvent.keyboard("8901001{Enter}");
    await waitFor(() => expect(lineRows()).toHaveLength(1));
    await userEvent.keyboard("8901001{Enter}");
    await waitFor(() => expect(totalsText()).toContain("Total₹145.00"));
  }

  it("takes cash with the change due, sends no price, and opens the receipt", async () => {
    server.on("POST", "/s/api/pos/sales", () => jsonResponse(RECEIPT, 201));
    await ringUpTwoDal();
    await userEvent.type(screen.getByRole("textbox", { name: "Amount tendered (₹)" }), "200");
    expect(screen.getByText("Change due: ₹55.00")).toBeTruthy();
    await userEvent.keyboard("{F9}");

    expect(await screen.findByRole("heading", { name: "Receipt · Order KD2001" })).toBeTruthy();
    const [sale] = sales() as [RecordedCall];
    expect(sale.body).toEqual({ warehouse_id: 1, lines: [{ pack_id: 31, quantity: 2 }], customer_id: null, payment: { method: "cash", tendered: 200 } } satisfies PosSaleBody);
    expect(JSON.stringify(sale.body)).not.toMatch(/price|amount|total|mrp/);
    expect(sale.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
    // The receipt is the sale's own answer; the draft is gone.
    expect(server.calls.some((c) => c.method === "GET" && c.path.startsWith("/s/api/pos/sales/"))).toBe(false);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.getByText("Change").nextElementSibling?.textContent).toBe("₹55.00");
    // Focus moves after the receipt is painted: on a busy machine, a frame or more later.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("link", { name: "New sale" })));
  });

  it("shows the sale's own receipt only as it opens: opened again, the receipt is asked for", async () => {
    server.on("POST", "/s/api/pos/sales", () => jsonResponse(RECEIPT, 201));
    server.on("GET", "/s/api/pos/sales/KD2001", () =>
      jsonResponse({ ...RECEIPT, status: "voided", voided: { at: "2026-11-26T05:00:00.000Z", by: "Asha Rao", reason: "Wrong item" }, can_void: false } satisfies PosReceipt),
    );
    const { router } = openAt("/counter");
    await screen.findByLabelText("Sale totals");
    await userEvent.keyboard("8901001{Enter}");
    await waitFor(() => expect(totalsText()).toContain("Total₹72.50"));
    await userEvent.type(screen.getByRole("textbox", { name: "Amount tendered (₹)" }), "100");
    await userEvent.keyboard("{F9}");
    expect(await screen.findByText("Sale complete.")).toBeTruthy();
    await router.navigate(-1);
    await screen.findByLabelText("Sale totals");
    await router.navigate(1);
    // Voided meanwhile, as the server now says.
    expect(await screen.findByText("VOIDED")).toBeTruthy();
    expect(server.calls.filter((c) => c.method === "GET" && c.path === "/s/api/pos/sales/KD2001")).toHaveLength(1);
  });

  it("sends a sale once however often it is asked for while it is on its way", async () => {
    let answer: (response: Response) => void = () => undefined;
    server.on("POST", "/s/api/pos/sales", () => new Promise<Response>((resolve) => (answer = resolve)));
    await ringUpTwoDal();
    await userEvent.type(screen.getByRole("textbox", { name: "Amount tendered (₹)" }), "145");
    await userEvent.keyboard("{F9}{F9}{Control>}{Enter}{/Control}");
    await waitFor(() => expect(sales()).toHaveLength(1));
    expect((screen.getByRole("button", { name: "Complete sale (F9)" }) as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse(RECEIPT, 201));
    await screen.findByRole("heading", { name: "Receipt · Order KD2001" });
    expect(sales()).toHaveLength(1);
  });

  it("says how much is short, and refuses to send a payment without its amount or reference", async () => {
    await ringUpTwoDal();
    const tendered = screen.getByRole("textbox", { name: "Amount tendered (₹)" });
    await userEvent.type(tendered, "100");
    expect(screen.getByText("₹45.00 short of the total")).toBeTruthy();
    await userEvent.clear(tendered);
    await userEvent.click(screen.getByRole("button", { name: "Complete sale (F9)" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Enter the amount tendered in rupees");
    await userEvent.click(screen.getByRole("radio", { name: "Card" }));
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    expect(screen.getByRole("alert").textContent).toBe("Enter the payment reference");
    expect(sales()).toHaveLength(0);
  });

  it("shows a stock refusal in place, prices the sale again, and sends the next attempt under a new key", async () => {
    let answer = () => jsonResponse({ message: "Toor Dal 500 g: only 1 left in stock" }, 409);
    server.on("POST", "/s/api/pos/sales", () => answer());
    await ringUpTwoDal();
    await userEvent.click(screen.getByRole("radio", { name: "UPI" }));
    await userEvent.type(screen.getByRole("textbox", { name: "UPI transaction id" }), "UPI123456");
    const quotesBefore = quotes().length;
    await userEvent.click(screen.getByRole("button", { name: "Complete sale (F9)" }));
    expect((await screen.findByText("Toor Dal 500 g: only 1 left in stock")).getAttribute("role")).toBe("alert");
    await waitFor(() => expect(quotes().length).toBe(quotesBefore + 1));
    expect(screen.getByRole("heading", { name: "Customer" })).toBeTruthy();

    answer = () => jsonResponse({ ...RECEIPT, payment: { method: "upi", label: "UPI", amount: 145, tendered: null, change: null, reference: "UPI123456" } } satisfies PosReceipt, 201);
    await userEvent.click(screen.getByRole("button", { name: "Complete sale (F9)" }));
    await screen.findByRole("heading", { name: "Receipt · Order KD2001" });
    const [first, second] = sales() as [RecordedCall, RecordedCall];
    // The refusal was the server's answer under the first key, stored for good: a new attempt.
    expect(second.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get("idempotency-key")).not.toBe(first.headers.get("idempotency-key"));
    expect(second.body).toEqual({ warehouse_id: 1, lines: [{ pack_id: 31, quantity: 2 }], customer_id: null, payment: { method: "upi", reference: "UPI123456" } });
  });

  it("refused, corrected, sold: the corrected sale goes under a key of its own", async () => {
    // The server refuses the cash sale of 2 (another counter took the rest), then sells 1.
    server.on("POST", "/s/api/pos/sales", (call) =>
      (call.body as PosSaleBody).lines[0]!.quantity === 2 ? jsonResponse({ message: "Toor Dal 500 g: only 1 left in stock" }, 409) : jsonResponse({ ...RECEIPT, total: 72.5 }, 201),
    );
    await ringUpTwoDal();
    await userEvent.type(screen.getByRole("textbox", { name: "Amount tendered (₹)" }), "200");
    await userEvent.keyboard("{F9}");
    expect(await screen.findByText("Toor Dal 500 g: only 1 left in stock")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "One less Toor Dal, 500 g" }));
    await waitFor(() => expect(totalsText()).toContain("Total₹72.50"));
    await userEvent.keyboard("{F9}");
    await screen.findByRole("heading", { name: "Receipt · Order KD2001" });
    const [refused, sold] = sales() as [RecordedCall, RecordedCall];
    expect(sold.body).toEqual({ warehouse_id: 1, lines: [{ pack_id: 31, quantity: 1 }], customer_id: null, payment: { method: "cash", tendered: 200 } });
    expect(sold.headers.get("idempotency-key")).not.toBe(refused.headers.get("idempotency-key"));
    expect(sales()).toHaveLength(2);
  });

  it("keeps the key and the payment after an answer that never came, and warns the sale may stand", async () => {
    server.on("POST", "/s/api/pos/sales", () => Promise.reject(new TypeError("Failed to fetch")));
    const first = openAt("/counter");
    await screen.findByLabelText("Sale totals");
    await userEvent.keyboard("8901001{Enter}");
    await waitFor(() => expect(totalsText()).toContain("Total₹72.50"));
    await userEvent.type(screen.getByRole("textbox", { name: "Amount tendered (₹)" }), "100");
    await userEvent.keyboard("{F9}");
    expect((await screen.findByText(new RegExp(MAY_HAVE_SOLD.replace(/[.?]/g, "\\$&")))).getAttribute("role")).toBe("alert");
    first.unmount();

    // Reloaded: the same sale, paid the same way, goes again under the same key (the server
    // would answer the first sale's receipt if it was made).
    server.on("POST", "/s/api/pos/sales", () => jsonResponse({ ...RECEIPT, total: 72.5 }, 201));
    openAt("/counter");
    expect(await screen.findByRole("textbox", { name: "Amount tendered (₹)" })).toHaveProperty("value", "100");
    await waitFor(() => expect(totalsText()).toContain("Total₹72.50"));
    await userEvent.keyboard("{F9}");
    await screen.findByRole("heading", { name: "Receipt · Order KD2001" });
    const [lost, again] = sales() as [RecordedCall, RecordedCall];
    expect(again.headers.get("idempotency-key")).toBe(lost.headers.get("idempotency-key"));
    expect(again.body).toEqual(lost.body);
  });

  it("keeps the key after a server failure, and says so when a key was already used for another sale", async () => {
    let answer = () => jsonResponse({ message: "Something went wrong" }, 503);
    server.on("POST", "/s/api/pos/sales", () => answer());
    await ringUpTwoDal();
    await userEvent.type(screen.getByRole("textbox", { name: "Amount tendered (₹)" }), "145");
    await userEvent.keyboard("{F9}");
    expect(await screen.findByText(new RegExp(MAY_HAVE_SOLD.replace(/[.?]/g, "\\$&")))).toBeTruthy();
    answer = () => jsonResponse({ message: "This Idempotency-Key was already used for a different order", errors: { "idempotency-key": "Used with another body" } }, 422);
    await userEvent.keyboard("{F9}");
    expect(await screen.findByText(MAY_HAVE_SOLD_BEFORE)).toBeTruthy();
    const keys = sales().map((c) => c.headers.get("idempotency-key"));
    expect(keys[1]).toBe(keys[0]);
    // That refusal was an answer: the next attempt is a new one.
    await userEvent.keyboard("{F9}");
    await waitFor(() => expect(sales()).toHaveLength(3));
    expect(sales()[2]!.headers.get("idempotency-key")).not.toBe(keys[0]);
  });

  it("does not send cash below the total", async () => {
    await ringUpTwoDal();
    await userEvent.type(screen.getByRole("textbox", { name: "Amount tendered (₹)" }), "144.99");
    await userEvent.keyboard("{F9}");
    expect(screen.getByRole("alert").textContent).toBe("The amount tendered is less than the total of ₹145.00");
    expect(sales()).toHaveLength(0);
  });

  it("does not charge an older total when the sale could not be priced as it stands", async () => {
    server.on("POST", "/s/api/pos/quote", (call) =>
      (call.body as PosQuoteBody).lines.some((l) => l.pack_id === 41) ? jsonResponse({ message: "Something went wrong" }, 503) : jsonResponse(quoteOf(call.body as PosQuoteBody)),
    );
    await ringUpTwoDal();
    await userEvent.keyboard("8902001{Enter}");
    expect(await screen.findByText("Something went wrong")).toBeTruthy();
    // The old total is shown as out of date, and no change is worked out against it.
    await userEvent.type(screen.getByRole("textbox", { name: "Amount tendered (₹)" }), "500");
    expect(screen.queryByText(/Change due/)).toBeNull();
    await userEvent.keyboard("{F9}");
    expect(await screen.findByText(/^The sale could not be priced/)).toBeTruthy();
    expect(sales()).toHaveLength(0);
  });

  it("ignores F9 while the new-sale confirm is open", async () => {
    server.on("POST", "/s/api/pos/sales", () => jsonResponse(RECEIPT, 201));
    await ringUpTwoDal();
    await userEvent.type(screen.getByRole("textbox", { name: "Amount tendered (₹)" }), "200");
    await userEvent.click(screen.getByRole("button", { name: "New sale" }));
    const dialog = await screen.findByRole("dialog", { name: "Start a new sale?" });
    await userEvent.keyboard("{F9}{Control>}{Enter}{/Control}");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sales()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep this sale" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await userEvent.keyboard("{F9}");
    await screen.findByRole("heading", { name: "Receipt · Order KD2001" });
    expect(sales()).toHaveLength(1);
  });

  it("does not send a sale the server has priced as unsellable", async () => {
    await openCounter();
    await userEvent.keyboard("8901001{Enter}");
    const quantity = await screen.findByRole("spinbutton", { name: "Quantity of Toor Dal, 500 g" });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "9");
    await screen.findByText("Only 5 left in stock");
    await userEvent.type(screen.getByRole("textbox", { name: "Amount tendered (₹)" }), "1000");
    await userEvent.click(screen.getByRole("button", { name: "Complete sale (F9)" }));
    expect(screen.getByText("Some items cannot be sold as they stand; see the messages on the lines")).toBeTruthy();
    expect(sales()).toHaveLength(0);
  });

  it("starts a new sale with a new key when asked, after confirming", async () => {
    await openCounter();
    await userEvent.keyboard("8901001{Enter}");
    await waitFor(() => expect(lineRows()).toHaveLength(1));
    const before = (JSON.parse(localStorage.getItem(DRAFT_KEY)!) as { key: string }).key;
    await userEvent.click(screen.getByRole("button", { name: "New sale" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "New sale" }));
    await waitFor(() => expect(lineRows()).toEqual([]));
    const after = (JSON.parse(localStorage.getItem(DRAFT_KEY)!) as { key: string }).key;
    expect(after).not.toBe(before);
  });
});
