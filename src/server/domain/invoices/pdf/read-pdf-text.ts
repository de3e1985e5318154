// For the tests: the text of a PDF as pdfkit writes it, with where each run of it stands, so a
// test can ask what an invoice says and where (a figure's right edge, a line that runs off the
// page). It reads what a viewer reads — the content streams, decoded through each font's
// ToUnicode map — not what the layout meant to write. It knows only the subset of PDF pdfkit
// produces: numbered objects, Flate streams, Type0 fonts with Identity-H glyph codes.
import { inflateSync } from "node:zlib";

export interface PdfTextRun {
  /** From the left edge of the page. */
  x: number;
  /** Baseline, from the top of the page. */
  y: number;
  width: number;
  size: number;
  /** The embedded font's name, subset tag and all ("CZZZZZ+Poppins-Bold"). */
  font: string;
  text: string;
  /** Glyph codes; 0 is .notdef, a character the font did not have. */
  glyphs: number[];
}

export interface PdfPageText {
  width: number;
  height: number;
  runs: PdfTextRun[];
  /** Runs on one baseline, left to right; runs that touch are joined, others parted by a space. */
  lines: string[];
  images: number;
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function readObjects(bytes: Uint8Array): Map<number, PdfObject> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = header.lastIndex;
    const end = text.indexOf("endobj", start);
    const streamAt = text.indexOf("stream", start);
    if (streamAt === -1 || streamAt > end) {
      objects.set(Number(match[1]), { dict: text.slice(start, end) });
      header.lastIndex = end;
      continue;
    }
    const dict = text.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    let dataStart = streamAt + "stream".length;
    if (text[dataStart] === "\r") dataStart++;
    if (text[dataStart] === "\n") dataStart++;
    const data = buffer.subarray(dataStart, dataStart + length);
    objects.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(data) : data });
    header.lastIndex = text.indexOf("endobj", dataStart + length);
  }
  return objects;
}

const ref = (dict: string, key: string): number | null => {
  const found = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return found ? Number(found[1]) : null;
};

/** Hex of UTF-16 code units → the string. */
const utf16 = (hex: string): string => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

interface Font {
  name: string;
  unicode: Map<number, string>;
  widths: Map<number, number>;
}

function readFont(objects: Map<number, PdfObject>, id: number): Font {
  const dict = objects.get(id)?.dict ?? "";
  const name = /\/BaseFont \/(\S+)/.exec(dict)?.[1] ?? "";
  const unicode = new Map<number, string>();
  const cmap = objects.get(ref(dict, "ToUnicode") ?? -1)?.stream?.toString("latin1") ?? "";
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, list, single] of section[1]!.matchAll(/<(\w+)>\s*<(\w+)>\s*(?:\[([^\]]*)\]|<(\w+)>)/g)) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      const targets = list ? [...list.matchAll(/<(\w+)>/g)].map((t) => utf16(t[1]!)) : null;
      for (let code = first; code <= last; code++) {
        unicode.set(code, targets ? (targets[code - first] ?? "") : String.fromCharCode(parseInt(single!, 16) + code - first));
      }
    }
  }
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, target] of section[1]!.matchAll(/<(\w+)>\s*<(\w+)>/g)) unicode.set(parseInt(code!, 16), utf16(target!));
  }
  const widths = new Map<number, number>();
  const descendant = /\/DescendantFonts \[(\d+) 0 R\]/.exec(dict);
  const w = descendant ? /\/W \[([\s\S]*)\]\s*\/CIDToGIDMap/.exec(objects.get(Number(descendant[1]))?.dict ?? "") : null;
  for (const [, first, list] of (w?.[1] ?? "").matchAll(/(\d+)\s*\[([^\]]*)\]/g)) {
    list!
      .trim()
      .split(/\s+/)
      .forEach((width, i) => widths.set(Number(first) + i, Number(width)));
  }
  return { name, unicode, widths };
}

function readRuns(content: string, fonts: Map<string, Font>, pageHeight: number): PdfTextRun[] {
  const runs: PdfTextRun[] = [];
  let x = 0;
  let y = 0;
  let font: Font | undefined;
  let size = 0;
  const operators = /([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) Tm|\/(\w+) ([\d.]+) Tf|\[([^\]]*)\]\s*TJ/g;
  for (const op of content.matchAll(operators)) {
    if (op[5] !== undefined) {
      x = Number(op[5]);
      y = pageHeight - Number(op[6]);
    } else if (op[7] !== undefined) {
      font = fonts.get(op[7]);
      size = Number(op[8]);
    } else if (font) {
      const glyphs: number[] = [];
      let advance = 0;
      for (const [, hex, adjust] of op[9]!.matchAll(/<(\w*)>|(-?[\d.]+)/g)) {
        if (adjust !== undefined) advance -= Number(adjust);
        for (const code of hex?.match(/.{4}/g) ?? []) {
          const glyph = parseInt(code, 16);
          glyphs.push(glyph);
          advance += font.widths.get(glyph) ?? 0;
        }
      }
      const text = glyphs.map((g) => font!.unicode.get(g) ?? "\uFFFD").join("");
      runs.push({ x, y, width: (advance / 1000) * size, size, font: font.name, text, glyphs });
    }
  }
  return runs;
}

function joinLines(runs: PdfTextRun[]): string[] {
  const rows = new Map<number, PdfTextRun[]>();
  for (const run of runs) {
    const key = Math.round(run.y * 2) / 2;
    rows.set(key, [...(rows.get(key) ?? []), run]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => {
      row.sort((a, b) => a.x - b.x);
      let line = "";
      let end = -Infinity;
      for (const run of row) {
        line += (line && run.x - end > 0.5 ? " " : "") + run.text;
        end = run.x + run.width;
      }
      return line;
    });
}

export function readPdfText(bytes: Uint8Array): PdfPageText[] {
  const objects = readObjects(bytes);
  const pages = [...objects.values()].find((o) => /\/Type \/Pages\b/.test(o.dict));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pages?.dict ?? "")?.[1] ?? "").matchAll(/(\d+) 0 R/g)].map((k) => Number(k[1]));
  const fontCache = new Map<number, Font>();
  return kids.map((id) => {
    const page = objects.get(id)!.dict;
    const [, , width, height] = (/\/MediaBox \[([^\]]*)\]/.exec(page)?.[1] ?? "").trim().split(/\s+/).map(Number);
    const resources = objects.get(ref(page, "Resources") ?? -1)?.dict ?? "";
    const fonts = new Map<string, Font>();
    for (const [, name, fontId] of (/\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? "").matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const key = Number(fontId);
      if (!fontCache.has(key)) fontCache.set(key, readFont(objects, key));
      fonts.set(name!, fontCache.get(key)!);
    }
    const content = objects.get(ref(page, "Contents") ?? -1)?.stream?.toString("latin1") ?? "";
    const runs = readRuns(content, fonts, height ?? 0);
    return { width: width ?? 0, height: height ?? 0, runs, lines: joinLines(runs), images: (content.match(/\/\w+ Do\b/g) ?? []).length };
  });
}
