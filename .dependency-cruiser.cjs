/** Layer rules of GUIDE.md section 2, enforced in `npm run lint`. */
module.exports = {
  forbidden: [
    { name: "no-cycles", severity: "error", from: {}, to: { circular: true } },
    {
      name: "domain-is-pure",
      comment:
        "src/domain imports only itself, effect and @internationalized/date (its tests may also use the test tools).",
      severity: "error",
      from: { path: "^src/domain", pathNot: "\\.test\\.ts$" },
      to: { pathNot: ["^src/domain", "^node_modules/(effect|@internationalized/date)/"] },
    },
    {
      name: "adapters-not-ui-or-app",
      severity: "error",
      from: { path: "^src/adapters" },
      to: { path: "^src/(ui|app)" },
    },
    {
      name: "ui-not-adapters-or-app",
      severity: "error",
      from: { path: "^src/ui" },
      to: { path: "^src/(adapters|app)" },
    },
    {
      name: "only-ui-imports-react-aria",
      severity: "error",
      from: { pathNot: ["^src/ui", "^stories/ui"] },
      to: { path: "^node_modules/react-aria-components/" },
    },
    {
      name: "nothing-imports-app",
      severity: "error",
      from: { pathNot: ["^src/app", "^stories/app", "^tests"] },
      to: { path: "^src/app" },
    },
    {
      name: "server-not-ui-or-app",
      comment: "The server uses the domain and the contract schemas only.",
      severity: "error",
      from: { path: "^server" },
      to: { path: "^src/(ui|app)" },
    },
    {
      name: "server-only-contract-from-adapters",
      comment:
        "Production server code reaches src/adapters only through the contract; its tests and server/src/testSupport drive it with the app's own client.",
      severity: "error",
      from: { path: "^server", pathNot: ["\\.test\\.ts$", "^server/src/testSupport/"] },
      to: { path: "^src/adapters", pathNot: "^src/adapters/rib/contract" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
  },
};
