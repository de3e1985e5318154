// Builds the demo store from fixtures/: two websites, their catalogue, delivery set-up,
// coupons, people, pages and generated artwork. Deterministic: the same data every run.
import { readFileSync } from "node:fs";
import { count } from "drizzle-orm";
import { discountBasisPoints, toPaise } from "../../shared/money";
import { bannerSvg, categoryTileSvg, productSvg, wordmarkSvg } from "../domain/images/illustration";
import { categoryKind, parentCategoryEmoji, productKind } from "../domain/images/product-kinds";
import { searchTextFor } from "../domain/catalogue/search-text";
import type { Db } from "./client";
import { insertStarterContent } from "../domain/websites/insert-starter-content";
import { FAVICON_KEY } from "../domain/websites/starter-settings";
import { fixturesDir, loadCatalog, type Catalog, type WebsiteFixture } from "./catalog-fixtures";
import { refreshCatalogueStatistics } from "./refresh-catalogue-statistics";
import * as t from "./schema";

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

const SIGNATURE_KEY = "settings/signature.png";
const svg = (body: string) => ({ contentType: "image/svg+xml", bytes: new TextEncoder().encode(body) });

/** True when the database already holds a store (a warm start skips seeding). */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.websites);
  return (row?.n ?? 0) > 0;
}

export async function seed(db: Db, catalog: Catalog = loadCatalog()): Promise<void> {
  await db.transaction(async (tx) => {
    const userIds = new Map<string, number>();
    // The demo's people have been customers and owners for a while: established accounts,
    // which may create websites up to the daily cap (ADR 0047), not new ones made today.
    const since = new Date(Date.now() - 30 * 86_400_000);
    for (const u of catalog.store.users) {
      const [row] = await tx
        .insert(t.users)
        .values({ phone: u.phone, name: u.name, email: u.email ?? null, superadmin: u.superadmin, createdAt: since })
        .returning({ id: t.users.id });
      userIds.set(u.phone, row!.id);
    }
    for (const [index, site] of catalog.store.websites.entries()) {
      await seedWebsite(tx as unknown as Db, catalog, site, userIds, index);
    }
  });
  await refreshCatalogueStatistics(db);
}

async function seedWebsite(db: Db, catalog: Catalog, site: WebsiteFixture, userIds: Map<string, number>, siteIndex: number): Promise<void> {
  const random = prng(1234 + siteIndex);
  const topCategories = site.categories === "all" ? catalog.categories : catalog.categories.filter((c) => (site.categories as string[]).includes(c.slug));
  const leafSlugs = new Set(topCategories.flatMap((c) => c.children.map((ch) => ch.slug)));
  const products = catalog.products.filter((p) => leafSlugs.has(p.category));
  const brandSlugs = new Set(products.map((p) => p.brand));
  const supplierSlugs = new Set(products.map((p) => p.supplier));

  // Each label with its Hindi beside it (ADR 0086): the categories' own Hindi names.
  const navs = [
    { group: 1, name: "All Categories", name_hi: "सभी कैटेगरी", icon: "grid", show_icon: 1, link: "/categories", value: "", image: "", children: [], open: false, slug: "" },
    ...topCategories.slice(0, 8).map((c, i) => ({
      group: 1 + Math.floor(i / 4),
      name: c.name,
      ...(c.name_hi ? { name_hi: c.name_hi } : {}),
      icon: "",
      show_icon: 0,
      link: `/products?c=${c.slug}`,
      value: c.slug,
      image: `categories/${c.slug}.svg`,
      open: false,
      slug: c.slug,
      children: c.children.map((ch) => ({
        group: 1,
        name: ch.name,
        ...(ch.name_hi ? { name_hi: ch.name_hi } : {}),
        icon: "",
        show_icon: 0,
        link: `/products?c=${ch.slug}`,
        value: ch.slug,
        image: `categories/${ch.slug}.svg`,
        children: [],
        open: false,
        slug: ch.slug,
      })),
    })),
  ];

  const [web] = await db
    .insert(t.websites)
    .values({
      code: site.code,
      name: site.name,
      description: site.description,
      descriptionHi: site.description_hi ?? null,
      theme: site.theme,
      fontFamily: site.font_family,
      navAlignment: site.nav_alignment,
      showSupplierPage: site.show_supplier_page,
      showCart: site.show_cart,
      colors: site.colors,
      navSetting: site.navSetting,
      webSeo: site.webSeo,
      webAddress: site.webAddress,
      popup: site.popup,
      paymentMethods: site.paymentMethods,
      languages: site.languages,
      defaultLanguage: site.default_language,
      navs,
      footers: site.footers,
      favicon: FAVICON_KEY,
      gstSettings: {
        legal_name: site.gst.legal_name,
        composition: false,
        einvoicing: false,
        delivery_tax: site.gst.delivery_tax,
        signatory_name: site.gst.signatory_name,
        signature: SIGNATURE_KEY,
      },
    })
    .returning({ id: t.websites.id });
  const websiteId = web!.id;

  await db.insert(t.gstRegistrations).values({ websiteId, stateCode: site.gst.gstin.slice(0, 2), gstin: site.gst.gstin, address: site.gst.address });
  // The demo store's addresses are the server's own: served without a proof (ADR 0048).
  await db.insert(t.websiteDomains).values(site.domains.map((domain) => ({ domain, websiteId, verifiedAt: new Date() })));
  for (const m of site.members) {
    const userId = userIds.get(m.phone);
    if (!userId) throw new Error(`fixtures: member ${m.phone} of ${site.code} is not a user`);
    await db.insert(t.websiteMembers).values({
      websiteId,
      userId,
      isAdmin: m.is_admin,
      isSalesAgent: m.is_sales_agent,
      isStaff: m.is_staff,
    });
  }

  const media: { key: string; contentType: string; bytes: Uint8Array }[] = [];
  const addMedia = (key: string, body: string) => media.push({ key, ...svg(body) });
  // The signatory's signature on the website's invoices: a picture (PNG), as the owner uploads one.
  media.push({ key: SIGNATURE_KEY, contentType: "image/png", bytes: new Uint8Array(readFileSync(`${fixturesDir}catalog/signatures/${site.code}.png`)) });

  // Categories, parents first so children can point at them.
  const categoryIds = new Map<string, number>();
  const categoryNames = new Map<string, string[]>();
  const taxOf = new Map<string, { hsn: string; gst_rate: string }>();
  for (const [i, top] of topCategories.entries()) {
    const [row] = await db
      .insert(t.categories)
      .values({ websiteId, name: top.name, nameHi: top.name_hi ?? null, slug: top.slug, avatar: `categories/${top.slug}.svg`, position: i })
      .returning({ id: t.categories.id });
    categoryIds.set(top.slug, row!.id);
    addMedia(
      `categories/${top.slug}.svg`,
      categoryTileSvg(
        top.name,
        parentCategoryEmoji(
          top.name,
          top.children.map((ch) => ch.name),
        ),
        site.font_family,
      ),
    );
    const children = await db
      .insert(t.categories)
      .values(
        top.children.map((ch, j) => ({
          websiteId,
          parentId: row!.id,
          name: ch.name,
          nameHi: ch.name_hi ?? null,
          slug: ch.slug,
          avatar: `categories/${ch.slug}.svg`,
          position: j,
        })),
      )
      .returning({ id: t.categories.id, slug: t.categories.slug });
    for (const ch of top.children) {
      categoryIds.set(ch.slug, children.find((c) => c.slug === ch.slug)!.id);
      categoryNames.set(ch.slug, [ch.name, top.name]);
      taxOf.set(ch.slug, { hsn: ch.hsn, gst_rate: ch.gst_rate });
      addMedia(`categories/${ch.slug}.svg`, categoryTileSvg(ch.name, categoryKind([ch.name, top.name]).emoji, site.font_family));
    }
  }

  const brandRows = await db
    .insert(t.brands)
    .values(catalog.brands.filter((b) => brandSlugs.has(b.slug)).map((b) => ({ websiteId, name: b.name, nameHi: b.name_hi ?? null, slug: b.slug, logo: `brands/${b.slug}.svg` })))
    .returning({ id: t.brands.id, slug: t.brands.slug, name: t.brands.name });
  for (const b of brandRows) addMedia(`brands/${b.slug}.svg`, wordmarkSvg(b.name, "brand", site.font_family));
  const brandBySlug = new Map(brandRows.map((b) => [b.slug, b]));
  const makerOf = new Map(catalog.brands.map((b) => [b.slug, b.maker]));

  const supplierRows = await db
    .insert(t.suppliers)
    .values(
      catalog.suppliers.filter((s) => supplierSlugs.has(s.slug)).map((s) => ({ websiteId, name: s.name, nameHi: s.name_hi ?? null, slug: s.slug, link: s.link, image: `suppliers/${s.slug}.svg` })),
    )
    .returning({ id: t.suppliers.id, slug: t.suppliers.slug, name: t.suppliers.name });
  for (const s of supplierRows) addMedia(`suppliers/${s.slug}.svg`, wordmarkSvg(s.name, "supplier", site.font_family));
  const supplierBySlug = new Map(supplierRows.map((s) => [s.slug, s.id]));

  // Products: spread creation times so "newest" is a meaningful order.
  const now = Date.now();
  const productRows = products.map((p, i) => {
    const brand = brandBySlug.get(p.brand);
    if (!brand) throw new Error(`fixtures: product ${p.slug} names unknown brand ${p.brand}`);
    const prices = p.packs.map((k) => ({ price: toPaise(k.price), mrp: toPaise(k.mrp) }));
    const [category, parent] = categoryNames.get(p.category) ?? [p.category, ""];
    addMedia(
      `products/${p.slug}.svg`,
      productSvg({
        name: p.name,
        brand: brand.name,
        kind: productKind(p.name, brand.name, [category!, parent!]),
        size: p.packs[0]!.name,
        fontFamily: site.font_family,
        seed: p.category + p.slug,
      }),
    );
    const maker = p.maker ?? makerOf.get(p.brand)!;
    return {
      websiteId,
      name: p.name,
      nameHi: p.name_hi ?? null,
      slug: p.slug,
      description: p.description,
      descriptionHi: p.description_hi ?? null,
      info: p.info,
      infoHi: p.info_hi ?? null,
      prepackaged: p.prepackaged,
      makerRole: maker.role,
      makerName: maker.name,
      makerAddress: maker.address,
      genericName: p.generic_name,
      countryOfOrigin: p.country_of_origin,
      bestBefore: p.best_before ?? null,
      consumerCare: maker.consumer_care,
      hsn: p.hsn ?? taxOf.get(p.category)!.hsn,
      gstRate: p.gst_rate ?? taxOf.get(p.category)!.gst_rate,
      brandId: brand.id,
      supplierId: supplierBySlug.get(p.supplier) ?? null,
      medias: [{ src: `products/${p.slug}.svg` }],
      sortPrice: Math.min(...prices.map((x) => x.price)),
      sortDiscount: Math.max(...prices.map((x) => discountBasisPoints(x.price, x.mrp))),
      searchText: searchTextFor(p.name, brand.name, [category!, parent!]),
      createdAt: new Date(now - (products.length - i) * 3_600_000),
    };
  });
  const productIds: number[] = [];
  await insertChunks(productRows, async (chunk) => {
    const rows = await db.insert(t.products).values(chunk).returning({ id: t.products.id });
    productIds.push(...rows.map((r) => r.id));
  });

  await insertChunks(
    products.map((p, i) => ({ productId: productIds[i]!, categoryId: categoryIds.get(p.category)! })),
    (chunk) => db.insert(t.productCategories).values(chunk),
  );

  const packRows = products.flatMap((p, i) =>
    p.packs.map((k, j) => {
      const price = toPaise(k.price);
      const mrp = toPaise(k.mrp);
      const discount = discountBasisPoints(price, mrp);
      return {
        websiteId,
        productId: productIds[i]!,
        name: k.name,
        nameHi: k.name_hi ?? null,
        code: `${site.code.toUpperCase()}-${String(productIds[i]).padStart(5, "0")}-${j + 1}`,
        price,
        mrp,
        discount,
        discountType: discount > 0 ? "percentage" : null,
        maxPerOrder: k.max,
        netQuantity: k.net_quantity,
        unit: k.unit,
        packCount: k.pack_count,
        position: j,
      };
    }),
  );
  const packIds: number[] = [];
  await insertChunks(packRows, async (chunk) => {
    const rows = await db.insert(t.packs).values(chunk).returning({ id: t.packs.id });
    packIds.push(...rows.map((r) => r.id));
  });

  // Delivery: each warehouse with its charge rule, pincodes, slots and stock of every pack.
  for (const w of site.warehouses) {
    const [charge] = await db
      .insert(t.deliveryCharges)
      .values({
        websiteId,
        name: w.charge.name,
        charge: toPaise(w.charge.charge),
        freeAbove: w.charge.free_above == null ? null : toPaise(w.charge.free_above),
      })
      .returning({ id: t.deliveryCharges.id });
    const [warehouse] = await db
      .insert(t.warehouses)
      .values({ websiteId, name: w.name, address: w.address, deliveryChargeId: charge!.id, isDefault: w.default ?? false, stateCode: w.state_code })
      .returning({ id: t.warehouses.id });
    const warehouseId = warehouse!.id;
    await db.insert(t.warehousePincodes).values(Object.entries(w.pincodes).map(([pincode, area]) => ({ websiteId, pincode, warehouseId, area })));
    await db.insert(t.deliverySlots).values(w.slots.map(([startTime, endTime, capacity]) => ({ websiteId, warehouseId, startTime, endTime, capacity })));
    await insertChunks(
      packIds.map((packId) => {
        const roll = random();
        // Most packs well stocked, a few running low, a few sold out: a believable shelf.
        const quantity = roll < 0.04 ? 0 : roll < 0.1 ? 1 + Math.floor(random() * 3) : 20 + Math.floor(random() * 180);
        return { packId, warehouseId, quantity };
      }),
      (chunk) => db.insert(t.stock).values(chunk),
    );
  }

  if (site.coupons.length) {
    await db.insert(t.coupons).values(
      site.coupons.map((c) => ({
        websiteId,
        code: c.code,
        description: c.description,
        kind: c.kind,
        value: c.kind === "percent" ? Math.round(c.value * 100) : toPaise(c.value),
        maxDiscount: c.max_discount == null ? null : toPaise(c.max_discount),
        minOrder: toPaise(c.min_order),
        startsAt: c.starts_at ? new Date(c.starts_at) : null,
        endsAt: c.ends_at ? new Date(c.ends_at) : null,
        usageLimit: c.usage_limit ?? null,
        perUserLimit: c.per_user_limit ?? null,
        firstOrderOnly: c.first_order_only,
      })),
    );
  }

  await insertStarterContent(
    db,
    websiteId,
    { name: site.name, description: site.description, colors: site.colors, categories: topCategories.map((c) => ({ slug: c.slug, name: c.name })) },
    { demo: site.code === "demo" },
  );

  addMedia("banners/popup-fresh.svg", bannerSvg("Free delivery", `On orders above ₹${site.warehouses[0]!.charge.free_above ?? 0}`, 800, 800, "popup"));
  await insertChunks(
    media.map((m) => ({ websiteId, ...m, size: m.bytes.byteLength })),
    (chunk) => db.insert(t.media).values(chunk),
    200,
  );
}
