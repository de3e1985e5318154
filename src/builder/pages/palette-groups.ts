// Which registry blocks the palette offers on a page, grouped by the category their schema
// gives: only those allowed on the page's route (a screen block on its own route only, never
// a second time), narrowed by the owner's search. A block's presets are offered with it.
import type { BlockEntry } from "../../../registry/block-types";
import { blockAllowedOn } from "../../shared/screen-blocks";
import { humanise } from "../schema-form/schema-node";
import { isScreenBlock } from "./page-edits";

export interface PaletteGroup {
  category: string;
  title: string;
  blocks: BlockEntry[];
}

/** Whether the owner's search finds the block, by its own words or by a preset's. */
function matches(entry: BlockEntry, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  const words = [entry.title, entry.description, entry.name, ...entry.presets.flatMap((p) => [p.title, p.description])];
  return words.some((text) => text.toLocaleLowerCase().includes(q));
}

/** The blocks to offer, grouped by category (groups by title, blocks in registry order); empty groups left out. */
export function paletteGroups(entries: readonly BlockEntry[], routeName: string, onPage: readonly { name: string }[], query = ""): PaletteGroup[] {
  const present = new Set(onPage.map((c) => c.name));
  const groups = new Map<string, PaletteGroup>();
  for (const entry of entries) {
    if (!blockAllowedOn(entry.name, routeName)) continue;
    if (isScreenBlock(entry.name) && present.has(entry.name)) continue;
    if (!matches(entry, query)) continue;
    const group = groups.get(entry.category) ?? { category: entry.category, title: humanise(entry.category), blocks: [] };
    group.blocks.push(entry);
    groups.set(entry.category, group);
  }
  return [...groups.values()].sort((a, b) => a.title.localeCompare(b.title));
}
