import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { createFakeShopServer, demoProduct, jsonResponse, never, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
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

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

  it("shows a pre-packaged product's declarations under Product details, every pack's quantity, MRP and unit sale price", () => {
    renderBlock({
      ...product,
      declarations: {
        maker_role: "packer",
        maker_name: "Punjab Chakki Atta Mills",
        maker_address: "Focal Point, Ludhiana 141010, Punjab",
        generic_name: "Whole wheat atta",
        country_of_origin: "India",
        best_before: "Best before 4 months from packing",
        consumer_care: "1800 425 1100, care@chakki.example",
      },
      packs: [
        { ...pack, pack_id: 1, pack_name: "Small", price: 30, act_price: 33, net_quantity: 500, unit: "g" },
        { ...pack, pack_id: 2, pack_name: "5 kg", price: 255, act_price: 300, net_quantity: 5000, unit: "g" },
      ],
    });
    const details = screen.getByRole("region", { name: "Product details" });
    const term = (name: string) => within(details).getByText(name, { selector: "dt" }).nextElementSibling?.textContent;
    expect(term("Common or generic name")).toBe("Whole wheat atta");
    expect(term("Packed by")).toBe("Punjab Chakki Atta MillsFocal Point, Ludhiana 141010, Punjab");
    expect(term("Country of origin")).toBe("India");
    expect(term("Best before or use by")).toBe("Best before 4 months from packing");
    expect(term("Consumer care")).toBe("1800 425 1100, care@chakki.example");
    const rows = within(within(details).getByRole("table", { name: "Each pack" }))
      .getAllByRole("row")
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ["Pack", "Net quantity", "MRP (incl. of all taxes)", "Unit sale price"],
      ["Small", "500 g", "₹33.00", "₹0.066 per g"],
      ["5 kg", "5 kg", "₹300.00", "₹60.00 per kg"],
    ]);
  });

  it("shows no declarations for loose goods", () => {
    renderBlock(product);
    expect(screen.queryByRole("region", { name: "Product details" })).toBeNull();
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

  it("shows the price per kg, L or piece under each pack that says what it holds, said in words", () => {
    const [kilo, five] = product.packs;
    renderBlock({
      ...product,
      packs: [
        { ...kilo!, net_quantity: 1000, unit: "g" },
        { ...five!, net_quantity: 5000, unit: "g" },
        { ...pack, pack_id: 3, pack_name: "Gift box", price: 99, act_price: 99 },
      ],
    });
    const packs = screen.getByRole("group", { name: "Pack size" });
    expect(within(packs).getByText("₹60.00/kg").getAttribute("aria-hidden")).toBe("true");
    expect(within(packs).getByText("₹51.00/kg")).toBeTruthy();
    // A screen reader hears "per kg", not a slash, as part of the pack's choice.
    expect(screen.getByRole("radio", { name: /5 kg.*₹51\.00 per kg/ })).toBeTruthy();
    // A pack without a recorded quantity has nothing to compare by.
    expect(screen.getByRole("radio", { name: /Gift box/ }).closest("label")!.textContent).not.toMatch(/per|\//);
    expect(packs.querySelectorAll(".product-pack-unit-price")).toHaveLength(2);
  });

  describe("similar products", () => {
    const soldOutFive: Product = { ...product, packs: [product.packs[0]!, { ...product.packs[1]!, in_stock: false, max_quantity: 0 }] };
    const similar = (names: string[]) => ({ data: names.map((name, i) => ({ ...demoProduct(), product_id: 100 + i, product_name: name, slug: `similar-${i}` })) });
    const SIMILAR_PATH = "/s/api/products/aashirvaad-atta/similar";

    it("asks for nothing while the chosen pack is in stock", async () => {
      server.on("GET", SIMILAR_PATH, () => jsonResponse(similar(["Pillsbury Atta"])));
      await act(async () => renderBlock(soldOutFive));
      await act(async () => fireEvent.click(screen.getByRole("radio", { name: /1 kg/ })));
      expect(server.calls).toHaveLength(0);
      expect(screen.queryByRole("heading", { name: "Similar products in stock" })).toBeNull();
    });

    it("shows up to four products in stock under a sold-out pack, asked for once per product", async () => {
      server.on("GET", SIMILAR_PATH, () => jsonResponse(similar(["Pillsbury Atta", "Fortune Atta", "Nature Fresh Atta", "Shakti Bhog Atta"])));
      await act(async () => renderBlock(soldOutFive));
      await act(async () => fireEvent.click(screen.getByRole("radio", { name: /5 kg/ })));
      const section = (await screen.findByRole("heading", { name: "Similar products in stock" })).closest("section")!;
      const cards = within(section)
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-label"));
      expect(cards).toEqual(["Pillsbury Atta", "Fortune Atta", "Nature Fresh Atta", "Shakti Bhog Atta"]);
      expect(within(section).getAllByRole("link")[0]!.getAttribute("href")).toBe("/products/similar-0");
      expect(server.log()).toEqual([`GET ${SIMILAR_PATH}`]);
      // Back to a pack in stock the suggestions go; the sold-out pack again shows them without asking again.
      await act(async () => fireEvent.click(screen.getByRole("radio", { name: /1 kg/ })));
      expect(screen.queryByRole("heading", { name: "Similar products in stock" })).toBeNull();
      await act(async () => fireEvent.click(screen.getByRole("radio", { name: /5 kg/ })));
      expect(screen.getByRole("heading", { name: "Similar products in stock" })).toBeTruthy();
      expect(server.calls).toHaveLength(1);
    });

    it("asks at once when every pack is sold out, and stops asking when the shopper leaves", async () => {
      server.on("GET", SIMILAR_PATH, () => never());
      const allSoldOut = { ...product, packs: product.packs.map((p) => ({ ...p, in_stock: false, max_quantity: 0 })) };
      const { unmount } = await act(async () => renderBlock(allSoldOut));
      expect(server.calls).toHaveLength(1);
      // Nothing while it loads.
      expect(screen.queryByRole("heading", { name: "Similar products in stock" })).toBeNull();
      unmount();
      expect(server.calls[0]!.signal!.aborted).toBe(true);
    });

    it("shows nothing when the suggestion fails", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      server.on("GET", SIMILAR_PATH, () => jsonResponse({ message: "Something went wrong" }, 500));
      await act(async () => renderBlock({ ...soldOutFive, packs: [soldOutFive.packs[1]!] }));
      expect(server.calls).toHaveLength(1);
      expect(screen.queryByRole("heading", { name: "Similar products in stock" })).toBeNull();
      expect(screen.queryByRole("alert")).toBeNull();
    });
  });
});
