// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import globals from "globals";

/** Globals the pure domain must never touch (GUIDE.md section 2). */
const hostGlobals = [
  "window",
  "document",
  "fetch",
  "localStorage",
  "sessionStorage",
  "crypto",
  "process",
  "navigator",
];

/** The server answers through Hono's context, never a `Response` of its own. */
const noResponseObject = {
  selector: "NewExpression[callee.name='Response']",
  message:
    "Answer with c.json, c.body or c.text: the headers set before the handler go only with those (docs/DECISIONS.md D20).",
};

/** No SQL in a route file: `db.query(`/`tx.query(`/`.exec(` belong in the area's repository. */
const noSqlInRoutes = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(query|exec)$/]",
  message:
    "Read and write through a repository (server/src/<area>/<Area>Repository.ts), not with .query/.exec in a route file (docs/ARCHITECTURE.md, Adding a call: the server half).",
};

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-domain",
      "data",
      "node_modules",
      "storybook-static",
      "coverage",
      "reports",
      ".stryker-tmp*",
      ".tmp",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "stories/**/*.{ts,tsx}"],
    plugins: { "jsx-a11y": jsxA11y, "react-hooks": reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ["src/domain/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", ...hostGlobals],
    },
  },
  {
    files: ["src/app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name=/^(button|input|select|form|textarea)$/]",
          message: "Use the component library (src/ui) instead of a raw form control.",
        },
      ],
    },
  },
  {
    files: ["server/src/**/*.ts"],
    ignores: ["server/src/**/*.test.ts", "server/src/testSupport/**"],
    rules: {
      "no-restricted-syntax": ["error", noResponseObject],
    },
  },
  {
    // A handler holds only the bank's logic; its SQL lives in the area's repository.
    files: ["server/src/**/*Routes.ts"],
    rules: {
      "no-restricted-syntax": ["error", noResponseObject, noSqlInRoutes],
    },
  },
  prettier,
);
