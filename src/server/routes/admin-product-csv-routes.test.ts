// The product CSV export and import (issue 11) over the real database: a round trip that
// changes nothing, a file with one bad row refused whole with that row and column named,
// spreadsheet quoting, new and changed products reaching the shop, and refusals by size, type
// and access.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import * as t from "../db/schema";
import { PACK_UNIT_MESSAGE, PRICE_ABOVE_MRP, QUANTITY_WITHOUT_UNIT, UNIT_WITHOUT_QUANTITY, UNKNOWN_BRAND, UNKNOWN_WAREHOUSE, type AuditAnswer } from "../../shared/api/admin-catalogue";
import {
  CSV_BAD_RUPEES,
  CSV_BAD_WHOLE,
  CSV_MISSING_COLUMN,
  CSV_NOT_SAME_PRODUCT,
  CSV_NOT_UTF8,
  CSV_TOO_BIG,
  CSV_TOO_MANY_ROWS,
  CSV_UNCLOSED_QUOTE,
  CSV_UNKNOWN_COLUMN,
  CSV_WRONG_TYPE,
  PRODUCT_CSV_MAX_ROWS,
  type ProductImportAnswer,
  type ProductImportReport,
} from "../../shared/api/admin-product-csv";
import { parseCsv } from "../../shared/csv-parse";
import type { ProductListResponse } from "../../shared/api/products";
import { GST_RATE_REQUIRED, HSN_MESSAGE, HSN_PATTERN, HSN_REQUIRED, UQC_MESSAGE } from "../../shared/product-gst";
import { setRegisteredForGst } from "../testing/gst-registration";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store
const PRIYA = "9876543210"; // a shopper

const EXPORT = "/s/api/admin/catalogue/products.csv";
const IMPORT = "/s/api/admin/catalogue/products/import";
let h: TestApp;
let anita: ShopClient;
let ips = 0;
let warehouse: string;

async function signedIn(phone: string) {
  const client = new ShopClient(h.app, DEMO, `10.32.0.${++ips}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

const demoId = async () => (await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo")))[0]!.id;
const productCount = async () => (await h.services.db.select({ n: count() }).from(t.products))[0]!.n;
const auditCount = async () => (await h.services.db.select({ n: count() }).from(t.auditLog))[0]!.n;
const shopSearch = async (q: string) => ((await new ShopClient(h.app, DEMO).get(`/s/api/products?q=${encodeURIComponent(q)}`)).json() as ProductListResponse).data;
const exported = async () => {
  const res = await anita.get(EXPORT);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};
const upload = (csv: string | Buffer, query = "", c = anita, type = "text/csv") => c.request("POST", IMPORT + query, { body: csv, headers: { "content-type": type } });
/** As a browser's FormData sends a chosen file. */
function multipart(csv: string, fileName: string) {
  const boundary = "----kirana-test-boundary";
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  return anita.request("POST", IMPORT, { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
}

const HEADER = () => `slug,name,description,brand,categories,pack_name,mrp,price,max_per_order,stock:${warehouse}`;
let brandSlug: string;
let categorySlug: string;

beforeAll(async () => {
  h = await createTestApp();
  anita = await signedIn(ANITA);
  const websiteId = await demoId();
  const [w] = await h.services.db.select({ name: t.warehouses.name }).from(t.warehouses).where(eq(t.warehouses.websiteId, websiteId));
  warehouse = w!.name;
  brandSlug = (await h.services.db.select({ slug: t.brands.slug }).from(t.brands).where(eq(t.brands.websiteId, websiteId)))[0]!.slug;
  categorySlug = (await h.services.db.select({ slug: t.categories.slug }).from(t.categories).where(eq(t.categories.websiteId, websiteId)))[0]!.slug;
  // The seeded demo store is registered for GST, which asks every product for its HSN code and
  // rate; these files are about other columns, so it starts unregistered. The GST tests
  // register it again.
  await setRegisteredForGst(h.services.db, websiteId, false);
});
afterAll(() => h.close());

describe("export", () => {
  it("writes every product of the website with its packs, one row per pack, for spreadsheets", async () => {
    const res = await anita.get(EXPORT);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const { records } = parseCsv(res.body);
    const websiteId = await demoId();
    const warehouses = await h.services.db.select({ name: t.warehouses.name }).from(t.warehouses).where(eq(t.warehouses.websiteId, websiteId)).orderBy(t.warehouses.id);
    expect(records[0]!.cells).toEqual([
      "slug",
      "name",
      "name_hi",
      "description",
      "description_hi",
      "info",
      "info_hi",
      "brand",
      "supplier",
      "categories",
      "images",
      "active",
      "prepackaged",
      "maker_role",
      "maker_name",
      "maker_address",
      "generic_name",
      "country_of_origin",
      "best_before",
      "consumer_care",
      "hsn",
      "gst_rate",
      "uqc",
      "pack_name",
      "pack_name_hi",
      "pack_code",
      "net_quantity",
      "unit",
      "pack_count",
      "mrp",
      "price",
      "max_per_order",
      "pack_active",
      ...warehouses.map((w) => `stock:${w.name}`),
    ]);
    const packs = (await h.services.db.select({ n: count() }).from(t.packs).where(eq(t.packs.websiteId, websiteId)))[0]!.n;
    const packless = await h.services.db.$count(t.products, and(eq(t.products.websiteId, websiteId)));
    expect(records.length - 1).toBeGreaterThanOrEqual(packs);
    expect(records.length - 1).toBeLessThanOrEqual(packs + packless);
    // Another website's products are not in it.
    const fresh = await h.services.db.select({ slug: t.products.slug }).from(t.products).innerJoin(t.websites, eq(t.websites.id, t.products.websiteId)).where(eq(t.websites.code, "fresh"));
    const slugs = new Set(records.slice(1).map((r) => r.cells[0]));
    const demoSlugs = new Set((await h.services.db.select({ slug: t.products.slug }).from(t.products).where(eq(t.products.websiteId, websiteId))).map((p) => p.slug));
    expect([...slugs].every((s) => demoSlugs.has(s!))).toBe(true);
    expect(fresh.filter((p) => !demoSlugs.has(p.slug)).every((p) => !slugs.has(p.slug))).toBe(true);
    // Every seeded pack says what it holds (ADR 0061), and the file says it too.
    const at = (name: string) => records[0]!.cells.indexOf(name);
    const packRows = records.slice(1).filter((r) => r.cells[at("pack_name")]);
    expect(packRows.every((r) => /^[1-9]\d*$/.test(r.cells[at("net_quantity")]!) && ["g", "ml", "pc", "m"].includes(r.cells[at("unit")]!))).toBe(true);
    const multipack = packRows.find((r) => r.cells[at("pack_name")] === "6 x 250 ml")!;
    expect([multipack.cells[at("net_quantity")], multipack.cells[at("unit")], multipack.cells[at("pack_count")]]).toEqual(["250", "ml", "6"]);
    // Every demo product is pre-packaged and declares what the label must (ADR 0078).
    const rows = records.slice(1);
    expect(rows.every((r) => r.cells[at("prepackaged")] === "true" && ["manufacturer", "packer", "importer"].includes(r.cells[at("maker_role")]!))).toBe(true);
    for (const column of ["maker_name", "maker_address", "generic_name", "country_of_origin", "consumer_care"])
      expect(
        rows.filter((r) => !r.cells[at(column)]!.trim()),
        column,
      ).toEqual([]);
    // Every demo product has its HSN code and a GST rate in force (issue 34); the UQC is left to each pack's unit.
    expect(rows.filter((r) => !HSN_PATTERN.test(r.cells[at("hsn")]!) || !["exempt", "0", "5", "18", "40"].includes(r.cells[at("gst_rate")]!))).toEqual([]);
    expect(new Set(rows.map((r) => r.cells[at("uqc")]))).toEqual(new Set([""]));
  });

  it("is imported back without changing anything", async () => {
    const before = await exported();
    const products = await productCount();
    const res = await upload(before);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as ProductImportAnswer;
    expect(answer).toMatchObject({ dry_run: false, created: 0, updated: 0 });
    expect(answer.unchanged).toBeGreaterThan(0);
    expect(answer.rows).toBe(parseCsv(before).records.length - 1);
    expect(await productCount()).toBe(products);
    expect(await exported()).toBe(before);
  });
});

describe("import", () => {
  it("refuses a file with one bad row, naming that row and column, and imports none of it", async () => {
    const products = await productCount();
    const audits = await auditCount();
    const csv = [
      HEADER(),
      `bad-row-good-one,Good One,,${brandSlug},${categorySlug},500 g,120,99,5,10`,
      `bad-row-good-two,Good Two,,,,1 kg,200,180,3,`,
      `bad-row-bad-one,Bad One,,,,1 kg,100,150,3,4`,
      `bad-row-good-three,Good Three,,,,1 kg,100,90,3,4`,
    ].join("\r\n");
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(422);
    const report = res.json() as ProductImportReport;
    expect(report.message).toMatch(/nothing was imported/);
    expect(report.rows).toEqual([{ row: 4, errors: { price: PRICE_ABOVE_MRP } }]);
    expect(await productCount()).toBe(products);
    expect(await auditCount()).toBe(audits);
    // Search reads "good" as gud, jaggery (issue 30), so the shop answers something: not this.
    expect((await shopSearch("Good One")).map((p) => p.product_name)).not.toContain("Good One");
  });

  it("reports every bad row with a message per column", async () => {
    const csv = [
      HEADER(),
      `report-a,Report A,,no-such-brand,,500 g,12O,99,5,`,
      `report-b,,,,,500 g,120,99,many,-3`,
      `Report C,Report C,,,,500 g,120,99,5,`,
      `report-d,Report D,,,,,120,99,5,`,
      `report-a,Report A changed,,no-such-brand,,1 kg,120,99,5,`,
    ].join("\n");
    const report = (await upload(csv)).json() as ProductImportReport;
    expect(report.rows.map((r) => r.row)).toEqual([2, 3, 4, 5, 6]);
    expect(report.rows[0]!.errors).toEqual({ brand: UNKNOWN_BRAND, mrp: CSV_BAD_RUPEES });
    expect(report.rows[1]!.errors).toMatchObject({ name: "Give the name", max_per_order: CSV_BAD_WHOLE, [`stock:${warehouse}`]: CSV_BAD_WHOLE });
    expect(report.rows[2]!.errors).toEqual({ slug: "Use lower-case letters, digits and single hyphens in the slug" });
    expect(report.rows[3]!.errors).toEqual({ pack_name: "Give the pack name, or leave every pack column blank" });
    // A further row of report-a whose product cells disagree with the first: named, not guessed.
    expect(report.rows[4]!.errors.name).toBe(`${CSV_NOT_SAME_PRODUCT} (row 2)`);
  });

  it("refuses a header with an unknown column, a missing one or an unknown warehouse", async () => {
    const res = await upload("slug,colour,stock:Nowhere Godown\r\nx,red,1\r\n");
    expect(res.statusCode).toBe(422);
    expect((res.json() as ProductImportReport).rows).toEqual([{ row: 1, errors: { colour: CSV_UNKNOWN_COLUMN, "stock:Nowhere Godown": UNKNOWN_WAREHOUSE, name: CSV_MISSING_COLUMN } }]);
    // Once a pack column is there, the others a pack needs must be too.
    expect((await upload("slug,name,pack_name\r\nx,X,1 kg\r\n")).json()).toEqual({
      message: expect.any(String),
      rows: [{ row: 1, errors: { mrp: CSV_MISSING_COLUMN, price: CSV_MISSING_COLUMN, max_per_order: CSV_MISSING_COLUMN } }],
    });
  });

  it("creates products with packs and stock that the shop finds at once, then updates them by slug", async () => {
    const csv = [
      HEADER(),
      `csv-saffron-rice,Csvtest Saffron Rice,Long grain,${brandSlug},${categorySlug},1 kg,250,225.5,4,12`,
      `csv-saffron-rice,Csvtest Saffron Rice,Long grain,${brandSlug},${categorySlug},5 kg,1100,999,2,3`,
      `csv-jaggery,Csvtest Jaggery,,,,500 g,80,80,6,`,
    ].join("\r\n");
    const dry = await upload(csv, "?dry_run=1");
    expect(dry.json()).toEqual({ dry_run: true, rows: 3, created: 2, updated: 0, unchanged: 0 });
    expect(await shopSearch("csvtest saffron")).toEqual([]);

    const res = await multipart(csv, "new-rice.csv");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ dry_run: false, rows: 3, created: 2, updated: 0, unchanged: 0 });
    const [found] = await shopSearch("csvtest saffron");
    expect(found, "the shopper finds the imported product").toBeDefined();
    expect(found!.packs.map((k) => [k.pack_name, k.price, k.act_price, k.in_stock])).toEqual([
      ["1 kg", 225.5, 250, true],
      ["5 kg", 999, 1100, true],
    ]);

    // Changed price on one pack, a new pack, the other product as it was.
    const changed = [
      HEADER(),
      `csv-saffron-rice,Csvtest Saffron Rice,Long grain,${brandSlug},${categorySlug},1 kg,250,199,4,`,
      `csv-saffron-rice,Csvtest Saffron Rice,Long grain,${brandSlug},${categorySlug},10 kg,2000,1800,1,0`,
      `csv-jaggery,Csvtest Jaggery,,,,500 g,80,80,6,`,
    ].join("\r\n");
    expect((await upload(changed)).json()).toEqual({ dry_run: false, rows: 3, created: 0, updated: 1, unchanged: 1 });
    const [again] = await shopSearch("csvtest saffron");
    // Packs left out of the file stay; the blank stock cell kept the 1 kg pack's 12.
    expect(again!.packs.map((k) => [k.pack_name, k.price])).toEqual([
      ["1 kg", 199],
      ["5 kg", 999],
      ["10 kg", 1800],
    ]);
    const stock = await h.services.db
      .select({ name: t.packs.name, quantity: t.stock.quantity })
      .from(t.stock)
      .innerJoin(t.packs, eq(t.packs.id, t.stock.packId))
      .innerJoin(t.products, eq(t.products.id, t.packs.productId))
      .where(eq(t.products.slug, "csv-saffron-rice"));
    expect(Object.fromEntries(stock.map((s) => [s.name, s.quantity]))).toEqual({ "1 kg": 12, "5 kg": 3, "10 kg": 0 });

    // The audit log holds the import, with the file's name, and each product it changed.
    const audit = (await anita.get("/s/api/admin/audit?entity_type=product_import")).json() as AuditAnswer;
    expect(audit.data[0]).toMatchObject({ action: "import", after: { file_name: null, created: 0, updated: 1, unchanged: 1, products: ["csv-saffron-rice"] } });
    expect(audit.data[1]).toMatchObject({ action: "import", after: { file_name: "new-rice.csv", created: 2 } });
    const productEntries = (await anita.get("/s/api/admin/audit?entity_type=product&action=update")).json() as AuditAnswer;
    expect(productEntries.data[0]!.before).toMatchObject({ slug: "csv-saffron-rice", packs: [{ name: "1 kg", price: 225.5 }, { name: "5 kg" }] });
    expect(productEntries.data[0]!.after).toMatchObject({ slug: "csv-saffron-rice", packs: [{ name: "1 kg", price: 199 }, { name: "5 kg" }, { name: "10 kg" }] });
  });

  it("reads net quantity, unit and items in the pack, refusing bad ones by row and column, and exports them", async () => {
    const header = `slug,name,pack_name,net_quantity,unit,pack_count,mrp,price,max_per_order`;
    const bad = [
      header,
      `csv-qty-bad,Csvtest Qty Bad,1 kg,1.5,g,1,100,90,2`,
      `csv-qty-bad,Csvtest Qty Bad,2 kg,2,kg,1,100,90,2`,
      `csv-qty-bad,Csvtest Qty Bad,3 kg,3000,,1,100,90,2`,
      `csv-qty-bad,Csvtest Qty Bad,4 kg,,g,1,100,90,2`,
      `csv-qty-bad,Csvtest Qty Bad,5 kg,5000,g,0,100,90,2`,
      `csv-qty-bad,Csvtest Qty Bad,6 kg,6000,g,many,100,90,2`,
    ].join("\r\n");
    const refused = await upload(bad);
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as ProductImportReport).rows).toEqual([
      { row: 2, errors: { net_quantity: CSV_BAD_WHOLE } },
      { row: 3, errors: { unit: PACK_UNIT_MESSAGE } },
      { row: 4, errors: { unit: QUANTITY_WITHOUT_UNIT } },
      { row: 5, errors: { net_quantity: UNIT_WITHOUT_QUANTITY } },
      { row: 6, errors: { pack_count: expect.stringMatching(/at least 1/) } },
      { row: 7, errors: { pack_count: CSV_BAD_WHOLE } },
    ]);

    // The unit in any case; a blank count is one item; blank quantity and unit record none.
    const good = [
      header,
      `csv-qty-juice,Csvtest Qty Juice,6 x 200 ml,200,ML,6,180,170,2`,
      `csv-qty-juice,Csvtest Qty Juice,1 L,1000,ml,,90,85,2`,
      `csv-qty-juice,Csvtest Qty Juice,Loose,,,,50,50,2`,
    ].join("\r\n");
    expect((await upload(good)).json()).toMatchObject({ created: 1 });
    const packs = async () =>
      h.services.db
        .select({ name: t.packs.name, netQuantity: t.packs.netQuantity, unit: t.packs.unit, packCount: t.packs.packCount })
        .from(t.packs)
        .innerJoin(t.products, eq(t.products.id, t.packs.productId))
        .where(eq(t.products.slug, "csv-qty-juice"))
        .orderBy(t.packs.position);
    const written = [
      { name: "6 x 200 ml", netQuantity: 200, unit: "ml", packCount: 6 },
      { name: "1 L", netQuantity: 1000, unit: "ml", packCount: 1 },
      { name: "Loose", netQuantity: null, unit: null, packCount: 1 },
    ];
    expect(await packs()).toEqual(written);

    // A file without the quantity columns keeps what the shop has.
    expect((await upload(`slug,name,pack_name,mrp,price,max_per_order\r\ncsv-qty-juice,Csvtest Qty Juice,6 x 200 ml,180,160,2\r\n`)).json()).toMatchObject({ updated: 1 });
    expect(await packs()).toEqual(written);

    const { records } = parseCsv(await exported());
    const at = (name: string) => records[0]!.cells.indexOf(name);
    const rows = records.filter((r) => r.cells[at("slug")] === "csv-qty-juice").map((r) => [r.cells[at("pack_name")], r.cells[at("net_quantity")], r.cells[at("unit")], r.cells[at("pack_count")]]);
    expect(rows).toEqual([
      ["6 x 200 ml", "200", "ml", "6"],
      ["1 L", "1000", "ml", "1"],
      ["Loose", "", "", "1"],
    ]);
  });

  it("keeps quoted commas, quotes, line breaks, Indian scripts and formula-like text through a round trip", async () => {
    const description = 'Stone-ground, "chakki" atta\r\nBest before 3 months';
    const csv = `\uFEFF${HEADER()}\r\n"csv-atta","Csvtest Atta, Whole Wheat","${description.replaceAll('"', '""')}",,,"5 kg",300,280,2,\r\n"csv-hindi",Csvtest आटा,"=HYPERLINK(""http://evil"")",,,1 kg,60,55,2,\r\n`;
    expect((await upload(csv)).json()).toMatchObject({ created: 2 });
    const [atta] = await h.services.db.select().from(t.products).where(eq(t.products.slug, "csv-atta"));
    expect(atta).toMatchObject({ name: "Csvtest Atta, Whole Wheat", description });
    const [hindi] = await h.services.db.select().from(t.products).where(eq(t.products.slug, "csv-hindi"));
    expect(hindi).toMatchObject({ name: "Csvtest आटा", description: '=HYPERLINK("http://evil")' });

    // The export makes the formula inert; importing the export gives the same text back.
    const out = await exported();
    expect(out).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect((await upload(out)).json()).toMatchObject({ created: 0, updated: 0 });
    expect((await h.services.db.select().from(t.products).where(eq(t.products.slug, "csv-hindi")))[0]!.description).toBe('=HYPERLINK("http://evil")');
  });

  it("names the row whose quoted cell is never closed", async () => {
    const res = await upload(`${HEADER()}\r\ncsv-open,"Open quote,,,,1 kg,10,9,1,\r\n`);
    expect(res.statusCode).toBe(422);
    expect((res.json() as ProductImportReport).rows).toEqual([{ row: 2, errors: { row: CSV_UNCLOSED_QUOTE } }]);
  });

  it("refuses a file that is not UTF-8, empty, of another type, too big or too long", async () => {
    const latin1 = Buffer.from(`${HEADER()}\r\ncsv-latin,Caf\xe9,,,,1 kg,10,9,1,\r\n`, "latin1");
    const notUtf8 = await upload(latin1);
    expect(notUtf8.statusCode).toBe(422);
    expect(notUtf8.json()).toEqual({ message: CSV_NOT_UTF8, rows: [] });

    expect((await upload("")).statusCode).toBe(422);
    expect((await upload(`${HEADER()}\r\n`)).statusCode).toBe(422);

    const json = await anita.post(IMPORT, { slug: "x" });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: CSV_WRONG_TYPE });

    const big = await upload(`${HEADER()}\r\n${"x".repeat(2 * 1024 * 1024)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: CSV_TOO_BIG });

    const rows = Array.from({ length: PRODUCT_CSV_MAX_ROWS + 1 }, (_, i) => `csv-many-${i},Many ${i},,,,1 kg,10,9,1,`);
    const long = await upload([HEADER(), ...rows].join("\r\n"));
    expect(long.statusCode).toBe(413);
    expect(long.json()).toEqual({ message: CSV_TOO_MANY_ROWS });
    expect((await h.services.db.select({ n: count() }).from(t.products).where(eq(t.products.slug, "csv-many-0")))[0]!.n).toBe(0);
  });
});

describe("GST columns (issue 34)", () => {
  const GST_HEADER = "slug,name,hsn,gst_rate,uqc";
  const taxOf = async (slug: string) => (await h.services.db.select({ hsn: t.products.hsn, gstRate: t.products.gstRate, uqc: t.products.uqc }).from(t.products).where(eq(t.products.slug, slug)))[0];

  it("imports hsn, gst_rate and uqc, reading a rate as a spreadsheet writes it, and exports them to import back unchanged", async () => {
    const csv = [GST_HEADER, `csv-gst-ghee,Csvtest Ghee,04059020,5%,LTR`, `csv-gst-milk,Csvtest Milk, 0401 ,Exempt,`, `csv-gst-soap,Csvtest Soap,3401,18,nos`].join("\r\n");
    expect((await upload(csv)).json()).toMatchObject({ created: 3 });
    expect(await taxOf("csv-gst-ghee")).toEqual({ hsn: "04059020", gstRate: "5", uqc: "LTR" });
    expect(await taxOf("csv-gst-milk")).toEqual({ hsn: "0401", gstRate: "exempt", uqc: null });
    expect(await taxOf("csv-gst-soap")).toEqual({ hsn: "3401", gstRate: "18", uqc: "NOS" });

    const out = await exported();
    const { records } = parseCsv(out);
    const at = (name: string) => records[0]!.cells.indexOf(name);
    const ghee = records.find((r) => r.cells[at("slug")] === "csv-gst-ghee")!;
    expect([ghee.cells[at("hsn")], ghee.cells[at("gst_rate")], ghee.cells[at("uqc")]]).toEqual(["04059020", "5", "LTR"]);
    expect((await upload(out)).json()).toMatchObject({ created: 0, updated: 0 });

    // A file without the columns keeps what the shop has; blank cells say none.
    expect((await upload(`slug,name\r\ncsv-gst-ghee,Csvtest Pure Ghee\r\n`)).json()).toMatchObject({ updated: 1 });
    expect(await taxOf("csv-gst-ghee")).toEqual({ hsn: "04059020", gstRate: "5", uqc: "LTR" });
    expect((await upload(`${GST_HEADER}\r\ncsv-gst-soap,Csvtest Soap,,,\r\n`)).json()).toMatchObject({ updated: 1 });
    expect(await taxOf("csv-gst-soap")).toEqual({ hsn: null, gstRate: null, uqc: null });
  });

  it("refuses a bad hsn, gst_rate or uqc cell by row and column, importing none of the file", async () => {
    const products = await productCount();
    const csv = [
      GST_HEADER,
      `csv-gst-good,Csvtest Good,1006,5,KGS`,
      `csv-gst-short,Csvtest Short,10063,5,KGS`,
      `csv-gst-ended,Csvtest Ended,2106,12%,`,
      `csv-gst-unit,Csvtest Unit,2106,18,KG`,
      `csv-gst-other,Csvtest Other,21069099,7,`,
    ].join("\r\n");
    const res = await upload(csv);
    expect(res.statusCode).toBe(422);
    expect((res.json() as ProductImportReport).rows).toEqual([
      { row: 3, errors: { hsn: HSN_MESSAGE } },
      { row: 4, errors: { gst_rate: "That rate is no longer in force: choose one of Exempt, 0%, 0.25%, 3%, 5%, 18%, 40%" } },
      { row: 5, errors: { uqc: UQC_MESSAGE } },
      { row: 6, errors: { gst_rate: "The GST rate must be one of exempt, 0, 0.25, 3, 5, 18, 40" } },
    ]);
    expect(await productCount()).toBe(products);
  });

  it("asks the file of a website registered for GST for every product's hsn and gst_rate", async () => {
    const websiteId = await demoId();
    await setRegisteredForGst(h.services.db, websiteId, true);
    try {
      const products = await productCount();
      const csv = [
        `slug,name,hsn,gst_rate,pack_name,mrp,price,max_per_order`,
        `csv-gst-taxed,Csvtest Taxed,1006,5,1 kg,100,90,2`,
        `csv-gst-untaxed,Csvtest Untaxed,,,1 kg,100,90,2`,
        `csv-gst-untaxed,Csvtest Untaxed,,,2 kg,190,180,2`,
        `csv-gst-half,Csvtest Half,1006,,1 kg,100,90,2`,
      ].join("\r\n");
      const res = await upload(csv);
      expect(res.statusCode).toBe(422);
      // Told once, on the product's first row.
      expect((res.json() as ProductImportReport).rows).toEqual([
        { row: 3, errors: { hsn: HSN_REQUIRED, gst_rate: GST_RATE_REQUIRED } },
        { row: 5, errors: { gst_rate: GST_RATE_REQUIRED } },
      ]);
      // A file without the columns: a new product has none to keep, a product that has them keeps them.
      expect((await upload(`slug,name\r\ncsv-gst-new,Csvtest New\r\n`)).json()).toMatchObject({ rows: [{ row: 2, errors: { hsn: HSN_REQUIRED, gst_rate: GST_RATE_REQUIRED } }] });
      expect(await productCount()).toBe(products);
      expect((await upload(`slug,name\r\ncsv-gst-ghee,Csvtest Ghee\r\n`)).json()).toMatchObject({ updated: 1 });
    } finally {
      await setRegisteredForGst(h.services.db, websiteId, false);
    }
  });
});

describe("Hindi columns (issue 35)", () => {
  const HINDI_HEADER = () => `slug,name,name_hi,description,description_hi,pack_name,pack_name_hi,mrp,price,max_per_order,stock:${warehouse}`;
  const hindiOf = async (slug: string) => {
    const [product] = await h.services.db
      .select({ id: t.products.id, nameHi: t.products.nameHi, descriptionHi: t.products.descriptionHi })
      .from(t.products)
      .where(and(eq(t.products.websiteId, await demoId()), eq(t.products.slug, slug)));
    const packs = await h.services.db.select({ name: t.packs.name, nameHi: t.packs.nameHi }).from(t.packs).where(eq(t.packs.productId, product!.id)).orderBy(t.packs.position, t.packs.id);
    return { nameHi: product!.nameHi, descriptionHi: product!.descriptionHi, packs };
  };

  it("imports and exports the Hindi name, description and pack name, trimmed, blank for none", async () => {
    const csv = [
      HINDI_HEADER(),
      `csv-hindi-dal,Csvhindi Toor Dal,  अरहर दाल  ,Split pigeon peas,"पीली, साफ़\nऔर ताज़ी",1 kg,एक किलो,180,160,4,5`,
      `csv-hindi-dal,Csvhindi Toor Dal,  अरहर दाल  ,Split pigeon peas,"पीली, साफ़\nऔर ताज़ी",5 kg,,850,800,2,1`,
    ].join("\r\n");
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1 });
    expect(await hindiOf("csv-hindi-dal")).toEqual({
      nameHi: "अरहर दाल",
      descriptionHi: "पीली, साफ़\nऔर ताज़ी",
      packs: [
        { name: "1 kg", nameHi: "एक किलो" },
        { name: "5 kg", nameHi: null },
      ],
    });

    // The export writes them in their columns, and reads back unchanged.
    const file = await exported();
    const { records } = parseCsv(file);
    const at = (name: string) => records[0]!.cells.indexOf(name);
    const rows = records.filter((r) => r.cells[at("slug")] === "csv-hindi-dal");
    expect(rows.map((r) => [r.cells[at("name_hi")], r.cells[at("description_hi")], r.cells[at("pack_name")], r.cells[at("pack_name_hi")]])).toEqual([
      ["अरहर दाल", "पीली, साफ़\nऔर ताज़ी", "1 kg", "एक किलो"],
      ["अरहर दाल", "पीली, साफ़\nऔर ताज़ी", "5 kg", ""],
    ]);
    expect((await upload(file)).json()).toMatchObject({ created: 0, updated: 0 });

    // Blank cells clear them: the shop then shows the English ones.
    const cleared = [HINDI_HEADER(), `csv-hindi-dal,Csvhindi Toor Dal,,Split pigeon peas,,1 kg,,180,160,4,`].join("\r\n");
    expect((await upload(cleared)).json()).toMatchObject({ updated: 1 });
    expect(await hindiOf("csv-hindi-dal")).toEqual({
      nameHi: null,
      descriptionHi: null,
      packs: [
        { name: "1 kg", nameHi: null },
        { name: "5 kg", nameHi: null },
      ],
    });
  });

  it("leaves the Hindi texts as they are when the file has no Hindi columns", async () => {
    const csv = [HINDI_HEADER(), `csv-hindi-rice,Csvhindi Rice,चावल,Long grain,लंबे दाने,1 kg,एक किलो,120,100,4,5`].join("\r\n");
    expect((await upload(csv)).json()).toMatchObject({ created: 1 });
    // A file of English columns only: the price changes, the Hindi texts stay.
    const english = [HEADER(), `csv-hindi-rice,Csvhindi Rice Long,Long grain,,,1 kg,120,95,4,`].join("\r\n");
    expect((await upload(english)).json()).toMatchObject({ updated: 1 });
    expect(await hindiOf("csv-hindi-rice")).toEqual({ nameHi: "चावल", descriptionHi: "लंबे दाने", packs: [{ name: "1 kg", nameHi: "एक किलो" }] });
    // And the same file again changes nothing.
    expect((await upload(english)).json()).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it("imports and exports the information in Hindi, trimmed, blank for none, kept when the file has no such column", async () => {
    const header = `slug,name,info,info_hi,pack_name,mrp,price,max_per_order,stock:${warehouse}`;
    const infoOf = async (slug: string) =>
      (
        await h.services.db
          .select({ info: t.products.info, infoHi: t.products.infoHi })
          .from(t.products)
          .where(and(eq(t.products.websiteId, await demoId()), eq(t.products.slug, slug)))
      )[0];
    const csv = [header, `csv-hindi-ghee,Csvhindi Ghee,"Store cool.\nUse a dry spoon.","  ठंडी जगह रखें।\nसूखे चम्मच से निकालें।  ",500 ml,300,280,4,5`].join("\r\n");
    expect((await upload(csv)).json()).toMatchObject({ created: 1 });
    expect(await infoOf("csv-hindi-ghee")).toEqual({ info: "Store cool.\nUse a dry spoon.", infoHi: "ठंडी जगह रखें।\nसूखे चम्मच से निकालें।" });

    // The export writes it in its column, and reads back unchanged.
    const file = await exported();
    const { records } = parseCsv(file);
    const at = (name: string) => records[0]!.cells.indexOf(name);
    expect(at("info_hi")).toBe(at("info") + 1);
    expect(records.find((r) => r.cells[at("slug")] === "csv-hindi-ghee")!.cells[at("info_hi")]).toBe("ठंडी जगह रखें।\nसूखे चम्मच से निकालें।");
    expect((await upload(file)).json()).toMatchObject({ created: 0, updated: 0 });

    // A file without the column keeps it; a blank cell clears it.
    expect((await upload([HEADER(), `csv-hindi-ghee,Csvhindi Ghee Pure,,,,500 ml,300,270,4,`].join("\r\n"))).json()).toMatchObject({ updated: 1 });
    expect((await infoOf("csv-hindi-ghee"))!.infoHi).toBe("ठंडी जगह रखें।\nसूखे चम्मच से निकालें।");
    expect((await upload([header, `csv-hindi-ghee,Csvhindi Ghee Pure,Store cool.,,500 ml,300,270,4,`].join("\r\n"))).json()).toMatchObject({ updated: 1 });
    expect(await infoOf("csv-hindi-ghee")).toEqual({ info: "Store cool.", infoHi: null });

    // Too long is refused under its column, as the English information is.
    const res = await upload([header, `csv-hindi-ghee,Csvhindi Ghee Pure,Store cool.,${"ज".repeat(20_001)},500 ml,300,270,4,`].join("\r\n"));
    expect(res.statusCode, res.body).toBe(422);
    expect((res.json() as ProductImportReport).rows[0]!.errors.info_hi).toMatch(/Information \(Hindi\) may hold at most 20000/);
  });

  it("refuses a Hindi name that is too long or of more than one line, naming its column", async () => {
    const csv = [HINDI_HEADER(), `csv-hindi-bad,Csvhindi Bad,${"न".repeat(201)},,,1 kg,"एक\nकिलो",100,90,4,`].join("\r\n");
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(422);
    const [row] = (res.json() as ProductImportReport).rows;
    expect(row!.row).toBe(2);
    expect(row!.errors.name_hi).toMatch(/at most 200/);
    expect(row!.errors.pack_name_hi).toMatch(/one line|control character/);
  });
});

describe("access", () => {
  it("answers 401 to visitors and 403 to shoppers, reading nothing", async () => {
    const visitor = new ShopClient(h.app, DEMO, "10.32.1.1");
    const shopper = await signedIn(PRIYA);
    const csv = `${HEADER()}\r\ncsv-sneaky,Sneaky,,,,1 kg,10,9,1,\r\n`;
    for (const [client, status] of [
      [visitor, 401],
      [shopper, 403],
    ] as const) {
      expect((await client.get(EXPORT)).statusCode).toBe(status);
      const res = await upload(csv, "", client);
      expect(res.statusCode).toBe(status);
      expect(Object.keys(res.json() as object)).toEqual(["message"]);
    }
    expect((await h.services.db.select({ n: count() }).from(t.products).where(eq(t.products.slug, "csv-sneaky")))[0]!.n).toBe(0);
  });
});
