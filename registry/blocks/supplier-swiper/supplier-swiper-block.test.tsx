import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import SupplierSwiperBlock from "./supplier-swiper-block";

const renderBlock = (response: { name: string; link: string; image: string; avatar: string }[]) =>
  render(
    <MemoryRouter>
      <SupplierSwiperBlock name="SUPPLIER_SWIPER" type="block" order={0} mode="live" data={{ title: "Our suppliers" }} settings={{}} logicdata={{}} response={response} />
    </MemoryRouter>,
  );

afterEach(() => vi.restoreAllMocks());

describe("SUPPLIER_SWIPER block", () => {
  it("links each supplier card to its own link: a shop path in place, a website in a new tab", () => {
    renderBlock([
      { name: "Nashik Farmers", link: "/products?c=fruits-vegetables", image: "suppliers/nashik.svg", avatar: "suppliers/nashik.svg" },
      { name: "Spice Board", link: "www.spices.example", image: "", avatar: "" },
    ]);
    const inShop = screen.getByRole("link", { name: "Nashik Farmers" });
    expect(inShop.getAttribute("href")).toBe("/products?c=fruits-vegetables");
    expect(inShop.getAttribute("target")).toBeNull();
    const outside = screen.getByRole("link", { name: "Spice Board" });
    expect(outside.getAttribute("href")).toBe("https://www.spices.example");
    expect(outside.getAttribute("target")).toBe("_blank");
    expect(outside.getAttribute("rel")).toContain("noopener");
  });

  it("shows a supplier with an unusable link without a link, and logs it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderBlock([{ name: "Odd Link Co", link: "javascript:alert(1)", image: "", avatar: "" }]);
    expect(screen.getByText("Odd Link Co").closest("a")).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("javascript:alert(1)"));
  });
});
