import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import BrandSwiperBlock from "./brand-swiper-block";

describe("BRAND_SWIPER block", () => {
  it("shows each brand's logo and name, opening the list filtered to the brand", () => {
    render(
      <MemoryRouter>
        <BrandSwiperBlock
          name="BRAND_SWIPER"
          type="block"
          order={0}
          mode="live"
          data={{ title: "Popular brands" }}
          settings={{}}
          logicdata={{}}
          response={[
            { name: "Aashirvaad", slug: "aashirvaad", logo: "brands/aashirvaad.svg", link: "/products?b=aashirvaad" },
            { name: "Amul", slug: "amul", logo: null, link: "/products?b=amul" },
          ]}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Aashirvaad" });
    expect(link.getAttribute("href")).toBe("/products?b=aashirvaad");
    expect(link.className).not.toContain("tile-round");
    expect(screen.getByRole("link", { name: "Amul" }).querySelector("img")!.getAttribute("src")).toBe("/no-image.png");
  });
});
