// What every block receives and what the registry knows about it.
import type { ComponentType, LazyExoticComponent } from "react";
import type { BlockName } from "../schemas/compiled/block-names";
import type { BlockPreset, SchemaMeta } from "../schemas/schema-meta";
import type { CompiledValidator } from "../schemas/validator-type";

export type { BlockName };

/** A page component as the block sees it, typed by its schema's shape. */
export interface BlockProps<out Shape = Record<string, unknown>> {
  name: string;
  type: string;
  order: number;
  data: DataOf<Shape>;
  settings: Shape extends { settings?: infer S } ? S | undefined : unknown;
  logicdata: Shape extends { logicdata?: infer L } ? L | undefined : unknown;
  response: Shape extends { response?: infer R } ? R | undefined : unknown;
  /** Where the block is shown: the live shop, or a preview that shows diagnostics. */
  mode: RenderMode;
}

export type RenderMode = "live" | "preview";

type DataOf<Shape> = Shape extends { data?: infer D } ? D : unknown;

/** A block's content as the builder starts it: data, and settings or logicdata where it has them. */
export interface BlockContent<Shape = Record<string, unknown>> {
  data: DataOf<Shape>;
  settings?: Shape extends { settings?: infer S } ? S : unknown;
  logicdata?: Shape extends { logicdata?: infer L } ? L : unknown;
}

/** What the registry shows of a block: its schema's meta without the shape it carries for typing. */
export type BlockMeta<Name extends BlockName = BlockName> = Omit<SchemaMeta<Name>, "shape" | "presets">;

export interface BlockEntry<Name extends BlockName = BlockName> extends BlockMeta<Name> {
  /** The block's code, typed by its own schema in defineBlock; here every block looks alike. */
  component: LazyExoticComponent<ComponentType<BlockProps>>;
  /** The compiled schema check. It loads with the block's code, not with the shop: each
   *  validator weighs a kilobyte or two, and a page only needs those of its own blocks. */
  validator(): Promise<CompiledValidator>;
  /** A new block's starting content in the builder. */
  defaults: BlockContent;
  /** Other starting points the palette offers (the schema's x-presets): each replaces the parts of the defaults it names. */
  presets: readonly BlockPreset<BlockContent>[];
  /** Route names the block may be placed on; absent = anywhere. */
  allowedOn?: readonly string[];
  /**
   * For a block the server fills from its logicdata: what the owner should do when the server
   * found nothing. Such a block is left off the live page then, and the preview says this
   * instead (ADR 0057).
   */
  whenEmpty?: (logicdata: Record<string, unknown>) => string;
}

/** A block as its folder's index.ts declares it: everything typed by the block's own schema. */
export interface BlockDefinition<Name extends BlockName, Shape> {
  /** The generated meta of the block's schema (schemas/compiled/blocks/<folder>.schema.ts): it names the block. */
  meta: SchemaMeta<Name, Shape>;
  validator: () => Promise<{ default: CompiledValidator }>;
  component: LazyExoticComponent<ComponentType<BlockProps<NoInfer<Shape>>>>;
  defaults: BlockContent<NoInfer<Shape>>;
  allowedOn?: readonly string[];
  whenEmpty?: (logicdata: NonNullable<BlockContent<NoInfer<Shape>>["logicdata"]>) => string;
}

/**
 * A block's registry entry from its definition. The schema's meta fixes the block's name and
 * shape, so a component whose props, or defaults whose content, do not fit the block's own schema
 * fail to compile.
 */
export function defineBlock<Name extends BlockName, Shape>(definition: BlockDefinition<Name, Shape>): BlockEntry<Name> {
  const { meta, validator, component, defaults, allowedOn, whenEmpty } = definition;
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
  const { name, title, description, category, schemaId } = meta;
  return {
    name,
    title,
    description,
    category,
    schemaId,
    // The renderer hands a block only props its validator accepted, so the block's own shape
    // holds at run time; the registry keeps every block under one type.
    component: component as unknown as BlockEntry["component"],
    validator: load,
    defaults: defaults as BlockContent,
    presets: (meta.presets ?? []) as readonly BlockPreset<BlockContent>[],
    ...(allowedOn ? { allowedOn } : {}),
    // Called only with logicdata the block's validator accepted (the server resolved it).
    ...(whenEmpty ? { whenEmpty: whenEmpty as unknown as BlockEntry["whenEmpty"] } : {}),
  };
}
