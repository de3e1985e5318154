// The shop's JS a page will run by itself, for its HTML to name as module preloads (ADR 0065).
// Without them the browser learns of each chunk only from the one before: the entry imports
// the shop's code, whose registry imports the page's blocks, whose carousels import swiper;
// named in the HTML, every one is asked for as soon as the head is read (issue 29 §2: no
// request chain deeper than 2). Worked out from the build's manifest (Vite's build.manifest),
// which the server reads once at start; without one (a render from the sources) there is none.
import { blockNameOf } from "../../../schemas/block-schema-files";

/** One chunk of Vite's build manifest, keyed by its source (shared chunks by "_<file>"): the fields read here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** Where the build writes its manifest, as a path in the built folder. */
export const BUILD_MANIFEST_PATH = "/.vite/manifest.json";

/** A block's component, the chunk the registry imports when a page has the block (README, "Add a block"). */
const BLOCK_COMPONENT = /^registry\/blocks\/([^/]+)\/\1-block\.tsx$/;

/**
 * Dynamic imports a page makes by itself once drawn: the carousels' swiper
 * (registry/parts/carousel.tsx). Every other dynamic import of the shop waits for the shopper
 * (the filter sheet, dialogs, the cart panel), for a service the website turned on (analytics,
 * error reporting), or for the builder's preview, and is not preloaded.
 */
const LOADED_ON_RENDER = [/^registry\/parts\/swiper-modules\.ts$/, /(^|\/)node_modules\/swiper\//];

/**
 * The files to preload for a page from its blocks' names, in the order the page needs them:
 * the shop's code, then each block's as the page lists them. A block's validator is left out:
 * a live page's blocks are checked by the server, and the shop fetches no validator (ADR 0064).
 */
export type PagePreloads = (blockNames: readonly string[]) => string[];

export function modulePreloads(manifest: BuildManifest | undefined): PagePreloads {
  if (!manifest) return () => [];
  /** The chunks running `key` loads: it, its static imports and the dynamic ones made on render. */
  const loads = (keys: readonly string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(key)) continue;
      into.add(key);
      loads(chunk.imports ?? [], into);
      loads(
        (chunk.dynamicImports ?? []).filter((k) => LOADED_ON_RENDER.some((re) => re.test(k))),
        into,
      );
    }
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  // The page's <script> and the preloads the build wrote beside it are in the HTML already.
  const inHtml = loads(entries);
  const files = (keys: Iterable<string>) => [...keys].filter((key) => !inHtml.has(key)).map((key) => manifest[key]!.file);
  // main.tsx imports the shop's code itself, late on purpose (after the priority pictures
  // paint): a preload only fetches it.
  const app = files(loads(entries.flatMap((key) => manifest[key]!.dynamicImports ?? [])));
  const blocks = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const folder = BLOCK_COMPONENT.exec(key)?.[1];
    if (folder) blocks.set(blockNameOf(folder), files(loads([key])));
  }
  return (blockNames) => [...new Set([...app, ...blockNames.flatMap((name) => blocks.get(name) ?? [])])];
}
