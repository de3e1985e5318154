// What every block receives and what the registry knows about it.
import type { ComponentType, LazyExoticComponent } from "react";
import type { CompiledValidator } from "../schemas/validator-type";

/** A page component as the block sees it, typed by its schema's shape. */
export interface BlockProps<Shape = Record<string, unknown>> {
  name: string;
  type: string;
  order: number;
  data: Shape extends { data?: infer D } ? D : unknown;
  settings: Shape extends { settings?: infer S } ? S | undefined : unknown;
  logicdata: Shape extends { logicdata?: infer L } ? L | undefined : unknown;
  response: Shape extends { response?: infer R } ? R | undefined : unknown;
  /** Where the block is shown: the live shop, or a preview that shows diagnostics. */
  mode: RenderMode;
}

export type RenderMode = "live" | "preview";

export interface BlockMeta {
  title: string;
  description: string;
  /** Builder palette group. */
  category: string;
  /** The block's schema file, schemas/blocks/<schemaId>.json: the builder loads it to draw the block's form. */
  schemaId: string;
}

export interface BlockEntry extends BlockMeta {
  name: string;
  // Blocks are typed by their own schema; the registry only forwards props it validated.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: LazyExoticComponent<ComponentType<BlockProps<any>>>;
  /** The compiled schema check. It loads with the block's code, not with the shop: each
   *  validator weighs a kilobyte or two, and a page only needs those of its own blocks. */
  validator(): Promise<CompiledValidator>;
  /** A new block's starting content in the builder. */
  defaults: { data: unknown; settings?: unknown; logicdata?: unknown };
  /** Route names the block may be placed on; absent = anywhere. */
  allowedOn?: readonly string[];
}

/** A block's registry entry from its schema's meta and the loaders of its validator and code. */
export function defineBlock(entry: Omit<BlockEntry, keyof BlockMeta | "validator"> & { meta: BlockMeta; validator: () => Promise<{ default: CompiledValidator }> }): BlockEntry {
  const { meta, validator, ...rest } = entry;
  let loaded: Promise<CompiledValidator> | undefined;
  const load = () =>
    (loaded ??= validator().then(
      (m) => m.default,
      (error: unknown) => {
        // A failed chunk load (a deploy, a flaky network) may succeed on the next page.
        loaded = undefined;
        throw error;
      },
    ));
  return { ...rest, ...meta, validator: load };
}
