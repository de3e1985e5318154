// A website's app icons (issue 36), drawn on the server: its logo, centred on its background
// colour, or where it has none its monogram ("KD") in its primary colours. A maskable icon keeps
// what matters inside the middle 80 % circle that every launcher's mask leaves visible.
//
// The monogram is set in Poppins from the files npm installs, never a system font: sharp's text
// renderer (Pango) takes a font file, TrueType only, so the WOFF is unpacked to a file once.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { woffToSfnt } from "../invoices/pdf/woff-to-sfnt";
import { monogramOf } from "./short-name";
import { DEFAULT_BACKGROUND, DEFAULT_PRIMARY, hexColour, type IconPurpose, type IconSize, type InstallLook } from "./web-manifest";

let fontFile: string | undefined;
function monogramFont(): string {
  if (fontFile) return fontFile;
  const require = createRequire(import.meta.url);
  const ttf = woffToSfnt(readFileSync(require.resolve("@fontsource/poppins/files/poppins-latin-700-normal.woff")));
  fontFile = join(mkdtempSync(join(tmpdir(), "kirana-icon-")), "poppins-700.ttf");
  writeFileSync(fontFile, ttf);
  return fontFile;
}

/** The share of the icon its mark may fill: a maskable icon's safe zone is the middle 80 % circle. */
const markShare = (purpose: IconPurpose, logo: boolean) => (purpose === "maskable" ? 0.56 : logo ? 0.8 : 0.62);

async function monogram(look: InstallLook, size: number, share: number): Promise<Buffer> {
  const ink = hexColour(look.colors["primary-contrast"], "#ffffff");
  // Letters and digits only (monogramOf), so nothing in them reads as Pango markup.
  const letters = monogramOf(look.name);
  const text = await sharp({
    text: { text: `<span foreground="${ink}">${letters}</span>`, font: "Poppins Bold", fontfile: monogramFont(), rgba: true, width: Math.round(size * share), height: Math.round(size * share * 0.6) },
  })
    .png()
    .toBuffer();
  return text;
}

export async function appIcon(look: InstallLook, logo: Uint8Array | null, size: IconSize, purpose: IconPurpose): Promise<Buffer> {
  const share = markShare(purpose, logo !== null);
  const box = Math.round(size * share);
  const background = logo ? hexColour(look.colors.background, DEFAULT_BACKGROUND) : hexColour(look.colors.primary, DEFAULT_PRIMARY);
  const mark = logo ? await sharp(logo, { density: 300 }).resize(box, box, { fit: "inside" }).png().toBuffer() : await monogram(look, size, share);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, gravity: "centre" }])
    .png()
    .toBuffer();
}
