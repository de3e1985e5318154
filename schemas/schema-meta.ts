// What a block schema's generated module (schemas/compiled/blocks/<folder>.schema.ts) says of it
// without carrying all of it into the shop, typed by the block's name and its schema's shape.
export interface SchemaMeta<Name extends string = string, Shape = unknown> {
  /** The block's name on the wire, from its folder (`supplier-swiper` → `SUPPLIER_SWIPER`). */
  readonly name: Name;
  readonly title: string;
  readonly description: string;
  /** Builder palette group (x-category). */
  readonly category: string;
  /** The block's folder and schema $id: registry/blocks/<schemaId>/schema.json. */
  readonly schemaId: string;
  /** The block's presets (x-presets): starting points the palette offers beside the block's defaults. */
  readonly presets?: readonly BlockPreset<Shape>[];
  /** Never set: it carries the schema's shape to the code given the meta (defineBlock). */
  readonly shape?: Shape;
}

/**
 * A named starting point for a block (x-presets in its schema.json): the palette offers it beside
 * the block itself, and its content replaces the defaults' parts it names. Typed by the block's
 * shape in the generated meta, so a preset that does not fit its schema does not compile.
 */
export interface BlockPreset<Shape = unknown> {
  readonly title: string;
  readonly description: string;
  readonly content: {
    readonly data?: Shape extends { data?: infer D } ? D : unknown;
    readonly settings?: Shape extends { settings?: infer S } ? S : unknown;
    readonly logicdata?: Shape extends { logicdata?: infer L } ? L : unknown;
  };
}
