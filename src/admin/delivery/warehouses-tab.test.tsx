// The delivery screen's warehouses tab: each warehouse's GST state in the table (or the website's
// own when none is chosen), and the form's State select, which sends the state's code and
// sends null for the website's state.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { AdminWarehouse } from "../../shared/api/admin-delivery";
import { adminServer, openAt } from "../parts/admin-testing";
import { warehouse } from "./delivery-testing";

let server: FakeShopServer;
let shown: AdminWarehouse[];
beforeEach(() => {
  server = adminServer();
  shown = [warehouse(4, "Bandra Store", { is_default: true, state_code: "27" }), warehouse(6, "Khar Store")];
  server.on("GET", "/s/api/admin/delivery/warehouses", () => jsonResponse({ data: shown }));
  server.on("GET", "/s/api/admin/delivery/charges", () => jsonResponse({ data: [] }));
});
afterEach(() => vi.unstubAllGlobals());

const writes = () => server.calls.filter((c) => c.method !== "GET").map((c) => ({ call: `${c.method} ${c.path}`, body: c.body }));
const stateCell = (table: HTMLElement, name: string) => within(within(table).getByRole("row", { name: new RegExp(`^${name}`) })).getAllByRole("cell")[0]!.textContent;

describe("a warehouse's state", { timeout: 20_000 }, () => {
  it("shows each warehouse's state, or the website's for one without", async () => {
    openAt("/delivery");
    const table = await screen.findByRole("table", { name: "Warehouses" }, { timeout: 5000 });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toContain("State");
    expect(stateCell(table, "Bandra Store")).toBe("Maharashtra");
    expect(stateCell(table, "Khar Store")).toBe("The state of the website's address");
  });

  it("offers the states by name, saves the chosen one's code, and null for the website's state", async () => {
    const user = userEvent.setup();
    server.on("PUT", "/s/api/admin/delivery/warehouses/6", (call) => {
      shown = [shown[0]!, warehouse(6, "Khar Store", call.body as Partial<AdminWarehouse>)];
      return jsonResponse(shown[1]);
    });
    openAt("/delivery");
    await user.click(await screen.findByRole("button", { name: "Edit Khar Store" }, { timeout: 5000 }));
    const form = await screen.findByRole("form", { name: "Edit warehouse" });
    const state = within(form).getByRole("combobox", { name: /^State/ }) as HTMLSelectElement;
    expect(state.value).toBe("");
    expect(within(state).getAllByRole("option")[0]!.textContent).toBe("The state of the website's address");
    expect(within(form).getByText("GST invoices name the GSTIN of this state as the seller.")).toBeTruthy();

    await user.selectOptions(state, "Goa");
    await user.click(within(form).getByRole("button", { name: /^Save/ }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      call: "PUT /s/api/admin/delivery/warehouses/6",
      body: { name: "Khar Store", address: "", delivery_charge_id: null, is_default: false, cancel_cutoff_minutes: 120, state_code: "30" },
    });
    const table = await screen.findByRole("table", { name: "Warehouses" });
    await vi.waitFor(() => expect(stateCell(table, "Khar Store")).toBe("Goa"));

    await user.click(screen.getByRole("button", { name: "Edit Khar Store" }));
    const again = await screen.findByRole("form", { name: "Edit warehouse" });
    const select = within(again).getByRole("combobox", { name: /^State/ }) as HTMLSelectElement;
    expect(select.value).toBe("30");
    await user.selectOptions(select, "The state of the website's address");
    await user.click(within(again).getByRole("button", { name: /^Save/ }));
    await vi.waitFor(() => expect(writes()).toHaveLength(2));
    expect((writes()[1]!.body as { state_code: unknown }).state_code).toBeNull();
  });
});
