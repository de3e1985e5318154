// The product search must reach its text-search index on a shop-sized catalogue, with the
// planner's default settings. The plan is read for the very statements the listing sends.
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { productListQuery } from "../../../shared/api/products";
import { queryRows } from "../../db/client";
import { scaleCatalogue } from "../../db/scale-catalogue";
import { openTestDatabase } from "../../testing/test-databases";
import { createServices } from "../../services";

const statements: { text: string; params: unknown[] }[] = [];
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let services: ReturnType<typeof createServices>;
let websiteId: number;

beforeAll(async () => {
  database = await openTestDatabase({ onQuery: (text, params) => statements.push({ text, params }) });
  services = createServices(database, "test-secret-test-secret-test-secret-0123");
  const [demo] = await queryRows<{ id: number }>(database.db, sql`select id from websites where code = 'demo'`);
  websiteId = demo!.id;
  expect(await scaleCatalogue(database.db, websiteId, 20_000)).toBeGreaterThanOrEqual(20_000);
}, 120_000);
afterAll(() => database.dispose());

it("a typical search uses the text-search index on 20,000 products", async () => {
  const warehouseId = await services.delivery.defaultWarehouse(websiteId);
  statements.length = 0;
  const answer = await services.catalogue.listUncached({ websiteId, warehouseId, catalogueVersion: 1 }, productListQuery.parse({ q: "toor dal" }));
  expect(answer.meta.total).toBeGreaterThan(0);
  for (const p of answer.data) expect(p.product_name.toLowerCase()).toMatch(/toor|dal/);

  const count = statements.find((s) => /count\(\*\)/i.test(s.text) && /to_tsquery/i.test(s.text));
  expect(count, "the listing counts its matches").toBeDefined();
  const plan = (await database.rawQuery<{ "QUERY PLAN": string }>(`explain ${count!.text}`, count!.params)).map((r) => r["QUERY PLAN"]).join("\n");
  expect(plan).toContain("products_search_idx");
  expect(plan).not.toMatch(/Seq Scan on products/);
}, 60_000);
