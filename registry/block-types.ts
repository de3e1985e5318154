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

export interface BlockEntry {
  name: string;
  title: string;
  description: string;
  /** Builder palette group. */
  category: string;
  // Blocks are typed by their own schema; the registry only forwards props it validated.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: LazyExoticComponent<ComponentType<BlockProps<any>>>;
  validator: CompiledValidator;
  /** A new block's starting content in the builder. */
  defaults: { data: unknown; settings?: unknown; logicdata?: unknown };
  /** Route names the block may be placed on; absent = anywhere. */
  allowedOn?: readonly string[];
}

/** A block's registry entry, its title and description read from its schema. */
export function defineBlock(entry: Omit<BlockEntry, "title" | "description" | "category"> & { schema: { title?: string; description?: string; "x-category"?: string } }): BlockEntry {
  const { schema, ...rest } = entry;
  return { ...rest, title: schema.title ?? entry.name, description: schema.description ?? "", category: schema["x-category"] ?? "content" };
}
