// The `x-object-key` keyword: a string a schema marks with it becomes a key of a plain object at
// run time (a form's field keys key its values, rules and errors; a theme's colour names key its
// colours), so it may not be one of the prototype's names. It compiles to plain comparisons, so
// the standalone validators the shop and the builder load need no runtime helper.
import type { CodeKeywordDefinition } from "ajv";
import { _, or } from "ajv/dist/compile/codegen/index.js";
import { PROTOTYPE_NAMES } from "./prototype-names";

export const OBJECT_KEY_KEYWORD = "x-object-key";

export const objectKeyKeyword: CodeKeywordDefinition = {
  keyword: OBJECT_KEY_KEYWORD,
  type: "string",
  schemaType: "boolean",
  error: { message: "must not be a name every object already has" },
  code(cxt) {
    if (cxt.schema === true) cxt.fail(or(...PROTOTYPE_NAMES.map((name) => _`${cxt.data} === ${name}`)));
  },
};
