// The web app manifest of a website (issue 36): what a phone needs to install the shop as an app
// — its own name, colours and icons, opened at its home in a window of its own. One per website,
// served at each website's own address, so two shops on one server install as two apps.
import { createHash } from "node:crypto";
import { shortName } from "./short-name";

export const MANIFEST_PATH = "/manifest.webmanifest";
export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];
export type IconPurpose = "any" | "maskable";

export const DEFAULT_PRIMARY = "#0f7b3f";
export const DEFAULT_BACKGROUND = "#ffffff";

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** A theme colour as the manifest and the icon painter take it: hex only, else the default. */
export const hexColour = (value: unknown, fallback: string): string => (typeof value === "string" && HEX.test(value.trim()) ? value.trim() : fallback);

export interface InstallLook {
  name: string;
  description: string;
  logo: string | null;
  colors: Record<string, string>;
}

/** Changes whenever anything an icon is drawn from changes, so installed apps fetch the new one. */
export function iconVersion(look: InstallLook): string {
  const drawnFrom = JSON.stringify([
    look.name,
    look.logo,
    hexColour(look.colors.primary, DEFAULT_PRIMARY),
    hexColour(look.colors["primary-contrast"], "#ffffff"),
    hexColour(look.colors.background, DEFAULT_BACKGROUND),
  ]);
  return createHash("sha256").update(drawnFrom).digest("hex").slice(0, 12);
}

export const iconPath = (size: IconSize, purpose: IconPurpose, version: string) => `/icons/${purpose === "maskable" ? "maskable-" : ""}${size}.png?v=${version}`;

export function webManifest(look: InstallLook) {
  const version = iconVersion(look);
  return {
    id: "/",
    name: look.name,
    short_name: shortName(look.name),
    description: look.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    lang: "en-IN",
    categories: ["shopping", "food"],
    theme_color: hexColour(look.colors.primary, DEFAULT_PRIMARY),
    background_color: hexColour(look.colors.background, DEFAULT_BACKGROUND),
    icons: ICON_SIZES.flatMap((size) => (["any", "maskable"] as const).map((purpose) => ({ src: iconPath(size, purpose, version), sizes: `${size}x${size}`, type: "image/png", purpose }))),
  };
}
