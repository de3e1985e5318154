// The product CSV (format in src/shared/api/admin-product-csv.ts): one row per pack with its
// product's columns repeated, written by the same cell writer as the form submissions' export
// (RFC 4180 quoting, CRLF, a byte-order mark, formula-like cells made inert).
import { LIST_SEPARATOR, PRODUCT_CSV_COLUMNS, STOCK_COLUMN_PREFIX, type ProductCsvColumn } from "../../../shared/api/admin-product-csv";
import { toRupees } from "../../../shared/money";
import { CSV_BOM, csvCell } from "../forms/submissions-csv";
import type { CsvCatalogue, CsvPack, CsvProduct } from "./product-csv-catalogue";

export const stockColumn = (warehouseName: string) => `${STOCK_COLUMN_PREFIX}${warehouseName}`;

export function productsCsv(catalogue: CsvCatalogue): string {
  const slugOf = (labels: { id: number; slug: string }[]) => {
    const map = new Map(labels.map((l) => [l.id, l.slug]));
    return (id: number | null) => (id === null ? "" : (map.get(id) ?? ""));
  };
  const brand = slugOf(catalogue.brands);
  const supplier = slugOf(catalogue.suppliers);
  const category = slugOf(catalogue.categories);

  const row = (p: CsvProduct, k: CsvPack | null): string[] => {
    const cells: Record<ProductCsvColumn, string> = {
      slug: p.slug,
      name: p.name,
      name_hi: p.nameHi ?? "",
      description: p.description,
      description_hi: p.descriptionHi ?? "",
      info: p.info,
      info_hi: p.infoHi ?? "",
      brand: brand(p.brandId),
      supplier: supplier(p.supplierId),
      categories: p.categoryIds.map(category).join(LIST_SEPARATOR),
      images: p.images.join(LIST_SEPARATOR),
      active: String(p.active),
      prepackaged: String(p.declarations.prepackaged),
      maker_role: p.declarations.maker_role ?? "",
      maker_name: p.declarations.maker_name,
      maker_address: p.declarations.maker_address,
      generic_name: p.declarations.generic_name,
      country_of_origin: p.declarations.country_of_origin,
      best_before: p.declarations.best_before,
      consumer_care: p.declarations.consumer_care,
      hsn: p.gst.hsn,
      gst_rate: p.gst.gst_rate ?? "",
      uqc: p.gst.uqc ?? "",
      pack_name: k?.name ?? "",
      pack_name_hi: k?.nameHi ?? "",
      pack_code: k?.code ?? "",
      net_quantity: k?.netQuantity == null ? "" : String(k.netQuantity),
      unit: k?.unit ?? "",
      pack_count: k ? String(k.packCount) : "",
      mrp: k ? String(toRupees(k.mrp)) : "",
      price: k ? String(toRupees(k.price)) : "",
      max_per_order: k ? String(k.maxPerOrder) : "",
      pack_active: k ? String(k.active) : "",
    };
    return [...PRODUCT_CSV_COLUMNS.map((c) => cells[c]), ...catalogue.warehouses.map((w) => (k ? String(k.stock.get(w.id) ?? 0) : ""))];
  };

  const line = (cells: string[]) => `${cells.map(csvCell).join(",")}\r\n`;
  const lines = [line([...PRODUCT_CSV_COLUMNS, ...catalogue.warehouses.map((w) => stockColumn(w.name))])];
  for (const p of catalogue.products) {
    if (!p.packs.length) lines.push(line(row(p, null)));
    for (const k of p.packs) lines.push(line(row(p, k)));
  }
  return CSV_BOM + lines.join("");
}
