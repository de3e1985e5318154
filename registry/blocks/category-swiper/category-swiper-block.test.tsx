import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import CategorySwiperBlock from "./category-swiper-block";

const renderBlock = (response: { name: string; slug: string; avatar: string; link: string }[] | null) =>
  render(
    <MemoryRouter>
      <CategorySwiperBlock name="CATEGORY_SWIPER" type="block" order={0} mode="live" data={{ title: "Shop by category" }} settings={{}} logicdata={{}} response={response as never} />
    </MemoryRouter>,
  );

describe("CATEGORY_SWIPER block", () => {
  it("shows each category as a round picture and name that opens the filtered list", () => {
    renderBlock([
      { name: "Dairy & Bakery", slug: "dairy-bakery", avatar: "categories/dairy.svg", link: "/products?c=dairy-bakery" },
      { name: "Snacks", slug: "snacks", avatar: "", link: "/products?c=snacks" },
    ]);
    const link = screen.getByRole("link", { name: "Dairy & Bakery" });
    expect(link.getAttribute("href")).toBe("/products?c=dairy-bakery");
    expect(link.className).toContain("tile-round");
    expect(link.querySelector("img")!.getAttribute("src")).toBe("/cdn/small/categories/dairy.svg");
    expect(screen.getByRole("link", { name: "Snacks" }).querySelector("img")!.getAttribute("src")).toBe("/no-image.png");
    expect(screen.getByRole("heading", { name: "Shop by category" })).toBeTruthy();
  });

  it("shows placeholder tiles and no links while it has no categories", () => {
    const { container } = renderBlock(null);
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    expect(container.querySelectorAll(".tile-placeholder").length).toBeGreaterThan(0);
  });
});
