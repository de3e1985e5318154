// The layer rules of DESIGN.md, checked on every `npm test`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", from: {}, to: { circular: true } },
    {
      name: "shared-is-pure",
      comment: "src/shared is plain TypeScript: no React, no node:*, no other layer.",
      severity: "error",
      from: { path: "^src/shared" },
      to: { path: "^(src/(client|server|builder|admin|pos|tool-shell)|registry)|^node:|(^|/)node_modules/(react|react-dom|fastify|pg|drizzle-orm)/", dependencyTypes: ["local", "npm", "core"] },
    },
    {
      name: "shared-no-core",
      severity: "error",
      from: { path: "^src/shared" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "server-imports-only-shared",
      severity: "error",
      from: { path: "^src/server" },
      to: { path: "^(src/(client|builder|admin|pos|tool-shell)|registry)" },
    },
    {
      name: "client-not-server",
      severity: "error",
      from: { path: "^(src/(client|builder|admin|pos|tool-shell)|registry)" },
      to: { path: "^src/server" },
    },
    {
      name: "registry-not-app",
      comment: "Blocks are used by the shop's app, the builder and the back-office; they never reach into the app's frame.",
      severity: "error",
      from: { path: "^registry", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^src/client/(app|render)/" },
    },
    {
      name: "nothing-imports-apps",
      severity: "error",
      from: { pathNot: "^src/(builder|admin|pos)" },
      to: { path: "^src/(builder|admin|pos)" },
    },
    {
      name: "apps-import-their-layers",
      comment: "The page builder, the back office and the POS import shared, client/ui, client/api, registry and the tools' shell; not the shop's app, state or lib, nor each other.",
      severity: "error",
      from: { path: "^src/(builder|admin|pos)/" },
      to: { path: "^src/", pathNot: "^src/(shared|client/ui|client/api|tool-shell|$1)/" },
    },
    {
      name: "tool-shell-layers",
      comment: "The owner's tools' shell (who is here, header, navigation) stands on shared, client/ui and client/api only.",
      severity: "error",
      from: { path: "^src/tool-shell/" },
      to: { path: "^(src/|registry)", pathNot: "^src/(shared|client/ui|client/api|tool-shell)/" },
    },
    {
      name: "only-tools-import-tool-shell",
      comment: "The shop never carries the tools' frame.",
      severity: "error",
      from: { pathNot: "^src/(builder|admin|pos|tool-shell)/" },
      to: { path: "^src/tool-shell/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: "(^|/)node_modules/|\\.d\\.ts$" },
  },
};
