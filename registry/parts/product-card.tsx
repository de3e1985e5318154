// §2 product card: links to /products/{slug}; image, pack, price, MRP struck through and
// % off in ₹, and the price per kg, L or piece for comparing packs (ADR 0061).
import { Link } from "react-router";
import type { Pack, Product } from "../../src/shared/api/products";
import { formatRupees, percentOff } from "../../src/shared/money";
import { cdnImage } from "../../src/client/lib/cdn-image";
import { useT } from "../../src/client/i18n/use-t";
import { AddToCartControl, packControl } from "./add-to-cart-control";
import { NotifyMe } from "./notify-me";
import { UnitPrice } from "./unit-price";
import { packHolds, type Quantity } from "../../src/shared/search/pack-size";
import "./product-card.css";

/** The pack a card shows: the cheapest one in stock, else the cheapest. The list's price sort
 *  orders by the same price, so the prices read in order. A search's `size` comes first. */
export function shownPack(product: Product, size: Quantity | null = null): Pack | undefined {
  const cheapest = (packs: Pack[]) => packs.reduce<Pack | undefined>((best, p) => (!best || p.price < best.price ? p : best), undefined);
  const inStock = product.packs.filter((p) => p.in_stock);
  // A search that names a size ("atta 5kg") shows that pack where it can be bought.
  return (size ? cheapest(inStock.filter((p) => packHolds(p, size))) : undefined) ?? cheapest(inStock) ?? cheapest(product.packs);
}

/** `size`: the pack size the shopper searched for, shown where it is in stock. `eager`: load the
 *  image at once (it is on screen at first paint); `priority`: it is among the
 *  page's largest paints, so it goes before other images. */
export function ProductCard({ product, eager = false, priority = false, size = null }: { product: Product; eager?: boolean; priority?: boolean; size?: Quantity | null }) {
  const t = useT();
  const pack = shownPack(product, size);
  const off = pack ? percentOff(pack.price, pack.act_price) : 0;
  return (
    <article className="product-card" aria-label={product.product_name}>
      <Link to={`/products/${product.slug}`} className="product-card-link">
        <span className="product-card-image">
          <img src={cdnImage(product.image, "medium")} alt="" width={200} height={200} loading={eager ? "eager" : "lazy"} fetchPriority={priority ? "high" : undefined} decoding="async" />
          {off > 0 ? <span className="product-card-off">{t("parts.percentOff", { off })}</span> : null}
        </span>
        <span className="product-card-brand">{product.brand_name}</span>
        <span className="product-card-name">{product.product_name}</span>
      </Link>
      {pack ? (
        <>
          <span className="product-card-pack">{pack.pack_name}</span>
          <span className="product-card-prices">
            <strong className="product-card-price">{formatRupees(pack.price)}</strong>
            {pack.act_price > pack.price ? (
              <s className="product-card-mrp" aria-label={t("parts.mrp", { price: formatRupees(pack.act_price) })}>
                {formatRupees(pack.act_price)}
              </s>
            ) : null}
          </span>
          <UnitPrice pack={pack} className="product-card-unit-price" />
          {pack.in_stock ? (
            <AddToCartControl {...packControl(product, pack)} />
          ) : (
            <>
              <span className="product-card-stock">{t("parts.outOfStock")}</span>
              <NotifyMe pack={pack} name={product.product_name} compact />
            </>
          )}
        </>
      ) : (
        <span className="product-card-stock">{t("parts.currentlyUnavailable")}</span>
      )}
    </article>
  );
}

/** A grey stand-in of the card's size while there is nothing to show (§4 placeholder slides). */
export function ProductCardPlaceholder() {
  return (
    <div className="product-card product-card-placeholder" aria-hidden="true">
      <span className="product-card-image" />
      <span className="placeholder-line" />
      <span className="placeholder-line placeholder-line-short" />
    </div>
  );
}
