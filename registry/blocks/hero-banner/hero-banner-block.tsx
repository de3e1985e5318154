// The hero banner: wide slides, each a picture (a narrower crop on phones) under a §5 link.
// The first slide is the page's largest paint, so it loads at once and at high priority; the
// frame keeps the chosen aspect before any image arrives, so nothing below it moves.
import { useMemo, type CSSProperties } from "react";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/hero-banner.schema";
import { useT } from "../../../src/client/i18n/use-t";
import { cdnImage } from "../../../src/client/lib/cdn-image";
import { BannerAnchor } from "../../parts/banner-anchor";
import { Carousel, type Breakpoints } from "../../parts/carousel";
import { parseBannerSettings } from "./banner-settings";
import "./hero-banner.css";

export default function HeroBannerBlock({ data, settings }: BlockProps<Shape>) {
  const t = useT();
  const s = useMemo(() => parseBannerSettings(settings?.settings), [settings]);
  const { sm, md, columns, autoplayInterval } = s.slidesconfig;
  const breakpoints = useMemo<Breakpoints>(() => {
    const at = (n: number) => ({ slidesPerView: n, spaceBetween: n > 1 ? 12 : 0 });
    return { 0: at(sm), 768: at(md), 1024: at(columns) };
  }, [sm, md, columns]);
  const slides = data.slides ?? [];
  const style = (s.bgcolor ? { "--banner-bg": s.bgcolor } : {}) as CSSProperties;

  return (
    <section className={`block-hero-banner${s.fullpage ? " hero-fullpage" : ""}`} data-aspect={s.aspect} style={style} aria-label={t("catalogue.offers")}>
      <Carousel
        label={t("catalogue.offers")}
        items={slides}
        itemKey={(slide, i) => `${slide.image}|${i}`}
        breakpoints={breakpoints}
        autoplayMs={autoplayInterval}
        placeholderCount={1}
        placeholder={<div className="hero-slide hero-slide-placeholder" aria-hidden="true" />}
        renderItem={(slide, i) => (
          <BannerAnchor link={slide.link} className="hero-slide" label={slide.alt || undefined}>
            <picture>
              {slide.image_sm ? <source media="(max-width: 639px)" srcSet={cdnImage(slide.image_sm, "large")} /> : null}
              <img
                src={cdnImage(slide.image, "original")}
                alt={slide.alt ?? ""}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
                decoding={i === 0 ? "sync" : "async"}
              />
            </picture>
          </BannerAnchor>
        )}
      />
    </section>
  );
}
