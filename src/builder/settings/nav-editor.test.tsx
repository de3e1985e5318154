import { act, screen, waitForElementToBeRemoved, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { NavItem } from "../../shared/api/init";
import { demoSettings, renderSettingsForm } from "../testing/settings-harness";
import { NavEditor, nestingDepth } from "./nav-editor";
import { siteDefinition } from "./settings-schema";

const tree = (items: NavItem[]): unknown[] => items.map((i) => (i.children?.length ? [i.name, tree(i.children)] : i.name));
const button = (name: string) => screen.getByRole("button", { name });

function small() {
  const settings = demoSettings();
  const [categories, fruits] = settings.navs;
  settings.navs = [
    { ...categories!, children: [] },
    { ...fruits!, name: "Fruits", children: [{ ...fruits!.children[1]!, name: "Apples", children: [] }] },
    { ...categories!, name: "Offers", link: "/products?s=discount", children: [] },
  ];
  return settings;
}

describe("the navigation editor", () => {
  it("lists the links as a tree and opens a link to its fields", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<NavEditor />, small());
    // Each name holds the words shown on the button: the label, then the link.
    const toggles = screen.getAllByRole("button", { name: /^Edit / });
    expect(toggles.map((b) => b.querySelector(".builder-tree-name")?.textContent)).toEqual(["Categories", "Fruits", "Apples", "Offers"]);
    for (const toggle of toggles) expect(toggle.hasAttribute("aria-label")).toBe(false);
    const fruits = screen.getByRole("button", { name: /^Edit Fruits\b/ });
    expect(fruits.textContent).toBe(`Edit Fruits ${fruits.querySelector(".builder-tree-link")?.textContent}`);

    await user.click(fruits);
    expect(fruits.getAttribute("aria-expanded")).toBe("true");
    const fields = screen.getByRole("group", { name: "Fruits settings" });
    for (const name of ["Label", "Link", "Icon"]) expect(within(fields).getByRole("textbox", { name })).toBeTruthy();
    expect(within(fields).getByRole("switch", { name: "Show the icon" })).toBeTruthy();
    expect(within(fields).getByLabelText("Picture")).toBeTruthy();

    const label = within(fields).getByRole("textbox", { name: "Label" });
    await user.clear(label);
    await user.type(label, "Fresh fruit");
    expect(form.editor.doc.navs[1]!.name).toBe("Fresh fruit");
    // The row keeps its element, and the field its focus, while its name changes.
    expect(document.activeElement).toBe(label);
  });

  it("adds a link at the top level and under another, opened at its label", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<NavEditor />, small());
    await user.click(button("Add a link"));
    expect(form.editor.doc.navs).toHaveLength(4);
    const added = form.editor.doc.navs[3]!;
    expect(added).toMatchObject({ name: "", link: "", show_icon: 0, children: [] });
    expect(document.activeElement).toBe(within(screen.getByRole("group", { name: "the new link settings" })).getByRole("textbox", { name: "Label" }));
    // An empty new link is not called out before the owner has typed in it.
    expect(screen.queryByRole("alert")).toBeNull();
    await user.type(document.activeElement!, "New arrivals");

    await user.click(button("Add sub-link to Offers"));
    expect(tree(form.editor.doc.navs)).toEqual(["Categories", ["Fruits", ["Apples"]], ["Offers", [""]], "New arrivals"]);
    expect(form.editor.doc.navs[2]!.children[0]!.group).toBe(form.editor.doc.navs[2]!.group);
  });

  it("reorders links among their siblings and keeps the focus on the moved link", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<NavEditor />, small());
    await user.click(button("Move Offers up"));
    expect(tree(form.editor.doc.navs)).toEqual(["Categories", "Offers", ["Fruits", ["Apples"]]]);
    expect(document.activeElement).toBe(button("Move Offers up"));
    await user.keyboard("{Enter}");
    expect(tree(form.editor.doc.navs)).toEqual(["Offers", "Categories", ["Fruits", ["Apples"]]]);
    // At the top it cannot go further; the button says so and stays put.
    expect(button("Move Offers up").getAttribute("aria-disabled")).toBe("true");
    await user.click(button("Move Offers up"));
    expect(tree(form.editor.doc.navs)[0]).toBe("Offers");
    await user.click(button("Move Offers down"));
    expect(tree(form.editor.doc.navs)).toEqual(["Categories", "Offers", ["Fruits", ["Apples"]]]);
  });

  it("nests a link under the one before it and moves it out again", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<NavEditor />, small());
    await user.click(button("Nest Offers under Fruits"));
    expect(tree(form.editor.doc.navs)).toEqual(["Categories", ["Fruits", ["Apples", "Offers"]]]);
    await user.click(button("Nest Offers under Apples"));
    expect(tree(form.editor.doc.navs)).toEqual(["Categories", ["Fruits", [["Apples", ["Offers"]]]]]);
    // Menus nest three levels deep: Offers can hold no sub-link, nor go deeper.
    expect(button("Add sub-link to Offers").getAttribute("aria-disabled")).toBe("true");
    await user.click(button("Move Offers out of Apples"));
    await user.click(button("Move Offers out of Fruits"));
    expect(tree(form.editor.doc.navs)).toEqual(["Categories", ["Fruits", ["Apples"]], "Offers"]);
    expect(button("Move Offers out").getAttribute("aria-disabled")).toBe("true");
  });

  it("does not nest a link whose own sub-links would go too deep", () => {
    const settings = small();
    settings.navs[2]!.children = [{ ...settings.navs[0]!, name: "Deals", children: [{ ...settings.navs[0]!, name: "Today", children: [] }] }];
    renderSettingsForm(<NavEditor />, settings);
    expect(button("Nest Offers under Fruits").getAttribute("aria-disabled")).toBe("true");
  });

  it("deletes a link at once, and one with sub-links after asking", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<NavEditor />, small());
    await user.click(button("Delete Offers"));
    expect(tree(form.editor.doc.navs)).toEqual(["Categories", ["Fruits", ["Apples"]]]);

    await user.click(button("Delete Fruits"));
    const dialog = await screen.findByRole("dialog", { name: "Delete Fruits?" });
    expect(dialog.textContent).toContain("Its 1 sub-link will be deleted with it.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitForElementToBeRemoved(() => screen.queryByRole("dialog"));
    expect(form.editor.doc.navs).toHaveLength(2);

    await user.click(button("Delete Fruits"));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete Fruits?" })).getByRole("button", { name: "Delete" }));
    expect(tree(form.editor.doc.navs)).toEqual(["Categories"]);
  });

  it("shows a link's problems once a save shows them all, with its fields opened", () => {
    const settings = small();
    settings.navs[1]!.children[0]!.name = "";
    const form = renderSettingsForm(<NavEditor />, settings);
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => form.editor.showProblems());
    const fields = screen.getByRole("group", { name: "the new link settings" });
    expect(within(fields).getByRole("alert").textContent).toBe("Every navigation link needs a label");
  });

  it("takes the nesting depth from the schema", () => {
    expect(nestingDepth(siteDefinition("navItem"))).toBe(3);
  });
});
