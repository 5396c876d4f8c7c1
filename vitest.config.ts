import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

/** Unit, component and server tests. The end-to-end suite has its own config. */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "domain-adapters",
          include: ["src/domain/**/*.test.ts", "src/adapters/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "ui-app",
          include: ["src/ui/**/*.test.tsx", "src/app/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/support/jsdomSetup.ts"],
          // Screens load lazy chunks; on a busy machine that takes seconds (no test races the clock).
          testTimeout: 60000,
          hookTimeout: 60000,
        },
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
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
    ],
  },
});
