// The built shop as the server sends it (dist/), and the compressed copies the build writes
// beside each file worth compressing (`app.js.br`, `app.js.gz`), so that a start reads them
// instead of spending seconds compressing at brotli's strongest setting.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { compressAsset, worthCompressing, type Compressed } from "../lib/compression";

/** Folders of dist/ that are code for the server, never files to send. */
const NOT_SENT = new Set(["server", "server-app"]);
const SUFFIX = { br: ".br", gzip: ".gz" } as const;
const isCopy = (name: string) => name.endsWith(SUFFIX.br) || name.endsWith(SUFFIX.gzip);

function walk(root: string, visit: (full: string, path: string) => void) {
  const inner = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (dir === root && NOT_SENT.has(name)) continue;
      if (statSync(full).isDirectory()) inner(full);
      else visit(full, `/${relative(root, full).split("\\").join("/")}`);
    }
  };
  if (existsSync(root)) inner(root);
}

/** Every file to send by its path (`/assets/app.js`), and the build's compressed copies that are not older than their file. */
export function readBuiltFiles(root: string): { files: Map<string, Buffer>; compressed: Map<string, Compressed> } {
  const files = new Map<string, Buffer>();
  const compressed = new Map<string, Compressed>();
  const fresh = (full: string, copy: string) => existsSync(copy) && statSync(copy).mtimeMs >= statSync(full).mtimeMs;
  walk(root, (full, path) => {
    if (isCopy(full)) return;
    files.set(path, readFileSync(full));
    if (fresh(full, full + SUFFIX.br) && fresh(full, full + SUFFIX.gzip)) compressed.set(path, { br: readFileSync(full + SUFFIX.br), gzip: readFileSync(full + SUFFIX.gzip) });
  });
  return { files, compressed };
}

/** Writes the compressed copies of every built file worth compressing (the build's last step); answers how many. */
export function writeCompressedCopies(root: string): number {
  let count = 0;
  walk(root, (full, path) => {
    if (isCopy(full)) return;
    const bytes = readFileSync(full);
    if (!worthCompressing(path, bytes)) return;
    const { br, gzip } = compressAsset(bytes);
    writeFileSync(full + SUFFIX.br, br);
    writeFileSync(full + SUFFIX.gzip, gzip);
    count++;
  });
  return count;
}
