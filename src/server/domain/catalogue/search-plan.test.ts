// On a shop-sized catalogue a search reads its website's index once per catalogue version
// (ADR 0070); after that, a search asks the database only to order its matches by a chosen
// sort, through their keys, with the planner's default settings. The plan is read for the very
// statement the listing sends.
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

it("a search on 20,000 products, once its website's index is read, asks the database nothing but a chosen sort's order, by key", async () => {
  const warehouseId = await services.delivery.defaultWarehouse(websiteId);
  const ctx = { websiteId, warehouseId, catalogueVersion: 1 };
  await services.catalogue.listUncached(ctx, productListQuery.parse({ q: "rice" }));
  statements.length = 0;
  const answer = await services.catalogue.listUncached(ctx, productListQuery.parse({ q: "toor dal" }));
  expect(answer.meta.total).toBeGreaterThan(24);
  expect(answer.data).toHaveLength(24);
  for (const p of answer.data) expect(p.product_name.toLowerCase()).toMatch(/toor|dal/);
  expect(answer.data.every((p) => p.packs.length > 0)).toBe(true);
  expect(statements).toEqual([]);

  const cheapest = await services.catalogue.listUncached(ctx, productListQuery.parse({ q: "toor dal", s: "price-asc" }));
  expect(cheapest.meta.total).toBe(answer.meta.total);
  expect(statements).toHaveLength(1);
  const plan = (await database.rawQuery<{ "QUERY PLAN": string }>(`explain ${statements[0]!.text}`, statements[0]!.params)).map((r) => r["QUERY PLAN"]).join("\n");
  expect(plan).toContain("products_pkey");
  expect(plan).not.toMatch(/Seq Scan on (products|packs)\b/);
}, 60_000);
