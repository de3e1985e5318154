// The product editor: §5 required checks before anything is sent, the server's 422/409 messages
// under their fields, the body a save sends, and packs with their stock.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { PRICE_ABOVE_MRP, PRODUCT_SLUG_TAKEN } from "../../shared/api/admin-catalogue";
import { GST_RATE_REQUIRED, HSN_MESSAGE, HSN_REQUIRED, PRODUCT_GST_MISSING } from "../../shared/product-gst";
import { pack, product, serveChoices } from "./catalogue-testing";
import { adminServer, openAt } from "../parts/admin-testing";

let server: FakeShopServer;
beforeEach(() => {
  server = adminServer();
  serveChoices(server);
});
afterEach(() => vi.unstubAllGlobals());

const writes = () => server.calls.filter((c) => c.method !== "GET").map((c) => ({ call: `${c.method} ${c.path}`, body: c.body }));

describe("a new product", { timeout: 20_000 }, () => {
  it("says which required fields are missing and sends nothing", async () => {
    const user = userEvent.setup();
    openAt("/products/new");
    const form = await screen.findByRole("form", { name: "New product" }, { timeout: 5000 });
    await user.click(within(form).getByRole("button", { name: "Create product" }));
    expect(
      within(form)
        .getAllByRole("alert")
        .map((a) => a.textContent),
    ).toEqual([
      "Name is required",
      "Slug is required",
      // A new product starts pre-packaged and shown, so it asks for the label's declarations.
      "Say whether the label names the manufacturer, the packer or the importer",
      "Give the name of the manufacturer, packer or importer",
      "Give the address of the manufacturer, packer or importer",
      "Give the common or generic name",
      "Give the country of origin",
      "Give the consumer care details",
    ]);
    expect(writes()).toEqual([]);
  });

  it("suggests the slug from the name, shows the server's 409 under the slug, then creates it and opens its editor", async () => {
    const user = userEvent.setup();
    let taken = true;
    server.on("POST", "/s/api/admin/catalogue/products", (call) =>
      taken
        ? jsonResponse({ message: PRODUCT_SLUG_TAKEN, errors: { slug: PRODUCT_SLUG_TAKEN } }, 409)
        : jsonResponse(product({ id: 12, ...(call.body as object), brand: { id: 5, name: "Ratnagiri Farms" } }), 201),
    );
    server.on("GET", "/s/api/admin/catalogue/products/12", () => jsonResponse(product({ id: 12, name: "Alphonso Mango" })));
    const router = openAt("/products/new");
    const form = await screen.findByRole("form", { name: "New product" }, { timeout: 5000 });

    await user.type(within(form).getByRole("textbox", { name: /^Name(?! \(Hindi\))/ }), "Alphonso Mango (Ratnagiri)");
    const slug = within(form).getByRole("textbox", { name: /^Slug/ }) as HTMLInputElement;
    expect(slug.value).toBe("alphonso-mango-ratnagiri");
    await user.type(within(form).getByRole("textbox", { name: "Description" }), "Sweet and ripe.");
    // The Hindi texts beside the English ones (issue 35).
    await user.type(within(form).getByRole("textbox", { name: "Name (Hindi)" }), "हापुस आम ");
    await user.type(within(form).getByRole("textbox", { name: "Description (Hindi)" }), "मीठा और पका हुआ।");
    await user.type(within(form).getByRole("textbox", { name: "Information (Hindi)" }), " ठंडी जगह पर रखें। ");
    await user.click(within(form).getByRole("button", { name: /^Brand/ }));
    await user.click(await screen.findByRole("option", { name: "Ratnagiri Farms" }));
    await user.click(within(form).getByRole("button", { name: /^Categories/ }));
    await user.click(await screen.findByRole("option", { name: "Fruits" }));
    await user.keyboard("{Escape}");
    await user.click(within(form).getByRole("checkbox", { name: "Shown to shoppers" }));

    await user.click(within(form).getByRole("button", { name: "Create product" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(PRODUCT_SLUG_TAKEN);
    expect(slug.getAttribute("aria-invalid")).toBe("true");

    taken = false;
    await user.clear(slug);
    await user.type(slug, "alphonso-mango");
    await user.click(within(form).getByRole("button", { name: "Create product" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/bos/admin/products/12"));
    expect(writes().at(-1)).toEqual({
      call: "POST /s/api/admin/catalogue/products",
      // Hidden, so its declarations may wait.
      body: {
        name: "Alphonso Mango (Ratnagiri)",
        slug: "alphonso-mango",
        description: "Sweet and ripe.",
        name_hi: "हापुस आम",
        description_hi: "मीठा और पका हुआ।",
        info: "",
        info_hi: "ठंडी जगह पर रखें।",
        brand_id: 5,
        supplier_id: null,
        category_ids: [1],
        images: [],
        active: false,
        prepackaged: true,
        maker_role: null,
        maker_name: "",
        maker_address: "",
        generic_name: "",
        country_of_origin: "",
        best_before: "",
        consumer_care: "",
        hsn: "",
        gst_rate: null,
        uqc: null,
      },
    });
    expect(await screen.findByRole("heading", { name: "Packs" })).toBeTruthy();
  });
});

describe("a product's declarations", { timeout: 20_000 }, () => {
  it("asks for them only while the product is pre-packaged, and shows the server's refusal under each field", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/catalogue/products/7", () => jsonResponse(product({ prepackaged: true, maker_role: "packer", maker_name: "Ratnagiri Farms", country_of_origin: "India" })));
    server.on("PUT", "/s/api/admin/catalogue/products/7", () =>
      jsonResponse(
        {
          message: "A pre-packaged product is shown to shoppers only with every declaration the law asks for. Missing: the net quantity of “Tray”",
          errors: { prepackaged: "Give the net quantity of “Tray”, or hide that pack" },
        },
        422,
      ),
    );
    openAt("/products/7");
    const form = await screen.findByRole("form", { name: "Product" }, { timeout: 5000 });
    const declarations = within(form).getByRole("group", { name: "Declarations on the label" });
    expect((within(declarations).getByRole("combobox", { name: /^The label names the/ }) as HTMLSelectElement).value).toBe("packer");
    expect((within(declarations).getByRole("textbox", { name: /^Country of origin/ }) as HTMLInputElement).value).toBe("India");

    const fill = async (name: RegExp, text: string) => user.type(within(declarations).getByRole("textbox", { name }), text);
    await fill(/^Their address/, "Pawas, Ratnagiri 415616, Maharashtra");
    await fill(/^Common or generic name/, "Mango");
    await fill(/^Consumer care/, "care@ratnagiri.example");
    await user.click(within(form).getByRole("button", { name: "Save product" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("Give the net quantity of “Tray”, or hide that pack");
    expect(writes().at(-1)?.body).toMatchObject({
      prepackaged: true,
      maker_role: "packer",
      maker_address: "Pawas, Ratnagiri 415616, Maharashtra",
      generic_name: "Mango",
      consumer_care: "care@ratnagiri.example",
    });

    // Loose goods: the declarations go away and nothing is asked of them.
    await user.click(within(form).getByRole("checkbox", { name: /^Pre-packaged/ }));
    expect(within(form).queryByRole("group", { name: "Declarations on the label" })).toBeNull();
  });
});

describe("a product's GST section", { timeout: 20_000 }, () => {
  const RATE_ENDED = "That rate is no longer in force: choose one of Exempt, 0%, 0.25%, 3%, 5%, 18%, 40%";
  const gstGroup = async () => within(await screen.findByRole("form", { name: "Product" }, { timeout: 5000 })).getByRole("group", { name: "GST" });
  const optionLabels = (select: HTMLElement) =>
    within(select)
      .getAllByRole("option")
      .map((o) => o.textContent);

  it("offers the rates in force and every UQC, shows a rate that ended as such, and will not save it", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/catalogue/products/7", () => jsonResponse(product({ hsn: "20019000", gst_rate: "12", uqc: "BTL" })));
    server.on("PUT", "/s/api/admin/catalogue/products/7", (call) => jsonResponse(product(call.body as object)));
    openAt("/products/7");
    const gst = await gstGroup();
    expect(within(gst).getByText("Invoices copy these when they are issued: a change applies to invoices issued after it.")).toBeTruthy();
    expect((within(gst).getByRole("textbox", { name: /^HSN code/ }) as HTMLInputElement).value).toBe("20019000");
    const rate = within(gst).getByRole("combobox", { name: /^GST rate/ }) as HTMLSelectElement;
    expect(rate.value).toBe("12");
    expect(optionLabels(rate)).toEqual(["Choose", "Exempt", "0%", "0.25%", "3%", "5%", "12% (no longer in force)", "18%", "40%"]);
    const uqc = within(gst).getByRole("combobox", { name: /^Unit quantity code/ }) as HTMLSelectElement;
    expect(uqc.value).toBe("BTL");
    expect(optionLabels(uqc).slice(0, 3)).toEqual(["From the pack's unit", "KGS-KILOGRAMS", "GMS-GRAMMES"]);
    expect(optionLabels(uqc)).toHaveLength(17);

    const form = screen.getByRole("form", { name: "Product" });
    await user.click(within(form).getByRole("button", { name: "Save product" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(RATE_ENDED);
    expect(writes()).toEqual([]);

    await user.selectOptions(rate, "5%");
    await user.selectOptions(uqc, "From the pack's unit");
    await user.click(within(form).getByRole("button", { name: "Save product" }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ call: "PUT /s/api/admin/catalogue/products/7", body: { hsn: "20019000", gst_rate: "5", uqc: null } });
  });

  it("checks the HSN code's digits before sending, and shows the server's refusal of a product without its particulars", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/catalogue/products/7", () => jsonResponse(product()));
    // The website is registered for GST: the server asks for both.
    server.on("PUT", "/s/api/admin/catalogue/products/7", () => jsonResponse({ message: PRODUCT_GST_MISSING, errors: { hsn: HSN_REQUIRED, gst_rate: GST_RATE_REQUIRED } }, 422));
    openAt("/products/7");
    const gst = await gstGroup();
    const form = screen.getByRole("form", { name: "Product" });
    const hsn = within(gst).getByRole("textbox", { name: /^HSN code/ });
    expect((within(gst).getByRole("combobox", { name: /^GST rate/ }) as HTMLSelectElement).value).toBe("");
    expect((within(gst).getByRole("combobox", { name: /^Unit quantity code/ }) as HTMLSelectElement).value).toBe("");

    await user.type(hsn, "20019");
    await user.click(within(form).getByRole("button", { name: "Save product" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(HSN_MESSAGE);
    expect(writes()).toEqual([]);

    await user.clear(hsn);
    await user.click(within(form).getByRole("button", { name: "Save product" }));
    await vi.waitFor(() =>
      expect(
        within(gst)
          .getAllByRole("alert")
          .map((a) => a.textContent),
      ).toEqual([HSN_REQUIRED, GST_RATE_REQUIRED]),
    );
    expect(hsn.getAttribute("aria-invalid")).toBe("true");
    expect(writes()[0]).toMatchObject({ body: { hsn: "", gst_rate: null, uqc: null } });
  });
});

describe("a product's pictures", { timeout: 20_000 }, () => {
  it("uploads a chosen picture to the website's media and saves its key with the product", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/catalogue/products/7", () => jsonResponse(product({ images: ["products/old.png"] })));
    server.on("POST", "/s/api/admin/media", () =>
      jsonResponse({ key: "media/2/kesar.png", url: "http://fresh.localhost:3000/cdn/medium/media/2/kesar.png", content_type: "image/png", size: 68 }, 201),
    );
    server.on("PUT", "/s/api/admin/catalogue/products/7", (call) => jsonResponse(product(call.body as object)));
    openAt("/products/7");
    const form = await screen.findByRole("form", { name: "Product" }, { timeout: 5000 });
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(["not a picture"], "notes.txt", { type: "text/plain" }));
    expect(server.calls.some((c) => c.path === "/s/api/admin/media")).toBe(false);
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], "kesar.png", { type: "image/png" }));
    expect(await within(form).findByRole("img", { name: "Picture 2" })).toBeTruthy();
    const sent = server.calls.find((c) => c.path === "/s/api/admin/media")!;
    expect(sent.body instanceof FormData && (sent.body.get("file") as File).name).toBe("kesar.png");

    await user.click(within(form).getByRole("button", { name: "Remove picture 1" }));
    await user.click(within(form).getByRole("button", { name: "Save product" }));
    await vi.waitFor(() => expect(writes().at(-1)).toMatchObject({ call: "PUT /s/api/admin/catalogue/products/7", body: { images: ["media/2/kesar.png"] } }));
  });
});

describe("a product's packs", { timeout: 20_000 }, () => {
  it("shows each pack with its quantity in words, the discount the server worked out and its stock at each warehouse", async () => {
    const multipack = pack({
      name: "Lassi six-pack",
      net_quantity: 250,
      unit: "ml",
      pack_count: 6,
      discount: 26.66,
      mrp: 30,
      price: 22,
      stock: [{ warehouse_id: 4, warehouse_name: "Bandra Store", quantity: 12 }],
    });
    server.on("GET", "/s/api/admin/catalogue/products/7", () => jsonResponse(product({ packs: [multipack, pack({ id: 32, name: "Loose", net_quantity: null, unit: null })] })));
    openAt("/products/7");
    const item = await screen.findByRole("listitem", { name: "Lassi six-pack" });
    expect(item.textContent).toContain("Quantity6 x 250 ml");
    expect(item.textContent).toContain("Unit price₹14.67/L");
    expect(item.textContent).toContain("₹30.00");
    expect(item.textContent).toContain("₹22.00");
    expect(item.textContent).toContain("26.66% off");
    expect((within(item).getByRole("spinbutton", { name: "Bandra Store" }) as HTMLInputElement).value).toBe("12");
    const loose = screen.getByRole("listitem", { name: "Loose" });
    expect(loose.textContent).toContain("QuantityNot set");
    expect(loose.textContent).not.toContain("Unit price");
  });

  it("checks a pack's fields, shows the server's 422 under the selling price, and adds it when fixed", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/catalogue/products/7", () => jsonResponse(product()));
    server.on("POST", "/s/api/admin/catalogue/products/7/packs", (call) => {
      const body = call.body as { price: number; mrp: number };
      if (body.price > body.mrp) return jsonResponse({ message: PRICE_ABOVE_MRP, errors: { price: PRICE_ABOVE_MRP } }, 422);
      return jsonResponse(product({ packs: [pack({ name: "1 kg", mrp: 120, price: 99, discount: 17.5 })] }), 201);
    });
    openAt("/products/7");
    await user.click(await screen.findByRole("button", { name: "Add a pack" }));
    const form = await screen.findByRole("form", { name: "New pack" });
    await user.click(within(form).getByRole("button", { name: "Save pack" }));
    expect(
      within(form)
        .getAllByRole("alert")
        .map((a) => a.textContent),
    ).toEqual(["Pack name is required", "MRP is required", "Selling price is required"]);

    await user.type(within(form).getByRole("textbox", { name: /^Pack name(?! \(Hindi\))/ }), "1 kg");
    await user.type(within(form).getByRole("spinbutton", { name: /^MRP/ }), "120");
    await user.type(within(form).getByRole("spinbutton", { name: /^Selling price/ }), "130");
    await user.click(within(form).getByRole("button", { name: "Save pack" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(PRICE_ABOVE_MRP);

    const price = within(form).getByRole("spinbutton", { name: /^Selling price/ });
    await user.clear(price);
    await user.type(price, "99");
    await user.click(within(form).getByRole("button", { name: "Save pack" }));
    expect(await screen.findByRole("listitem", { name: "1 kg" })).toBeTruthy();
    expect(screen.getByText("17.5% off")).toBeTruthy();
    expect(writes().at(-1)).toEqual({
      call: "POST /s/api/admin/catalogue/products/7/packs",
      body: { name: "1 kg", name_hi: "", code: null, mrp: 120, price: 99, max_per_order: 10, net_quantity: null, unit: null, pack_count: 1, position: 0, active: true },
    });
  });

  it("sets a pack's stock at a warehouse and deactivates a pack after asking", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/catalogue/products/7", () => jsonResponse(product({ packs: [pack()] })));
    server.on("PUT", "/s/api/admin/catalogue/packs/31/stock", (call) =>
      jsonResponse(product({ packs: [pack({ stock: [{ warehouse_id: 4, warehouse_name: "Bandra Store", quantity: (call.body as { quantity: number }).quantity }] })] })),
    );
    server.on("DELETE", "/s/api/admin/catalogue/packs/31", () => jsonResponse(product({ packs: [pack({ active: false })] })));
    openAt("/products/7");
    const item = await screen.findByRole("listitem", { name: "500 g" });
    const stock = within(item).getByRole("spinbutton", { name: "Bandra Store" });
    await user.clear(stock);
    await user.type(stock, "-2");
    await user.click(within(item).getByRole("button", { name: "Set stock" }));
    expect(within(item).getByRole("alert").textContent).toBe("The quantity must be a whole number from 0 to 1000000");
    await user.clear(stock);
    await user.type(stock, "40{Enter}");
    await vi.waitFor(() => expect(writes().at(-1)).toEqual({ call: "PUT /s/api/admin/catalogue/packs/31/stock", body: { warehouse_id: 4, quantity: 40 } }));
    expect(await screen.findByText("Stock of 500 g at Bandra Store is 40")).toBeTruthy();

    await user.click(within(item).getByRole("button", { name: "Deactivate pack 500 g" }));
    await user.click(await screen.findByRole("button", { name: "Deactivate" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(screen.getByRole("listitem", { name: "500 g" })).getByText("Inactive")).toBeTruthy();
    expect(writes().at(-1)?.call).toBe("DELETE /s/api/admin/catalogue/packs/31");
  });
});
