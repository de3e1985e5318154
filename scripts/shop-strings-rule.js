// The inline-string rule (issue 35, ADR 0085): every text a shopper reads comes from the
// catalogues, so a string written in the shop's JSX, or in an attribute a person reads, is an
// error. One definition for `npm run lint` (eslint.config.js) and its test (shop-strings.test.ts).
import i18next from "eslint-plugin-i18next";

/** The shop's own components; not the owners' tools, not tests, not the previews' diagnostics. */
export const SHOP_STRING_FILES = ["registry/**/*.tsx", "src/client/**/*.tsx"];
export const SHOP_STRING_IGNORES = ["**/*.test.tsx", "src/client/testing/**", "src/client/preview/**", "src/client/builder-preview/**"];

export const shopStringsConfig = {
  files: SHOP_STRING_FILES,
  ignores: SHOP_STRING_IGNORES,
  plugins: { i18next },
  rules: {
    "i18next/no-literal-string": [
      "error",
      {
        mode: "jsx-only",
        "jsx-attributes": { include: ["alt", "title", "placeholder", "aria-label", "label", "aria-description", "aria-valuetext"] },
        "object-properties": { exclude: ["id"] },
        // Digits, punctuation and the signs a price or a stepper draws are not words.
        words: { exclude: ["[0-9!-/:-@[-`{-~₹×·•–—…]+", "₹", "×"] },
      },
    ],
  },
};
