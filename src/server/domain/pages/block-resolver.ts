// What a data-bound block's resolver (registry/blocks/<folder>/resolve.ts) is given and answers
// (ADR 0052). Resolvers import this file for its types only: they run on the server, but live
// beside their block, and never reach the server's code or the shop's.
import type { CompiledValidator } from "../../../../schemas/validator-type";
import type { CatalogueContext, CatalogueReader } from "../catalogue/catalogue-reader";

/** The request a block is resolved for. */
export interface ResolveContext {
  /** The website and warehouse the page is served for. */
  ctx: CatalogueContext;
  catalogue: CatalogueReader;
  /** The route's params (`slug` on the product page); made-up ones in the builder's preview. */
  params: Record<string, string>;
  /** The page's query string, as given: a resolver checks what it reads. */
  query: Record<string, unknown>;
  /** Refuses the whole page (404 on the shop; an empty block in the builder's preview). */
  notFound(message: string): never;
}

export interface ResolveInput<Logic> extends ResolveContext {
  /** The component's logicdata, already accepted by the block's schema (`{}` when it had none). */
  logicdata: Logic;
}

/** A block's resolver: its `response` for this request. */
export type BlockResolver<Logic> = (input: ResolveInput<Logic>) => Promise<unknown>;

/** A resolver as the server holds it, in the generated index (schemas/compiled/block-resolvers.ts). */
export interface ResolvableBlock {
  /** The block's compiled schema, the same the builder and the shop check the block with. */
  validate: CompiledValidator;
  // A method, so each block's resolver keeps its own logicdata type here: the server only calls
  // it with logicdata the block's own validator accepted.
  resolve(input: ResolveInput<unknown>): Promise<unknown>;
}
