// The hero card: one picture beside a heading, a line of text and a call to action, for a
// seasonal offer or the shop's promise. The whole card follows one §5 link.
import type { CSSProperties } from "react";
import { useAtomValue } from "jotai";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/hero-card.schema";
import { cdnImage } from "../../../src/client/lib/cdn-image";
import { websiteAtom } from "../../../src/client/state/website-atom";
import { readableTextOn } from "../../../src/shared/theme-contrast";
import { BannerAnchor } from "../../parts/banner-anchor";
import "./hero-card.css";

export default function HeroCardBlock({ data, settings }: BlockProps<Shape>) {
  const colours = useAtomValue(websiteAtom)?.activetheme?.data?.colors;
  // The owner's card colour is not a theme colour, so its text is chosen to read on it: the
  // starter's pale card under a dark theme's white text was unreadable (ADR 0056).
  const style = (settings?.bgcolor ? { "--card-bg": settings.bgcolor, "--card-fg": readableTextOn(settings.bgcolor, colours) } : {}) as CSSProperties;
  return (
    <section className={`block-hero-card${settings?.image_side === "right" ? " hero-card-right" : ""}`} style={style} aria-label={data.title}>
      <BannerAnchor link={data.link} className="hero-card">
        <span className="hero-card-image">
          <img src={cdnImage(data.image, "large")} alt="" width={600} height={400} loading="lazy" decoding="async" />
        </span>
        <span className="hero-card-text">
          <h2>{data.title}</h2>
          {data.text ? <span className="hero-card-body">{data.text}</span> : null}
          {data.button_label && data.link ? <span className="hero-card-action">{data.button_label}</span> : null}
        </span>
      </BannerAnchor>
    </section>
  );
}
