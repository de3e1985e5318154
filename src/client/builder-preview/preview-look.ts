// The theme colours and font of a previewed settings document, applied to the preview's page
// the way the server writes them into the live shop's head (ADR 0007): the same style element,
// the same CSS, so the shop's stylesheets read the same variables.
import { FONT_WEIGHTS, fontFileUrl, primaryFontFamily, themeCss } from "../../shared/theme";

/** Id of the server's theme style element (shop-html.ts). */
const THEME_STYLE_ID = "kirana-theme";

export function applyThemeCss(colors: unknown, fontFamily: string | null | undefined, doc: Document = document): void {
  let style = doc.getElementById(THEME_STYLE_ID);
  if (!style) {
    style = doc.createElement("style");
    style.id = THEME_STYLE_ID;
    doc.head.append(style);
  }
  style.textContent = themeCss(colors, fontFamily);
}

const tried = new Map<string, Promise<boolean>>();

/**
 * Loads the family from the app's own font files when it serves them. Which families it serves
 * is the server's knowledge, so the files are simply tried: a family the app does not serve
 * (Georgia, Arial) is left to the visitor's computer, as on the live shop, instead of being
 * declared with files that do not exist, which would hide the installed font.
 */
export function loadServedFont(fontFamily: string | null | undefined, fonts: FontFaceSet | undefined = globalThis.document?.fonts): Promise<boolean> {
  const family = primaryFontFamily(fontFamily);
  if (!fonts || typeof FontFace === "undefined") return Promise.resolve(false);
  let loading = tried.get(family);
  if (!loading) {
    loading = Promise.all(FONT_WEIGHTS.map((weight) => new FontFace(family, `url(${fontFileUrl(family, weight)}) format("woff2")`, { weight: String(weight), display: "swap" }).load())).then(
      (faces) => {
        for (const face of faces) fonts.add(face);
        return true;
      },
      () => false,
    );
    tried.set(family, loading);
  }
  return loading;
}
