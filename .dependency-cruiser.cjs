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
    {
      name: "server-kernel-imports-no-area",
      comment:
        "The server's shared kernel (HTTP pipeline and guards, sessions, database, clock, config, secrets, SMS, one-time codes, idempotency, ownership) sits below every area: it imports no area, no seed and no composition root.",
      severity: "error",
      from: { path: "^server/src/kernel/", pathNot: "\\.test\\.ts$" },
      to: { path: "^server/src/", pathNot: "^server/src/kernel/" },
    },
    {
      name: "server-kernel-tests-import-no-area",
      comment:
        "A kernel test may start the whole app (the composition root, server/src/testSupport, the demo seed) but reaches no area's code directly.",
      severity: "error",
      from: { path: "^server/src/kernel/.+\\.test\\.ts$" },
      to: {
        path: "^server/src/",
        pathNot: [
          "^server/src/kernel/",
          "^server/src/seed/",
          "^server/src/testSupport/",
          "^server/src/[^/]+\\.ts$",
        ],
      },
    },
    {
      name: "server-areas-not-seed-or-root",
      comment:
        "An area (server/src/<area>/: routes, service, repository) stands on the kernel and, where it must, another area; never on the demo seed, the composition root (server/src/*.ts: app, main, bootstrap, testing) or server/src/testSupport. Its tests drive the whole app through testSupport with the seed's demo data, so they are exempt.",
      severity: "error",
      from: {
        path: "^server/src/[^/]+/",
        pathNot: ["^server/src/(kernel|seed|testSupport)/", "\\.test\\.ts$"],
      },
      to: { path: ["^server/src/seed/", "^server/src/testSupport/", "^server/src/[^/]+\\.ts$"] },
    },
    {
      name: "server-seed-not-root",
      comment:
        "The demo seed sits above the areas and below the composition root: it may import areas and the kernel, not app, main, bootstrap, testing or testSupport (its tests may).",
      severity: "error",
      from: { path: "^server/src/seed/", pathNot: "\\.test\\.ts$" },
      to: { path: ["^server/src/testSupport/", "^server/src/[^/]+\\.ts$"] },
    },
    {
      name: "server-payment-rules-from-domain",
      comment:
        "A payment's bounds and limits are the domain's rules (validateTransferAmount) over the server's configuration (server/src/kernel/config.ts, `config.transfers.limits`): the transfers area (its routes, service and repositories) reads no other copy, such as one in the configuration call's route file.",
      severity: "error",
      from: {
        path: "^server/src/transfers/",
        pathNot: "\\.test\\.ts$",
      },
      to: { path: "^server/src/config/" },
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
