// The owner's texts in Hindi in the builder (ADR 0086): when the website offers Hindi, every text a
// shopper reads gets a "(हिन्दी)" field below its English one, in block forms and in the menu
// editors, saved beside the English (`title_hi`, `name_hi`); when it does not, the forms are as
// before.
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useMemo, useState } from "react";
import { describe, expect, it } from "vitest";
import { schema as formSchema } from "../../../schemas/compiled/blocks/form.schema";
import validateForm from "../../../schemas/compiled/blocks/form.js";
import { schema as heroCardSchema } from "../../../schemas/compiled/blocks/hero-card.schema";
import validateHeroCard from "../../../schemas/compiled/blocks/hero-card.js";
import type { CompiledValidator } from "../../../schemas/validator-type";
import { newBlockId } from "../../shared/block-id";
import type { PageComponent } from "../../shared/page-document";
import { FooterEditor } from "../settings/footer-editor";
import { NavEditor } from "../settings/nav-editor";
import { demoSettings, renderSettingsForm } from "../testing/settings-harness";
import { blockErrors } from "./block-errors";
import { BlockForm } from "./block-form";
import { openSchema } from "./json-text";
import type { SchemaNode } from "./schema-node";
import { TextLanguages } from "./text-languages";

const component = (name: string, data: unknown): PageComponent => ({ id: newBlockId(), name, type: "block", order: 0, data, settings: {}, logicdata: {}, response: null });

function renderBlock(stored: SchemaNode, validator: CompiledValidator, initial: PageComponent, offered: string[] | null) {
  const schema = openSchema(stored);
  const handle = { value: initial };
  function Editor() {
    const [value, setValue] = useState(initial);
    handle.value = value;
    const errors = useMemo(() => blockErrors(validator, value, schema), [value]);
    return <BlockForm schema={schema} value={value} onChange={setValue} errors={errors} showAllErrors={false} idPrefix="block-1" />;
  }
  render(
    <TextLanguages offered={offered}>
      <Editor />
    </TextLanguages>,
  );
  return handle;
}

const card = () => component("hero-card", { title: "Fresh today", image: "banners/a.svg", button_label: "Shop" });

describe("a block's texts in Hindi", () => {
  it("shows a Hindi field below each text a shopper reads when the website offers Hindi, and saves it beside the English", async () => {
    const user = userEvent.setup();
    const handle = renderBlock(heroCardSchema, validateHeroCard, card(), ["en", "hi"]);
    const labels = screen.getAllByRole("textbox").map((box) => box.getAttribute("aria-label") ?? document.querySelector(`label[for="${box.id}"]`)?.textContent);
    expect(labels.filter((l) => l?.includes("हिन्दी"))).toEqual(["Heading (हिन्दी)", "Text (हिन्दी)", "Button (हिन्दी)"]);
    // Each right below its English.
    const order = labels.map((l) => l?.replace(/\s*\*$/, ""));
    expect(order.indexOf("Heading (हिन्दी)")).toBe(order.indexOf("Heading") + 1);

    await user.type(screen.getByRole("textbox", { name: "Heading (हिन्दी)" }), "आज ताज़ा");
    await user.type(screen.getByRole("textbox", { name: "Button (हिन्दी)" }), "खरीदें");
    expect(handle.value.data).toEqual({ title: "Fresh today", title_hi: "आज ताज़ा", image: "banners/a.svg", button_label: "Shop", button_label_hi: "खरीदें" });
  });

  it("says when a Hindi text is too long, in its own words", () => {
    renderBlock(heroCardSchema, validateHeroCard, card(), ["en", "hi"]);
    const button = screen.getByRole("textbox", { name: "Button (हिन्दी)" });
    fireEvent.change(button, { target: { value: "ख".repeat(41) } });
    expect(screen.getByText("Button (हिन्दी) may hold at most 40 characters")).toBeTruthy();
  });

  it.each([
    ["offers English only", ["en"]],
    ["has not said yet which languages it offers", null],
  ])("shows no Hindi fields while the website %s", (_case, offered) => {
    renderBlock(heroCardSchema, validateHeroCard, card(), offered);
    expect(screen.queryByRole("textbox", { name: /हिन्दी/ })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Button" })).toBeTruthy();
  });

  it("gives each entry of a list its own Hindi fields, and keeps calling the entry by its English", async () => {
    const user = userEvent.setup();
    const form = component("form", { form_id: "contact", fields: [{ name: "topic", label: "Topic", type: "text" }] });
    const handle = renderBlock(formSchema, validateForm, form, ["en", "hi"]);
    expect(screen.getByRole("textbox", { name: "Heading (हिन्दी)" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Edit Topic" }));
    await user.type(screen.getByRole("textbox", { name: "Label (हिन्दी)" }), "विषय");
    await user.type(screen.getByRole("textbox", { name: "Placeholder (हिन्दी)" }), "चुनें");
    expect((handle.value.data as { fields: unknown[] }).fields[0]).toEqual({ name: "topic", label: "Topic", label_hi: "विषय", placeholder_hi: "चुनें", type: "text" });
    expect(screen.getByRole("button", { name: "Edit Topic" })).toBeTruthy();
  });
});

describe("the menus' labels in Hindi", () => {
  it("gives a navigation link and a footer group and link a Hindi label when the website offers Hindi", async () => {
    const user = userEvent.setup();
    const settings = demoSettings();
    settings.navs = [{ ...settings.navs[0]!, name: "Offers", children: [] }];
    settings.footers = [{ name: "Help", children: [{ name: "Call us", link: "tel:+918040001234", icon: "phone", show_icon: 1 }] }];
    const form = renderSettingsForm(
      <TextLanguages offered={["en", "hi"]}>
        <NavEditor />
        <FooterEditor />
      </TextLanguages>,
      settings,
    );
    await user.click(screen.getByRole("button", { name: /^Edit Offers\b/ }));
    const link = screen.getByRole("group", { name: "Offers settings" });
    await user.type(within(link).getByRole("textbox", { name: "Label (हिन्दी)" }), "ऑफ़र");
    expect(form.editor.doc.navs[0]).toMatchObject({ name: "Offers", name_hi: "ऑफ़र" });

    await user.type(screen.getByRole("textbox", { name: "Group heading (हिन्दी)" }), "मदद");
    await user.type(within(screen.getByRole("group", { name: "Footer link Call us" })).getByRole("textbox", { name: "Label (हिन्दी)" }), "कॉल करें");
    expect(form.editor.doc.footers).toEqual([{ name: "Help", name_hi: "मदद", children: [{ name: "Call us", name_hi: "कॉल करें", link: "tel:+918040001234", icon: "phone", show_icon: 1 }] }]);
  });

  it("shows the English labels only when the website offers English only", async () => {
    const user = userEvent.setup();
    renderSettingsForm(
      <TextLanguages offered={["en"]}>
        <NavEditor />
      </TextLanguages>,
    );
    await user.click(screen.getAllByRole("button", { name: /^Edit / })[0]!);
    expect(screen.queryByRole("textbox", { name: /हिन्दी/ })).toBeNull();
    expect(screen.getAllByRole("textbox", { name: "Label" }).length).toBeGreaterThan(0);
  });
});
