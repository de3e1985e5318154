// The `x-json-text` keyword: a string the spec keeps as JSON text (the hero banner's settings,
// §3) is judged by the schema its parsed content must meet. Text that does not parse fails the
// keyword itself; content that parses is judged by the sub-schema, whose errors point below the
// string ("/settings/settings/aspect"), so the builder's generated fields and the server's 422
// name the one value that is wrong. It compiles to plain code, so the standalone validators the
// shop and the builder load judge the content too, without ajv at run time.
import type { CodeKeywordDefinition } from "ajv";
import { _ } from "ajv/dist/compile/codegen/index.js";
import { JSON_TEXT_KEYWORD } from "./schema-hints";

export { JSON_TEXT_KEYWORD };

export const jsonTextKeyword: CodeKeywordDefinition = {
  keyword: JSON_TEXT_KEYWORD,
  type: "string",
  schemaType: "object",
  error: { message: "must be JSON text" },
  code(cxt) {
    const { gen, data } = cxt;
    const valid = gen.let("valid", true);
    const parsed = gen.let("parsed");
    gen.try(
      () => {
        gen.assign(parsed, _`JSON.parse(${data})`);
      },
      () => {
        gen.assign(valid, false);
        cxt.error();
      },
    );
    gen.if(valid, () => {
      // The sub-schema's code declares its own result; the keyword's result takes it.
      const content = gen.name("valid");
      cxt.subschema({ keyword: JSON_TEXT_KEYWORD, data: parsed }, content);
      gen.assign(valid, content);
    });
    cxt.ok(valid);
  },
};
