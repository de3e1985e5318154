import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { Product } from "../../../src/shared/api/products";
import ProductDetailBlock from "./product-detail-block";

const pack = { warehouse_id: 1, discount_type: "percent", in_stock: true, max_quantity: 10, max_per_order: 10, discount: 0, net_quantity: null, unit: null, pack_count: 1 };
const product: Product = {
  product_id: 7,
  product_name: "Aashirvaad Whole Wheat Atta",
  product_description: "Stone-ground atta.\n\nMakes soft rotis.",
  product_info: "Store in a cool, dry place.",
  brand_name: "Aashirvaad",
  slug: "aashirvaad-atta",
  brand_slug: "aashirvaad",
  wishlist: false,
  medias: [{ src: "products/atta-1.svg" }, { src: "products/atta-2.svg" }],
  image: "products/atta-1.svg",
  packs: [
    { ...pack, pack_id: 1, pack_name: "1 kg", price: 60, act_price: 60 },
    { ...pack, pack_id: 2, pack_name: "5 kg", price: 255, act_price: 300 },
  ],
};

const renderBlock = (response: Product | null, mode: "live" | "preview" = "live") =>
  render(
    <MemoryRouter>
      <ProductDetailBlock name="product-detail" type="screen" order={0} mode={mode} data={{}} settings={{}} logicdata={{}} response={response as never} />
    </MemoryRouter>,
  );

describe("product-detail block", () => {
  it("shows name, brand link, description paragraphs and details", () => {
    renderBlock(product);
    expect(screen.getByRole("heading", { level: 1, name: "Aashirvaad Whole Wheat Atta" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Aashirvaad" })[0]!.getAttribute("href")).toBe("/products?b=aashirvaad");
    expect(screen.getByText("Stone-ground atta.")).toBeTruthy();
    expect(screen.getByText("Makes soft rotis.")).toBeTruthy();
    expect(screen.getByText("Store in a cool, dry place.")).toBeTruthy();
  });

  it("draws no brand link for a product without a brand: an empty link names nothing", () => {
    renderBlock({ ...product, brand_name: "", brand_slug: "" });
    expect(screen.getAllByRole("link").map((l) => l.textContent)).toEqual(["Home", "Products"]);
    expect(screen.getByRole("navigation", { name: "Breadcrumb" }).textContent).toBe("Home › Products");
  });

  it("switches price, MRP and % off with the chosen pack", () => {
    renderBlock(product);
    expect(screen.queryByText(/% off/)).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: /5 kg/ }));
    expect(screen.getByText("₹255.00", { selector: "strong" })).toBeTruthy();
    expect(screen.getByText("MRP ₹300.00")).toBeTruthy();
    expect(screen.getAllByText("15% off").length).toBeGreaterThan(0);
  });

  it("offers the chosen pack to the cart and a wish-list heart", () => {
    renderBlock(product);
    expect(screen.getByRole("button", { name: "Add to Cart: Aashirvaad Whole Wheat Atta, 1 kg" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /5 kg/ }));
    expect(screen.getByRole("button", { name: "Add to Cart: Aashirvaad Whole Wheat Atta, 5 kg" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add Aashirvaad Whole Wheat Atta to a wish list" })).toBeTruthy();
  });

  it("shows each picture from the gallery", () => {
    renderBlock(product);
    const main = () => screen.getByRole("img", { name: "Aashirvaad Whole Wheat Atta" }).getAttribute("src");
    expect(main()).toBe("/cdn/large/products/atta-1.svg");
    fireEvent.click(screen.getByRole("button", { name: "Picture 2 of 2" }));
    expect(main()).toBe("/cdn/large/products/atta-2.svg");
  });

  it("renders nothing without a product on the live shop and a note in preview", () => {
    const { container } = renderBlock(null);
    expect(container.textContent).toBe("");
    renderBlock(null, "preview");
    expect(screen.getByText(/product for the address/)).toBeTruthy();
  });
});
