// A block's form, generated from its schema, edited as the owner does: the component it hands
// back, the messages it shows, and what reaches the API.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useMemo, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { schema as formSchema } from "../../../schemas/compiled/blocks/form.schema";
import validateForm from "../../../schemas/compiled/blocks/form.js";
import { schema as heroBannerSchema } from "../../../schemas/compiled/blocks/hero-banner.schema";
import validateHeroBanner from "../../../schemas/compiled/blocks/hero-banner.js";
import { schema as heroCardSchema } from "../../../schemas/compiled/blocks/hero-card.schema";
import validateHeroCard from "../../../schemas/compiled/blocks/hero-card.js";
import { schema as productsSchema } from "../../../schemas/compiled/blocks/products.schema";
import validateProducts from "../../../schemas/compiled/blocks/products.js";
import { schema as richTextSchema } from "../../../schemas/compiled/blocks/rich-text.schema";
import validateRichText from "../../../schemas/compiled/blocks/rich-text.js";
import type { CompiledValidator } from "../../../schemas/validator-type";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { clearToasts, ToastHost } from "../../client/ui/toast";
import type { PickerOption } from "../../shared/api/admin-pages";
import type { PageComponent } from "../../shared/page-document";
import { blockErrors } from "./block-errors";
import { BlockForm, blockFieldId } from "./block-form";
import { openSchema } from "./json-text";
import type { SchemaNode } from "./schema-node";
import { newBlockId } from "../../shared/block-id";

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const component = (name: string, parts: Partial<PageComponent>): PageComponent => ({
  id: newBlockId(),
  name,
  type: "block",
  order: 0,
  data: {},
  settings: {},
  logicdata: {},
  response: null,
  ...parts,
});

/** The form as the page editor would hold it: the component in state, judged on every change by the block's validator. */
function renderBlockForm(stored: SchemaNode, validator: CompiledValidator, initial: PageComponent, options: { showAllErrors?: boolean } = {}) {
  // As the builder loads it (block-schemas.ts): settings kept as JSON text become fields.
  const schema = openSchema(stored);
  const handle = { value: initial, changes: 0 };
  function Editor() {
    const [value, setValue] = useState(initial);
    handle.value = value;
    const errors = useMemo(() => blockErrors(validator, value, schema), [value]);
    return (
      <BlockForm
        schema={schema}
        value={value}
        onChange={(next) => {
          handle.changes++;
          setValue(next);
        }}
        errors={errors}
        showAllErrors={options.showAllErrors ?? false}
        idPrefix="block-1"
      />
    );
  }
  render(
    <>
      <Editor />
      <ToastHost />
    </>,
  );
  return handle;
}

const slides = () => [
  { image: "banners/hero-staples.svg", link: "/products?c=atta-rice-dal", alt: "Monthly staples" },
  { image: "banners/hero-fresh.svg", link: "/products?c=fruits-vegetables", alt: "Fresh fruit" },
  { image: "banners/hero-dairy.svg", link: "/products?c=dairy-bakery", alt: "Milk and curd" },
];
const banner = (data: { slides: Record<string, string>[] } = { slides: slides() }, settings: unknown = { settings: '{"aspect":"md"}' }) => component("hero-banner", { data, settings });
const alts = (value: PageComponent) => (value.data as { slides: { alt?: string }[] }).slides.map((s) => s.alt);
const button = (name: string) => screen.getByRole("button", { name });

describe("a hero banner's form", () => {
  it("draws its sections from the schema and its slides as entries named by their text", async () => {
    const user = userEvent.setup();
    renderBlockForm(heroBannerSchema, validateHeroBanner, banner());
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Content", "Display"]);
    const list = screen.getByRole("group", { name: "Slides" });
    expect(
      within(list)
        .getAllByRole("button", { name: /^Edit / })
        .map((b) => b.textContent),
    ).toEqual(["Monthly staples", "Fresh fruit", "Milk and curd"]);

    await user.click(button("Edit Fresh fruit"));
    const slide = screen.getByRole("group", { name: "Fresh fruit" });
    expect(within(slide).getByLabelText(/^Picture \*$/)).toBeTruthy();
    expect(within(slide).getByLabelText("Picture for phones")).toBeTruthy();
    expect((within(slide).getByRole("textbox", { name: "Link" }) as HTMLInputElement).value).toBe("/products?c=fruits-vegetables");
    expect(within(slide).getByRole("textbox", { name: "What the picture says" })).toBeTruthy();
    // Inputs carry ids a page editor can find from a problem's pointer.
    expect(document.getElementById(blockFieldId("block-1", "/data/slides/1/link"))).toBe(within(slide).getByRole("textbox", { name: "Link" }));
  });

  it("says what a slide's link will do as the owner types it (§5)", async () => {
    const user = userEvent.setup();
    const form = renderBlockForm(heroBannerSchema, validateHeroBanner, banner());
    await user.click(button("Edit Monthly staples"));
    const link = screen.getByRole("textbox", { name: "Link" });
    const description = () => document.getElementById(link.getAttribute("aria-describedby")!.split(" ")[0]!)!.textContent;
    expect(description()).toBe("Opens /products?c=atta-rice-dal of this shop in the same tab.");
    await user.clear(link);
    await user.type(link, "www.example.com/sale");
    expect(description()).toBe("Opens https://www.example.com/sale in a new tab.");
    expect((form.value.data as { slides: { link: string }[] }).slides[0]!.link).toBe("www.example.com/sale");
    await user.clear(link);
    await user.type(link, "javascript:alert(1)");
    expect(description()).toMatch(/^Not a link the shop can open, so clicks on it are ignored/);
  });

  it("adds, moves and deletes slides, by buttons and by keyboard, handing back a new component each time", async () => {
    const user = userEvent.setup();
    const initial = banner();
    const form = renderBlockForm(heroBannerSchema, validateHeroBanner, initial);

    await user.click(button("Move Milk and curd up"));
    expect(alts(form.value)).toEqual(["Monthly staples", "Milk and curd", "Fresh fruit"]);
    expect(alts(initial)).toEqual(["Monthly staples", "Fresh fruit", "Milk and curd"]);

    // Alt+↑ and Alt+↓ on an entry move it, and the focus stays with it.
    button("Edit Monthly staples").focus();
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(alts(form.value)).toEqual(["Milk and curd", "Monthly staples", "Fresh fruit"]);
    expect(document.activeElement).toBe(button("Edit Monthly staples"));
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(alts(form.value)).toEqual(["Milk and curd", "Fresh fruit", "Monthly staples"]);
    expect(button("Move Monthly staples down").getAttribute("aria-disabled")).toBe("true");

    await user.click(button("Add slide"));
    expect(alts(form.value)).toHaveLength(4);
    expect((form.value.data as { slides: unknown[] }).slides[3]).toEqual({ image: "" });
    const added = screen.getByRole("group", { name: "Slide 4" });
    // The new slide opens with the focus in its first field, and waits for the owner before complaining.
    expect(within(added).getByLabelText(/^Picture \*$/)).toBe(document.activeElement);
    expect(screen.queryByRole("alert")).toBeNull();
    await user.type(within(added).getByRole("textbox", { name: "What the picture says" }), "Oil");
    expect(button("Edit Oil")).toBeTruthy();

    await user.click(button("Delete Fresh fruit"));
    expect(alts(form.value)).toEqual(["Milk and curd", "Monthly staples", "Oil"]);
  });

  it("shows 'Choose a picture for the slide' on a slide whose picture was removed, and on untouched ones after a refused publish", async () => {
    const user = userEvent.setup();
    renderBlockForm(heroBannerSchema, validateHeroBanner, banner());
    await user.click(button("Edit Fresh fruit"));
    const slide = screen.getByRole("group", { name: "Fresh fruit" });
    await user.click(within(slide).getByRole("button", { name: "Remove picture" }));
    expect(within(slide).getByRole("alert").textContent).toBe("Choose a picture for the slide");
    expect(
      within(slide)
        .getByLabelText(/^Picture \*$/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
  });

  it("opens and marks every slide with a problem when all problems are on show", () => {
    const data = { slides: [slides()[0]!, { link: "/products", alt: "No picture yet" }] };
    renderBlockForm(heroBannerSchema, validateHeroBanner, banner(data), { showAllErrors: true });
    const slide = screen.getByRole("group", { name: "No picture yet" });
    expect(within(slide).getByRole("alert").textContent).toBe("Choose a picture for the slide");
    expect(button("Edit No picture yet").getAttribute("aria-expanded")).toBe("true");
    expect(screen.queryByRole("group", { name: "Monthly staples" })).toBeNull();
  });

  it("uploads a slide's picture and stores its media key", async () => {
    const user = userEvent.setup();
    server.on("POST", "/s/api/admin/media", () => jsonResponse({ key: "media/7/sale.png", url: "/cdn/medium/media/7/sale.png", content_type: "image/png", size: 3 }, 201));
    const form = renderBlockForm(heroBannerSchema, validateHeroBanner, banner({ slides: [] }));
    await user.click(button("Add slide"));
    await user.upload(screen.getByLabelText(/^Picture \*$/), new File(["png"], "sale.png", { type: "image/png" }));
    await waitFor(() => expect((form.value.data as { slides: { image: string }[] }).slides[0]!.image).toBe("media/7/sale.png"));
  });

  it("edits the banner's look with fields, never JSON, and keeps it as the JSON text §3 stores", async () => {
    const user = userEvent.setup();
    const form = renderBlockForm(heroBannerSchema, validateHeroBanner, banner());
    expect(screen.queryByRole("textbox", { name: /JSON/ })).toBeNull();
    const look = screen.getByRole("group", { name: "Banner look" });
    const height = within(look).getByRole("combobox", { name: "Banner height" }) as HTMLSelectElement;
    expect(height.value).toBe("md");
    expect([...height.options].map((o) => o.textContent)).toEqual(expect.arrayContaining(["Low", "Medium", "Tall"]));
    await user.selectOptions(height, "lg");
    await user.click(within(look).getByRole("switch", { name: "Full width" }));
    const phones = within(look).getByRole("spinbutton", { name: "On phones" });
    await user.type(phones, "2");
    expect(JSON.parse((form.value.settings as { settings: string }).settings)).toEqual({ aspect: "lg", fullpage: true, slidesconfig: { sm: 2 } });

    await user.clear(phones);
    await user.type(phones, "9");
    expect(within(look).getByRole("alert").textContent).toBe("Slides side by side on phones must be a whole number from 1 to 6");
    expect(phones.getAttribute("aria-invalid")).toBe("true");
  });

  it("shows stored banner settings that are not JSON at the settings, and the first change writes good JSON over them", async () => {
    const user = userEvent.setup();
    const form = renderBlockForm(heroBannerSchema, validateHeroBanner, banner(undefined, { settings: '{"aspect": "lg",' }), { showAllErrors: true });
    const look = screen.getByRole("group", { name: "Banner look" });
    expect(
      within(look)
        .getAllByRole("alert")
        .map((a) => a.textContent),
    ).toContain("The banner settings are not valid JSON text");
    await user.selectOptions(within(look).getByRole("combobox", { name: "Banner height" }), "sm");
    expect(form.value.settings).toEqual({ settings: '{"aspect":"sm"}' });
    expect(within(look).queryByRole("alert")).toBeNull();
  });
});

describe("a product carousel's form", () => {
  const categories: PickerOption[] = [
    { value: "dairy-bakery", label: "Dairy & Bakery", image: "categories/dairy.svg" },
    { value: "fruits-vegetables", label: "Fruits & Vegetables" },
  ];
  const answerCategories = () =>
    server.on("GET", "/s/api/admin/pickers/categories", (call) => {
      const q = (call.query.get("q") ?? "").toLowerCase();
      return jsonResponse({ data: categories.filter((c) => c.label.toLowerCase().includes(q) || c.value === q) });
    });

  it("titles its sections from the schema and gives the number its limits", async () => {
    const user = userEvent.setup();
    const form = renderBlockForm(productsSchema, validateProducts, component("products", { data: { title: "Deals" }, logicdata: { sort: "discount" } }));
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Content", "Which products"]);
    const limit = screen.getByRole("spinbutton", { name: "How many" }) as HTMLInputElement;
    expect([limit.min, limit.max, limit.placeholder]).toEqual(["1", "24", "12"]);
    await user.type(limit, "30");
    expect((form.value.logicdata as { limit: number }).limit).toBe(30);
    expect(screen.getByRole("alert").textContent).toBe("Show between 1 and 24 products");
    await user.selectOptions(screen.getByRole("combobox", { name: "Order" }), "newest");
    expect((form.value.logicdata as { sort: string }).sort).toBe("newest");
  });

  it("searches the categories on the server as the owner types, and stores the chosen one's slug", async () => {
    const user = userEvent.setup();
    answerCategories();
    const form = renderBlockForm(productsSchema, validateProducts, component("products", { data: {}, logicdata: {} }));
    // An unset choice says what the shop does without one.
    expect((screen.getByRole("combobox", { name: "Order" }) as HTMLSelectElement).options[0]!.textContent).toBe("Default: Most relevant");
    const category = screen.getByRole("combobox", { name: "Category" });
    await user.type(category, "dai");
    const option = await screen.findByRole("option", { name: "Dairy & Bakery" });
    // One search, after the owner paused, with what was typed.
    const searches = server.calls.filter((c) => c.path === "/s/api/admin/pickers/categories");
    expect(searches.map((c) => [c.query.get("q"), c.query.get("limit")])).toEqual([["dai", "20"]]);
    expect(screen.queryByRole("option", { name: "Fruits & Vegetables" })).toBeNull();

    await user.click(option);
    expect((form.value.logicdata as { category: string }).category).toBe("dairy-bakery");
    expect((category as HTMLInputElement).value).toBe("Dairy & Bakery");
    expect(category.getAttribute("aria-expanded")).toBe("false");

    await user.click(button("Clear category"));
    expect(form.value.logicdata).toEqual({});
    expect((category as HTMLInputElement).value).toBe("");
  });

  it("picks with the keyboard, and shows a stored value by its name", async () => {
    const user = userEvent.setup();
    answerCategories();
    const form = renderBlockForm(productsSchema, validateProducts, component("products", { data: {}, logicdata: { category: "fruits-vegetables" } }));
    const category = screen.getByRole("combobox", { name: "Category" }) as HTMLInputElement;
    await waitFor(() => expect(category.value).toBe("Fruits & Vegetables"));

    await user.clear(category);
    await user.type(category, "a");
    await screen.findByRole("option", { name: "Dairy & Bakery" });
    await user.keyboard("{ArrowDown}{Enter}");
    expect((form.value.logicdata as { category: string }).category).toBe("fruits-vegetables");
    await user.keyboard("{ArrowDown}");
    await screen.findByRole("option", { name: "Dairy & Bakery" });
    await user.keyboard("{Escape}");
    expect(category.value).toBe("Fruits & Vegetables");
  });

  it("says so when the search fails", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/pickers/brands", () => jsonResponse({ message: "You do not administer this website" }, 403));
    renderBlockForm(productsSchema, validateProducts, component("products", { data: {}, logicdata: {} }));
    await user.type(screen.getByRole("combobox", { name: "Brand" }), "amul");
    expect((await screen.findByText("You do not administer this website")).getAttribute("role")).toBe("status");
  });
});

describe("a form block's form", () => {
  const contact = () =>
    component("form", {
      data: {
        form_id: "contact",
        fields: [
          { name: "email", label: "Email", type: "email", required: true },
          { name: "topic", label: "Topic", type: "select", options: [{ label: "Orders", value: "orders" }] },
        ],
      },
    });
  type FormData = { fields: { name: string; type: string; options?: { label: string; value: string }[]; messages?: Record<string, string> }[] };

  it("edits lists inside list entries: a field's choices", async () => {
    const user = userEvent.setup();
    const form = renderBlockForm(formSchema, validateForm, contact());
    const fields = screen.getByRole("group", { name: "Fields" });
    expect(
      within(fields)
        .getAllByRole("button", { name: /^Edit / })
        .map((b) => b.textContent),
    ).toEqual(["Email", "Topic"]);

    await user.click(button("Edit Topic"));
    const topic = screen.getByRole("group", { name: "Topic" });
    expect((within(topic).getByRole("combobox", { name: "Kind" }) as HTMLSelectElement).value).toBe("select");
    expect(within(topic).getByRole("group", { name: "Messages" })).toBeTruthy();
    const choices = within(topic).getByRole("group", { name: "Choices" });
    await user.click(within(choices).getByRole("button", { name: "Add choice" }));
    const choice = within(choices).getByRole("group", { name: "Choice 2" });
    await user.type(within(choice).getByRole("textbox", { name: "Label" }), "Returns");
    // The entry is named by its text as soon as it has some, and what it records follows the label.
    expect(within(choices).getByRole("button", { name: "Edit Returns" })).toBeTruthy();
    expect((form.value.data as FormData).fields[1]!.options).toEqual([
      { label: "Orders", value: "orders" },
      { label: "Returns", value: "returns" },
    ]);
    // Under Advanced, a value emptied by hand is said at once, and Advanced stays open to show it.
    await user.click(within(choice).getByRole("button", { name: "Advanced" }));
    const value = within(choice).getByRole("textbox", { name: "Name in submissions" });
    await user.clear(value);
    expect(within(choices).getByRole("alert").textContent).toBe("Each choice needs a value");
    await user.type(within(choice).getByRole("textbox", { name: "Name in submissions" }), "return_or_refund");
    expect(within(choice).getByRole("button", { name: "Advanced" }).getAttribute("aria-expanded")).toBe("true");
    expect((form.value.data as FormData).fields[1]!.options![1]).toEqual({ label: "Returns", value: "return_or_refund" });
    await user.type(within(choice).getByRole("textbox", { name: "Label" }), " and refunds");
    expect((form.value.data as FormData).fields[1]!.options![1]).toEqual({ label: "Returns and refunds", value: "return_or_refund" });

    await user.click(within(choices).getByRole("button", { name: "Move Returns and refunds up" }));
    expect((form.value.data as FormData).fields[1]!.options!.map((o) => o.value)).toEqual(["return_or_refund", "orders"]);

    await user.type(within(topic).getByRole("textbox", { name: "When empty" }), "Choose a topic");
    expect((form.value.data as FormData).fields[1]!.messages).toEqual({ required: "Choose a topic" });
  });

  it("keeps at least the one field the schema requires", async () => {
    const user = userEvent.setup();
    const form = renderBlockForm(formSchema, validateForm, contact());
    await user.click(button("Delete Topic"));
    expect((form.value.data as FormData).fields.map((f) => f.name)).toEqual(["email"]);
    expect(button("Delete Email").getAttribute("aria-disabled")).toBe("true");
    await user.click(button("Delete Email"));
    expect((form.value.data as FormData).fields).toHaveLength(1);

    await user.click(button("Add field"));
    expect((form.value.data as FormData).fields[1]).toEqual({ name: "", type: "text" });
    expect(screen.getByRole("group", { name: "Field 2" })).toBeTruthy();
  });

  type CheckedField = { name: string; label?: string; pattern?: string; min?: number; max?: number };
  const fieldsOf = (form: { value: PageComponent }) => (form.value.data as { fields: CheckedField[] }).fields;
  /** The open panel of a field: the same element while its title changes with the label. */
  const openField = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
    await user.click(button(`Edit ${title}`));
    return screen.getByRole("group", { name: title });
  };

  it("names a new field's answers after its label, unique in the form, with the name out of sight under Advanced", async () => {
    const user = userEvent.setup();
    const form = renderBlockForm(formSchema, validateForm, contact());
    await user.click(button("Add field"));
    const added = screen.getByRole("group", { name: "Field 3" });
    expect(within(added).queryByRole("textbox", { name: "Name in submissions" })).toBeNull();
    await user.type(within(added).getByRole("textbox", { name: "Label" }), "Full Name");
    expect(fieldsOf(form)[2]!.name).toBe("full_name");
    // Another field already answers to "email".
    await user.clear(within(added).getByRole("textbox", { name: "Label" }));
    await user.type(within(added).getByRole("textbox", { name: "Label" }), "E-mail");
    expect(fieldsOf(form)[2]!.name).toBe("e_mail");
    await user.clear(within(added).getByRole("textbox", { name: "Label" }));
    await user.type(within(added).getByRole("textbox", { name: "Label" }), "Email");
    expect(fieldsOf(form)[2]!.name).toBe("email_2");
    // A label with no Latin letters names the field by its place.
    await user.clear(within(added).getByRole("textbox", { name: "Label" }));
    await user.type(within(added).getByRole("textbox", { name: "Label" }), "नाम");
    expect(fieldsOf(form)[2]).toMatchObject({ label: "नाम", name: "field_3" });
    await user.click(within(added).getByRole("button", { name: "Advanced" }));
    expect((within(added).getByRole("textbox", { name: "Name in submissions" }) as HTMLInputElement).value).toBe("field_3");
    expect(validateForm(form.value)).toBe(true);
  });

  it("keeps a name the owner set under Advanced when the label changes", async () => {
    const user = userEvent.setup();
    const form = renderBlockForm(formSchema, validateForm, contact());
    const email = await openField(user, "Email");
    await user.type(within(email).getByRole("textbox", { name: "Label" }), " id");
    expect(fieldsOf(form)[0]).toMatchObject({ label: "Email id", name: "email_id" });

    await user.click(within(email).getByRole("button", { name: "Advanced" }));
    const key = within(email).getByRole("textbox", { name: "Name in submissions" });
    await user.clear(key);
    await user.type(key, "mail");
    await user.clear(within(email).getByRole("textbox", { name: "Label" }));
    await user.type(within(email).getByRole("textbox", { name: "Label" }), "Your mail");
    expect(fieldsOf(form)[0]).toMatchObject({ label: "Your mail", name: "mail" });
  });

  it("opens Advanced by itself to show a problem with a field's name", () => {
    const broken = component("form", { data: { form_id: "contact", fields: [{ name: "1st", label: "First", type: "text" }] } });
    renderBlockForm(formSchema, validateForm, broken, { showAllErrors: true });
    const first = screen.getByRole("group", { name: "First" });
    expect(within(first).getByRole("button", { name: "Advanced" }).getAttribute("aria-expanded")).toBe("true");
    expect(within(within(first).getByRole("group", { name: "Advanced" })).getByRole("alert").textContent).toBe("A field key starts with a letter and may use letters, digits, - and _ only");
  });

  it("chooses the check on an answer by name, storing its pattern or its range", async () => {
    const user = userEvent.setup();
    const form = renderBlockForm(formSchema, validateForm, contact());
    const email = await openField(user, "Email");
    const check = within(email).getByRole("combobox", { name: "Check the answer is" }) as HTMLSelectElement;
    expect(check.value).toBe("none");
    expect([...check.options].map((o) => o.text)).toEqual(["None", "Indian mobile number", "Pincode", "Email", "Number range"]);
    expect(within(email).queryByRole("textbox", { name: /pattern/i })).toBeNull();
    expect(within(email).getByRole("textbox", { name: "When the check fails" })).toBeTruthy();

    await user.selectOptions(check, "Pincode");
    expect(fieldsOf(form)[0]!.pattern).toBe("^[1-9]\\d{5}$");
    await user.selectOptions(check, "Indian mobile number");
    expect(fieldsOf(form)[0]!.pattern).toBe("^[6-9]\\d{9}$");
    expect(check.value).toBe("phone");

    await user.selectOptions(check, "Number range");
    expect(fieldsOf(form)[0]!.pattern).toBeUndefined();
    await user.type(within(email).getByRole("spinbutton", { name: "Smallest answer" }), "1");
    await user.type(within(email).getByRole("spinbutton", { name: "Largest answer" }), "50");
    expect(fieldsOf(form)[0]).toMatchObject({ min: 1, max: 50 });
    expect(check.value).toBe("range");
    expect(validateForm(form.value)).toBe(true);

    await user.selectOptions(check, "None");
    expect(fieldsOf(form)[0]).toEqual({ name: "email", label: "Email", type: "email", required: true });
    expect(within(email).queryByRole("spinbutton", { name: "Smallest answer" })).toBeNull();
  });

  it("shows a pattern no check names as a custom pattern, editable under Advanced only", async () => {
    const user = userEvent.setup();
    const coded = component("form", {
      data: {
        form_id: "codes",
        fields: [
          { name: "code", label: "Code", type: "text", pattern: "[A-Z]{3}" },
          { name: "mobile", label: "Mobile", type: "text", pattern: "^[6-9][0-9]{9}$" },
        ],
      },
    });
    const form = renderBlockForm(formSchema, validateForm, coded);
    const mobile = await openField(user, "Mobile");
    // Another spelling of the mobile number pattern is still that check.
    expect((within(mobile).getByRole("combobox", { name: "Check the answer is" }) as HTMLSelectElement).value).toBe("phone");

    const code = await openField(user, "Code");
    const check = within(code).getByRole("combobox", { name: "Check the answer is" }) as HTMLSelectElement;
    expect(check.value).toBe("custom");
    expect(check.selectedOptions[0]!.text).toBe("Custom pattern (see Advanced)");
    expect(within(code).queryByRole("textbox", { name: "Custom pattern" })).toBeNull();
    await user.click(within(code).getByRole("button", { name: "Advanced" }));
    const custom = within(code).getByRole("textbox", { name: "Custom pattern" }) as HTMLInputElement;
    expect(custom.value).toBe("[A-Z]{3}");
    await user.type(custom, "[[0-9]"); // "[[" types one "["
    expect(fieldsOf(form)[0]!.pattern).toBe("[A-Z]{3}[0-9]");

    await user.selectOptions(check, "Pincode");
    expect(fieldsOf(form)[0]!.pattern).toBe("^[1-9]\\d{5}$");
    expect(within(code).queryByRole("textbox", { name: "Custom pattern" })).toBeNull();
    expect([...check.options].map((o) => o.text)).not.toContain("Custom pattern (see Advanced)");
  });
});

describe("a rich text block's form", () => {
  const text = (html: string) => component("rich-text", { data: { html }, settings: { align: "left" } });
  const html = (value: PageComponent) => (value.data as { html: string }).html;
  // The editor is its own chunk, fetched when a form first has formatted text.
  const editorOf = () => screen.findByRole("textbox", { name: "Text" });

  it("shows the text in an editor and its display settings", async () => {
    renderBlockForm(richTextSchema, validateRichText, text("<h2>Our story</h2><p>Since 1998.</p>"));
    const editor = await editorOf();
    expect(editor.getAttribute("contenteditable")).toBe("true");
    expect(editor.innerHTML).toBe("<h2>Our story</h2><p>Since 1998.</p>");
    expect(screen.getByRole("toolbar", { name: "Text formatting" })).toBeTruthy();
    expect((screen.getByRole("spinbutton", { name: "Maximum width (px)" }) as HTMLInputElement).min).toBe("200");
  });

  it("drops scripts and event handlers from pasted HTML, in the document and in the editor", async () => {
    const form = renderBlockForm(richTextSchema, validateRichText, text("<p>Hello</p>"));
    const editor = await editorOf();
    const pasted = '<p>Fresh <b>milk</b></p><img src="banners/milk.png" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
    fireEvent.paste(editor, { clipboardData: { getData: (type: string) => (type === "text/html" ? pasted : ""), types: ["text/html"] } });
    await waitFor(() => expect(html(form.value)).toContain("<strong>milk</strong>"));
    const stored = html(form.value);
    expect(stored).toContain('<img src="banners/milk.png">');
    expect(stored).not.toMatch(/onerror|<script|javascript:|alert/);
    expect(editor.innerHTML).not.toMatch(/onerror|<script|javascript:/);
  });

  it("sanitises HTML typed as source once the owner leaves it, and what the editor is given", async () => {
    const user = userEvent.setup();
    const form = renderBlockForm(richTextSchema, validateRichText, text('<p>Hi</p><img src="x" onerror="alert(1)">'));
    // Stored text is drawn sanitised: the handler never reaches the builder's own page.
    const drawn = await editorOf();
    expect(drawn.querySelector("p")?.outerHTML).toBe("<p>Hi</p>");
    expect(drawn.querySelector("img")?.getAttribute("src")).toBe("x");
    expect(drawn.innerHTML).not.toMatch(/onerror|alert/);

    await user.click(button("HTML"));
    const source = screen.getByRole("textbox", { name: "Text (HTML)" });
    await act(async () => {
      await user.clear(source);
      await user.paste('<h2>Offers</h2><script>alert("x")</script><p onclick="steal()">Daily</p>');
    });
    await user.tab();
    expect(html(form.value)).toBe("<h2>Offers</h2><p>Daily</p>");
    await user.click(button("HTML"));
    expect((await editorOf()).innerHTML).toBe("<h2>Offers</h2><p>Daily</p>");
  });

  it("formats with the toolbar and links the selection", async () => {
    const user = userEvent.setup();
    const form = renderBlockForm(richTextSchema, validateRichText, text("<p>Fresh milk</p>"));
    const editor = await editorOf();
    await user.click(editor);
    await user.keyboard("{Control>}a{/Control}");
    await user.click(button("Bold"));
    await waitFor(() => expect(html(form.value)).toBe("<p><strong>Fresh milk</strong></p>"));
    expect(button("Bold").getAttribute("aria-pressed")).toBe("true");
    await user.click(button("Link"));
    await user.type(screen.getByRole("textbox", { name: "Link address" }), "/products{Enter}");
    expect(html(form.value)).toBe('<p><a href="/products"><strong>Fresh milk</strong></a></p>');
    await user.click(button("Heading"));
    expect(html(form.value)).toBe('<h2><a href="/products"><strong>Fresh milk</strong></a></h2>');
    expect(button("Heading").getAttribute("aria-pressed")).toBe("true");
    await user.click(button("Numbered list"));
    expect(html(form.value)).toBe('<ol><li><p><a href="/products"><strong>Fresh milk</strong></a></p></li></ol>');
  });

  it("stores no text once the editor is emptied, which the schema then asks for", async () => {
    const user = userEvent.setup();
    const form = renderBlockForm(richTextSchema, validateRichText, text("<p>Hi</p>"));
    const editor = await editorOf();
    await user.click(editor);
    await user.keyboard("{Control>}a{/Control}{Backspace}");
    await waitFor(() => expect(html(form.value)).toBe(""));
  });

  it("keeps text the toolbar cannot edit in the HTML view, whole", async () => {
    const user = userEvent.setup();
    const table = "<p>Timings</p><table><tbody><tr><td>Mon</td><td>8–8</td></tr></tbody></table>";
    const form = renderBlockForm(richTextSchema, validateRichText, text(table));
    const source = await screen.findByRole("textbox", { name: "Text (HTML)" });
    expect((source as HTMLTextAreaElement).value).toBe(table);
    expect(screen.getByText(/parts the formatting buttons cannot edit \(a table\)/)).toBeTruthy();
    expect(button("HTML").hasAttribute("disabled")).toBe(true);
    await act(async () => {
      await user.clear(source);
      await user.paste("<p>Open every day</p>");
    });
    await user.tab();
    expect(html(form.value)).toBe("<p>Open every day</p>");
    await user.click(button("HTML"));
    expect((await editorOf()).innerHTML).toBe("<p>Open every day</p>");
  });
});

describe("a hero card's colour", () => {
  it("takes the picker's colour or typed hex text, and says when the text is not a colour", async () => {
    const user = userEvent.setup();
    const form = renderBlockForm(heroCardSchema, validateHeroCard, component("hero-card", { data: { title: "Fresh" }, settings: { bgcolor: "#f6f7f5" } }));
    fireEvent.change(screen.getByLabelText("Pick the background colour"), { target: { value: "#0a7d32" } });
    expect((form.value.settings as { bgcolor: string }).bgcolor).toBe("#0a7d32");
    const text = screen.getByRole("textbox", { name: "Background colour" });
    await user.clear(text);
    await user.type(text, "green");
    expect(screen.getByRole("alert").textContent).toBe("The background colour must be written like #f6f7f5");
  });
});

describe("the kinds no block uses yet", () => {
  // A block schema of the shape a new block might have: a list of words, code, a group, a fixed value.
  const schema: SchemaNode = {
    type: "object",
    properties: {
      data: {
        type: "object",
        properties: {
          keywords: { type: "array", title: "Keywords", "x-item-label": "Keyword", "x-help": "Words shoppers search for", maxItems: 3, items: { type: "string", maxLength: 20 } },
          snippet: { type: "string", title: "Snippet", "x-widget": "code" },
          source: { const: "catalogue", title: "Source" },
          box: { type: "object", title: "Box", properties: { width: { type: "integer", title: "Width", minimum: 1 } } },
        },
      },
    },
  };
  const keywords = (value: PageComponent) => (value.data as { keywords?: string[] }).keywords;
  const allValid: CompiledValidator = () => true;

  it("edits a list of words: one input each, added, moved and deleted", async () => {
    const user = userEvent.setup();
    const form = renderBlockForm(schema, allValid, component("x", { data: { keywords: ["atta", "dal"] } }));
    const list = screen.getByRole("group", { name: "Keywords" });
    expect(list.getAttribute("aria-describedby")).toBe(within(list).getByText("Words shoppers search for").id);
    expect(within(list).getAllByRole("textbox")).toEqual([within(list).getByRole("textbox", { name: "Keyword 1" }), within(list).getByRole("textbox", { name: "Keyword 2" })]);
    expect(
      within(list)
        .getAllByRole("textbox")
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(["atta", "dal"]);

    await user.click(within(list).getByRole("button", { name: "Add keyword" }));
    expect(keywords(form.value)).toEqual(["atta", "dal", ""]);
    expect(document.activeElement).toBe(within(list).getByRole("textbox", { name: "Keyword 3" }));
    await user.keyboard("rice");
    expect(keywords(form.value)).toEqual(["atta", "dal", "rice"]);
    expect(within(list).getByRole("button", { name: "Add keyword" }).getAttribute("aria-disabled")).toBe("true");

    // Alt+↑ in an entry's input moves the entry, and the typing goes on in it.
    await user.keyboard("{Alt>}{ArrowUp}{/Alt}");
    expect(keywords(form.value)).toEqual(["atta", "rice", "dal"]);
    expect((document.activeElement as HTMLInputElement).value).toBe("rice");

    await user.click(within(list).getByRole("button", { name: "Delete keyword 1" }));
    expect(keywords(form.value)).toEqual(["rice", "dal"]);
  });

  it("draws code as plain monospace text, a group as a fieldset, and leaves a fixed value alone", async () => {
    const user = userEvent.setup();
    const form = renderBlockForm(schema, allValid, component("x", { data: {} }));
    const snippet = screen.getByRole("textbox", { name: "Snippet" });
    expect([snippet.tagName, snippet.getAttribute("spellcheck"), snippet.className]).toEqual(["TEXTAREA", "false", "text-input builder-code"]);
    await user.type(screen.getByRole("spinbutton", { name: "Width" }), "4");
    expect(form.value.data).toEqual({ box: { width: 4 } });
    expect(screen.getByRole("group", { name: "Box" })).toBeTruthy();
    expect(screen.queryByText("Source")).toBeNull();
  });
});
