// Reads a product CSV against the website's catalogue: every row checked by the catalogue
// API's own rules (its zod bodies, money and slug rules) and its names looked up in this
// website, collecting every bad row with a message per column; or, when all are good, the
// products and packs the file asks for, each matched with what the shop already has.
import { safeParse, type $ZodType } from "zod/v4/core";
import type * as z from "zod/mini";
import { packBody, productBody, stockBody, UNKNOWN_BRAND, UNKNOWN_CATEGORY, UNKNOWN_IMAGE, UNKNOWN_SUPPLIER, UNKNOWN_WAREHOUSE } from "../../../shared/api/admin-catalogue";
import {
  CSV_BAD_BOOLEAN,
  CSV_BAD_RUPEES,
  CSV_BAD_WHOLE,
  CSV_EMPTY,
  CSV_EXTRA_CELLS,
  CSV_MISSING_COLUMN,
  CSV_NO_PACK_NAME,
  CSV_NOT_SAME_PRODUCT,
  CSV_REPEATED_COLUMN,
  CSV_UNCLOSED_QUOTE,
  CSV_UNKNOWN_COLUMN,
  LIST_SEPARATOR,
  PACK_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  STOCK_COLUMN_PREFIX,
  type ProductCsvColumn,
  type ProductImportRowErrors,
} from "../../../shared/api/admin-product-csv";
import type { CsvParse } from "../../../shared/csv-parse";
import { controlCharacterProblem } from "../../../shared/control-characters";
import type { Declarations } from "../../../shared/legal-metrology";
import { isPackUnit } from "../../../shared/pack-quantity";
import type { CsvCatalogue, CsvPack, CsvProduct, CsvWarehouse, Label } from "./product-csv-catalogue";
import { declarationsRefusal } from "./product-declarations";
import { productGstErrors } from "./product-gst";

export type ProductFields = z.output<typeof productBody>;
export type PackFields = z.output<typeof packBody>;

export interface PlannedPack {
  fields: PackFields;
  /** The pack of the same name (and rank among same-named packs) the product has, if any. */
  existing: CsvPack | null;
  /** Quantities the file gives, by warehouse id; a blank cell is left out. */
  stock: Map<number, number>;
}

export interface PlannedProduct {
  fields: ProductFields;
  existing: CsvProduct | null;
  packs: PlannedPack[];
}

export type ProductCsvPlan = { ok: true; products: PlannedProduct[]; rows: number } | { ok: false; rows: ProductImportRowErrors[]; message?: string };

const PRODUCT_COLUMNS = PRODUCT_CSV_COLUMNS.filter((c) => !(PACK_CSV_COLUMNS as readonly string[]).includes(c));
const REQUIRED: ProductCsvColumn[] = ["slug", "name"];
const REQUIRED_WITH_PACKS: ProductCsvColumn[] = ["pack_name", "mrp", "price", "max_per_order"];

/** Where a body field's message goes in the file. */
const PRODUCT_FIELD_COLUMN: Record<string, ProductCsvColumn> = { brand_id: "brand", supplier_id: "supplier", category_ids: "categories" };
const PACK_FIELD_COLUMN: Record<string, ProductCsvColumn> = { name: "pack_name", name_hi: "pack_name_hi", code: "pack_code", active: "pack_active", position: "pack_name" };

// The export makes cells that start like a formula inert with an apostrophe; reading it back
// takes that apostrophe off so a round trip keeps the text as it was.
const INERT = /^'(?=[=+\-@\t\r])/;
const restore = (cell: string) => cell.replace(INERT, "");

/** A rate as a spreadsheet may write it: "5%", "Exempt" and " 18 " are 5, exempt and 18. */
const rateCell = (text: string) => text.trim().toLowerCase().replace(/\s*%$/, "") || null;

const RUPEES_TEXT = /^\d{1,9}(?:\.\d{1,2})?$/;
const WHOLE_TEXT = /^\d{1,9}$/;

/** A cell as a number: undefined when blank, NaN when not written as `pattern` allows. */
function numberCell(cell: string | undefined, pattern: RegExp): number | undefined {
  const text = cell?.trim() ?? "";
  if (text === "") return undefined;
  return pattern.test(text) ? Number(text) : NaN;
}

function booleanCell(cell: string, fallback: boolean): boolean | null {
  const text = cell.trim().toLowerCase();
  if (text === "") return fallback;
  if (text === "true") return true;
  if (text === "false") return false;
  return null;
}

/** Messages of a zod body, each under its column, not replacing one already found. */
function bodyErrors(schema: $ZodType, input: unknown, columnOf: (field: string) => string, errors: Record<string, string>) {
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const column = columnOf(String(issue.path[0] ?? ""));
    errors[column] ??= issue.message;
  }
  return null;
}

interface Header {
  columns: Map<ProductCsvColumn, number>;
  stock: { index: number; warehouse: CsvWarehouse; column: string }[];
  width: number;
}

function readHeader(cells: string[], warehouses: CsvWarehouse[]): { header: Header } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const columns = new Map<ProductCsvColumn, number>();
  const stock: Header["stock"] = [];
  const seen = new Set<string>();
  cells.forEach((raw, index) => {
    const name = raw.trim();
    const key = name.toLowerCase();
    // Spreadsheets often save a blank column or two past the last one.
    if (name === "") return;
    if (seen.has(key)) {
      errors[name] = CSV_REPEATED_COLUMN;
      return;
    }
    seen.add(key);
    if ((PRODUCT_CSV_COLUMNS as readonly string[]).includes(key)) {
      columns.set(key as ProductCsvColumn, index);
    } else if (key.startsWith(STOCK_COLUMN_PREFIX)) {
      const wanted = name.slice(STOCK_COLUMN_PREFIX.length).trim().toLowerCase();
      const matches = warehouses.filter((w) => w.name.trim().toLowerCase() === wanted);
      if (matches.length === 1) stock.push({ index, warehouse: matches[0]!, column: name });
      else errors[name] = UNKNOWN_WAREHOUSE;
    } else {
      errors[name] = CSV_UNKNOWN_COLUMN;
    }
  });
  const hasPacks = PACK_CSV_COLUMNS.some((c) => columns.has(c)) || stock.length > 0;
  for (const column of [...REQUIRED, ...(hasPacks ? REQUIRED_WITH_PACKS : [])]) if (!columns.has(column)) errors[column] = CSV_MISSING_COLUMN;
  return Object.keys(errors).length ? { errors } : { header: { columns, stock, width: cells.length } };
}

/** Looks slugs up in one kind of label; null for a slug the website does not have. */
const slugLookup = (labels: Label[]) => {
  const ids = new Map(labels.map((l) => [l.slug, l.id]));
  return (slug: string) => ids.get(slug) ?? null;
};
const listCell = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);

/** Every picture key the file's images column names, to look up before planning. */
export function imageKeysOf(parsed: CsvParse): string[] {
  const [header, ...records] = parsed.records;
  const at = header?.cells.findIndex((c) => c.trim().toLowerCase() === "images") ?? -1;
  return at < 0 ? [] : [...new Set(records.flatMap((r) => listCell(r.cells[at] ?? "")))];
}

/**
 * The plan for a parsed file, or its bad rows. `mediaKeys` are the picture keys of this website
 * among those the file names.
 */
/** Columns of several lines; every other cell is one line. */
const MULTILINE_COLUMNS: ReadonlySet<string> = new Set(["description", "description_hi", "info", "info_hi", "maker_address", "consumer_care"]);

export function planProductImport(parsed: CsvParse, catalogue: CsvCatalogue, mediaKeys: ReadonlySet<string>): ProductCsvPlan {
  const [headerRecord, ...records] = parsed.records;
  if (!headerRecord || (!records.length && parsed.unclosedAt === null)) return { ok: false, rows: [], message: CSV_EMPTY };
  const read = readHeader(headerRecord.cells, catalogue.warehouses);
  if ("errors" in read) return { ok: false, rows: [{ row: headerRecord.row, errors: read.errors }] };
  const { header } = read;

  const brandId = slugLookup(catalogue.brands);
  const supplierId = slugLookup(catalogue.suppliers);
  const categoryId = slugLookup(catalogue.categories);
  const existingBySlug = new Map(catalogue.products.map((p) => [p.slug, p]));
  const planned = new Map<string, { product: PlannedProduct; row: number; cells: string[] }>();
  const bad: ProductImportRowErrors[] = [];

  for (const record of records) {
    const errors: Record<string, string> = {};
    const cell = (column: ProductCsvColumn): string | undefined => {
      const index = header.columns.get(column);
      return index === undefined ? undefined : restore(record.cells[index] ?? "");
    };
    // Every cell follows the rule every string sent to the server does (ADR 0049): the file is
    // bytes to the input edge, so its cells are judged here, each named by its column.
    record.cells.forEach((text, index) => {
      const column = index < header.width ? (headerRecord.cells[index] ?? "").trim() : "row";
      const problem = controlCharacterProblem(text, MULTILINE_COLUMNS.has(column));
      if (problem) errors[column] ??= problem;
    });
    if (record.cells.slice(header.width).some((c) => c.trim() !== "")) errors.row ??= CSV_EXTRA_CELLS;
    const slug = cell("slug")!.trim();
    const earlier = planned.get(slug);
    let product: PlannedProduct | null = null;

    if (earlier) {
      // A further pack of a product an earlier row gave: its product cells must say the same.
      for (const column of PRODUCT_COLUMNS) {
        const index = header.columns.get(column);
        if (index !== undefined && restore(record.cells[index] ?? "") !== earlier.cells[index]) errors[column] = `${CSV_NOT_SAME_PRODUCT} (row ${earlier.row})`;
      }
      product = earlier.product;
    } else {
      const existing = existingBySlug.get(slug) ?? null;
      const given = <T>(column: ProductCsvColumn, read: (text: string) => T, kept: T): T => {
        const text = cell(column);
        return text === undefined ? kept : read(text);
      };
      const label = (column: ProductCsvColumn, lookup: (slug: string) => number | null, unknown: string, kept: number | null) =>
        given(
          column,
          (text) => {
            const wanted = text.trim();
            if (wanted === "") return null;
            const id = lookup(wanted);
            if (id === null) errors[column] = unknown;
            return id;
          },
          kept,
        );
      const categoryIds = given(
        "categories",
        (text) =>
          listCell(text).flatMap((s) => {
            const id = categoryId(s);
            if (id === null) errors.categories ??= `${UNKNOWN_CATEGORY}: ${s}`;
            return id === null ? [] : [id];
          }),
        existing?.categoryIds ?? [],
      );
      const images = given("images", listCell, existing?.images ?? []);
      const active = given("active", (text) => booleanCell(text, true), existing?.active ?? true);
      if (active === null) errors.active = CSV_BAD_BOOLEAN;
      // Declarations (ADR 0078): a column left out keeps the shop's; a blank one says none.
      const kept = existing?.declarations;
      const prepackaged = given("prepackaged", (text) => booleanCell(text, false), kept?.prepackaged ?? false);
      if (prepackaged === null) errors.prepackaged = CSV_BAD_BOOLEAN;
      const declared = (column: Exclude<keyof Declarations, "prepackaged" | "maker_role">) => given(column, (text) => text.trim(), kept?.[column] ?? "");
      // GST (issue 34) likewise: a column left out keeps the shop's, a blank cell says none.
      const taxed = existing?.gst;
      const input = {
        name: cell("name"),
        slug,
        description: given("description", (text) => text, existing?.description ?? ""),
        // The Hindi texts (issue 35): a column left out keeps the shop's, a blank cell says none.
        name_hi: given("name_hi", (text) => text, existing?.nameHi ?? null),
        description_hi: given("description_hi", (text) => text, existing?.descriptionHi ?? null),
        info: given("info", (text) => text, existing?.info ?? ""),
        info_hi: given("info_hi", (text) => text, existing?.infoHi ?? null),
        brand_id: label("brand", brandId, UNKNOWN_BRAND, existing?.brandId ?? null),
        supplier_id: label("supplier", supplierId, UNKNOWN_SUPPLIER, existing?.supplierId ?? null),
        category_ids: categoryIds,
        images,
        active: active ?? true,
        prepackaged: prepackaged ?? false,
        maker_role: given("maker_role", (text) => text.trim().toLowerCase() || null, kept?.maker_role ?? null),
        maker_name: declared("maker_name"),
        maker_address: declared("maker_address"),
        generic_name: declared("generic_name"),
        country_of_origin: declared("country_of_origin"),
        best_before: declared("best_before"),
        consumer_care: declared("consumer_care"),
        hsn: given("hsn", (text) => text.trim(), taxed?.hsn ?? ""),
        gst_rate: given("gst_rate", rateCell, taxed?.gst_rate ?? null),
        uqc: given("uqc", (text) => text.trim().toUpperCase() || null, taxed?.uqc ?? null),
      };
      const fields = bodyErrors(productBody, input, (f) => PRODUCT_FIELD_COLUMN[f] ?? f, errors) as ProductFields | null;
      if (fields && !errors.images && fields.images.some((key) => !mediaKeys.has(key))) errors.images = UNKNOWN_IMAGE;
      if (fields) for (const [column, message] of Object.entries(productGstErrors(fields, catalogue.registeredForGst))) errors[column] ??= message;
      if (fields) {
        product = { fields, existing, packs: [] };
        planned.set(slug, { product, row: record.row, cells: record.cells.map(restore) });
      }
    }

    const pack = planPack(record.cells, header, cell, product, errors);
    if (Object.keys(errors).length) bad.push({ row: record.row, errors });
    else if (product && pack) product.packs.push(pack);
  }
  if (parsed.unclosedAt !== null) bad.push({ row: parsed.unclosedAt, errors: { row: CSV_UNCLOSED_QUOTE } });
  {
    // Judged once every row of a product is read: its packs are the file's and those of the
    // shop's the file leaves as they are. Told on the product's first row, beside that row's
    // other messages, so one round of corrections is enough.
    for (const { product, row } of planned.values()) {
      const named = new Set(product.packs.map((k) => k.existing?.id));
      const packs = [
        ...product.packs.map((k) => ({ name: k.fields.name, net_quantity: k.fields.net_quantity, unit: k.fields.unit, pack_count: k.fields.pack_count, active: k.fields.active })),
        ...(product.existing?.packs ?? [])
          .filter((k) => !named.has(k.id))
          .map((k) => ({ name: k.name, net_quantity: k.netQuantity, unit: isPackUnit(k.unit) ? k.unit : null, pack_count: k.packCount, active: k.active })),
      ];
      const refusal = declarationsRefusal({ ...product.fields, packs }, "net_quantity");
      if (!refusal) continue;
      const told = bad.find((b) => b.row === row);
      if (told) told.errors = { ...refusal.errors, ...told.errors };
      else bad.push({ row, errors: refusal.errors });
    }
    bad.sort((a, b) => a.row - b.row);
  }
  if (bad.length) return { ok: false, rows: bad };
  return { ok: true, products: [...planned.values()].map((p) => p.product), rows: records.length };
}

/** The row's pack, or null for a row whose pack and stock cells are all blank. */
function planPack(cells: string[], header: Header, cell: (column: ProductCsvColumn) => string | undefined, product: PlannedProduct | null, errors: Record<string, string>): PlannedPack | null {
  const blank = (text: string | undefined) => (text ?? "").trim() === "";
  if (PACK_CSV_COLUMNS.every((c) => blank(cell(c))) && header.stock.every((s) => blank(cells[s.index]))) return null;
  const name = cell("pack_name") ?? "";
  if (blank(name)) errors.pack_name = CSV_NO_PACK_NAME;
  // The n-th row naming "1 kg" is the product's n-th "1 kg" pack.
  const rank = product ? product.packs.filter((k) => k.fields.name === name.trim()).length : 0;
  const existing = product?.existing?.packs.filter((k) => k.name === name.trim())[rank] ?? null;

  const mrp = numberCell(cell("mrp"), RUPEES_TEXT);
  const price = numberCell(cell("price"), RUPEES_TEXT);
  const most = numberCell(cell("max_per_order"), WHOLE_TEXT);
  if (Number.isNaN(mrp)) errors.mrp = CSV_BAD_RUPEES;
  if (Number.isNaN(price)) errors.price = CSV_BAD_RUPEES;
  if (Number.isNaN(most)) errors.max_per_order = CSV_BAD_WHOLE;
  // What the pack holds: a column left out keeps the shop's; blank cells say "not recorded"
  // (and one item a pack). The unit is read in any case ("ML" is ml); packBody judges the rest.
  const netQuantity = cell("net_quantity") === undefined ? (existing?.netQuantity ?? null) : (numberCell(cell("net_quantity"), WHOLE_TEXT) ?? null);
  if (Number.isNaN(netQuantity)) errors.net_quantity = CSV_BAD_WHOLE;
  const unitCell = cell("unit");
  const unit = unitCell === undefined ? (isPackUnit(existing?.unit) ? existing.unit : null) : unitCell.trim().toLowerCase() || null;
  const packCount = cell("pack_count") === undefined ? (existing?.packCount ?? 1) : (numberCell(cell("pack_count"), WHOLE_TEXT) ?? 1);
  if (Number.isNaN(packCount)) errors.pack_count = CSV_BAD_WHOLE;
  const code = cell("pack_code");
  const nameHi = cell("pack_name_hi");
  const active = cell("pack_active");
  const activeValue = active === undefined ? (existing?.active ?? true) : booleanCell(active, true);
  if (activeValue === null) errors.pack_active = CSV_BAD_BOOLEAN;
  const input = {
    name,
    name_hi: nameHi === undefined ? (existing?.nameHi ?? null) : nameHi,
    code: code === undefined ? (existing?.code ?? null) : code.trim() || null,
    mrp,
    price,
    max_per_order: most,
    net_quantity: netQuantity,
    unit,
    pack_count: packCount,
    position: existing?.position ?? 0,
    active: activeValue ?? true,
  };
  const fields = bodyErrors(packBody, input, (f) => PACK_FIELD_COLUMN[f] ?? f, errors) as PackFields | null;

  const stock = new Map<number, number>();
  for (const { index, warehouse, column } of header.stock) {
    const quantity = numberCell(cells[index], WHOLE_TEXT);
    if (quantity === undefined) continue;
    if (Number.isNaN(quantity)) {
      errors[column] = CSV_BAD_WHOLE;
      continue;
    }
    const parsed = bodyErrors(stockBody, { warehouse_id: warehouse.id, quantity }, () => column, errors);
    if (parsed) stock.set(warehouse.id, quantity);
  }
  return fields ? { fields, existing, stock } : null;
}
