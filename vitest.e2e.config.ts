import { defineConfig } from "vitest/config";

/** End-to-end: Playwright (playwright-core) + axe against the real server on a fresh data dir. */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.spec.ts", "tests/a11y/**/*.a11y.spec.ts", "tests/layout/**/*.spec.ts"],
    environment: "node",
    globalSetup: ["tests/support/globalSetup.ts"],
    testTimeout: 60000,
    hookTimeout: 120000,
    fileParallelism: false,
  },
});
