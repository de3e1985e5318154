// The product page (/products/{slug}): pictures, the packs to choose from with their prices and
// prices per kg, L or piece, the brand, description, the declarations the law asks for
// (product-declarations.tsx), and similar products in stock when the chosen pack is sold out.
// The server answers 404 for an unknown slug, so this block only ever receives a product.
import { useState } from "react";
import { Link } from "react-router";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/product-detail.schema";
import type { Product } from "../../../src/shared/api/products";
import { formatRupees, percentOff } from "../../../src/shared/money";
import { useT } from "../../../src/client/i18n/use-t";
import { cdnImage } from "../../../src/client/lib/cdn-image";
import { AddToCartControl, packControl } from "../../parts/add-to-cart-control";
import { NotifyMe } from "../../parts/notify-me";
import { shownPack } from "../../parts/product-card";
import { WishlistHeart } from "../../parts/wishlist-heart";
import { UnitPrice } from "../../parts/unit-price";
import { ProductDeclarations } from "./product-declarations";
import { SimilarProducts } from "./similar-products";
import "./product-detail.css";

/** Between the breadcrumb's links; the list's name says what it is. */
const CRUMB = " \u203a ";

export default function ProductDetailBlock({ response, mode }: BlockProps<Shape>) {
  // A page document seen outside its address (the preview of a fixture) has no product.
  if (!response) return mode === "preview" ? <PreviewNote /> : null;
  return <ProductDetail product={response as unknown as Product} />;
}

function PreviewNote() {
  const t = useT();
  return <p className="product-preview-note">{t("catalogue.previewNote")}</p>;
}

function ProductDetail({ product }: { product: Product }) {
  const t = useT();
  const [chosenId, setChosenId] = useState(() => shownPack(product)?.pack_id);
  const [pictureIndex, setPictureIndex] = useState(0);
  const pack = product.packs.find((p) => p.pack_id === chosenId) ?? shownPack(product);
  const pictures = product.medias.length ? product.medias.map((m) => m.src) : [product.image];
  const picture = pictures[Math.min(pictureIndex, pictures.length - 1)] ?? "";
  const off = pack ? percentOff(pack.price, pack.act_price) : 0;
  const hasBrand = Boolean(product.brand_slug && product.brand_name);

  return (
    <article className="block-product-detail" aria-labelledby="product-name">
      <nav className="product-crumbs" aria-label={t("catalogue.breadcrumb")}>
        <Link to="/">{t("catalogue.home")}</Link>
        {CRUMB}
        <Link to="/products">{t("catalogue.products")}</Link>
        {/* A product without a brand (a new shop's own produce) gets no empty link. */}
        {hasBrand ? (
          <>
            {CRUMB}
            <Link to={`/products?b=${encodeURIComponent(product.brand_slug)}`}>{product.brand_name}</Link>
          </>
        ) : null}
      </nav>
      <div className="product-gallery">
        <div className="product-picture">
          <img src={cdnImage(picture, "large")} alt={product.product_name} width={600} height={600} fetchPriority="high" />
          {off > 0 ? <span className="product-card-off">{t("parts.percentOff", { off })}</span> : null}
        </div>
        {pictures.length > 1 ? (
          <ul className="product-thumbs" aria-label={t("catalogue.morePictures")}>
            {pictures.map((src, i) => (
              <li key={`${src}|${i}`}>
                <button type="button" aria-label={t("catalogue.pictureOf", { index: i + 1, count: pictures.length })} aria-pressed={i === pictureIndex} onClick={() => setPictureIndex(i)}>
                  <img src={cdnImage(src, "small")} alt="" width={64} height={64} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="product-summary">
        {hasBrand ? (
          <Link className="product-brand" to={`/products?b=${encodeURIComponent(product.brand_slug)}`}>
            {product.brand_name}
          </Link>
        ) : null}
        <div className="product-title">
          <h1 id="product-name">{product.product_name}</h1>
          <WishlistHeart product={product} />
        </div>
        {pack ? (
          <p className="product-price">
            <strong>{formatRupees(pack.price)}</strong>
            {pack.act_price > pack.price ? (
              <>
                {" "}
                <s aria-label={t("parts.mrp", { price: formatRupees(pack.act_price) })}>{t("parts.mrp", { price: formatRupees(pack.act_price) })}</s>{" "}
                <span className="product-off">{t("parts.percentOff", { off })}</span>
              </>
            ) : null}
            <span className="product-tax">{t("catalogue.inclusiveOfTaxes")}</span>
          </p>
        ) : (
          <p className="product-stock">{t("parts.currentlyUnavailable")}</p>
        )}
        {product.packs.length ? (
          <fieldset className="product-packs">
            <legend>{t("catalogue.packSize")}</legend>
            {product.packs.map((p) => (
              <label key={p.pack_id} className={p.pack_id === pack?.pack_id ? "product-pack product-pack-chosen" : "product-pack"}>
                <input type="radio" name="pack" value={p.pack_id} checked={p.pack_id === pack?.pack_id} onChange={() => setChosenId(p.pack_id)} />
                <span className="product-pack-name">{p.pack_name}</span>
                <span className="product-pack-price">{formatRupees(p.price)}</span>
                {p.act_price > p.price ? <s className="product-pack-mrp">{formatRupees(p.act_price)}</s> : null}
                <UnitPrice pack={p} className="product-pack-unit-price" />
                {p.in_stock ? null : <span className="product-pack-stock">{t("parts.outOfStock")}</span>}
              </label>
            ))}
          </fieldset>
        ) : null}
        {pack?.in_stock ? (
          <AddToCartControl key={pack.pack_id} {...packControl(product, pack)} />
        ) : pack ? (
          <>
            <p className="product-stock">{t("parts.outOfStock")}</p>
            <NotifyMe key={pack.pack_id} pack={pack} name={product.product_name} />
          </>
        ) : null}
        {/* A product without packs is as unbuyable as a sold-out pack. */}
        <SimilarProducts product={product} wanted={!pack?.in_stock} />
        {product.product_description ? (
          <section className="product-text" aria-labelledby="product-about">
            <h2 id="product-about">{t("catalogue.aboutProduct")}</h2>
            <Paragraphs text={product.product_description} />
          </section>
        ) : null}
        {product.product_info ? (
          <section className="product-text" aria-labelledby="product-info">
            <h2 id="product-info">{t("catalogue.productInformation")}</h2>
            <Paragraphs text={product.product_info} />
          </section>
        ) : null}
        {product.declarations ? <ProductDeclarations declarations={product.declarations} packs={product.packs} /> : null}
      </div>
    </article>
  );
}

/** Owner-written plain text: blank lines separate paragraphs, nothing is read as HTML. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </>
  );
}
