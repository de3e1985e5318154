// SUPPLIER_SWIPER: §2 supplier cards, each linking to its own link field (§5 link rules, since
// an owner may point a supplier at its own website).
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/supplier-swiper.schema";
import { TileCarousel } from "../../parts/tile-carousel";

export default function SupplierSwiperBlock({ data, response }: BlockProps<Shape>) {
  const tiles = (response ?? []).map((s) => ({ name: s.name, image: s.avatar || s.image || "", link: s.link }));
  return <TileCarousel kind="suppliers" title={data.title?.trim() ?? ""} tiles={tiles} />;
}
