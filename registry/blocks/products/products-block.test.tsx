import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { Product } from "../../../src/shared/api/products";
import ProductsBlock from "./products-block";

const product = (id: number, over: Partial<Product> = {}): Product => ({
  product_id: id,
  product_name: `Toor Dal ${id}`,
  brand_name: "Tata Sampann",
  slug: `toor-dal-${id}`,
  brand_slug: "tata-sampann",
  wishlist: false,
  medias: [{ src: `products/toor-${id}.svg` }],
  image: `products/toor-${id}.svg`,
  packs: [
    {
      pack_id: id * 10,
      pack_name: "1 kg",
      price: 142.5,
      act_price: 165,
      discount: 13.64,
      warehouse_id: 1,
      discount_type: "percent",
      in_stock: true,
      max_quantity: 10,
      max_per_order: 10,
      net_quantity: 1000,
      unit: "g",
      pack_count: 1,
    },
  ],
  ...over,
});

const renderBlock = (response: Product[] | null, data: { title?: string; view_all_link?: string } = { title: "Best deals" }) =>
  render(
    <MemoryRouter>
      <ProductsBlock name="products" type="block" order={0} mode="live" data={data} settings={{}} logicdata={{}} response={response as never} />
    </MemoryRouter>,
  );

describe("products block", () => {
  it("shows a card per product linking to its page, with pack, price, MRP and % off in rupees", () => {
    renderBlock([product(1), product(2)]);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole("link").getAttribute("href")).toBe("/products/toor-dal-1");
    expect(first.getByText("1 kg")).toBeTruthy();
    expect(first.getByText("₹142.50")).toBeTruthy();
    expect(first.getByText("₹165.00").tagName).toBe("S");
    expect(first.getByText("13% off")).toBeTruthy();
    expect(cards[0]!.querySelector("img")!.getAttribute("src")).toBe("/cdn/medium/products/toor-1.svg");
    expect(screen.getByRole("heading", { name: "Best deals" })).toBeTruthy();
  });

  it("shows the placeholder image and no MRP when there is no image and no discount", () => {
    renderBlock([product(3, { image: "", medias: [], packs: [{ ...product(3).packs[0]!, price: 50, act_price: 50 }] })]);
    const card = screen.getByRole("article");
    expect(card.querySelector("img")!.getAttribute("src")).toBe("/no-image.png");
    expect(card.querySelector("s")).toBeNull();
    expect(within(card).queryByText(/% off/)).toBeNull();
  });

  it("prefers a pack in stock and says when nothing is", () => {
    const [pack] = product(4).packs;
    renderBlock([
      product(4, {
        packs: [
          { ...pack!, pack_id: 1, pack_name: "500 g", in_stock: false },
          { ...pack!, pack_id: 2, pack_name: "5 kg", in_stock: true },
        ],
      }),
      product(5, { packs: [{ ...pack!, in_stock: false }] }),
    ]);
    const [inStock, outOfStock] = screen.getAllByRole("article");
    expect(within(inStock!).getByText("5 kg")).toBeTruthy();
    expect(within(outOfStock!).getByText("Out of stock")).toBeTruthy();
  });

  it("shows placeholder slides when it has no products", () => {
    const { container } = renderBlock(null);
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(container.querySelectorAll(".product-card-placeholder").length).toBe(5);
    expect(screen.queryByRole("button", { name: /Next/ })).toBeNull();
  });

  it("links to its View all page when it has one", () => {
    renderBlock([product(6)], { title: "Staples", view_all_link: "/products?c=atta-rice-dal" });
    expect(screen.getByRole("link", { name: "View all" }).getAttribute("href")).toBe("/products?c=atta-rice-dal");
  });

  it("does not load swiper while rendering: it waits for the browser to be idle after painting", () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => (frames.push(cb), frames.length));
    renderBlock([product(7), product(8)]);
    // Rendered and committed, yet the enhancement is still only scheduled behind a frame.
    expect(frames).toHaveLength(1);
    expect(document.querySelector(".swiper-initialized")).toBeNull();
    raf.mockRestore();
  });
});
