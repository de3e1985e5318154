import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import HeroCardBlock from "./hero-card-block";

describe("hero-card block", () => {
  it("puts picture, heading, text and button under the card's link", () => {
    render(
      <MemoryRouter>
        <HeroCardBlock
          name="hero-card"
          type="block"
          order={0}
          mode="live"
          data={{ title: "Fresh every morning", text: "Order by 2 pm", image: "banners/fresh.svg", link: "/products?c=fruits-vegetables", button_label: "Shop fresh" }}
          settings={{ image_side: "right", bgcolor: "#eef6ec" }}
          logicdata={{}}
          response={undefined}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("/products?c=fruits-vegetables");
    expect(screen.getByRole("heading", { name: "Fresh every morning" })).toBeTruthy();
    expect(link.textContent).toContain("Shop fresh");
    expect(link.querySelector("img")!.getAttribute("src")).toBe("/cdn/large/banners/fresh.svg");
    const section = link.closest("section")!;
    expect(section.className).toContain("hero-card-right");
    expect(section.getAttribute("style")).toContain("--card-bg: #eef6ec");
  });
});
