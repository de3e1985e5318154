// The one database schema, shared by PGlite and PostgreSQL. Money is integer paise.
// Every table that belongs to a website carries website_id, and every query filters on it.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const websites = pgTable("websites", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  // The description in Hindi (issue 35): the footer and the page's description on Hindi pages.
  descriptionHi: text("description_hi"),
  logo: text("logo"),
  favicon: text("favicon"),
  theme: text("theme").notNull().default("light"),
  fontFamily: text("font_family").notNull().default("Inter"),
  navAlignment: text("nav_alignment").notNull().default("left"),
  showSupplierPage: boolean("show_supplier_page").notNull().default(false),
  showCart: boolean("show_cart").notNull().default(true),
  colors: jsonb("colors").$type<Record<string, string>>().notNull().default({}),
  navSetting: jsonb("nav_setting").$type<Record<string, unknown>>().notNull().default({}),
  webSeo: jsonb("web_seo").$type<Record<string, unknown>>().notNull().default({}),
  webAddress: jsonb("web_address").$type<Record<string, unknown>>().notNull().default({}),
  popup: jsonb("popup").$type<Record<string, unknown> | null>(),
  webPages: jsonb("web_pages").$type<unknown[]>().notNull().default([]),
  navs: jsonb("navs").$type<unknown[]>().notNull().default([]),
  footers: jsonb("footers").$type<unknown[]>().notNull().default([]),
  paymentMethods: jsonb("payment_methods").$type<string[]>().notNull().default(["cod"]),
  // Bumped on every catalogue change so cached listings of this website are dropped.
  catalogueVersion: integer("catalogue_version").notNull().default(1),
  // The last order number handed out; bumped outside the order's transaction (gaps are fine).
  orderSeq: integer("order_seq").notNull().default(0),
  // Provider credentials per website (ADR 0020); never part of any answer.
  paymentSettings: jsonb("payment_settings").$type<Record<string, Record<string, string>>>().notNull().default({}),
  // Analytics and error-reporting keys (ADR 0029): public client keys, null when none are set.
  integrations: jsonb("integrations").$type<Record<string, string> | null>(),
  // The order messages (issue 33) the owner turned off, by event: an event not named here is sent.
  messageEvents: jsonb("message_events").$type<Record<string, boolean>>().notNull().default({}),
  // How the website invoices under GST (issue 34, ADR 0082): legal name, scheme, how delivery is
  // taxed, the signatory. Its GSTINs are gst_registrations; empty means not registered (no invoices).
  gstSettings: jsonb("gst_settings").$type<Record<string, unknown>>().notNull().default({}),
  // The shop's languages (issue 35, ADR 0085): those a shopper may choose, and the one a first
  // visit gets when the browser asks for none of them.
  languages: jsonb("languages").$type<string[]>().notNull().default(["en"]),
  defaultLanguage: text("default_language").notNull().default("en"),
  createdAt: createdAt(),
});

export const websiteDomains = pgTable("website_domains", {
  domain: text("domain").primaryKey(),
  websiteId: integer("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  // An owner's own domain is served only once its owner proved control of it (issue 24): a DNS
  // TXT record or a file under /.well-known/kirana-verification/ carrying this token. Subdomains
  // of the server's own base domain, and domains an operator configured, are verified at creation.
  verificationToken: text("verification_token"),
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  // A host that serves one language only (issue 35: `hi.<domain>` for indexed Hindi pages);
  // null: the shopper's choice decides.
  lang: text("lang"),
});

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  phone: text("phone").notNull().unique(),
  name: text("name").notNull().default(""),
  email: text("email"),
  superadmin: boolean("superadmin").notNull().default(false),
  // A superadmin let this account create more than one website before it is established (issue 24).
  websiteCreatorApprovedAt: timestamp("website_creator_approved_at", { withTimezone: true }),
  // The language the person chose in any shop (issue 35); null until they choose one.
  lang: text("lang"),
  createdAt: createdAt(),
});

export const websiteMembers = pgTable(
  "website_members",
  {
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isAdmin: boolean("is_admin").notNull().default(false),
    isSalesAgent: boolean("is_sales_agent").notNull().default(false),
    isStaff: boolean("is_staff").notNull().default(false),
    // The name the counter typed for a customer whose account was made at another shop: the
    // name they gave that shop is not this one's to see (issue 12). Null: the account's own name.
    customerName: text("customer_name"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.userId] })],
);

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the cookie value: a leaked table row does not hand out live sessions.
    idHash: text("id_hash").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    pincode: text("pincode"),
    warehouseId: integer("warehouse_id"),
    // A phone proven by OTP that has no account yet: registration may create one for it.
    verifiedPhone: text("verified_phone"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    // A sales agent shopping on a customer's behalf: the cart and orders are the customer's.
    actingForUserId: integer("acting_for_user_id"),
    // The website the admin tools act on (ADR 0023); may differ from the session's own website,
    // and is re-checked against the user's admin rights on every request.
    activeWebsiteId: integer("active_website_id").references(() => websites.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expires_idx").on(t.expiresAt)],
);

export const serverSettings = pgTable("server_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    // Hindi texts (issue 35): null shows the English one.
    nameHi: text("name_hi"),
    slug: text("slug").notNull(),
    avatar: text("avatar"),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("categories_website_slug_idx").on(t.websiteId, t.slug)],
);

export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameHi: text("name_hi"),
    slug: text("slug").notNull(),
    logo: text("logo"),
  },
  (t) => [uniqueIndex("brands_website_slug_idx").on(t.websiteId, t.slug)],
);

export const suppliers = pgTable(
  "suppliers",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameHi: text("name_hi"),
    slug: text("slug").notNull(),
    link: text("link").notNull(),
    image: text("image"),
  },
  (t) => [uniqueIndex("suppliers_website_slug_idx").on(t.websiteId, t.slug)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    // Hindi texts (issue 35): null shows the English one.
    nameHi: text("name_hi"),
    descriptionHi: text("description_hi"),
    infoHi: text("info_hi"),
    info: text("info"),
    brandId: integer("brand_id").references(() => brands.id),
    supplierId: integer("supplier_id").references(() => suppliers.id),
    medias: jsonb("medias").$type<{ src: string }[]>().notNull().default([]),
    active: boolean("active").notNull().default(true),
    // The Legal Metrology declarations (ADR 0078). Loose goods (weighed or counted per order)
    // are not pre-packaged and need none; a pre-packaged product is shown only with them all.
    prepackaged: boolean("prepackaged").notNull().default(false),
    makerRole: text("maker_role"),
    makerName: text("maker_name"),
    makerAddress: text("maker_address"),
    genericName: text("generic_name"),
    countryOfOrigin: text("country_of_origin"),
    bestBefore: text("best_before"),
    consumerCare: text("consumer_care"),
    // GST (issue 34): HSN code, a rate key of src/shared/gst/gst-rates.ts and the Unit Quantity
    // Code invoices count it in. Copied onto each invoice line at issue.
    hsn: text("hsn"),
    gstRate: text("gst_rate"),
    uqc: text("uqc"),
    // Derived from the packs (see catalogue/sort-keys.ts) so listings sort without a join.
    sortPrice: integer("sort_price").notNull().default(0),
    sortDiscount: integer("sort_discount").notNull().default(0),
    // Lower-cased name, brand and category names: what `q` searches, through each website's
    // search index held by the server (ADR 0070).
    searchText: text("search_text").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("products_website_slug_idx").on(t.websiteId, t.slug), index("products_website_created_idx").on(t.websiteId, t.createdAt)],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index("product_categories_category_idx").on(t.categoryId, t.productId)],
);

export const packs = pgTable(
  "packs",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameHi: text("name_hi"),
    code: text("code"),
    price: integer("price").notNull(),
    mrp: integer("mrp").notNull(),
    // Percent off MRP in hundredths of a percent (1250 = 12.5 %); derived from price and MRP.
    discount: integer("discount").notNull().default(0),
    discountType: text("discount_type"),
    maxPerOrder: integer("max_per_order").notNull().default(10),
    // What the pack holds, as data (ADR 0061): one item's quantity in `unit` (g, ml, pc or m;
    // kilograms and litres are kept as g and ml), times `packCount` items in a multipack.
    // Unit prices, search and the Legal Metrology declarations read these, never the name.
    netQuantity: integer("net_quantity"),
    unit: text("unit"),
    packCount: integer("pack_count").notNull().default(1),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("packs_product_idx").on(t.productId)],
);

export const deliveryCharges = pgTable("delivery_charges", {
  id: serial("id").primaryKey(),
  websiteId: integer("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  charge: integer("charge").notNull(),
  freeAbove: integer("free_above"),
});

export const warehouses = pgTable("warehouses", {
  id: serial("id").primaryKey(),
  websiteId: integer("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  address: text("address").notNull().default(""),
  deliveryChargeId: integer("delivery_charge_id").references(() => deliveryCharges.id),
  isDefault: boolean("is_default").notNull().default(false),
  // A shopper may cancel an order this many minutes before its slot from here starts (issue 33).
  cancelCutoffMinutes: integer("cancel_cutoff_minutes").notNull().default(120),
  // The GST state code of where it dispatches from (issue 34): its state's GSTIN is the seller on
  // the invoice. Null falls back to the state of the website's address.
  stateCode: text("state_code"),
});

export const warehousePincodes = pgTable(
  "warehouse_pincodes",
  {
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    pincode: text("pincode").notNull(),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id, { onDelete: "cascade" }),
    area: text("area").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.pincode] })],
);

export const stock = pgTable(
  "stock",
  {
    packId: integer("pack_id")
      .notNull()
      .references(() => packs.id, { onDelete: "cascade" }),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packId, t.warehouseId] })],
);

export const deliverySlots = pgTable("delivery_slots", {
  id: serial("id").primaryKey(),
  websiteId: integer("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  warehouseId: integer("warehouse_id")
    .notNull()
    .references(() => warehouses.id, { onDelete: "cascade" }),
  // Bit i set = available on weekday i (0 = Sunday), as dayjs counts them.
  weekdays: integer("weekdays").notNull().default(127),
  startTime: text("start_time").notNull(),
  endTime: text("end_time").notNull(),
  capacity: integer("capacity").notNull(),
  cutoffMinutes: integer("cutoff_minutes").notNull().default(120),
  active: boolean("active").notNull().default(true),
});

// Days a warehouse does not deliver (issue 11): no slot is offered on them. A null warehouse
// closes every warehouse of the website that day.
export const deliveryHolidays = pgTable(
  "delivery_holidays",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    warehouseId: integer("warehouse_id").references(() => warehouses.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    note: text("note").notNull().default(""),
  },
  (t) => [index("delivery_holidays_website_date_idx").on(t.websiteId, t.date)],
);

export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    kind: text("kind").$type<"percent" | "flat">().notNull(),
    // Percent in hundredths (1000 = 10 %) or flat paise.
    value: integer("value").notNull(),
    maxDiscount: integer("max_discount"),
    minOrder: integer("min_order").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    perUserLimit: integer("per_user_limit"),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    active: boolean("active").notNull().default(true),
  },
  (t) => [uniqueIndex("coupons_website_code_idx").on(t.websiteId, t.code)],
);

export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    // The route pattern for a system page (`/products/:slug`), the path for a content page.
    url: text("url").notNull(),
    routeName: text("route_name").notNull(),
    // What the shop serves: the published document.
    doc: jsonb("doc").$type<Record<string, unknown>>().notNull(),
    // The page builder's unpublished edits (issue 10, ADR 0030); shoppers never see them.
    draft: jsonb("draft").$type<Record<string, unknown>>(),
    draftUpdatedAt: timestamp("draft_updated_at", { withTimezone: true }),
    // Bumped by every draft save, publish, restore and discard: a save names the revision it
    // started from and is refused when the page has moved on (optimistic concurrency).
    revision: integer("revision").notNull().default(0),
    // The published version's number; page_versions keeps every one of them.
    version: integer("version").notNull().default(1),
    // When the published document last changed (the sitemap's lastmod); drafts leave it.
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Null while a page made in the builder has never been published: shoppers get "not found"
    // and the sitemap leaves it out (issue 27), so a page is not live and empty the moment it is
    // created. Seeded and starter pages are live from the start, hence the default.
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }).defaultNow(),
  },
  (t) => [
    uniqueIndex("pages_website_url_idx").on(t.websiteId, t.url),
    check("pages_revision_check", sql`${t.revision} >= 0`),
    check("pages_version_check", sql`${t.version} >= 1`),
    check("pages_draft_updated_check", sql`(${t.draft} is null) = (${t.draftUpdatedAt} is null)`),
  ],
);

// Every published version of a page, the first being the page as seeded or created: what the
// builder lists, previews and restores. Rows belong to their page's website through the page.
export const pageVersions = pgTable(
  "page_versions",
  {
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    doc: jsonb("doc").$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    // Null for a page as seeded, and once the publisher's account is gone.
    publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.version] }), index("page_versions_published_by_idx").on(t.publishedBy), check("page_versions_version_check", sql`${t.version} >= 1`)],
);

export const media = pgTable(
  "media",
  {
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    contentType: text("content_type").notNull(),
    // The file's name on the owner's device, so the media library can be searched by it (issue
    // 27); empty for size variants and for pictures uploaded before names were kept.
    name: text("name").notNull().default(""),
    bytes: bytea("bytes").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.key] })],
);

// Fixed-window counters shared by every server instance (ADR 0013). Rows of windows that have
// ended are swept by the limiter itself, which is what the window_start index is for.
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_hits_window_idx").on(t.windowStart)],
);

export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    // The page the form was on and its form_id: together they name the form the owner built.
    path: text("path").notNull(),
    formId: text("form_id").notNull(),
    // Only the fields the stored form defines, already validated; files live in their own table.
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    ip: text("ip").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("form_submissions_website_created_idx").on(t.websiteId, t.createdAt)],
);

export const formSubmissionFiles = pgTable(
  "form_submission_files",
  {
    id: serial("id").primaryKey(),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    field: text("field").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [index("form_submission_files_submission_idx").on(t.submissionId)],
);

// One cart per guest session or per signed-in user, per website (ADR 0015). A guest cart is
// found by its session's id hash; at sign-in it is merged into the user's and deleted.
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    sessionHash: text("session_hash").references(() => sessions.idHash, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    notes: text("notes").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("carts_website_session_idx")
      .on(t.websiteId, t.sessionHash)
      .where(sql`session_hash is not null`),
    uniqueIndex("carts_website_user_idx")
      .on(t.websiteId, t.userId)
      .where(sql`user_id is not null`),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    packId: integer("pack_id")
      .notNull()
      .references(() => packs.id, { onDelete: "cascade" }),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    // The selling price when the shopper last chose this quantity: a later price change is told.
    priceSeen: integer("price_seen").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.packId] })],
);

// An order keeps copies of what was bought, where and when it goes, and how it was priced, so
// later catalogue changes never rewrite a past order. Checkout (issue 7) writes them.
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    // The sales agent who placed it for the customer, if one did.
    agentId: integer("agent_id").references(() => users.id, { onDelete: "set null" }),
    orderNumber: text("order_number").notNull(),
    status: text("status").notNull(),
    channel: text("channel").notNull().default("web"),
    paymentMethod: text("payment_method").notNull().default("cod"),
    paymentStatus: text("payment_status").notNull().default("pending"),
    address: jsonb("address").$type<Record<string, string>>(),
    delDate: text("del_date"),
    delStartTime: text("del_start_time"),
    delEndTime: text("del_end_time"),
    subtotal: integer("subtotal").notNull().default(0),
    discount: integer("discount").notNull().default(0),
    deliveryCharge: integer("delivery_charge").notNull().default(0),
    amount: integer("amount").notNull(),
    couponCode: text("coupon_code"),
    // A business buyer's GSTIN and name given at checkout (issue 34): the invoice is then B2B.
    buyerGstin: text("buyer_gstin"),
    buyerName: text("buyer_name"),
    notes: text("notes").notNull().default(""),
    // An online order not paid by then is cancelled and its stock and slot released.
    paymentExpiresAt: timestamp("payment_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_pending_idx").on(t.status, t.paymentExpiresAt),
    uniqueIndex("orders_website_number_idx").on(t.websiteId, t.orderNumber),
    index("orders_user_idx").on(t.userId),
    index("orders_website_agent_created_idx").on(t.websiteId, t.agentId, t.createdAt),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    packId: integer("pack_id").references(() => packs.id, { onDelete: "set null" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    // Where the stock came from, so a cancelled order gives it back there.
    warehouseId: integer("warehouse_id").references(() => warehouses.id, { onDelete: "set null" }),
    slug: text("slug").notNull().default(""),
    name: text("name").notNull(),
    packName: text("pack_name").notNull(),
    image: text("image").notNull().default(""),
    quantity: integer("quantity").notNull(),
    price: integer("price").notNull(),
    mrp: integer("mrp").notNull(),
    amount: integer("amount").notNull(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId)],
);

// Every status an order has been in, with when: the timeline the shopper sees.
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    line1: text("line1").notNull(),
    line2: text("line2").notNull().default(""),
    landmark: text("landmark").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("addresses_owner_idx").on(t.websiteId, t.userId)],
);

// One-time sign-in codes. Only an HMAC of the code is kept; `attempts` counts wrong tries.
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("otp_codes_phone_idx").on(t.websiteId, t.phone, t.createdAt)],
);

// Messages the SMS adapter would have sent, kept only where no provider is configured in the
// development and test configurations (ADR 0016); production never writes here.
// Development and test only: the texts and emails a provider would have sent (ADR 0016). A
// text has a phone, an email an address and a subject; order messages name their event.
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    phone: text("phone"),
    email: text("email"),
    subject: text("subject"),
    event: text("event"),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sms_outbox_phone_idx").on(t.phone, t.createdAt), index("sms_outbox_email_idx").on(t.email, t.createdAt)],
);

export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("coupon_redemptions_coupon_user_idx").on(t.couponId, t.userId)],
);

export const wishlistCategories = pgTable(
  "wishlist_categories",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("wishlist_categories_owner_name_idx").on(t.websiteId, t.userId, sql`lower(${t.name})`)],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => wishlistCategories.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.productId] }), index("wishlist_items_product_idx").on(t.productId)],
);

// Slot capacity booked per date; the guarded upsert keeps `booked` at or below the capacity.
export const slotBookings = pgTable(
  "slot_bookings",
  {
    slotId: integer("slot_id")
      .notNull()
      .references(() => deliverySlots.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.date] })],
);

// The slot each delivery group of an order was booked into.
export const orderDeliveries = pgTable(
  "order_deliveries",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    deliveryChargeId: integer("delivery_charge_id"),
    slotId: integer("slot_id").references(() => deliverySlots.id, { onDelete: "set null" }),
    date: text("date").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
  },
  (t) => [index("order_deliveries_order_idx").on(t.orderId)],
);

// Place-order answers by Idempotency-Key (ADR 0019): the same key and body get the same bytes.
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    // Null while the first request with this key is still being answered.
    status: integer("status"),
    body: text("body"),
    createdAt: createdAt(),
    // The lease of the request answering it (ADR 0043): a random token and when it was taken.
    // An unanswered claim older than the lease belongs to a server that died; another takes it.
    claim: text("claim"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull(),
    providerPaymentId: text("provider_payment_id"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status").notNull().default("created"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payments_provider_order_idx").on(t.provider, t.providerOrderId), index("payments_order_idx").on(t.orderId)],
);

// Provider webhook deliveries already handled: a replay is acknowledged and changes nothing.
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

// Every change an admin makes (issue 11): written in the same transaction as the change, so the
// log never claims a change that was rolled back nor misses one that was kept.
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    // Null once the admin's account is gone; the entry stays.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id"),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_website_at_idx").on(t.websiteId, t.at), index("audit_log_entity_idx").on(t.websiteId, t.entityType, t.entityId), index("audit_log_user_idx").on(t.userId)],
);

// Money given back for an online payment (issue 11: cancelling a paid order). One refund per
// payment: the whole amount; its receipt id is what the provider dedupes a retried request on.
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    receipt: text("receipt").notNull(),
    providerRefundId: text("provider_refund_id"),
    amount: integer("amount").notNull(),
    status: text("status").notNull().default("pending"),
    reason: text("reason").notNull().default(""),
    // The shopper's report (issue 33) this refund gives lines of the order back for; null for the
    // refund of a cancelled order's whole payment.
    reportId: integer("report_id").references(() => orderReports.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One cancellation refund per payment; a report's refund is its own, one per payment too.
    uniqueIndex("refunds_payment_idx")
      .on(t.paymentId)
      .where(sql`report_id is null`),
    uniqueIndex("refunds_payment_report_idx").on(t.paymentId, t.reportId),
    index("refunds_order_idx").on(t.orderId),
  ],
);

// A sale at the shop's counter (issue 12): the order of the `pos` channel it made and how it was
// paid. Cash keeps what was handed over and the change given; UPI and card the payment's
// reference. A void cancels the order the same day and is kept here with who did it and why.
export const posSales = pgTable(
  "pos_sales",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    warehouseId: integer("warehouse_id").references(() => warehouses.id, { onDelete: "set null" }),
    staffId: integer("staff_id").references(() => users.id, { onDelete: "set null" }),
    method: text("method").notNull(),
    tendered: integer("tendered"),
    change: integer("change"),
    reference: text("reference"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: integer("voided_by").references(() => users.id, { onDelete: "set null" }),
    voidReason: text("void_reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("pos_sales_website_created_idx").on(t.websiteId, t.createdAt)],
);

// A website's changes to the shop's search dictionary (issue 30, ADR 0068): a word it added or
// gave other meanings, or, with no meanings, a dictionary word it took out. The dictionary itself
// lives in the code, so its later words reach every website.
export const searchWords = pgTable(
  "search_words",
  {
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    word: text("word").notNull(),
    meanings: text("meanings").array().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.word] })],
);

// Searches that found nothing, counted per website and query, without who searched: the owner
// sees the most frequent ones and gives the search the words it lacked.
export const searchMisses = pgTable(
  "search_misses",
  {
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    query: text("query").notNull(),
    count: integer("count").notNull().default(1),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.query] }), index("search_misses_recent_idx").on(t.websiteId, t.lastAt)],
);

// Messages to send (issue 33): an order's event, or a pack back in stock for a shopper who asked,
// by one channel. Rows are written in the transaction of the change they tell of and sent by
// whichever server claims them first (a lease, so several instances never send one twice); the
// text is composed when sent. `dedupe_key` makes writing the same message twice write it once.
export const messageQueue = pgTable(
  "message_queue",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    channel: text("channel").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    packId: integer("pack_id").references(() => packs.id, { onDelete: "cascade" }),
    // What the event carries beyond the rows it names (a refund's amount, say).
    details: jsonb("details").$type<Record<string, string | number>>().notNull().default({}),
    dedupeKey: text("dedupe_key").notNull(),
    // pending → sent, or skipped (turned off, no address), or failed after its last try.
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("message_queue_dedupe_idx").on(t.dedupeKey), index("message_queue_due_idx").on(t.status, t.nextAttemptAt)],
);

// A signed-in shopper's "tell me when it is back" for an out-of-stock pack (issue 33). It ends
// (the row is deleted) in the transaction that queues its one message.
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    packId: integer("pack_id")
      .notNull()
      .references(() => packs.id, { onDelete: "cascade" }),
    // The warehouse that serves the shopper, whose shelf the pack must come back to.
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.packId] }), index("stock_alerts_pack_idx").on(t.packId, t.warehouseId)],
);

// A shopper's report of a problem with one line of a delivered order (issue 33): missing,
// damaged or wrong, how many, a note and perhaps a photo. The back office resolves it (refunding
// the reported quantity) or rejects it with a reason; the shopper sees the outcome on the order.
export const orderReports = pgTable(
  "order_reports",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    // Who reported it: the shopper, or the agent or counter staff for them.
    reportedBy: integer("reported_by").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    quantity: integer("quantity").notNull(),
    note: text("note").notNull().default(""),
    // A media key of the website, when the shopper sent a photo.
    photo: text("photo"),
    // open → resolved (refunded) or rejected.
    status: text("status").notNull().default("open"),
    // The reason of a rejection, or the shop's words with a refund.
    outcome: text("outcome").notNull().default(""),
    refundAmount: integer("refund_amount").notNull().default(0),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("order_reports_queue_idx").on(t.websiteId, t.status, t.createdAt), index("order_reports_order_idx").on(t.orderId)],
);

// A website's GST registrations (issue 34): one GSTIN per state it dispatches from, with that
// place of business's address, which the invoices of that state name as the seller's.
export const gstRegistrations = pgTable(
  "gst_registrations",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    stateCode: text("state_code").notNull(),
    gstin: text("gstin").notNull(),
    address: text("address").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("gst_registrations_state_idx").on(t.websiteId, t.stateCode)],
);

// The last number given in each series of GST documents (rule 46(b)): per GSTIN, series and
// financial year. Taken with an upsert in the issuing transaction, so numbers are consecutive:
// a rolled-back issue gives its number back, and two issues wait for each other on the row.
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    gstin: text("gstin").notNull(),
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    lastSeq: integer("last_seq").notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.gstin, t.series, t.financialYear] })],
);

// Issued GST documents (issue 34, ADR 0082): tax invoices, bills of supply and credit notes. The
// document is kept whole as issued (src/shared/gst/invoice-document.ts) and never changed.
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    gstin: text("gstin").notNull(),
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    seq: integer("seq").notNull(),
    number: text("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    total: integer("total").notNull(),
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    // A credit note's invoice, and what it is for: "cancel" (the whole invoice) or "report:<id>".
    againstId: integer("against_id"),
    occasion: text("occasion"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invoices_series_seq_idx").on(t.websiteId, t.gstin, t.series, t.financialYear, t.seq),
    // An order's sale is invoiced once per kind (a B2B order of taxable and exempt goods has two).
    uniqueIndex("invoices_order_kind_idx")
      .on(t.orderId, t.kind)
      .where(sql`kind <> 'credit_note'`),
    uniqueIndex("invoices_credit_idx").on(t.againstId, t.occasion),
    index("invoices_website_issued_idx").on(t.websiteId, t.issuedAt),
    index("invoices_order_idx").on(t.orderId),
  ],
);

// An owner's own wording of a shop string in one language (issue 35, ADR 0085), laid over the
// catalogue's default; deleting the row is the reset.
export const messageOverrides = pgTable(
  "message_overrides",
  {
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    key: text("key").notNull(),
    text: text("text").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.lang, t.key] })],
);
