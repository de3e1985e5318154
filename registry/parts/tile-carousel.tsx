// The carousel of named pictures behind the category, brand and supplier blocks: each tile is
// an image and a name under one link.
import { cdnImage } from "../../src/client/lib/cdn-image";
import { useT } from "../../src/client/i18n/use-t";
import { BannerAnchor } from "./banner-anchor";
import { Carousel, type Breakpoints } from "./carousel";
import "./block-heading.css";
import "./tile-carousel.css";

export interface Tile {
  name: string;
  image: string;
  link: string;
}

/** Tiles are small: more of them per frame than product cards (the spec gives only those). */
export const TILE_BREAKPOINTS: Breakpoints = {
  0: { slidesPerView: 3, spaceBetween: 12 },
  640: { slidesPerView: 4, spaceBetween: 16 },
  768: { slidesPerView: 6, spaceBetween: 20 },
  1024: { slidesPerView: 8, spaceBetween: 24 },
};

/** What a row of tiles is called when its owner gave it no title. */
const KIND_LABELS = { brands: "parts.tilesBrands", categories: "parts.tilesCategories", suppliers: "parts.tilesSuppliers" } as const;

export function TileCarousel({ kind, title, tiles, round = false }: { kind: keyof typeof KIND_LABELS; title: string; tiles: readonly Tile[]; round?: boolean }) {
  const t = useT();
  return (
    <section className={`block-tiles block-tiles-${kind}`} aria-label={title}>
      {title ? (
        <div className="block-heading">
          <h2>{title}</h2>
        </div>
      ) : null}
      <Carousel
        label={title || t(KIND_LABELS[kind])}
        items={tiles}
        itemKey={(tile, i) => `${tile.link}|${i}`}
        breakpoints={TILE_BREAKPOINTS}
        placeholderCount={8}
        placeholder={<TilePlaceholder round={round} />}
        renderItem={(tile) => (
          <BannerAnchor link={tile.link} className={round ? "tile tile-round" : "tile"}>
            <span className="tile-image">
              <img src={cdnImage(tile.image, "small")} alt="" width={120} height={120} loading="lazy" decoding="async" />
            </span>
            <span className="tile-name">{tile.name}</span>
          </BannerAnchor>
        )}
      />
    </section>
  );
}

function TilePlaceholder({ round }: { round: boolean }) {
  return (
    <div className={round ? "tile tile-round tile-placeholder" : "tile tile-placeholder"} aria-hidden="true">
      <span className="tile-image" />
      <span className="placeholder-line" />
    </div>
  );
}
