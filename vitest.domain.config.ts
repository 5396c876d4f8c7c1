import { defineConfig } from "vitest/config";

/** The domain core alone: its unit tests and their branch coverage (100% required). */
export default defineConfig({
  test: {
    include: ["src/domain/**/*.test.ts"],
    environment: "node",
    coverage: {
      provider: "v8",
      include: ["src/domain/**/*.ts"],
      exclude: ["src/domain/**/*.test.ts", "src/domain/ports/**", "src/domain/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
  },
});
