// CATEGORY_SWIPER: the categories the server listed (top level and their children, or one
// parent's children), each opening the product list filtered to it.
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/category-swiper.schema";
import { TileCarousel } from "../../parts/tile-carousel";

export default function CategorySwiperBlock({ data, response }: BlockProps<Shape>) {
  const tiles = (response ?? []).map((c) => ({ name: c.name, image: c.avatar ?? "", link: c.link }));
  return <TileCarousel kind="categories" title={data.title?.trim() ?? ""} tiles={tiles} round />;
}
