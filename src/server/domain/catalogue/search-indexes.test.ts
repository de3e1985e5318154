// A website's search index follows its catalogue version without ever stopping the search
// (ADR 0070), on the real database engine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import * as t from "../../db/schema";
import { queryRows } from "../../db/client";
import { openTestDatabase } from "../../testing/test-databases";
import { buildLexicon, readQuery } from "../../../shared/search/read-query";
import { matchingWords } from "./search-index";
import { createSearchIndexes, type WebsiteSearch } from "./search-indexes";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let websiteId: number;
let warehouseId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const [demo] = await queryRows<{ id: number }>(database.db, sql`select id from websites where code = 'demo'`);
  websiteId = demo!.id;
  const [stock] = await queryRows<{ warehouse_id: number }>(database.db, sql`select warehouse_id from stock limit 1`);
  warehouseId = stock!.warehouse_id;
}, 120_000);
afterAll(() => database.dispose());

const found = (search: WebsiteSearch, q: string) => {
  const read = readQuery(q, search.lexicon);
  return (search.index.match(read, matchingWords(read)) ?? []).map(search.index.idAt);
};

describe("the website's search indexes", () => {
  it("holds every active product of the website, with its card and none of another website's", async () => {
    const { search, current } = await createSearchIndexes(database.db).searchFor(websiteId, 1);
    expect(current).toBe(true);
    const [{ n }] = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products where website_id = ${websiteId} and active`)) as [{ n: number }];
    expect(search.index.size).toBe(n);
    expect(search.cards.size).toBe(n);
    const [product] = await database.db
      .select()
      .from(t.products)
      .where(and(eq(t.products.websiteId, websiteId), eq(t.products.active, true)))
      .limit(1);
    const card = search.cards.get(product!.id)!;
    expect(card.row.name).toBe(product!.name);
    expect(card.packs.length).toBeGreaterThan(0);
    expect(card.packs.every((p) => p.productId === product!.id)).toBe(true);
    const others = await queryRows<{ id: number }>(database.db, sql`select id from products where website_id <> ${websiteId}`);
    expect(others.some((o) => search.cards.has(o.id))).toBe(false);
  });

  it("answers from the last version while the new one builds, and from the new one once built", async () => {
    let waited = 0;
    const indexes = createSearchIndexes(database.db, { rebuildWait: async () => void waited++ });
    const first = await indexes.searchFor(websiteId, 1);
    const [product] = await database.db.select({ id: t.products.id }).from(t.products).where(eq(t.products.websiteId, websiteId)).limit(1);
    await database.db.update(t.products).set({ name: "Zafrani Kesar Strands", searchText: "zafrani kesar strands" }).where(eq(t.products.id, product!.id));

    const during = await indexes.searchFor(websiteId, 2);
    expect(waited).toBe(1);
    expect(during).toEqual({ search: first.search, current: false });
    expect(found(during.search, "zafrani")).toEqual([]);

    // The build that the first search started is the one the next search gets.
    await new Promise((resolve) => setTimeout(resolve, 0));
    let after = await indexes.searchFor(websiteId, 2);
    for (let i = 0; !after.current && i < 100; i++) after = await new Promise((resolve) => setTimeout(() => resolve(indexes.searchFor(websiteId, 2)), 20));
    expect(after.current).toBe(true);
    expect(found(after.search, "zafrani")).toEqual([product!.id]);

    // A process that has not heard of version 2 yet is answered from it, not by a build of 1.
    const late = await indexes.searchFor(websiteId, 1);
    expect(late).toEqual({ search: after.search, current: false });
  });

  it("reads the warehouse's stock again when a catalogue change gives a new version", async () => {
    const indexes = createSearchIndexes(database.db);
    const before = await indexes.stockAt(websiteId, warehouseId, 3);
    const [pack] = await queryRows<{ pack_id: number; quantity: number }>(database.db, sql`select pack_id, quantity from stock where warehouse_id = ${warehouseId} and quantity > 0 limit 1`);
    await database.db
      .update(t.stock)
      .set({ quantity: pack!.quantity + 7 })
      .where(and(eq(t.stock.packId, pack!.pack_id), eq(t.stock.warehouseId, warehouseId)));
    expect((await indexes.stockAt(websiteId, warehouseId, 3)).quantities.get(pack!.pack_id)).toBe(before.quantities.get(pack!.pack_id));
    expect((await indexes.stockAt(websiteId, warehouseId, 4)).quantities.get(pack!.pack_id)).toBe(pack!.quantity + 7);
  });

  it("reads stock taken by orders within ten seconds, answering from the last read meanwhile", async () => {
    let clock = 0;
    const indexes = createSearchIndexes(database.db, { now: () => clock });
    const [pack] = await queryRows<{ pack_id: number; quantity: number }>(database.db, sql`select pack_id, quantity from stock where warehouse_id = ${warehouseId} and quantity > 0 limit 1`);
    const before = await indexes.stockAt(websiteId, warehouseId, 5);
    await database.db
      .update(t.stock)
      .set({ quantity: pack!.quantity - 1 })
      .where(and(eq(t.stock.packId, pack!.pack_id), eq(t.stock.warehouseId, warehouseId)));
    clock = 9_999;
    expect(await indexes.stockAt(websiteId, warehouseId, 5)).toBe(before);
    clock = 10_000;
    // The read due now runs behind this answer, which is still the last one.
    expect(await indexes.stockAt(websiteId, warehouseId, 5)).toBe(before);
    let fresh = before;
    for (let i = 0; fresh === before && i < 100; i++) fresh = await new Promise((resolve) => setTimeout(() => resolve(indexes.stockAt(websiteId, warehouseId, 5)), 20));
    expect(fresh.quantities.get(pack!.pack_id)).toBe(pack!.quantity - 1);
  });
});

// A lexicon built from the index's words knows the catalogue's words.
it("builds the lexicon from the index's own words", async () => {
  const { search } = await createSearchIndexes(database.db).searchFor(websiteId, 1);
  expect(buildLexicon([], search.index.terms).words.size).toBeGreaterThan(50);
});
