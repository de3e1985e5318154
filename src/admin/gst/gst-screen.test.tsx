// The GST screen against a stand-in server: what an unregistered website and one with products
// lacking tax particulars are told; the settings form's rows (added, removed, the state read from
// a valid GSTIN, a typo caught as typed), its body, and the server's 422 under the fields it
// names; the issued documents with their links and filters; the GSTR-1 links, and the note that
// replaces them under the composition scheme.
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { GstSettingsAnswer, IssuedDocumentSummary } from "../../shared/api/admin-gst";
import { shopDayOf } from "../../shared/shop-time";
import { adminServer, openAt, page } from "../parts/admin-testing";
import { monthBefore } from "./gstr1-export-tab";

let server: FakeShopServer;
beforeEach(() => {
  server = adminServer();
});
afterEach(() => vi.unstubAllGlobals());

const SETTINGS = "/s/api/admin/gst/settings";
const DOCUMENTS = "/s/api/admin/gst/documents";
const KARNATAKA = "29AAKFK4321J1Z5";
const MAHARASHTRA = "27AAKFK4321J1Z9";

const settings = (over: Partial<GstSettingsAnswer> = {}): GstSettingsAnswer => ({
  legal_name: "Fresh Basket Retail LLP",
  composition: false,
  einvoicing: false,
  delivery_tax: { mode: "composite" },
  signatory_name: "Anita Rao",
  signature: null,
  registrations: [{ gstin: KARNATAKA, state_code: "29", state: "Karnataka", address: "14, 100 Feet Road, Indiranagar, Bengaluru 560038" }],
  registered: true,
  products_missing_tax: 0,
  ...over,
});

const unregistered = () => settings({ legal_name: "", signatory_name: "", registrations: [], registered: false });

const issued = (over: Partial<IssuedDocumentSummary> = {}): IssuedDocumentSummary => ({
  id: 12,
  kind: "tax_invoice",
  number: "FB/26-27/000012",
  issued_at: "2026-11-20T20:00:00.000Z",
  order_number: "FB100023",
  buyer: "Priya Sharma",
  gstin: null,
  total: 412.5,
  against: null,
  ...over,
});

const writes = () => server.calls.filter((c) => c.method === "PUT").map((c) => c.body);
const openSettings = async () => screen.findByRole("form", { name: "GST settings" }, { timeout: 5000 });

describe("the GST screen's settings", { timeout: 20_000 }, () => {
  it("tells an unregistered website what a GSTIN does, and counts the products an invoice cannot be made for", async () => {
    server.on("GET", SETTINGS, () => jsonResponse({ ...unregistered(), products_missing_tax: 3 }));
    openAt("/gst");
    expect(await screen.findByRole("heading", { level: 1, name: "GST" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("Add your GSTIN to issue GST invoices: orders are invoiced when they go out for delivery, counter sales at the sale.")).toBeTruthy();
    const warning = screen.getByRole("note");
    expect(warning.textContent).toContain("3 products have no HSN code or GST rate: orders with them cannot be invoiced.");
    expect(within(warning).getByRole("link", { name: "Go to Products" }).getAttribute("href")).toBe("/bos/admin/products");
    expect(within(await openSettings()).getByText("No GSTIN yet.")).toBeTruthy();
  });

  it("adds a GSTIN row, shows its state once the GSTIN is valid, catches a typo as it is typed, and removes a row", async () => {
    const user = userEvent.setup();
    server.on("GET", SETTINGS, () => jsonResponse(settings()));
    openAt("/gst");
    const form = await openSettings();
    expect(screen.queryByText(/Add your GSTIN to issue/)).toBeNull();
    const first = within(form).getByRole("group", { name: "GSTIN 1" });
    expect(within(first).getByText("State: Karnataka (29)")).toBeTruthy();

    await user.click(within(form).getByRole("button", { name: "Add a GSTIN" }));
    const second = within(form).getByRole("group", { name: "GSTIN 2" });
    const gstin = within(second).getByRole("textbox", { name: "GSTIN" });
    // The new row's GSTIN takes the focus, ready to type.
    expect(document.activeElement).toBe(gstin);
    await user.type(gstin, "27aakfk4321j1z8");
    expect(within(second).getByRole("alert").textContent).toBe("The GSTIN's last character does not match: check it for a typo");
    expect(gstin.getAttribute("aria-invalid")).toBe("true");
    await user.clear(gstin);
    await user.type(gstin, "27aakfk4321j1z9");
    expect(within(second).queryByRole("alert")).toBeNull();
    expect(within(second).getByText("State: Maharashtra (27)")).toBeTruthy();

    // Left short, the GSTIN is judged when the field is left.
    await user.click(within(form).getByRole("button", { name: "Add a GSTIN" }));
    const third = within(form).getByRole("group", { name: "GSTIN 3" });
    await user.type(within(third).getByRole("textbox", { name: "GSTIN" }), "29AAK");
    await user.tab();
    expect(within(third).getByRole("alert").textContent).toBe("A GSTIN has 15 characters");

    await user.click(within(form).getByRole("button", { name: "Remove GSTIN 3" }));
    expect(within(form).queryByRole("group", { name: "GSTIN 3" })).toBeNull();
    expect(document.activeElement).toBe(within(form).getByRole("button", { name: "Add a GSTIN" }));
    await user.click(within(form).getByRole("button", { name: "Remove GSTIN 1" }));
    // The row that was second keeps what was typed in it.
    const left = within(form).getByRole("group", { name: "GSTIN 1" });
    expect((within(left).getByRole("textbox", { name: "GSTIN" }) as HTMLInputElement).value).toBe("27aakfk4321j1z9");
  });

  it("sends the settings with the rows in order, the GSTIN as the portal writes it and the delivery's own SAC and rate", async () => {
    const user = userEvent.setup();
    server.on("GET", SETTINGS, () => jsonResponse(settings()));
    server.on("PUT", SETTINGS, () => jsonResponse(settings({ delivery_tax: { mode: "separate", sac: "996813", rate: "18" } })));
    openAt("/gst");
    const form = await openSettings();
    await user.click(within(form).getByRole("button", { name: "Add a GSTIN" }));
    const second = within(form).getByRole("group", { name: "GSTIN 2" });
    await user.type(within(second).getByRole("textbox", { name: "GSTIN" }), ` ${MAHARASHTRA.toLowerCase()} `);
    await user.type(within(second).getByRole("textbox", { name: "Registered address" }), "Shop 4, Linking Road, Mumbai 400050");
    await user.click(within(form).getByRole("radio", { name: "A separate service" }));
    await user.type(within(form).getByRole("textbox", { name: "SAC" }), "996813");
    await user.selectOptions(within(form).getByRole("combobox", { name: "GST rate" }), "18");
    await user.click(within(form).getByRole("checkbox", { name: "Turnover above the e-invoicing threshold" }));
    await user.click(within(form).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("GST settings saved")).toBeTruthy();
    expect(writes()).toEqual([
      {
        legal_name: "Fresh Basket Retail LLP",
        composition: false,
        einvoicing: true,
        delivery_tax: { mode: "separate", sac: "996813", rate: "18" },
        signatory_name: "Anita Rao",
        signature: null,
        registrations: [
          { gstin: KARNATAKA, address: "14, 100 Feet Road, Indiranagar, Bengaluru 560038" },
          { gstin: MAHARASHTRA, address: "Shop 4, Linking Road, Mumbai 400050" },
        ],
      },
    ]);
  });

  it("says on the form what it would refuse, without asking the server", async () => {
    const user = userEvent.setup();
    server.on("GET", SETTINGS, () => jsonResponse(unregistered()));
    openAt("/gst");
    const form = await openSettings();
    await user.click(within(form).getByRole("button", { name: "Add a GSTIN" }));
    await user.type(within(form).getByRole("textbox", { name: "GSTIN" }), KARNATAKA);
    await user.click(within(form).getByRole("button", { name: "Add a GSTIN" }));
    const second = within(form).getByRole("group", { name: "GSTIN 2" });
    await user.type(within(second).getByRole("textbox", { name: "GSTIN" }), "29ABCDE1234F1ZW");
    await user.click(within(form).getByRole("checkbox", { name: "Composition scheme" }));
    await user.click(within(form).getByRole("button", { name: "Save" }));

    const messages = within(form)
      .getAllByRole("alert")
      .map((a) => a.textContent);
    expect(messages).toEqual([
      "Give the legal name as registered for GST",
      "Give the address of the place of business registered under this GSTIN",
      "One GSTIN per state: this state already has one above",
      "Give the address of the place of business registered under this GSTIN",
      "Under the composition scheme a business has one GSTIN, in its own state",
      "Give the name of the person who signs the invoices",
    ]);
    expect(document.activeElement).toBe(within(form).getByRole("textbox", { name: "Legal name" }));
    expect(writes()).toEqual([]);
  });

  it("shows each of the server's messages beside the field it names, a row's beside that row's field", async () => {
    const user = userEvent.setup();
    server.on("GET", SETTINGS, () => jsonResponse(settings({ delivery_tax: { mode: "separate", sac: "996813", rate: "5" } })));
    server.on("PUT", SETTINGS, () =>
      jsonResponse(
        {
          message: "Check the GST settings",
          errors: {
            legal_name: "The legal name can not hold control characters",
            "registrations.0.gstin": "That GSTIN is already another website's",
            "registrations.0.address": "The address can be at most 300 characters",
            "delivery_tax.sac": "A SAC has 6 digits and starts with 99",
            signatory_name: "The signatory's name must be on one line",
          },
        },
        422,
      ),
    );
    openAt("/gst");
    const form = await openSettings();
    await user.click(within(form).getByRole("button", { name: "Save" }));

    const message = (field: HTMLElement) => document.getElementById(field.getAttribute("aria-describedby")!.split(" ").at(-1)!)!.textContent;
    const row = within(form).getByRole("group", { name: "GSTIN 1" });
    const gstin = await within(row).findByRole("textbox", { name: "GSTIN" });
    expect(message(gstin)).toBe("That GSTIN is already another website's");
    expect(message(within(row).getByRole("textbox", { name: "Registered address" }))).toBe("The address can be at most 300 characters");
    expect(message(within(form).getByRole("textbox", { name: "Legal name" }))).toBe("The legal name can not hold control characters");
    expect(message(within(form).getByRole("textbox", { name: "SAC" }))).toBe("A SAC has 6 digits and starts with 99");
    expect(message(within(form).getByRole("textbox", { name: "Signatory's name" }))).toBe("The signatory's name must be on one line");
    expect(gstin.getAttribute("aria-invalid")).toBe("true");
  });

  it("puts a refusal that names no field of the form in a toast", async () => {
    const user = userEvent.setup();
    server.on("GET", SETTINGS, () => jsonResponse(settings()));
    server.on("PUT", SETTINGS, () => jsonResponse({ message: "The shop is busy: try again in a minute" }, 503));
    openAt("/gst");
    await user.click(within(await openSettings()).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The shop is busy: try again in a minute")).toBeTruthy();
  });
});

describe("the GST screen's documents", { timeout: 20_000 }, () => {
  it("lists the documents with their order, buyer, total and PDFs, and asks again for a month, a kind or a number", async () => {
    const user = userEvent.setup();
    server.on("GET", SETTINGS, () => jsonResponse(settings()));
    server.on("GET", DOCUMENTS, () =>
      jsonResponse(page([issued({ id: 14, kind: "credit_note", number: "FB/26-27/CN/000002", total: 72.5, against: "FB/26-27/000012" }), issued({ buyer: "Sharma Traders", gstin: MAHARASHTRA })])),
    );
    openAt("/gst?tab=documents");
    const table = await screen.findByRole("table", { name: "Issued documents" }, { timeout: 5000 });
    const rows = within(table).getAllByRole("row").slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(within(rows[0]!).getByRole("rowheader").textContent).toBe("FB/26-27/CN/000002");
    expect(cells(rows[0]!).slice(0, 5)).toEqual(["Credit noteagainst FB/26-27/000012", "Nov 21, 2026", "FB100023", "Priya Sharma", "₹72.50"]);
    expect(cells(rows[1]!).slice(0, 5)).toEqual(["Tax invoice", "Nov 21, 2026", "FB100023", `Sharma TradersGSTIN ${MAHARASHTRA}`, "₹412.50"]);
    expect(within(rows[1]!).getByRole("link", { name: "FB100023" }).getAttribute("href")).toBe("/bos/admin/orders/FB100023");
    const a4 = within(rows[1]!).getByRole("link", { name: "A4 PDF of FB/26-27/000012" });
    expect(a4.getAttribute("href")).toBe("/s/api/admin/gst/documents/12/pdf?layout=a4");
    expect(a4.getAttribute("target")).toBe("_blank");
    expect(within(rows[1]!).getByRole("link", { name: "Receipt of FB/26-27/000012" }).getAttribute("href")).toBe("/s/api/admin/gst/documents/12/pdf?layout=receipt");

    const asked = () => server.calls.filter((c) => c.path === DOCUMENTS).at(-1)!.query;
    await user.selectOptions(screen.getByRole("combobox", { name: "Kind" }), "credit_note");
    await vi.waitFor(() => expect(asked().get("kind")).toBe("credit_note"));
    fireEvent.change(screen.getByLabelText("Month"), { target: { value: "2026-11" } });
    await vi.waitFor(() => expect(asked().get("month")).toBe("2026-11"));
    await user.type(screen.getByRole("searchbox", { name: "Search by document or order number" }), "FB100023{Enter}");
    await vi.waitFor(() => expect(asked().get("q")).toBe("FB100023"));
    expect(asked().get("page")).toBe("1");
  });

  it("says when there is nothing issued yet", async () => {
    server.on("GET", SETTINGS, () => jsonResponse(settings()));
    server.on("GET", DOCUMENTS, () => jsonResponse(page([])));
    openAt("/gst?tab=documents");
    expect(await screen.findByText("No documents issued yet.", undefined, { timeout: 5000 })).toBeTruthy();
  });
});

describe("the GST screen's GSTR-1 export", { timeout: 20_000 }, () => {
  it("links each table's CSV for last month and the chosen GSTIN", async () => {
    const user = userEvent.setup();
    const two = settings({ registrations: [...settings().registrations, { gstin: MAHARASHTRA, state_code: "27", state: "Maharashtra", address: "Mumbai" }] });
    server.on("GET", SETTINGS, () => jsonResponse(two));
    openAt("/gst?tab=gstr1");
    const list = await screen.findByRole("list", { name: "Export for GSTR-1" }, { timeout: 5000 });
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["B2B", "B2CL", "B2CS", "CDNR", "CDNUR", "HSN summary B2B", "HSN summary B2C", "Nil/exempt (table 8)", "Documents issued (table 13)"]);
    const last = monthBefore(shopDayOf());
    expect(links[0]!.getAttribute("href")).toBe(`/s/api/admin/gst/gstr1?month=${last}&gstin=${KARNATAKA}&table=b2b`);
    expect(links[0]!.hasAttribute("download")).toBe(true);

    await user.selectOptions(screen.getByRole("combobox", { name: "GSTIN" }), MAHARASHTRA);
    fireEvent.change(screen.getByLabelText("Month"), { target: { value: "2026-04" } });
    expect(within(list).getByRole("link", { name: "Documents issued (table 13)" }).getAttribute("href")).toBe(`/s/api/admin/gst/gstr1?month=2026-04&gstin=${MAHARASHTRA}&table=docs`);
  });

  it("says what a composition taxpayer files instead", async () => {
    server.on("GET", SETTINGS, () => jsonResponse(settings({ composition: true })));
    openAt("/gst?tab=gstr1");
    expect(await screen.findByText("Under the composition scheme you file CMP-08 and GSTR-4, not GSTR-1.", undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "B2B" })).toBeNull();
  });

  it("starts from the month before, across a new year too", () => {
    expect(monthBefore("2026-01-15")).toBe("2025-12");
    expect(monthBefore("2026-11-01")).toBe("2026-10");
  });
});
