// The pack dialog's quantity fields (ADR 0061): net quantity, a unit chosen by name and the items
// in a multipack, checked together before anything is sent, worded as the shop will show them,
// sent in the body, and the server's 422 shown under the field it names.
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../client/api/http-client";
import { QUANTITY_WITHOUT_UNIT, UNIT_WITHOUT_QUANTITY, type AdminPack, type PackBody } from "../../shared/api/admin-catalogue";
import { PACK_UNIT_LABELS } from "../../shared/pack-quantity";
import { pack, product } from "./catalogue-testing";
import { PackDialog } from "./pack-dialog";

async function openDialog(editing: AdminPack | null, onSave = vi.fn(async (_body: PackBody) => product())) {
  await act(async () => render(<PackDialog open pack={editing} position={2} onClose={() => {}} onSave={onSave} />));
  const form = await screen.findByRole("form", { name: editing ? "Edit pack" : "New pack" });
  const field = {
    name: within(form).getByRole("textbox", { name: /^Pack name(?! \(Hindi\))/ }),
    quantity: within(form).getByRole("spinbutton", { name: /^Net quantity/ }),
    unit: within(form).getByRole("combobox", { name: /^Unit/ }) as HTMLSelectElement,
    items: within(form).getByRole("spinbutton", { name: /^Items in the pack/ }),
    mrp: within(form).getByRole("spinbutton", { name: /^MRP/ }),
    price: within(form).getByRole("spinbutton", { name: /^Selling price/ }),
  };
  return { form, field, onSave, save: () => userEvent.click(within(form).getByRole("button", { name: "Save pack" })) };
}

const alerts = (form: HTMLElement) =>
  within(form)
    .queryAllByRole("alert")
    .map((a) => a.textContent);

describe("the pack dialog's quantity", { timeout: 20_000 }, () => {
  it("sends a multipack's net quantity, unit and items, worded as the shop will show them", async () => {
    const user = userEvent.setup();
    const { form, field, onSave, save } = await openDialog(null);
    expect([...field.unit.options].map((o) => o.textContent)).toEqual(["No unit", ...Object.values(PACK_UNIT_LABELS)]);
    expect((field.items as HTMLInputElement).value).toBe("1");
    expect(form.textContent).toContain("1 kg = 1000 g");

    await user.type(field.name, "6 x 250 ml");
    await user.type(within(form).getByRole("textbox", { name: "Pack name (Hindi)" }), "6 x 250 मिली");
    await user.type(field.quantity, "250");
    await user.selectOptions(field.unit, "Millilitres (ml)");
    await user.clear(field.items);
    await user.type(field.items, "6");
    expect(form.textContent).toContain("Shoppers see: 6 x 250 ml");
    await user.type(field.mrp, "120");
    await user.type(field.price, "110");
    await save();

    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      name: "6 x 250 ml",
      name_hi: "6 x 250 मिली",
      code: null,
      mrp: 120,
      price: 110,
      max_per_order: 10,
      net_quantity: 250,
      unit: "ml",
      pack_count: 6,
      position: 2,
      active: true,
    });
  });

  it("asks for the unit with the net quantity and the reverse, and whole numbers in range, sending nothing", async () => {
    const user = userEvent.setup();
    const { form, field, onSave, save } = await openDialog(pack({ net_quantity: null, unit: null }));
    await user.type(field.quantity, "500");
    await save();
    expect(alerts(form)).toEqual([QUANTITY_WITHOUT_UNIT]);
    expect(field.unit.getAttribute("aria-invalid")).toBe("true");

    await user.clear(field.quantity);
    await user.selectOptions(field.unit, "Grams (g)");
    await save();
    expect(alerts(form)).toEqual([UNIT_WITHOUT_QUANTITY]);

    await user.type(field.quantity, "1.5");
    await user.clear(field.items);
    await user.type(field.items, "1001");
    await save();
    expect(alerts(form)).toEqual(["Net quantity must be a whole number from 1 to 1000000", "Items in the pack must be a whole number from 1 to 1000"]);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("opens a pack with its quantity, clears it with No unit, and shows the server's 422 under the unit", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async (_body: PackBody): Promise<ReturnType<typeof product>> => {
      throw new ApiError(422, { message: QUANTITY_WITHOUT_UNIT, errors: { unit: QUANTITY_WITHOUT_UNIT } }, "PUT", "/s/api/admin/catalogue/packs/31");
    });
    const { form, field, save } = await openDialog(pack({ net_quantity: 1000, unit: "g", pack_count: 4 }), onSave);
    expect([(field.quantity as HTMLInputElement).value, field.unit.value, (field.items as HTMLInputElement).value]).toEqual(["1000", "g", "4"]);
    expect(form.textContent).toContain("Shoppers see: 4 x 1 kg");

    await user.clear(field.quantity);
    await user.selectOptions(field.unit, "No unit");
    expect(form.textContent).toContain("Without a net quantity and unit the shop shows no price per kg");
    await save();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ net_quantity: null, unit: null, pack_count: 4 });
    expect(await within(form).findByRole("alert")).toHaveProperty("textContent", QUANTITY_WITHOUT_UNIT);
    expect(field.unit.getAttribute("aria-invalid")).toBe("true");
  });
});
