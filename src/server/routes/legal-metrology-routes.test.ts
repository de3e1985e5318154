// The Legal Metrology declarations (issue 32, ADR 0078) over the real database and HTTP routes:
// the back office and the product CSV refuse a pre-packaged product on sale that lacks any of
// them, naming what is missing and writing nothing; a hidden one may wait; loose goods need
// none; and the shop's product answer carries them for the product page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { AdminProduct } from "../../shared/api/admin-catalogue";
import type { ProductImportReport } from "../../shared/api/admin-product-csv";
import { productSchema } from "../../shared/api/products";
import { setRegisteredForGst } from "../testing/gst-registration";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store
const API = "/s/api/admin/catalogue";
const IMPORT = `${API}/products/import`;

let h: TestApp;
let anita: ShopClient;
let stamp = 0;
const slug = (base: string) => `${base}-${++stamp}`;

const DECLARED = {
  prepackaged: true,
  maker_role: "packer",
  maker_name: "Maval Rice Mills",
  maker_address: "Gat 12, Vadgaon Maval, Pune 412106, Maharashtra",
  generic_name: "Indrayani rice",
  country_of_origin: "India",
  best_before: "Best before 12 months from packing",
  consumer_care: "Maval Rice Mills, Pune 412106. 1800 425 0000, care@maval.example",
};

const productCount = async () => (await h.services.db.select({ n: count() }).from(t.products))[0]!.n;
const create = (body: Record<string, unknown>) => anita.post(`${API}/products`, { name: "Indrayani Rice", slug: slug("indrayani-rice"), ...body });
const addPack = (productId: number, body: Record<string, unknown>) => anita.post(`${API}/products/${productId}/packs`, { name: "1 kg", mrp: 90, price: 84, max_per_order: 5, ...body });

beforeAll(async () => {
  h = await createTestApp();
  anita = new ShopClient(h.app, DEMO, "10.33.0.1");
  expect((await anita.post("/s/api/test/sign-in", { phone: ANITA }, { xsrf: false })).statusCode).toBe(200);
  // Registered for GST as seeded, the demo store would ask every product for its HSN code and
  // rate too (issue 34), which is not what these tests are about.
  const [demo] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
  await setRegisteredForGst(h.services.db, demo!.id, false);
});
afterAll(() => h.close());

describe("the back office", () => {
  it("refuses a pre-packaged product on sale without its declarations, naming each, and writes nothing", async () => {
    const before = await productCount();
    const res = await create({ ...DECLARED, maker_address: "  ", country_of_origin: "", consumer_care: "" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "A pre-packaged product is shown to shoppers only with every declaration the law asks for. Missing: their address, the country of origin, consumer care details",
      errors: {
        maker_address: "Give the address of the manufacturer, packer or importer",
        country_of_origin: "Give the country of origin",
        consumer_care: "Give the consumer care details",
      },
    });
    expect(await productCount()).toBe(before);
  });

  it("keeps a hidden pre-packaged product until its declarations are given, and takes loose goods without any", async () => {
    const hidden = await create({ prepackaged: true, active: false });
    expect(hidden.statusCode, hidden.body).toBe(201);
    const loose = await create({ name: "Loose Tomatoes", prepackaged: false });
    expect(loose.statusCode, loose.body).toBe(201);
    expect(loose.json()).toMatchObject({ prepackaged: false, maker_role: null, maker_name: "", country_of_origin: "" });
    // Shown without the declarations: refused; with them: shown.
    const product = hidden.json() as AdminProduct;
    const put = (body: Record<string, unknown>) => anita.request("PUT", `${API}/products/${product.id}`, { body: { name: product.name, slug: product.slug, ...body } });
    expect((await put({ prepackaged: true, active: true })).statusCode).toBe(422);
    const shown = await put({ ...DECLARED, active: true });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ ...DECLARED, active: true });
  });

  it("asks a pre-packaged product's packs for their net quantity, and names the packs that lack it", async () => {
    const res = await create(DECLARED);
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json() as AdminProduct;
    const bare = await addPack(product.id, {});
    expect(bare.statusCode).toBe(422);
    expect((bare.json() as { errors: Record<string, string> }).errors).toEqual({ net_quantity: "Give the net quantity of “1 kg”, or hide that pack" });
    const weighed = await addPack(product.id, { net_quantity: 1000, unit: "g" });
    expect(weighed.statusCode, weighed.body).toBe(201);
    const pack = (weighed.json() as AdminProduct).packs[0]!;
    // Clearing the quantity of a shown pack is refused too; hiding the pack first is not.
    const cleared = await anita.request("PUT", `${API}/packs/${pack.id}`, { body: { name: "1 kg", mrp: 90, price: 84, max_per_order: 5 } });
    expect(cleared.statusCode).toBe(422);
    const hiddenPack = await anita.request("PUT", `${API}/packs/${pack.id}`, { body: { name: "1 kg", mrp: 90, price: 84, max_per_order: 5, active: false } });
    expect(hiddenPack.statusCode, hiddenPack.body).toBe(200);

    // A loose product with a pack of no quantity becomes pre-packaged only once that pack says it.
    const loose = (await create({ name: "Farm Eggs", prepackaged: false })).json() as AdminProduct;
    expect((await addPack(loose.id, { name: "Tray" })).statusCode).toBe(201);
    const turned = await anita.request("PUT", `${API}/products/${loose.id}`, { body: { name: loose.name, slug: loose.slug, ...DECLARED } });
    expect(turned.statusCode).toBe(422);
    expect(turned.json()).toMatchObject({ message: expect.stringMatching(/Missing: the net quantity of “Tray”$/), errors: { prepackaged: "Give the net quantity of “Tray”, or hide that pack" } });
  });

  it("gives the shop's product page the declarations, and the list cards none", async () => {
    const product = (await create(DECLARED)).json() as AdminProduct;
    expect((await addPack(product.id, { net_quantity: 5000, unit: "g", name: "5 kg", mrp: 425, price: 399 })).statusCode).toBe(201);
    const res = await new ShopClient(h.app, DEMO).get(`/s/api/products/${product.slug}`);
    expect(res.statusCode).toBe(200);
    const { best_before, prepackaged: _, ...rest } = DECLARED;
    expect(productSchema.parse(res.json()).declarations).toEqual({ ...rest, best_before });
    const cards = (await new ShopClient(h.app, DEMO).get(`/s/api/products?q=${encodeURIComponent("Indrayani Rice")}`)).json() as { data: Record<string, unknown>[] };
    expect(cards.data.length).toBeGreaterThan(0);
    expect(cards.data.every((p) => !("declarations" in p))).toBe(true);
  });
});

describe("the product CSV", () => {
  const HEADER = "slug,name,active,prepackaged,maker_role,maker_name,maker_address,generic_name,country_of_origin,best_before,consumer_care,pack_name,net_quantity,unit,mrp,price,max_per_order";
  const row = (s: string, cells: Partial<Record<string, string>>) => {
    const quoted: Record<string, string> = Object.fromEntries(Object.entries(DECLARED).map(([k, v]) => [k, `"${String(v)}"`]));
    const d: Record<string, string | undefined> = {
      ...quoted,
      active: "true",
      prepackaged: "true",
      pack_name: "1 kg",
      net_quantity: "1000",
      unit: "g",
      mrp: "90",
      price: "84",
      max_per_order: "5",
      ...cells,
    };
    return [
      s,
      "Indrayani Rice",
      ...HEADER.split(",")
        .slice(2)
        .map((column) => d[column] ?? ""),
    ].join(",");
  };
  const upload = (lines: string[]) => anita.request("POST", IMPORT, { body: lines.join("\r\n"), headers: { "content-type": "text/csv" } });

  it("refuses a pre-packaged product on sale that lacks a declaration or a pack's quantity, on the product's first row, and imports nothing", async () => {
    const before = await productCount();
    const first = slug("csv-rice");
    const second = slug("csv-dal");
    const res = await upload([
      HEADER,
      row(first, { country_of_origin: "" }),
      row(slug("csv-fine"), {}),
      row(second, {}),
      row(second, { pack_name: "Family pack", net_quantity: "", unit: "" }),
      row(slug("csv-hidden"), { active: "false", maker_name: "", consumer_care: "" }),
      row(slug("csv-loose"), { prepackaged: "false", maker_role: "", maker_name: "", maker_address: "", generic_name: "", country_of_origin: "", consumer_care: "", net_quantity: "", unit: "" }),
    ]);
    expect(res.statusCode, res.body).toBe(422);
    expect((res.json() as ProductImportReport).rows).toEqual([
      { row: 2, errors: { country_of_origin: "Give the country of origin" } },
      { row: 4, errors: { net_quantity: "Give the net quantity of “Family pack”, or hide that pack" } },
    ]);
    expect(await productCount()).toBe(before);
  });

  it("tells a missing declaration in the same answer as the file's other mistakes", async () => {
    const res = await upload([HEADER, row(slug("csv-poha"), { price: "120" }), row(slug("csv-sabudana"), { generic_name: "" })]);
    expect(res.statusCode, res.body).toBe(422);
    expect((res.json() as ProductImportReport).rows).toEqual([
      { row: 2, errors: { price: "The selling price cannot be above the MRP" } },
      { row: 3, errors: { generic_name: "Give the common or generic name" } },
    ]);
  });

  it("imports complete declarations and writes them back in the export; a bad role is named by its column", async () => {
    const s = slug("csv-atta");
    const bad = await upload([HEADER, row(s, { maker_role: "grower" })]);
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as ProductImportReport).rows).toEqual([{ row: 2, errors: { maker_role: "Who the label names must be manufacturer, packer, importer" } }]);
    const good = await upload([HEADER, row(s, { maker_role: "Packer" })]);
    expect(good.statusCode, good.body).toBe(200);
    const [stored] = await h.services.db.select().from(t.products).where(eq(t.products.slug, s));
    expect(stored).toMatchObject({
      prepackaged: true,
      makerRole: "packer",
      makerName: DECLARED.maker_name,
      genericName: DECLARED.generic_name,
      countryOfOrigin: "India",
      bestBefore: DECLARED.best_before,
    });
    const exported = (await anita.get(`${API}/products.csv`)).body;
    const line = exported.split("\r\n").find((l) => l.startsWith(`${s},`))!;
    expect(line).toContain(`,true,true,packer,${DECLARED.maker_name},"${DECLARED.maker_address}",${DECLARED.generic_name},India,${DECLARED.best_before},"${DECLARED.consumer_care}",`);
  });
});
