import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * The domain core alone: its unit tests and their branch coverage (100% required). The domain is
 * pure functions without module state, so its files share their modules (`isolate: false`) on
 * every core (Vitest's default is one worker less than the cores: one on CI's two).
 */
export default defineConfig({
  test: {
    include: ["src/domain/**/*.test.ts"],
    environment: "node",
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism()),
    coverage: {
      provider: "v8",
      include: ["src/domain/**/*.ts"],
      exclude: ["src/domain/**/*.test.ts", "src/domain/ports/**", "src/domain/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
  },
});
