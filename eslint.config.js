import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

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
    // A block's resolver runs on the server (ADR 0052); dependency-cruiser guards its local
    // imports, this its packages.
    files: ["registry/blocks/*/resolve.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["react", "react/*", "react-dom", "react-dom/*"], message: "resolve.ts runs on the server: no React." }] }] },
  },
);
