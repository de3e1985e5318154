import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { NavLink } from "./nav-link";
import type { NavItem } from "./chrome-types";

const item = (link: string) => ({ name: "x", link }) as NavItem;

function linkFor(link: string) {
  render(
    <MemoryRouter>
      <NavLink item={item(link)} openCategoryFilter={vi.fn()}>
        Go
      </NavLink>
    </MemoryRouter>,
  );
  return screen.getByRole("link", { name: "Go" });
}

describe("NavLink", () => {
  it("keeps the shop's own pages in the app", () => {
    const a = linkFor("offers");
    expect(a.getAttribute("href")).toBe("/offers");
    expect(a.getAttribute("target")).toBeNull();
  });

  it("opens other websites in a new tab", () => {
    const a = linkFor("https://example.com/x");
    expect(a.getAttribute("target")).toBe("_blank");
    expect(a.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("hands phone and mail links to the device as written", () => {
    expect(linkFor("tel:+919876543210").getAttribute("href")).toBe("tel:+919876543210");
  });

  it("writes mail links as they are", () => {
    expect(linkFor("mailto:hello@shop.in").getAttribute("href")).toBe("mailto:hello@shop.in");
  });

  it("opens the category filter for /categories", () => {
    const open = vi.fn();
    render(
      <MemoryRouter>
        <NavLink item={item("/categories")} openCategoryFilter={open}>
          Categories
        </NavLink>
      </MemoryRouter>,
    );
    screen.getByRole("button", { name: "Categories" }).click();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
