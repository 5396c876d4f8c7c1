import { defineConfig } from "vitest/config";

/**
 * End-to-end: Playwright (playwright-core) + axe against the real server on a fresh data dir, and
 * the story sweep over the built Storybook (tests/a11y/stories.sweep.spec.ts).
 */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.spec.ts", "tests/a11y/**/*.spec.ts", "tests/layout/**/*.spec.ts"],
    environment: "node",
    globalSetup: ["tests/support/globalSetup.ts"],
    testTimeout: 60000,
    hookTimeout: 120000,
    fileParallelism: false,
  },
});
