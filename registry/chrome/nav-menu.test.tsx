import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { NavItem } from "./chrome-types";
import { NavMenu } from "./nav-menu";

const navs = [
  { name: "Fruits", link: "/products?c=fruits", children: [{ name: "Apples", link: "/products?c=apples" }] },
  { name: "All categories", link: "/categories" },
] as NavItem[];

describe("NavMenu", () => {
  it("is a list of links and lists, with no menu roles that would promise arrow-key handling", () => {
    const { container } = render(
      <MemoryRouter>
        <NavMenu items={navs} style="chevron" openCategoryFilter={vi.fn()} />
      </MemoryRouter>,
    );
    expect(container.querySelector("[role]")).toBeNull();
    const [top] = screen.getAllByRole("list");
    const items = within(top!).getAllByRole("listitem");
    expect(items.map((li) => li.firstElementChild?.textContent)).toEqual(["Fruits", "Apples", "All categories"]);
    expect(screen.getByRole("link", { name: "Apples" }).getAttribute("href")).toBe("/products?c=apples");
    expect(screen.getByRole("button", { name: "All categories" }).getAttribute("aria-haspopup")).toBe("dialog");
  });
});
