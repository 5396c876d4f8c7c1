import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

/**
 * Unit, component and server tests. The domain core's own tests run once, with their coverage,
 * from `vitest.domain.config.ts` (`npm run test:domain`); the end-to-end suite has its own config.
 *
 * Vitest runs one worker less than there are cores; on the 2-core CI machine that is a single
 * worker, and the whole unit layer ran file after file. Both cores work here (`VITEST_WORKERS`
 * sets another count).
 */
const workers = Number(process.env["VITEST_WORKERS"] ?? Math.max(2, availableParallelism()));

/** The components' and the screens' projects: jsdom with the shared setup. */
const jsdom = {
  environment: "jsdom" as const,
  setupFiles: ["tests/support/jsdomSetup.ts"],
  // Screens load lazy chunks; on a busy machine that takes seconds (no test races the clock).
  testTimeout: 60000,
  hookTimeout: 60000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: workers,
    // A poll waits for something to happen, with room for a busy machine; it never measures speed.
    expect: { poll: { timeout: 15000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "adapters",
          include: ["src/adapters/**/*.test.ts"],
          environment: "node",
        },
      },
      // The components' files share a document per worker (a quarter of the time); the setup
      // file leaves the document as it found it after each test.
      { extends: true, test: { name: "ui", include: ["src/ui/**/*.test.tsx"], ...jsdom, isolate: false } },
      // The screens' files each need modules of their own (React Aria keeps which focus scope is
      // active in a module-level variable, and a screen's dialog did not return focus after
      // another file's): a VM context per file gives that without a new process per file.
      {
        extends: true,
        test: { name: "app", include: ["src/app/**/*.test.{ts,tsx}"], ...jsdom, pool: "vmThreads" },
      },
      {
        extends: true,
        test: {
          name: "package",
          include: ["tests/package/**/*.test.ts"],
          environment: "node",
          testTimeout: 120000,
          hookTimeout: 120000,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["server/**/*.test.ts", "tests/contract/**/*.test.ts"],
          environment: "node",
          // Each file has a database of its own (PGlite in memory, or a schema of the PostgreSQL of
          // TEST_DATABASE_URL) and an app of its own; modules are kept between files.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
