// API contract of the back-office's catalogue and audit log (issue 11): products with their
// packs and stock, the category tree, brands and suppliers of the active website, and the log
// of every change admins made. Paths are below /s. Every route answers 401 when signed out and
// 403 when the user is not an admin of the active website (nor a superadmin); an id that is not
// the active website's answers 404. Errors are in the §8 shape {message, errors?}: 422 with a
// message per field for bad input, 409 for a taken slug or a refused delete. Money crosses this
// API in rupees (at most 2 decimals) and is kept in paise; the server computes every discount.
import * as z from "zod/mini";
import { inAdminYears, outsideAdminYears } from "./admin-years";
import { rupeesField } from "./rupees-field";
import { multiLine, singleLine } from "./text-field";
import { MAX_PAGE, PAGE_SIZE_CHOICES } from "../pagination";
import { PACK_UNITS, type PackUnit } from "../pack-quantity";
import { MAKER_ROLES, type Declarations } from "../legal-metrology";
import { GST_RATES } from "../gst/gst-rates";
import type { GstRateKey } from "../gst/invoice-document";
import { UQC_CODES } from "../gst/uqc";
import { gstRateProblem, hsnProblem, HSN_MESSAGE, rateNotInForceMessage, UQC_MESSAGE, unknownRateMessage, type ProductGst } from "../product-gst";
import { shopDayOf } from "../shop-time";

export const ADMIN_CATALOGUE_PATH = "/api/admin/catalogue";

/**
 * GET AdminProductsAnswer. Query: q (name contains, at most 100 characters), brand_id,
 * category_id (that category and its sub-categories), active ("true" | "false"), page (default 1),
 * per_page (5, 10, 20, 50 or 100; default 20); newest first.
 * POST ProductBody: 201 AdminProduct. 409 {errors: {slug}} PRODUCT_SLUG_TAKEN.
 */
export const ADMIN_PRODUCTS_PATH = `${ADMIN_CATALOGUE_PATH}/products`;
/**
 * GET AdminProduct (with every pack, active or not, and its stock at each warehouse).
 * PUT ProductBody replaces the product's fields (not its packs; name_hi, description_hi and
 * info_hi left out are kept): AdminProduct.
 * DELETE deactivates it (shoppers no longer see it; orders keep their copies): AdminProduct.
 */
export const adminProductPath = (id: number) => `${ADMIN_PRODUCTS_PATH}/${id}`;
/** POST PackBody: a new pack of the product, 201 AdminProduct. */
export const adminProductPacksPath = (productId: number) => `${adminProductPath(productId)}/packs`;
/** PUT PackBody (every field; net_quantity and unit left out are cleared, name_hi left out is kept): AdminProduct. DELETE deactivates the pack (shoppers no longer see it): AdminProduct. */
export const adminPackPath = (packId: number) => `${ADMIN_CATALOGUE_PATH}/packs/${packId}`;
/** PUT StockBody: sets the pack's quantity at one warehouse of the website: AdminProduct. */
export const adminPackStockPath = (packId: number) => `${adminPackPath(packId)}/stock`;

/** GET AdminCategoriesAnswer (the whole tree). POST NewCategoryBody: 201 AdminCategory. */
export const ADMIN_CATEGORIES_PATH = `${ADMIN_CATALOGUE_PATH}/categories`;
/**
 * PUT CategoryBody renames it (name, name_hi (left out: kept), slug, avatar): AdminCategory. DELETE: 204, or 409
 * CATEGORY_HAS_CHILDREN / CATEGORY_HAS_PRODUCTS when it is not empty.
 */
export const adminCategoryPath = (id: number) => `${ADMIN_CATEGORIES_PATH}/${id}`;
/** POST MoveCategoryBody: under a new parent (null = top level) at a position: AdminCategoriesAnswer. */
export const adminCategoryMovePath = (id: number) => `${adminCategoryPath(id)}/move`;

/** GET AdminBrandsAnswer (query q, page, per_page; by name). POST BrandBody: 201 AdminBrand. */
export const ADMIN_BRANDS_PATH = `${ADMIN_CATALOGUE_PATH}/brands`;
/** PUT BrandBody (name_hi left out: kept): AdminBrand. DELETE: 204, or 409 BRAND_IN_USE. */
export const adminBrandPath = (id: number) => `${ADMIN_BRANDS_PATH}/${id}`;
/** GET AdminSuppliersAnswer (query q, page, per_page; by name). POST SupplierBody: 201 AdminSupplier. */
export const ADMIN_SUPPLIERS_PATH = `${ADMIN_CATALOGUE_PATH}/suppliers`;
/** PUT SupplierBody (name_hi left out: kept): AdminSupplier. DELETE: 204, or 409 SUPPLIER_IN_USE. */
export const adminSupplierPath = (id: number) => `${ADMIN_SUPPLIERS_PATH}/${id}`;

/**
 * GET AuditAnswer: the active website's audit log, newest first. Query: entity_type (one of
 * AUDIT_ENTITY_TYPES), entity_id, user_id, action, from and to (ISO dates, inclusive),
 * page, per_page.
 */
export const ADMIN_AUDIT_PATH = "/api/admin/audit";

/** What an entry is about; a "stock" entry names its pack, with the pack (and its stock) before and after. */
export const AUDIT_ENTITY_TYPES = [
  "product",
  "pack",
  "stock",
  "category",
  "brand",
  "supplier",
  "product_import",
  "warehouse",
  "warehouse_pincode",
  "delivery_charge",
  "delivery_slot",
  "delivery_holiday",
  "coupon",
  "order",
  "customer",
  "staff",
  // A website's payment methods and keys (ADR 0055): secrets only as "•••• last 4".
  "payment_settings",
  // The builder's work (issue 27): a page's publishes, restores, creation and removal; the
  // website's settings saves; the website itself when it is created.
  "page",
  "site_settings",
  "website",
  // A word of the website's search dictionary (issue 30): added, changed or removed.
  "search_word",
  // Which order messages the website sends (issue 33, ADR 0079).
  "message_settings",
  // How the website invoices under GST and its GSTINs (issue 34, ADR 0082).
  "gst_settings",
  // The owner's wording of a shop text in one language (issue 35): given, changed or reset.
  "shop_text",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "deactivate",
  "delete",
  "move",
  "set_stock",
  "import",
  "status_change",
  "cancel",
  "refund",
  "add_role",
  "remove_role",
  "void",
  "publish",
  "restore",
  // A shopper's problem report (issue 33): refunded, or turned down with a reason.
  "resolve_report",
  "reject_report",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const PRODUCT_SLUG_TAKEN = "Another product already has this slug";
export const CATEGORY_SLUG_TAKEN = "Another category already has this slug";
export const BRAND_SLUG_TAKEN = "Another brand already has this slug";
export const SUPPLIER_SLUG_TAKEN = "Another supplier already has this slug";
export const CATEGORY_HAS_CHILDREN = "This category has sub-categories; move or delete them first";
export const CATEGORY_HAS_PRODUCTS = "Products are filed under this category; take them out of it first";
export const CATEGORY_INTO_ITSELF = "A category cannot be moved under itself or one of its sub-categories";
export const BRAND_IN_USE = "Products are sold under this brand; give them another brand first";
export const SUPPLIER_IN_USE = "Products come from this supplier; give them another supplier first";
export const PRICE_ABOVE_MRP = "The selling price cannot be above the MRP";
export const UNKNOWN_BRAND = "There is no such brand in this shop";
export const UNKNOWN_SUPPLIER = "There is no such supplier in this shop";
export const UNKNOWN_CATEGORY = "There is no such category in this shop";
export const UNKNOWN_PARENT = "There is no such parent category in this shop";
export const UNKNOWN_WAREHOUSE = "There is no such warehouse in this shop";
export const UNKNOWN_IMAGE = "Upload this picture first";
export const UNIT_WITHOUT_QUANTITY = "Give the net quantity with the unit";
export const QUANTITY_WITHOUT_UNIT = "Give the unit with the net quantity";
export const PACK_UNIT_MESSAGE = `The unit must be ${PACK_UNITS.join(", ")} (1 kg = 1000 g, 1 L = 1000 ml)`;

/** The largest amount a price may take: ₹10,00,000, far above any grocery pack. */
export const MAX_RUPEES = 1_000_000;
export const NAME_MAX = 200;
export const SLUG_MAX = 100;
export const TEXT_MAX = 20_000;
export const MEDIA_KEY_MAX = 200;
export const MAX_IMAGES = 20;
export const MAX_PRODUCT_CATEGORIES = 20;
export const MAX_STOCK = 1_000_000;
/** One item's net quantity in its unit: 1000 kg of rice is 1,000,000 g, far beyond a pack. */
export const MAX_NET_QUANTITY = 1_000_000;
/** Items in a multipack. */
export const MAX_PACK_COUNT = 1000;
/** A declaration: an address with a phone number and an email fits many times over. */
export const DECLARATION_MAX = 500;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Keys of pictures uploaded to this website (POST /s/api/admin/media) or seeded with it. */
export const MEDIA_KEY = /^[a-z0-9][a-z0-9/_.-]*\.(?:png|jpe?g|webp|gif|svg)$/;
/** Links a supplier card may take: a page of the shop or an http(s) address. */
const SUPPLIER_LINK = /^(?:\/(?!\/)|https?:\/\/)[^\s<>"']*$/;

const text = (label: string, max: number) => z.string(`${label} must be text`).check(z.maxLength(max, `${label} may hold at most ${max} characters`), multiLine(label));
const name = (label: string) =>
  z.string(`${label} must be text`).check(z.trim(), z.minLength(1, `Give the ${label.toLowerCase()}`), z.maxLength(NAME_MAX, `${label} may hold at most ${NAME_MAX} characters`), singleLine(label));
/**
 * A Hindi text beside an English one (issue 35): trimmed, held to the English field's length,
 * empty (or null) for none, so the shop shows the English one. Left out of a body, the text
 * saved before is kept: a caller that knows nothing of Hindi texts never clears them.
 */
const hindi = (label: string, max: number, lines: "single" | "multi") =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string(`${label} must be text`).check(z.trim(), z.maxLength(max, `${label} may hold at most ${max} characters`), lines === "single" ? singleLine(label) : multiLine(label)),
        z.transform((v) => v || null),
      ),
    ),
  );
const slug = z
  .string("The slug must be text")
  .check(z.maxLength(SLUG_MAX, `The slug may hold at most ${SLUG_MAX} characters`), z.regex(SLUG, "Use lower-case letters, digits and single hyphens in the slug"));
const id = (label: string) => z.int(`Give a ${label} id`).check(z.positive(`Give a ${label} id`), z.maximum(2_147_483_647, `There is no such ${label}`));
const mediaKey = z
  .string("A picture must be an uploaded picture's key")
  .check(z.maxLength(MEDIA_KEY_MAX, "A picture must be an uploaded picture's key"), z.regex(MEDIA_KEY, "A picture must be an uploaded picture's key"));
const rupees = (label: string) => rupeesField({ label, min: "positive", max: MAX_RUPEES });
const RATE_KEYS = GST_RATES.map((r) => r.key) as [GstRateKey, ...GstRateKey[]];
const UQC_KEYS = UQC_CODES.map((u) => u.code) as [string, ...string[]];
// Judged on the day of the save, so a rate that ends is refused from the day after, and the
// messages name the rates of that day. A product's rate, and a separately taxed delivery's.
export const gstRateKey = z
  .enum(RATE_KEYS, { error: () => unknownRateMessage(shopDayOf()) })
  .check(z.refine((key) => gstRateProblem(key, shopDayOf()) === null, { error: () => rateNotInForceMessage(shopDayOf()) }));

export const productBody = z.object({
  name: name("Name"),
  slug,
  description: z._default(text("The description", TEXT_MAX), ""),
  // The shop's Hindi texts (issue 35): none shows the English ones.
  name_hi: hindi("Name (Hindi)", NAME_MAX, "single"),
  description_hi: hindi("Description (Hindi)", TEXT_MAX, "multi"),
  info: z._default(text("The information", TEXT_MAX), ""),
  info_hi: hindi("Information (Hindi)", TEXT_MAX, "multi"),
  brand_id: z._default(z.nullable(id("brand")), null),
  supplier_id: z._default(z.nullable(id("supplier")), null),
  category_ids: z._default(z.array(id("category")).check(z.maxLength(MAX_PRODUCT_CATEGORIES, `A product may be in at most ${MAX_PRODUCT_CATEGORIES} categories`)), []),
  images: z._default(z.array(mediaKey).check(z.maxLength(MAX_IMAGES, `A product may have at most ${MAX_IMAGES} pictures`)), []),
  active: z._default(z.boolean("Active must be true or false"), true),
  // The Legal Metrology declarations (ADR 0078): a pre-packaged product is shown to shoppers only
  // with all of them, which the server checks against its packs; loose goods need none.
  prepackaged: z._default(z.boolean("Pre-packaged must be true or false"), false),
  maker_role: z._default(z.nullable(z.enum(MAKER_ROLES, `Who the label names must be ${MAKER_ROLES.join(", ")}`)), null),
  maker_name: z._default(text("The name of the manufacturer, packer or importer", DECLARATION_MAX), ""),
  maker_address: z._default(text("The address", DECLARATION_MAX), ""),
  generic_name: z._default(text("The common or generic name", DECLARATION_MAX), ""),
  country_of_origin: z._default(text("The country of origin", DECLARATION_MAX), ""),
  best_before: z._default(text("Best before", DECLARATION_MAX), ""),
  consumer_care: z._default(text("Consumer care", DECLARATION_MAX), ""),
  // GST (issue 34, ADR 0082), copied onto each invoice line when it is issued. A website
  // registered for GST needs the HSN code and the rate, which the server checks against it.
  hsn: z._default(
    z.string("The HSN code must be text").check(
      z.trim(),
      z.refine((v) => hsnProblem(v) === null, HSN_MESSAGE),
    ),
    "",
  ),
  gst_rate: z._default(z.nullable(gstRateKey), null),
  uqc: z._default(z.nullable(z.enum(UQC_KEYS, UQC_MESSAGE)), null),
});
export type ProductBody = z.input<typeof productBody>;

export const packBody = z
  .object({
    name: name("Pack name"),
    name_hi: hindi("Pack name (Hindi)", NAME_MAX, "single"),
    code: z._default(z.nullable(text("The code", 50)), null),
    mrp: rupees("The MRP"),
    price: rupees("The selling price"),
    max_per_order: z.int("Give the most a shopper may order at once").check(z.minimum(1, "A shopper must be able to order at least 1"), z.maximum(999, "At most 999 per order")),
    position: z._default(z.int("The position must be a whole number").check(z.minimum(0, "The position cannot be negative"), z.maximum(1000, "The position may be at most 1000")), 0),
    active: z._default(z.boolean("Active must be true or false"), true),
    // What one item holds (ADR 0061), kilograms and litres given as g and ml; both or neither.
    net_quantity: z._default(
      z.nullable(
        z.int("The net quantity must be a whole number").check(z.minimum(1, "The net quantity must be at least 1"), z.maximum(MAX_NET_QUANTITY, `The net quantity may be at most ${MAX_NET_QUANTITY}`)),
      ),
      null,
    ),
    unit: z._default(z.nullable(z.enum(PACK_UNITS, PACK_UNIT_MESSAGE)), null),
    pack_count: z._default(
      z.int("Items in the pack must be a whole number").check(z.minimum(1, "A pack holds at least 1 item"), z.maximum(MAX_PACK_COUNT, `A pack may hold at most ${MAX_PACK_COUNT} items`)),
      1,
    ),
  })
  .check(
    z.refine((v) => v.price <= v.mrp, { message: PRICE_ABOVE_MRP, path: ["price"] }),
    z.refine((v) => v.net_quantity === null || v.unit !== null, { message: QUANTITY_WITHOUT_UNIT, path: ["unit"] }),
    z.refine((v) => v.unit === null || v.net_quantity !== null, { message: UNIT_WITHOUT_QUANTITY, path: ["net_quantity"] }),
  );
export type PackBody = z.input<typeof packBody>;

export const stockBody = z.object({
  warehouse_id: id("warehouse"),
  quantity: z.int("The quantity must be a whole number").check(z.minimum(0, "The quantity cannot be negative"), z.maximum(MAX_STOCK, `The quantity may be at most ${MAX_STOCK}`)),
});
export type StockBody = z.infer<typeof stockBody>;

export const categoryBody = z.object({ name: name("Name"), name_hi: hindi("Name (Hindi)", NAME_MAX, "single"), slug, avatar: z._default(z.nullable(mediaKey), null) });
export type CategoryBody = z.input<typeof categoryBody>;
export const newCategoryBody = z.extend(categoryBody, { parent_id: z._default(z.nullable(id("parent category")), null) });
export type NewCategoryBody = z.input<typeof newCategoryBody>;
export const moveCategoryBody = z.object({
  parent_id: z.nullable(id("parent category")),
  position: z.int("The position must be a whole number").check(z.minimum(0, "The position cannot be negative"), z.maximum(10_000, "The position may be at most 10000")),
});
export type MoveCategoryBody = z.infer<typeof moveCategoryBody>;

export const brandBody = z.object({ name: name("Name"), name_hi: hindi("Name (Hindi)", NAME_MAX, "single"), slug, logo: z._default(z.nullable(mediaKey), null) });
export type BrandBody = z.input<typeof brandBody>;
export const supplierBody = z.object({
  name: name("Name"),
  name_hi: hindi("Name (Hindi)", NAME_MAX, "single"),
  slug,
  link: z.string("The link must be text").check(z.maxLength(500, "The link may hold at most 500 characters"), z.regex(SUPPLIER_LINK, "The link must be a page of the shop (/…) or an http(s) address")),
  image: z._default(z.nullable(mediaKey), null),
});
export type SupplierBody = z.input<typeof supplierBody>;

export interface ListMeta {
  total: number;
  page: number;
  per_page: number;
}
export interface Named {
  id: number;
  name: string;
}

export interface AdminStock {
  warehouse_id: number;
  warehouse_name: string;
  quantity: number;
}

export interface AdminPack {
  id: number;
  name: string;
  /** Its Hindi name (issue 35); "" while none (the shop shows the English one). */
  name_hi: string;
  code: string | null;
  mrp: number;
  price: number;
  /** Percent off MRP, as the shop shows it (§3 pack.discount), computed from price and MRP. */
  discount: number;
  discount_type: "percentage" | null;
  max_per_order: number;
  /** One item's quantity in `unit` (kg and L as g and ml), null while the owner has not said. */
  net_quantity: number | null;
  unit: PackUnit | null;
  /** Items in a multipack ("6 x 250 ml" is 6); 1 for a single item. */
  pack_count: number;
  position: number;
  active: boolean;
  /** One row per warehouse of the website (0 where none was set). */
  stock: AdminStock[];
}

/** With the Legal Metrology declarations (ADR 0078) and the GST particulars (issue 34); texts are "" while not given. */
export interface AdminProduct extends Declarations, ProductGst {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** The Hindi name and description (issue 35); "" while none (the shop shows the English ones). */
  name_hi: string;
  description_hi: string;
  info: string;
  /** The information in Hindi (issue 35); "" while none (the shop shows the English). */
  info_hi: string;
  brand: Named | null;
  supplier: Named | null;
  categories: Named[];
  images: string[];
  active: boolean;
  created_at: string;
  packs: AdminPack[];
}

export interface AdminProductSummary {
  id: number;
  name: string;
  slug: string;
  brand: Named | null;
  image: string;
  active: boolean;
  pack_count: number;
  /** The lowest selling price of its active packs, null without one. */
  min_price: number | null;
  /** Units of its active packs in each of the website's warehouses (every warehouse, 0 where none), by warehouse name. */
  stock: { warehouse_id: number; warehouse: string; quantity: number }[];
  created_at: string;
}

export interface AdminProductsAnswer {
  data: AdminProductSummary[];
  meta: ListMeta;
}

export interface AdminCategory {
  id: number;
  name: string;
  /** Its Hindi name (issue 35); "" while none. */
  name_hi: string;
  slug: string;
  avatar: string | null;
  parent_id: number | null;
  position: number;
  /** Products filed directly under it. */
  product_count: number;
}
export interface AdminCategoryNode extends AdminCategory {
  children: AdminCategoryNode[];
}
export interface AdminCategoriesAnswer {
  categories: AdminCategoryNode[];
}

export interface AdminBrand {
  id: number;
  name: string;
  /** Its Hindi name (issue 35); "" while none. */
  name_hi: string;
  slug: string;
  logo: string | null;
  product_count: number;
}
export interface AdminBrandsAnswer {
  data: AdminBrand[];
  meta: ListMeta;
}

export interface AdminSupplier {
  id: number;
  name: string;
  /** Its Hindi name (issue 35); "" while none. */
  name_hi: string;
  slug: string;
  link: string;
  image: string | null;
  product_count: number;
}
export interface AdminSuppliersAnswer {
  data: AdminSupplier[];
  meta: ListMeta;
}

export interface AuditEntry {
  id: number;
  action: string;
  entity_type: string;
  entity_id: number | null;
  /** Who made the change; null once their account is gone. */
  user: { id: number; name: string; phone: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}
export interface AuditAnswer {
  data: AuditEntry[];
  meta: ListMeta;
}

// Queries: their values arrive as text, so numbers are read from digits and nothing else
// ("0x1" or "1e3" never becomes some other id).
const ID_TEXT = /^[1-9]\d{0,9}$/;
const queryText = (label: string, max: number) =>
  z.optional(
    z.pipe(
      text(label, max),
      z.transform((v) => v.trim() || undefined),
    ),
  );
const queryId = (label: string) =>
  z.optional(
    z
      .pipe(z.string(`${label} must be given once`).check(z.regex(ID_TEXT, `${label} must be a positive whole number`)), z.transform(Number))
      .check(z.refine((n) => n <= 2_147_483_647, `${label} is not a known id`)),
  );
const queryWhole = (label: string, fallback: number, accept: (n: number) => boolean, rule: string) =>
  // prefault: the fallback is read like a given value, so the answer is always a number.
  z.prefault(z.pipe(z.string(`${label} must be given once`).check(z.regex(/^\d{1,9}$/, `${label} must be a whole number`)), z.transform(Number)).check(z.refine(accept, rule)), String(fallback));

export const listQuery = z.object({
  q: queryText("q", 100),
  page: queryWhole("page", 1, (n) => n >= 1 && n <= MAX_PAGE, `page must be between 1 and ${MAX_PAGE}`),
  per_page: queryWhole("per_page", 20, (n) => (PAGE_SIZE_CHOICES as readonly number[]).includes(n), `per_page must be one of ${PAGE_SIZE_CHOICES.join(", ")}`),
});
export type ListQuery = z.output<typeof listQuery>;

export const productListQuery = z.extend(listQuery, {
  brand_id: queryId("brand_id"),
  category_id: queryId("category_id"),
  active: z.optional(z.enum(["true", "false"], "active must be true or false")),
});

// Date.parse rolls 2026-02-30 into March, so a day is real only when it reads back unchanged.
const isRealDay = (v: string) => {
  const ms = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === v;
};
const queryDay = (label: string) =>
  z.optional(
    z.string(`${label} must be a date`).check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date as YYYY-MM-DD`),
      z.refine(isRealDay, `${label} must be a real date`),
      z.refine((v) => inAdminYears(Date.parse(`${v}T00:00:00Z`)), outsideAdminYears(label)),
    ),
  );

export const auditQuery = z.extend(listQuery, {
  entity_type: z.optional(z.enum(AUDIT_ENTITY_TYPES, `entity_type must be one of ${AUDIT_ENTITY_TYPES.join(", ")}`)),
  entity_id: queryId("entity_id"),
  user_id: queryId("user_id"),
  action: z.optional(z.enum(AUDIT_ACTIONS, `action must be one of ${AUDIT_ACTIONS.join(", ")}`)),
  from: queryDay("from"),
  to: queryDay("to"),
});

/** A path id: digits only, within the database's integers. */
export const idParams = z.object({
  id: z.pipe(z.string().check(z.regex(ID_TEXT, "The id must be a positive whole number")), z.transform(Number)).check(z.refine((n) => n <= 2_147_483_647, "There is no such item")),
});
