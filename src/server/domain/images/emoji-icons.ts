// Fluent Emoji Flat artwork (Microsoft, MIT licence) from its Iconify JSON package: each picture
// embeds only the emoji it draws, once, as a <symbol> placed with <use>.
import { createRequire } from "node:module";

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  width?: number;
  height?: number;
}

let iconSet: IconSet | undefined;

// The set is large (several MB); it is read on first use, at seeding, not when the server loads.
function icons(): IconSet {
  iconSet ??= createRequire(import.meta.url)("@iconify-json/fluent-emoji-flat/icons.json") as IconSet;
  return iconSet;
}

/** True when the set has an emoji of this name (a keyword table names only real ones). */
export function hasEmoji(name: string): boolean {
  return name in icons().icons;
}

/** The emoji used in one picture: their definitions and a way to place each. */
export class EmojiSheet {
  private readonly used = new Map<string, string>();

  /** An emoji drawn in a size×size square whose top-left corner is (x, y). */
  place(name: string, x: number, y: number, size: number, extra = ""): string {
    const id = this.idFor(name);
    const r = (n: number) => Math.round(n * 10) / 10;
    return `<use href="#${id}" x="${r(x)}" y="${r(y)}" width="${r(size)}" height="${r(size)}"${extra}/>`;
  }

  /** The same, centred on (cx, cy). */
  centre(name: string, cx: number, cy: number, size: number, extra = ""): string {
    return this.place(name, cx - size / 2, cy - size / 2, size, extra);
  }

  /** The <defs> holding every emoji placed so far. */
  defs(): string {
    if (this.used.size === 0) return "";
    const set = icons();
    const symbols = [...this.used].map(([name, id]) => {
      const icon = set.icons[name]!;
      const w = icon.width ?? set.width ?? 32;
      const h = icon.height ?? set.height ?? 32;
      return `<symbol id="${id}" viewBox="0 0 ${w} ${h}">${scopeIds(icon.body, id)}</symbol>`;
    });
    return `<defs>${symbols.join("")}</defs>`;
  }

  private idFor(name: string): string {
    if (!hasEmoji(name)) throw new Error(`no emoji named ${name}`);
    let id = this.used.get(name);
    if (!id) {
      id = `e${this.used.size}`;
      this.used.set(name, id);
    }
    return id;
  }
}

// Some bodies name a gradient or mask; prefixing keeps two emoji in one picture from clashing.
function scopeIds(body: string, prefix: string): string {
  return body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}-$1"`);
}
