// The hero banner's settings arrive as JSON text (§3). The schema judges that text at publish
// (x-json-text) and the builder edits it with fields, but a page published before those checks,
// or written straight to the database, may still hold anything: a part that does not parse or
// has the wrong type falls back to its default instead of hiding the banner.
import { CAROUSEL_AUTOPLAY_MS } from "../../../src/shared/constants";

export type BannerAspect = "sm" | "md" | "lg";

export interface BannerSettings {
  aspect: BannerAspect;
  bgcolor: string;
  fullpage: boolean;
  /** Slides per view on phones, on tablets, and on wide screens. */
  slidesconfig: { sm: number; md: number; columns: number; autoplayInterval: number };
}

export const DEFAULT_BANNER_SETTINGS: BannerSettings = {
  aspect: "md",
  bgcolor: "",
  fullpage: false,
  slidesconfig: { sm: 1, md: 1, columns: 1, autoplayInterval: CAROUSEL_AUTOPLAY_MS },
};

const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%]+\)|[a-z]{3,20})$/i;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function parseBannerSettings(text: unknown): BannerSettings {
  const d = DEFAULT_BANNER_SETTINGS;
  let raw: unknown = {};
  if (typeof text === "string" && text.trim() !== "" && text.trim() !== "undefined") {
    try {
      raw = JSON.parse(text);
    } catch {
      // The defaults stand.
    }
  } else if (isRecord(text)) {
    raw = text;
  }
  const s = isRecord(raw) ? raw : {};
  const aspect = s.aspect === "sm" || s.aspect === "md" || s.aspect === "lg" ? s.aspect : d.aspect;
  // The colour lands in a style attribute: only plain colour values, nothing that could close it.
  const bgcolor = typeof s.bgcolor === "string" && COLOR.test(s.bgcolor.trim()) ? s.bgcolor.trim() : d.bgcolor;
  const fullpage = typeof s.fullpage === "boolean" ? s.fullpage : d.fullpage;
  const config = isRecord(s.slidesconfig) ? s.slidesconfig : {};
  const count = (key: "sm" | "md" | "columns", fallback: number) => {
    const v = config[key];
    return typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 6 ? v : fallback;
  };
  const sm = count("sm", d.slidesconfig.sm);
  const md = count("md", sm);
  const columns = count("columns", md);
  const interval = config.autoplayInterval;
  const autoplayInterval = typeof interval === "number" && interval >= 1000 && interval <= 60_000 ? interval : d.slidesconfig.autoplayInterval;
  return { aspect, bgcolor, fullpage, slidesconfig: { sm, md, columns, autoplayInterval } };
}
