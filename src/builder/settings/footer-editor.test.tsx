import { screen, waitForElementToBeRemoved, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FooterGroup } from "../../shared/api/init";
import { renderSettingsForm } from "../testing/settings-harness";
import { FooterEditor } from "./footer-editor";

const outline = (groups: FooterGroup[]) => groups.map((g) => [g.name, g.children.map((c) => c.name)]);
const button = (name: string) => screen.getByRole("button", { name });

describe("the footer editor", () => {
  it("shows each group's heading and its links' fields", () => {
    renderSettingsForm(<FooterEditor />);
    const help = screen.getByRole("listitem", { name: "Footer group Help" });
    expect((within(help).getByRole("textbox", { name: "Group heading" }) as HTMLInputElement).value).toBe("Help");
    const call = within(help).getByRole("group", { name: "Footer link Call us: +91 20 4110 2233" });
    expect((within(call).getByRole("textbox", { name: "Link" }) as HTMLInputElement).value).toBe("tel:+912041102233");
    expect((within(call).getByRole("textbox", { name: "Icon" }) as HTMLInputElement).value).toBe("phone");
    expect((within(call).getByRole("switch", { name: "Show the icon" }) as HTMLInputElement).checked).toBe(true);
  });

  it("adds a group and links to it, then edits them", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<FooterEditor />);
    await user.click(button("Add a footer group"));
    expect(document.activeElement).toBe(within(screen.getByRole("listitem", { name: "Footer group the new group" })).getByRole("textbox", { name: "Group heading" }));
    await user.type(document.activeElement!, "Policies");
    await user.click(button("Add a link to Policies"));
    const link = screen.getByRole("group", { name: "Footer link the new link" });
    expect(document.activeElement).toBe(within(link).getByRole("textbox", { name: "Label" }));
    await user.type(document.activeElement!, "Refunds");
    await user.type(within(screen.getByRole("group", { name: "Footer link Refunds" })).getByRole("textbox", { name: "Link" }), "/refunds");
    expect(form.editor.doc.footers[3]).toEqual({ name: "Policies", children: [{ name: "Refunds", link: "/refunds", icon: "", show_icon: 0 }] });
  });

  it("reorders groups and links, and deletes them", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<FooterEditor />);
    await user.click(button("Move group Help up"));
    await user.click(button("Move Orders down"));
    expect(outline(form.editor.doc.footers).map(([name]) => name)).toEqual(["Shop", "Help", "My account"]);
    expect(form.editor.doc.footers[2]!.children.map((c) => c.name)).toEqual(["Addresses", "Orders", "Wishlist"]);

    await user.click(button("Delete Wishlist"));
    expect(form.editor.doc.footers[2]!.children.map((c) => c.name)).toEqual(["Addresses", "Orders"]);

    await user.click(button("Delete group My account"));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete My account?" })).getByRole("button", { name: "Delete" }));
    await waitForElementToBeRemoved(() => screen.queryByRole("dialog"));
    expect(outline(form.editor.doc.footers).map(([name]) => name)).toEqual(["Shop", "Help"]);
  });

  it("judges a link without an address with the schema's message", async () => {
    const user = userEvent.setup();
    renderSettingsForm(<FooterEditor />);
    const about = screen.getByRole("group", { name: "Footer link About us" });
    await user.clear(within(about).getByRole("textbox", { name: "Link" }));
    await user.type(within(about).getByRole("textbox", { name: "Link" }), "javascript:alert(1)");
    expect(within(about).getByRole("alert").textContent).toBe("A link starts with /, https://, www., tel: or mailto:");
  });
});
