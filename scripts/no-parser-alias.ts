// Messages reach the browser parsed (ADR 0085): the shop's and the tools' builds leave the ICU
// parser out, and a message that reached a page unparsed would show as written. Tests and the
// dev server keep it.
export const NO_PARSER_ALIAS = { find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" };
