// css-tree's parser, generator, walker and tokenizer are separate entry points, so the builder's
// preview loads them without the lexer's property data; @types/css-tree describes only the whole.
declare module "css-tree/parser" {
  import type { parse } from "css-tree";
  const parser: typeof parse;
  export default parser;
}
declare module "css-tree/generator" {
  import type { generate } from "css-tree";
  const generator: typeof generate;
  export default generator;
}
declare module "css-tree/walker" {
  import type { walk } from "css-tree";
  const walker: typeof walk;
  export default walker;
}
declare module "css-tree/tokenizer" {
  export { tokenize, tokenTypes } from "css-tree";
}
declare module "css-tree/utils" {
  export { List } from "css-tree";
}
