// The inline-string test (issue 35): no text a shopper reads is written in the shop's components.
// Runs the lint rule alone (npm run lint runs it with the rest), so it fails as a test too.
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { shopStringsConfig } from "./shop-strings-rule.js";

const root = new URL("../", import.meta.url).pathname;
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ ...shopStringsConfig, languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } }],
});

describe("the shop's components", () => {
  it("write no text a shopper reads inline: every one comes from the catalogues", async () => {
    const results = await eslint.lintFiles(["registry/**/*.tsx", "src/client/**/*.tsx"]);
    expect(results.length).toBeGreaterThan(100);
    const found = results.flatMap((r) => r.messages.filter((m) => m.ruleId === "i18next/no-literal-string").map((m) => `${r.filePath.slice(root.length)}:${m.line} ${m.message}`));
    expect(found).toEqual([]);
  }, 120_000);

  it("would catch one: text, a label a person reads and a title, in a function or an arrow component", async () => {
    const code = [
      `export function OffersBlock() {`,
      `  return <section aria-label="Offers"><h2 title="Today">Best deals</h2><img alt="" src="/x.png" />{"₹"}{12}</section>;`,
      `}`,
      `export const OfferNote = () => <p className="note">Ends tonight</p>;`,
    ].join("\n");
    const [result] = await eslint.lintText(code, { filePath: `${root}registry/blocks/sample/sample-block.tsx` });
    expect(result!.messages.map((m) => `${m.line} ${m.ruleId}`)).toEqual(["2 i18next/no-literal-string", "2 i18next/no-literal-string", "2 i18next/no-literal-string", "4 i18next/no-literal-string"]);
  });
});
