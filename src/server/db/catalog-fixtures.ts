// Reads and checks the demo store's data in fixtures/catalog/ and fixtures/pages/.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fromRepositoryRoot } from "../repository-root";
import { z } from "zod";
import { MAX_NET_QUANTITY, MAX_PACK_COUNT } from "../../shared/api/admin-catalogue";
import { MAKER_ROLES } from "../../shared/legal-metrology";
import { PACK_UNITS } from "../../shared/pack-quantity";
import { LANGUAGES } from "../../shared/i18n/languages";

export const fixturesDir = fromRepositoryRoot("fixtures") + "/";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a kebab-case slug");
const rupees = z.number().positive().multipleOf(0.01);

const hsnFixture = z.string().regex(/^(\d{4}|\d{6}|\d{8})$/);
const gstRateFixture = z.enum(["exempt", "0", "5", "18", "40"]);

// A name's, description's or information's Hindi (issue 35): optional; where it is missing the
// shop shows the English one.
const hindi = z.string().min(1).optional();

const categoryFixture = z.object({
  name: z.string().min(1),
  name_hi: hindi,
  slug,
  // A leaf's HSN and GST rate (issue 34) are its products' unless a product names its own.
  children: z.array(z.object({ name: z.string().min(1), name_hi: hindi, slug, hsn: hsnFixture, gst_rate: gstRateFixture })).default([]),
});

// Every demo pack says what it holds as data (ADR 0061), so the demo shows unit prices and
// quantity words on every card; the name stays the owner's free text.
export const packFixture = z.object({
  name: z.string().min(1),
  name_hi: hindi,
  net_quantity: z.number().int().min(1).max(MAX_NET_QUANTITY),
  unit: z.enum(PACK_UNITS),
  pack_count: z.number().int().min(1).max(MAX_PACK_COUNT),
  mrp: rupees,
  price: rupees,
  max: z.number().int().min(1),
});

// Who the label names, and where shoppers write to (ADR 0078): a brand's, unless a product
// names its own (an importer's goods).
const makerFixture = z.object({
  role: z.enum(MAKER_ROLES),
  name: z.string().min(1),
  address: z.string().min(1),
  consumer_care: z.string().min(1),
});

const brandFixture = z.object({ name: z.string(), name_hi: hindi, slug, maker: makerFixture });

const supplierFixture = z.object({ name: z.string(), name_hi: hindi, slug, link: z.string() });

// Every demo product is pre-packaged and declares all the Legal Metrology Rules ask for; best
// before only where the goods spoil.
const productFixture = z.object({
  name: z.string().min(3),
  name_hi: hindi,
  slug,
  brand: slug,
  category: slug,
  supplier: slug,
  description: z.string().min(1),
  description_hi: hindi,
  info: z.string().min(1),
  info_hi: hindi,
  prepackaged: z.literal(true),
  generic_name: z.string().min(1),
  country_of_origin: z.string().min(1),
  best_before: z.string().min(1).optional(),
  maker: makerFixture.optional(),
  hsn: hsnFixture.optional(),
  gst_rate: gstRateFixture.optional(),
  packs: z.array(packFixture).min(1).max(4),
});

const time = z.string().regex(/^\d{2}:\d{2}$/);

const language = z.enum(LANGUAGES);

const websiteFixture = z.object({
  code: slug,
  name: z.string().min(1),
  description: z.string(),
  description_hi: hindi,
  // The languages its shoppers may choose, and the one a first visit gets (issue 35).
  languages: z.array(language).min(1).default(["en"]),
  default_language: language.default("en"),
  domains: z.array(z.string().min(1)).min(1),
  theme: z.string(),
  font_family: z.string(),
  nav_alignment: z.string(),
  show_supplier_page: z.boolean(),
  show_cart: z.boolean(),
  colors: z.record(z.string(), z.string()),
  navSetting: z.record(z.string(), z.unknown()),
  webSeo: z.record(z.string(), z.unknown()),
  webAddress: z.record(z.string(), z.unknown()),
  popup: z.record(z.string(), z.unknown()).nullable(),
  paymentMethods: z.array(z.enum(["cod", "razorpay", "cashfree"])),
  categories: z.union([z.literal("all"), z.array(slug)]),
  footers: z.array(z.record(z.string(), z.unknown())).default([]),
  warehouses: z
    .array(
      z.object({
        name: z.string(),
        address: z.string(),
        default: z.boolean().optional(),
        charge: z.object({ name: z.string(), charge: rupees, free_above: rupees.nullable().optional() }),
        pincodes: z.record(z.string().regex(/^[1-9]\d{5}$/), z.string()),
        slots: z.array(z.tuple([time, time, z.number().int().positive()])),
        state_code: z.string().regex(/^\d{2}$/),
      }),
    )
    .min(1),
  coupons: z.array(
    z.object({
      code: z.string().regex(/^[A-Z0-9]{3,20}$/),
      description: z.string(),
      kind: z.enum(["percent", "flat"]),
      value: z.number().positive(),
      max_discount: rupees.optional(),
      min_order: z.number().min(0).default(0),
      starts_at: z.string().optional(),
      ends_at: z.string().optional(),
      usage_limit: z.number().int().positive().optional(),
      per_user_limit: z.number().int().positive().optional(),
      first_order_only: z.boolean().default(false),
    }),
  ),
  // The website's GST registration (issue 34): one GSTIN, so its orders are invoiced.
  gst: z.object({
    legal_name: z.string().min(1),
    gstin: z.string().length(15),
    address: z.string().min(1),
    signatory_name: z.string().min(1),
    delivery_tax: z.union([z.object({ mode: z.literal("composite") }), z.object({ mode: z.literal("separate"), sac: z.string().regex(/^99\d{4}$/), rate: gstRateFixture })]),
  }),
  members: z.array(
    z.object({
      phone: z.string(),
      is_admin: z.boolean().default(false),
      is_sales_agent: z.boolean().default(false),
      is_staff: z.boolean().default(false),
    }),
  ),
});

// A website's default language is one it offers, and it offers each once.
const offeredLanguages = websiteFixture
  .refine((w) => w.languages.includes(w.default_language), { message: "must be one of the website's languages", path: ["default_language"] })
  .refine((w) => new Set(w.languages).size === w.languages.length, { message: "names a language twice", path: ["languages"] });

const storeFixture = z.object({
  websites: z.array(offeredLanguages).min(1),
  users: z.array(
    z.object({
      phone: z.string().regex(/^[6-9]\d{9}$/),
      name: z.string(),
      email: z.string().optional(),
      superadmin: z.boolean().default(false),
    }),
  ),
});

export type CategoryFixture = z.infer<typeof categoryFixture>;
export type ProductFixture = z.infer<typeof productFixture>;
export type WebsiteFixture = z.infer<typeof websiteFixture>;

export interface Catalog {
  categories: CategoryFixture[];
  brands: z.infer<typeof brandFixture>[];
  suppliers: z.infer<typeof supplierFixture>[];
  products: ProductFixture[];
  store: z.infer<typeof storeFixture>;
}

function readJson(path: string, dir = fixturesDir): unknown {
  return JSON.parse(readFileSync(join(dir, path), "utf8"));
}

function parse<T extends z.ZodType>(schema: T, path: string, dir: string): z.infer<T> {
  const result = schema.safeParse(readJson(path, dir));
  if (!result.success) {
    const first = result.error.issues[0]!;
    throw new Error(`fixtures/${path}: ${first.path.join(".")}: ${first.message}`);
  }
  return result.data;
}

/** The demo catalogue, checked; throws naming the file and the first bad entry. `dir` is the
 *  fixtures folder (another one only for the fixture check's own tests). */
export function loadCatalog(dir = fixturesDir): Catalog {
  return {
    categories: parse(z.array(categoryFixture), "catalog/categories.json", dir),
    brands: parse(z.array(brandFixture), "catalog/brands.json", dir),
    suppliers: parse(z.array(supplierFixture), "catalog/suppliers.json", dir),
    products: parse(z.array(productFixture), "catalog/products.json", dir),
    store: parse(storeFixture, "catalog/websites.json", dir),
  };
}

export interface PageFixture {
  routeName: string;
  doc: Record<string, unknown> & { url: string };
}

/** One page document per system route (fixtures/pages/<route-name>.json), plus content pages. */
export function loadPageFixtures(): { system: PageFixture[]; content: PageFixture[] } {
  const read = (dir: string, routeName: (file: string) => string) =>
    readdirSync(join(fixturesDir, dir))
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => ({ routeName: routeName(f), doc: readJson(`${dir}/${f}`) as PageFixture["doc"] }));
  return {
    system: read("pages", (f) => f.replace(/\.json$/, "")),
    content: read("pages/content", () => "dynamic-page"),
  };
}
