// Every pack of both demo websites declares on its product page what the Legal Metrology
// (Packaged Commodities) Rules ask a shop selling online to show (issue 32, ADR 0078). Each page
// is the server's HTML, read by the browser's own parser: what a shopper gets before any script
// runs. What it must say comes from the product's answer in the API, written as the rules ask
// (unit sale price per g or ml below 1 kg or 1 L, per kg or L from there, per piece).
import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import type { Product } from "../src/shared/api/products";
import { formatUnitSalePrice, type MakerRole } from "../src/shared/legal-metrology";
import { formatRupees } from "../src/shared/money";
import { formatPackQuantity } from "../src/shared/pack-quantity";
import { freshOrigin, test } from "./support";

// The English page's words for who the label names, from the shop's catalogue.
const english = JSON.parse(readFileSync(new URL("../src/shared/i18n/messages/en/catalogue.json", import.meta.url), "utf8")) as Record<string, string>;
const MAKER_ROLE_LABELS: Record<MakerRole, string> = { manufacturer: english["catalogue.manufacturedBy"]!, packer: english["catalogue.packedBy"]!, importer: english["catalogue.importedBy"]! };

/** The demo catalogue's products: all pre-packaged. Journeys may add loose goods of their own. */
const SEEDED = new Set((JSON.parse(readFileSync(new URL("../fixtures/catalog/products.json", import.meta.url), "utf8")) as { slug: string }[]).map((p) => p.slug));

interface Shown {
  slug: string;
  status: number;
  terms: [string, string][];
  rows: string[][];
}

/** What the page of each product shows under Product details, read in the page's own origin. */
function readPages(slugs: string[]): Promise<Shown[]> {
  return Promise.all(
    slugs.map(async (slug) => {
      const res = await fetch(`/products/${slug}`);
      const doc = new DOMParser().parseFromString(await res.text(), "text/html");
      const section = doc.querySelector("section[aria-labelledby='product-details']");
      const text = (el: Element | null | undefined) => (el?.textContent ?? "").trim();
      return {
        slug,
        status: res.status,
        terms: [...(section?.querySelectorAll("dl > div") ?? [])].map((d): [string, string] => [text(d.querySelector("dt")), text(d.querySelector("dd"))]),
        rows: [...(section?.querySelectorAll("tbody tr") ?? [])].map((r) => [...r.children].map((c) => text(c))),
      };
    }),
  );
}

/** What the rules ask the page to say, from the product's own answer. */
function expected(product: Product) {
  const d = product.declarations!;
  const terms: [string, string][] = [
    ["Common or generic name", d.generic_name],
    [d.maker_role ? MAKER_ROLE_LABELS[d.maker_role] : "Manufacturer, packer or importer", `${d.maker_name}${d.maker_address}`],
    ["Country of origin", d.country_of_origin],
    ...(d.best_before ? [["Best before or use by", d.best_before] as [string, string]] : []),
    ["Consumer care", d.consumer_care],
  ];
  const rows = product.packs.map((p) => [p.pack_name, formatPackQuantity(p) ?? "—", formatRupees(p.act_price), formatUnitSalePrice(p.act_price, p) ?? "—"]);
  return { terms, rows };
}

for (const site of ["demo", "fresh"] as const) {
  test(`every pack of the ${site} website shows its declarations on its product page`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const origin = site === "demo" ? baseURL! : freshOrigin(baseURL!);
    await page.goto(`${origin}/`);
    const products: Product[] = [];
    for (let n = 1; ; n++) {
      const list = await page.evaluate(async (n) => (await (await fetch(`/s/api/products?perPage=100&page=${n}`)).json()) as { data: { slug: string }[]; meta: { lastPage: number } }, n);
      const details = await page.evaluate(
        (slugs) => Promise.all(slugs.map(async (slug) => (await (await fetch(`/s/api/products/${slug}`)).json()) as unknown)),
        list.data.map((p) => p.slug),
      );
      products.push(...(details as Product[]));
      if (n >= list.meta.lastPage) break;
    }
    // The demo websites sell the demo catalogue's products (444 the demo store, 94 Fresh Basket),
    // every one of them pre-packaged, with every pack's net quantity.
    expect(products.filter((p) => SEEDED.has(p.slug)).length).toBeGreaterThan(site === "demo" ? 400 : 90);
    expect(products.filter((p) => SEEDED.has(p.slug) && !p.declarations).map((p) => p.slug)).toEqual([]);
    const declared = products.filter((p) => p.declarations);
    expect(declared.filter((p) => !p.packs.every((k) => k.net_quantity && k.unit)).map((p) => p.slug)).toEqual([]);

    const wrong: string[] = [];
    let packs = 0;
    for (let i = 0; i < declared.length; i += 8) {
      const batch = declared.slice(i, i + 8);
      const shown = await page.evaluate(
        readPages,
        batch.map((p) => p.slug),
      );
      for (const [j, page] of shown.entries()) {
        const want = expected(batch[j]!);
        packs += want.rows.length;
        if (page.status !== 200) wrong.push(`${page.slug}: ${page.status}`);
        else if (JSON.stringify(page.terms) !== JSON.stringify(want.terms)) wrong.push(`${page.slug}: ${JSON.stringify(page.terms)} instead of ${JSON.stringify(want.terms)}`);
        else if (JSON.stringify(page.rows) !== JSON.stringify(want.rows)) wrong.push(`${page.slug}: ${JSON.stringify(page.rows)} instead of ${JSON.stringify(want.rows)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(packs).toBeGreaterThan(declared.length);
    // Every declaration is actually said: no blank name, address, country or consumer care.
    expect(
      declared
        .filter((p) =>
          [p.declarations!.maker_name, p.declarations!.maker_address, p.declarations!.generic_name, p.declarations!.country_of_origin, p.declarations!.consumer_care].some((v) => !v.trim()),
        )
        .map((p) => p.slug),
    ).toEqual([]);
  });
}
