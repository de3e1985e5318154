// The missing-key test (issue 35): each language has every message of every area, each message
// parses with the same arguments in both, and every id the code names is in the catalogue.
import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { messageArguments } from "./compile-messages";
import { CATALOGUE_AREAS, DEFAULT_MESSAGES, EN_MESSAGES } from "./messages/catalogues";
import { LANGUAGES } from "./languages";

// Read through the bundler's glob (src/shared takes no Node modules), the code as text.
const files = import.meta.glob<Record<string, string>>("./messages/*/*.json", { eager: true, import: "default" });
const area = (lang: string, name: string) => files[`./messages/${lang}/${name}.json`] ?? {};
const code = import.meta.glob<string>(["/src/client/**/*.{ts,tsx}", "/src/server/**/*.{ts,tsx}", "/src/shared/**/*.{ts,tsx}", "/registry/**/*.{ts,tsx}", "!**/*.test.{ts,tsx}"], {
  eager: true,
  query: "?raw",
  import: "default",
});

function plurals(elements: MessageFormatElement[], found: { options: string[] }[] = []) {
  for (const el of elements) {
    if (el.type === TYPE.plural) found.push({ options: Object.keys(el.options) });
    if ("options" in el) for (const option of Object.values(el.options)) plurals(option.value, found);
    if ("children" in el) plurals(el.children, found);
  }
  return found;
}

describe("the message catalogues", () => {
  it.each(CATALOGUE_AREAS)("area %s: every language has the same keys, each named after the area", (name) => {
    const en = Object.keys(area("en", name)).sort();
    for (const key of en) expect(key.startsWith(`${name}.`), key).toBe(true);
    for (const lang of LANGUAGES) expect(Object.keys(area(lang, name)).sort(), `${lang}/${name}.json`).toEqual(en);
  });

  it("has no id twice across areas", () => {
    const total = CATALOGUE_AREAS.reduce((n, name) => n + Object.keys(area("en", name)).length, 0);
    expect(Object.keys(EN_MESSAGES)).toHaveLength(total);
  });

  it("every message parses, with the same arguments in every language, and no text left empty", () => {
    for (const [id, english] of Object.entries(EN_MESSAGES as Record<string, string>)) {
      const args = [...messageArguments(english)].sort();
      for (const lang of LANGUAGES) {
        const text = DEFAULT_MESSAGES[lang][id];
        expect(text?.trim(), `${lang} ${id}`).toBeTruthy();
        expect([...messageArguments(text!)].sort(), `${lang} ${id}`).toEqual(args);
      }
    }
  });

  it("every plural has its other case, and an English empty case (=0) is Hindi's too, where 0 is one", () => {
    for (const [id, english] of Object.entries(EN_MESSAGES as Record<string, string>)) {
      const en = plurals(parse(english));
      for (const lang of LANGUAGES) {
        const theirs = plurals(parse(DEFAULT_MESSAGES[lang][id]!));
        expect(theirs.length, `${lang} ${id}`).toBe(en.length);
        theirs.forEach((p, i) => {
          expect(p.options, `${lang} ${id}`).toContain("other");
          if (en[i]!.options.includes("=0")) expect(p.options, `${lang} ${id}`).toContain("=0");
        });
      }
    }
  });

  it("says out of stock in the cart's stepper with the server's words, so the cart line shows them once", () => {
    // cart-line.tsx leaves out the server's line message when it is the stepper's note.
    for (const lang of LANGUAGES) expect(DEFAULT_MESSAGES[lang]["parts.outOfStock"], lang).toBe(DEFAULT_MESSAGES[lang]["server.outOfStock"]);
  });

  it("every id the code names is in the English catalogue", () => {
    // Ids are literal strings (never built at run time), so any quoted "area.key" is one.
    const id = new RegExp(`["'\`]((?:${CATALOGUE_AREAS.join("|")})\\.[A-Za-z][A-Za-z0-9_.]*)["'\`]`, "g");
    const unknown: string[] = [];
    expect(Object.keys(code).length).toBeGreaterThan(500);
    for (const [file, source] of Object.entries(code)) {
      // Comments may show an id as an example.
      const text = source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");
      for (const m of text.matchAll(id)) {
        const key = m[1]!;
        if (/\.(ts|tsx|js|mjs|css|json|html|br|gz)$/.test(key)) continue;
        if (!(key in EN_MESSAGES)) unknown.push(`${file}: ${key}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
