// The block catalogue: block name → entry. Adding a block is one folder under blocks/ and
// one line here (plus its schema in schemas/blocks/ and a fixture); contract tests check it.
import type { BlockEntry } from "./block-types";
import { products } from "./blocks/products";
import { richText } from "./blocks/rich-text";

export const registry: Readonly<Record<string, BlockEntry>> = {
  products,
  "rich-text": richText,
};

export function blockEntry(name: string): BlockEntry | undefined {
  return Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
}
