// Grows a website's catalogue to a target size for benchmarks and index checks: each base
// product is copied under a variant name, with its packs, category and stock.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "./client";
import { refreshCatalogueStatistics } from "./refresh-catalogue-statistics";

const VARIANTS = [
  "Classic",
  "Premium",
  "Organic",
  "Value Pack",
  "Family Pack",
  "Select",
  "Gold",
  "Farm Fresh",
  "Everyday",
  "Special",
  "Royal",
  "Pure",
  "Natural",
  "Home Style",
  "Festive",
  "Lite",
  "Extra",
  "Super Saver",
  "Mini",
  "Jumbo",
];

export async function scaleCatalogue(db: Db, websiteId: number, target: number): Promise<number> {
  const count = async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products where website_id = ${websiteId}`))[0]?.n ?? 0;
  const n = await count();
  if (n >= target) return n;
  const copies = Math.ceil((target - n) / n);
  const variants = `{${VARIANTS.map((v) => `"${v}"`).join(",")}}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table scale_map on commit drop as
      select p.id as base_id, g as copy, row_number() over (order by g, p.id) as seq
      from products p cross join generate_series(1, ${copies}) g
      where p.website_id = ${websiteId} and p.slug not like '%-x%'`);
    await tx.execute(sql`delete from scale_map where seq > ${target - n}`);
    await tx.execute(sql`alter table scale_map add column new_id integer`);
    await tx.execute(sql`update scale_map set new_id = nextval(pg_get_serial_sequence('products', 'id'))`);
    await tx.execute(sql`
      insert into products (id, website_id, name, slug, description, info, brand_id, supplier_id, medias, active, sort_price, sort_discount, search_text, created_at)
      select m.new_id, p.website_id,
             p.name || ' ' || (${variants}::text[])[1 + (m.copy - 1) % ${VARIANTS.length}] || ' ' || m.copy,
             p.slug || '-x' || m.copy, p.description, p.info, p.brand_id, p.supplier_id, p.medias, true,
             p.sort_price + m.copy, p.sort_discount, lower(p.search_text || ' ' || (${variants}::text[])[1 + (m.copy - 1) % ${VARIANTS.length}]),
             p.created_at - (m.copy || ' minutes')::interval
      from scale_map m join products p on p.id = m.base_id`);
    await tx.execute(sql`
      insert into product_categories (product_id, category_id)
      select m.new_id, pc.category_id from scale_map m join product_categories pc on pc.product_id = m.base_id`);
    await tx.execute(sql`
      create temporary table scale_packs on commit drop as
      select k.id as base_pack, m.new_id as product_id, nextval(pg_get_serial_sequence('packs', 'id')) as new_pack
      from scale_map m join packs k on k.product_id = m.base_id`);
    await tx.execute(sql`
      insert into packs (id, website_id, product_id, name, code, price, mrp, discount, discount_type, max_per_order, position, active)
      select s.new_pack, k.website_id, s.product_id, k.name, k.code || '-' || s.new_pack, k.price, k.mrp, k.discount, k.discount_type, k.max_per_order, k.position, true
      from scale_packs s join packs k on k.id = s.base_pack`);
    await tx.execute(sql`
      insert into stock (pack_id, warehouse_id, quantity)
      select s.new_pack, st.warehouse_id, st.quantity from scale_packs s join stock st on st.pack_id = s.base_pack`);
  });
  await refreshCatalogueStatistics(db);
  return count();
}
