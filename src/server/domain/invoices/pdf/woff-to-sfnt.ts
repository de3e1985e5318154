// A WOFF 1.0 font unpacked into the plain TrueType/OpenType file it wraps (W3C WOFF 1.0, §4–5).
// fontkit reads WOFF itself, but inflates a table again, in JavaScript, every time it reads from
// it — for each glyph measured or embedded — which made one invoice take over a second of CPU.
// Unpacked once with node's zlib, the same font draws an invoice in a few milliseconds.
import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const padded = (n: number) => (n + 3) & ~3;

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const src = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER || src.getUint32(0) !== WOFF_SIGNATURE) throw new TypeError("not a WOFF font");
  const flavor = src.getUint32(4);
  const numTables = src.getUint16(12);

  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = src.getUint32(at + 4);
    const compLength = src.getUint32(at + 8);
    const origLength = src.getUint32(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    // A table is stored deflated only when that made it smaller.
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.byteLength !== origLength) throw new TypeError("damaged WOFF table");
    return { tag: src.getUint32(at), checksum: src.getUint32(at + 16), data };
  });

  const directoryEnd = SFNT_HEADER + numTables * SFNT_ENTRY;
  const size = tables.reduce((sum, t) => sum + padded(t.data.byteLength), directoryEnd);
  const sfnt = new Uint8Array(size);
  const out = new DataView(sfnt.buffer);
  const log2 = Math.floor(Math.log2(numTables));
  out.setUint32(0, flavor);
  out.setUint16(4, numTables);
  out.setUint16(6, 16 * 2 ** log2);
  out.setUint16(8, log2);
  out.setUint16(10, numTables * 16 - 16 * 2 ** log2);
  let offset = directoryEnd;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    out.setUint32(at, table.tag);
    out.setUint32(at + 4, table.checksum);
    out.setUint32(at + 8, offset);
    out.setUint32(at + 12, table.data.byteLength);
    sfnt.set(table.data, offset);
    offset += padded(table.data.byteLength);
  });
  return sfnt;
}
