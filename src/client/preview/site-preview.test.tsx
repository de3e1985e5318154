// A site fixture is drawn with the shop's own header and navigation bar: the templates its
// navSetting chooses, its name and its links.
import { describe, expect, it } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MemoryRouter } from "react-router";
import { SitePreview } from "./site-preview";

const sitesDir = join(import.meta.dirname, "../../../fixtures/sites");
type Site = { name: string; navSetting: { header_template: number; navbar_template: number }; navs: { name: string }[] };
const site = (file: string) => JSON.parse(readFileSync(join(sitesDir, file), "utf8")) as Site;

async function draw(doc: unknown) {
  await act(async () => {
    render(
      <MemoryRouter>
        <SitePreview doc={doc} />
      </MemoryRouter>,
    );
  });
  return screen.getByRole("region", { name: "Website preview" });
}

describe("SitePreview", () => {
  it.each(readdirSync(sitesDir).filter((f) => f.endsWith(".json")))("draws %s with the header and navigation bar templates it chooses", async (file) => {
    const doc = site(file);
    const preview = await draw(doc);
    const header = preview.querySelector("header.site-header");
    expect(header?.getAttribute("data-header-template")).toBe(String(doc.navSetting.header_template));
    expect(within(header as HTMLElement).getByRole("link", { name: `${doc.name} home` })).toBeTruthy();
    const navbar = within(preview).getByRole("navigation", { name: "Categories and pages" });
    expect(navbar.getAttribute("data-navbar-template")).toBe(String(doc.navSetting.navbar_template));
    expect(navbar.textContent).toContain(doc.navs[0]!.name);
    expect(preview.textContent).toContain(`Header ${doc.navSetting.header_template} · Navigation bar ${doc.navSetting.navbar_template}`);
  });

  it("says when a template does not exist and draws the one the shop falls back to", async () => {
    const doc = site("header-2-navbar-3.json");
    const preview = await draw({ ...doc, navSetting: { ...doc.navSetting, header_template: 9 }, navs: [] });
    expect(preview.textContent).toContain("Header 9 does not exist; the shop draws header 1");
    expect(preview.querySelector("header.site-header")?.getAttribute("data-header-template")).toBe("1");
    expect(within(preview).queryByRole("navigation")).toBeNull();
    expect(preview.textContent).toContain("The website has no navigation links");
  });

  it("uses the document's colours", async () => {
    const doc = site("header-2-navbar-3.json") as Site & { colors: Record<string, string> };
    const preview = await draw(doc);
    expect(preview.style.getPropertyValue("--color-primary")).toBe(doc.colors.primary);
  });
});
