// What the builder calls a block: its registry title, else (a block the registry no longer
// knows) its stored name.
import { blockEntry } from "../../../registry";

export function blockTitle(name: string): string {
  return blockEntry(name)?.title ?? name;
}

/** The block's title and where it is, telling apart two blocks of one kind: "Hero banner (block 2)". */
export function blockPlace(name: string, index: number): string {
  return `${blockTitle(name)} (block ${index + 1})`;
}
