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
  /** Never set: it carries the schema's shape to the code given the meta (defineBlock). */
  readonly shape?: Shape;
}
