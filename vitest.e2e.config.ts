import { defineConfig } from "vitest/config";

/**
 * End-to-end: Playwright (playwright-core) + axe against the real server on a data dir copied from
 * one prepared (migrated and seeded) at the start, and the story sweep over the built Storybook
 * (tests/a11y/stories.sweep.spec.ts). No wait here is a measure of speed: every wait is for
 * something to happen, with room for a busy machine (`expect.poll` up to 15 s, `visible` 30 s).
 */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.spec.ts", "tests/a11y/**/*.spec.ts", "tests/layout/**/*.spec.ts"],
    environment: "node",
    globalSetup: ["tests/support/globalSetup.ts"],
    testTimeout: 180000,
    hookTimeout: 180000,
    // Two files at a time: every file that signs in has a server of its own (on a copy of the
    // prepared data dir), so none meets another's sessions; most of a browser test is waiting.
    maxWorkers: 2,
    expect: { poll: { timeout: 15000 } },
  },
});
