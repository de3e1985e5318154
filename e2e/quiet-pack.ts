// Packs for journeys that buy without disturbing the journeys that follow them. All journeys
// share one database, and several take "the first pack the shop sells": the first card of the
// list, or the first of its first page. Those are seeded with little stock, so a unit sold
// elsewhere can sell them out or lower the quantity a cart may hold (the cart journeys then
// wait on a disabled + until the test times out). A quiet pack is on the list's last page,
// which no journey buys from, and has more stock than one order may take, so a few units sold
// change nothing a shopper sees: the quantity a cart may hold stays at the per-order limit.
import { expect, type Page } from "@playwright/test";

export interface QuietPack {
  productName: string;
  slug: string;
  packName: string;
  packId: number;
  warehouseId: number;
  /** How the shop's buttons name the pack: "Product, pack". */
  label: string;
}

/** The largest per-order limit of the seeded packs (fixtures/catalog/products.json). A pack that
 *  may be had this many times has 20 or more in stock: seeded stock is 0, 1 to 3, or 20 up. */
const PER_ORDER_LIMIT = 10;

interface Listed {
  data: { product_name: string; slug: string; packs: { pack_id: number; pack_name: string; warehouse_id: number; max_quantity: number }[] }[];
  meta: { lastPage: number };
}

/**
 * The `nth` quiet pack counting back from the end of the list, as the page's shopper sees it
 * (the warehouse follows their delivery pincode, so choose that first). Different journeys
 * take different `nth`, so even their own units never meet.
 */
export async function quietPack(page: Page, nth: number): Promise<QuietPack> {
  const list = async (n: number) => {
    const res = await page.request.get(`/s/api/products?perPage=24&page=${n}`);
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as Listed;
  };
  const last = (await list(1)).meta.lastPage;
  expect(last, "the list has a page beyond the first").toBeGreaterThan(1);
  // From the end backwards: the last page first, then the one before when it has too few.
  const packs: { product: Listed["data"][number]; pack: Listed["data"][number]["packs"][number] }[] = [];
  for (let n = last; n > 1 && packs.length <= nth; n--) {
    const found = (await list(n)).data
      .flatMap((product) => product.packs.map((pack) => ({ product, pack })))
      .filter(({ pack }) => pack.max_quantity >= PER_ORDER_LIMIT)
      .reverse();
    packs.push(...found);
  }
  const found = packs[nth];
  expect(found, `a well-stocked pack at ${nth} from the end of the list`).toBeTruthy();
  const { product, pack } = found!;
  return {
    productName: product.product_name,
    slug: product.slug,
    packName: pack.pack_name,
    packId: pack.pack_id,
    warehouseId: pack.warehouse_id,
    label: `${product.product_name}, ${pack.pack_name}`,
  };
}
