import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { schema as heroCardSchema } from "../../../../schemas/compiled/blocks/hero-card.schema";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../client/api/fake-shop-server";
import type { AdminPageSummary, PickerKind, PickerOption } from "../../../shared/api/admin-pages";
import { newBlockId } from "../../../shared/block-id";
import type { PageComponent } from "../../../shared/page-document";
import { SettingsField } from "../../settings/settings-field";
import { renderSettingsForm } from "../../testing/settings-harness";
import { BlockForm } from "../block-form";
import { openSchema } from "../json-text";
import { linkPathOf, LINK_TARGETS } from "./link-picker-path";

let server: FakeShopServer;
const page = (id: number, url: string, title: string): AdminPageSummary =>
  ({
    id,
    url,
    route_name: url.includes(":") ? "product" : "dynamic-page",
    kind: url.includes(":") ? "system" : "content",
    title,
    has_draft: false,
    version: 1,
    revision: 1,
    updated_at: "2026-11-01T10:00:00Z",
  }) as AdminPageSummary;
const CATALOGUE: Record<Exclude<PickerKind, "suppliers">, PickerOption[]> = {
  categories: [
    { value: "dairy-bakery", label: "Dairy & Bakery" },
    { value: "fruits-vegetables", label: "Fruits & Vegetables" },
  ],
  brands: [
    { value: "amul", label: "Amul" },
    { value: "tata-sampann", label: "Tata Sampann" },
  ],
  products: [
    { value: "amul-taaza-milk-500ml", label: "Amul Taaza Milk 500 ml", image: "products/milk.png" },
    { value: "aashirvaad-atta-5kg", label: "Aashirvaad Atta 5 kg" },
  ],
};

beforeEach(() => {
  server = createFakeShopServer();
  server.on("GET", "/s/api/admin/pages", () =>
    jsonResponse({ pages: [page(1, "/", "Home"), page(2, "/products/:slug", "Product"), page(3, "/about-us", "About us"), page(4, "/offers/diwali", "Diwali offers")] }),
  );
  for (const [kind, options] of Object.entries(CATALOGUE)) {
    server.on("GET", `/s/api/admin/pickers/${kind}`, (call) => {
      const q = (call.query.get("q") ?? "").toLowerCase();
      return jsonResponse({ data: options.filter((option) => option.label.toLowerCase().includes(q)) });
    });
  }
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

/** A hero card's form, as the page editor holds it: its link field is x-widget link. */
function renderHeroCard(link = "") {
  const initial: PageComponent = { id: newBlockId(), name: "hero-card", type: "block", order: 0, data: { title: "Fresh", link }, settings: {}, logicdata: {}, response: null };
  const handle = { value: initial };
  function Editor() {
    const [value, setValue] = useState(initial);
    handle.value = value;
    return <BlockForm schema={openSchema(heroCardSchema)} value={value} onChange={setValue} errors={{}} showAllErrors={false} idPrefix="block-1" />;
  }
  render(<Editor />);
  return handle;
}
const linkOf = (value: PageComponent) => (value.data as { link?: string }).link;

describe("the link picker", () => {
  it.each([
    ["Pages", "About", "About us", "/about-us"],
    ["Categories", "dairy", "Dairy & Bakery", "/products?c=dairy-bakery"],
    ["Brands", "tata", "Tata Sampann", "/products?b=tata-sampann"],
    ["Products", "milk", "Amul Taaza Milk 500 ml", "/products/amul-taaza-milk-500ml"],
  ])("writes the shop's address of a chosen %s entry into the link", async (tab, search, name, path) => {
    const user = userEvent.setup();
    const form = renderHeroCard("https://example.com/old");
    await user.click(screen.getByRole("button", { name: "Choose a page or product for Link" }));
    const chooser = screen.getByRole("dialog", { name: "Where Link goes" });
    await user.click(within(chooser).getByRole("tab", { name: tab }));
    expect(within(chooser).getByRole("tab", { name: tab }).getAttribute("aria-selected")).toBe("true");
    await user.type(within(chooser).getByRole("searchbox"), search);
    await user.click(await within(chooser).findByRole("button", { name: new RegExp(`^${name}`) }));

    expect(linkOf(form.value)).toBe(path);
    expect((screen.getByRole("textbox", { name: "Link" }) as HTMLInputElement).value).toBe(path);
    expect(screen.queryByRole("dialog")).toBeNull();
    // The field's hint reads the chosen address back as a page of this shop.
    expect(screen.getByText(`Opens ${path} of this shop in the same tab.`)).toBeTruthy();
  });

  it("lists the pages a shopper can open, and narrows them by the search", async () => {
    const user = userEvent.setup();
    renderHeroCard();
    await user.click(screen.getByRole("button", { name: "Choose a page or product for Link" }));
    const results = await screen.findByRole("list", { name: "Pages" });
    const names = () =>
      within(results)
        .getAllByRole("button")
        .map((b) => b.textContent);
    expect(names()).toEqual(["Home/", "About us/about-us", "Diwali offers/offers/diwali"]);
    await user.type(screen.getByRole("searchbox", { name: "Search pages" }), "diwali");
    expect(names()).toEqual(["Diwali offers/offers/diwali"]);
    await user.type(screen.getByRole("searchbox", { name: "Search pages" }), "x");
    expect(screen.queryByRole("list", { name: "Pages" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("No pages match.");
  });

  it("searches the catalogue on the server with what was typed", async () => {
    const user = userEvent.setup();
    renderHeroCard();
    await user.click(screen.getByRole("button", { name: "Choose a page or product for Link" }));
    await user.click(screen.getByRole("tab", { name: "Brands" }));
    await user.type(screen.getByRole("searchbox", { name: "Search brands" }), "amul");
    await screen.findByRole("button", { name: /^Amul/ });
    expect(screen.queryByRole("button", { name: /^Tata Sampann/ })).toBeNull();
    const searches = server.calls.filter((call) => call.path === "/s/api/admin/pickers/brands").map((call) => call.query.get("q"));
    expect(searches.at(-1)).toBe("amul");
  });

  it("keeps the address box, so another site's address can still be typed", async () => {
    const user = userEvent.setup();
    const form = renderHeroCard();
    await user.type(screen.getByRole("textbox", { name: "Link" }), "https://wa.me/919800000000");
    expect(linkOf(form.value)).toBe("https://wa.me/919800000000");
    expect(screen.getByText("Opens https://wa.me/919800000000 in a new tab.")).toBeTruthy();
  });

  it("closes on Escape without changing the link, and gives the focus back", async () => {
    const user = userEvent.setup();
    const form = renderHeroCard("/about-us");
    const opener = screen.getByRole("button", { name: "Choose a page or product for Link" });
    await user.click(opener);
    expect(opener.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("searchbox", { name: "Search pages" })));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(linkOf(form.value)).toBe("/about-us");
  });

  it("chooses the links of the navigation bar too", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<SettingsField pointer="/navs/1/link" />);
    await user.click(screen.getByRole("button", { name: "Choose a page or product for Link" }));
    await user.click(screen.getByRole("tab", { name: "Categories" }));
    await user.click(await screen.findByRole("button", { name: /^Dairy & Bakery/ }));
    expect((form.editor.doc.navs as { link: string }[])[1]!.link).toBe("/products?c=dairy-bakery");
  });
});

describe("the addresses a link picker writes", () => {
  it("follows the shop's own addresses for every kind", () => {
    expect(LINK_TARGETS.map((target) => linkPathOf(target, "atta-rice-dal"))).toEqual(["atta-rice-dal", "/products?c=atta-rice-dal", "/products?b=atta-rice-dal", "/products/atta-rice-dal"]);
    expect(linkPathOf("products", "rice & dal")).toBe("/products/rice%20%26%20dal");
  });
});
