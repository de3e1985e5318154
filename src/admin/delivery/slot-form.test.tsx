// The delivery screen's slots tab and slot form: the list shows today's bookings against the
// capacity and the weekdays in words; the form's seven weekday checkboxes make the schema's
// bitmask (bit 0 = Sunday); the §5 checks (a weekday, end after start) run before anything is
// sent; the server's 422 shows under its field; a save sends the body the API takes.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { END_BEFORE_START, type AdminSlot } from "../../shared/api/admin-delivery";
import { adminServer, openAt } from "../parts/admin-testing";
import { warehouse } from "./delivery-testing";

let server: FakeShopServer;
const slot = (over: Partial<AdminSlot> = {}): AdminSlot => ({
  id: 8,
  warehouse_id: 4,
  weekdays: 0b0111110,
  start_time: "07:00",
  end_time: "10:00",
  capacity: 40,
  cutoff_minutes: 120,
  active: true,
  booked_today: 12,
  ...over,
});

beforeEach(() => {
  server = adminServer();
  server.on("GET", "/s/api/admin/delivery/warehouses", () => jsonResponse({ data: [warehouse(4, "Bandra Store", { is_default: true }), warehouse(6, "Khar Store")] }));
  server.on("GET", "/s/api/admin/delivery/charges", () => jsonResponse({ data: [] }));
  server.on("GET", "/s/api/admin/delivery/slots", () => jsonResponse({ data: [slot()] }));
});
afterEach(() => vi.unstubAllGlobals());

const writes = () => server.calls.filter((c) => c.method !== "GET").map((c) => ({ call: `${c.method} ${c.path}`, body: c.body }));

describe("delivery slots", { timeout: 20_000 }, () => {
  it("lists each slot with its days in words and today's bookings against its capacity", async () => {
    openAt("/delivery?tab=slots");
    const table = await screen.findByRole("table", { name: "Slots" }, { timeout: 5000 });
    const row = within(table).getByRole("row", { name: /07:00–10:00/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Bandra Store", "Mon, Tue, Wed, Thu, Fri", "12 of 40", "120 min before", "Active", "EditDelete"]);
    expect(screen.getByRole("tab", { name: "Slots" }).getAttribute("aria-selected")).toBe("true");
  });

  it("checks weekdays and the time window before sending, then sends the weekday bitmask", async () => {
    const user = userEvent.setup();
    const answers = [jsonResponse({ message: "The capacity may be at most 10000", errors: { capacity: "The capacity may be at most 10000" } }, 422), jsonResponse(slot({ id: 9 }), 201)];
    server.on("POST", "/s/api/admin/delivery/slots", () => answers.shift()!);
    openAt("/delivery?tab=slots");
    await user.click(await screen.findByRole("button", { name: "New slot" }, { timeout: 5000 }));
    const form = await screen.findByRole("form", { name: "New slot" });

    // A new slot runs every day; unticking all seven leaves none.
    const days = within(form).getAllByRole("checkbox").slice(0, 7);
    expect(days.map((d) => (d as HTMLInputElement).checked)).toEqual([true, true, true, true, true, true, true]);
    for (const day of days) await user.click(day);
    await user.type(within(form).getByLabelText(/^Starts/), "18:00");
    await user.type(within(form).getByLabelText(/^Ends/), "09:00");
    await user.type(within(form).getByRole("spinbutton", { name: /^Orders a day/ }), "50000");
    await user.click(within(form).getByRole("button", { name: "Save slot" }));
    expect(
      within(form)
        .getAllByRole("alert")
        .map((a) => a.textContent),
    ).toEqual(["Choose at least one weekday", END_BEFORE_START]);
    expect(writes()).toEqual([]);

    // Sunday and Saturday: bits 0 and 6.
    await user.click(within(form).getByRole("checkbox", { name: "Sun" }));
    await user.click(within(form).getByRole("checkbox", { name: "Sat" }));
    const end = within(form).getByLabelText(/^Ends/);
    await user.clear(end);
    await user.type(end, "21:30");
    await user.click(within(form).getByRole("button", { name: "Save slot" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("The capacity may be at most 10000");
    expect(writes()).toEqual([
      { call: "POST /s/api/admin/delivery/slots", body: { warehouse_id: 4, weekdays: 0b1000001, start_time: "18:00", end_time: "21:30", capacity: 50000, cutoff_minutes: 120, active: true } },
    ]);

    const capacity = within(form).getByRole("spinbutton", { name: /^Orders a day/ });
    await user.clear(capacity);
    await user.type(capacity, "25");
    await user.selectOptions(within(form).getByRole("combobox", { name: /^Warehouse/ }), "Khar Store");
    await user.click(within(form).getByRole("checkbox", { name: /^Active/ }));
    await user.click(within(form).getByRole("button", { name: "Save slot" }));
    await vi.waitFor(() => expect(screen.queryByRole("form", { name: "New slot" })).toBeNull());
    expect(writes()[1]).toEqual({
      call: "POST /s/api/admin/delivery/slots",
      body: { warehouse_id: 6, weekdays: 65, start_time: "18:00", end_time: "21:30", capacity: 25, cutoff_minutes: 120, active: false },
    });
  });

  it("opens an existing slot with its own weekdays ticked and saves it in place", async () => {
    const user = userEvent.setup();
    server.on("PUT", "/s/api/admin/delivery/slots/8", () => jsonResponse(slot({ weekdays: 0b0011110 })));
    openAt("/delivery?tab=slots");
    await user.click(await screen.findByRole("button", { name: "Edit slot 07:00–10:00" }, { timeout: 5000 }));
    const form = await screen.findByRole("form", { name: "Edit slot" });
    const ticked = within(form)
      .getAllByRole("checkbox")
      .slice(0, 7)
      .map((d) => (d as HTMLInputElement).checked);
    expect(ticked).toEqual([false, true, true, true, true, true, false]);
    await user.click(within(form).getByRole("checkbox", { name: "Fri" }));
    await user.click(within(form).getByRole("button", { name: "Save slot" }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      call: "PUT /s/api/admin/delivery/slots/8",
      body: { warehouse_id: 4, weekdays: 0b0011110, start_time: "07:00", end_time: "10:00", capacity: 40, cutoff_minutes: 120, active: true },
    });
  });
});
