import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import { shopStringsConfig } from "./scripts/shop-strings-rule.js";

export default tseslint.config(
  { ignores: ["schemas/compiled/", "dist/", "node_modules/", "test-results/", "playwright-report/", ".data/", "src/server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='Function']", message: "No new Function: the shop runs under a strict CSP." },
        { selector: "CallExpression[callee.name='eval']", message: "No eval: the shop runs under a strict CSP." },
      ],
    },
  },
  {
    // Hooks in the same order every render, and effects that say what they depend on: where an
    // effect leaves a value out on purpose, the line says why. Not for Playwright's fixtures,
    // whose `use` is not React's.
    files: ["src/**/*.{ts,tsx}", "registry/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // A promise nobody awaits loses its failure: production code awaits it, handles it, or says
    // with `void` that it need not (a navigation). Tests call React's act() in its synchronous form.
    files: ["src/**/*.{ts,tsx}", "registry/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "src/**/testing/**"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { "@typescript-eslint/no-floating-promises": "error", "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }] },
  },
  {
    // A block's resolver runs on the server (ADR 0052); dependency-cruiser guards its local
    // imports, this its packages.
    files: ["registry/blocks/*/resolve.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["react", "react/*", "react-dom", "react-dom/*"], message: "resolve.ts runs on the server: no React." }] }] },
  },
  // Every text a shopper reads comes from the catalogues (issue 35, ADR 0085).
  shopStringsConfig,
);
