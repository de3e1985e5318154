// BRAND_SWIPER: brand logos, each opening the product list filtered to that brand.
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/brand-swiper.schema";
import { TileCarousel } from "../../parts/tile-carousel";

export default function BrandSwiperBlock({ data, response }: BlockProps<Shape>) {
  const tiles = (response ?? []).map((b) => ({ name: b.name, image: b.logo ?? "", link: b.link }));
  return <TileCarousel kind="brands" title={data.title?.trim() ?? ""} tiles={tiles} />;
}
