import { defineConfig, type Plugin } from "vite";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const typesDir = "dist-domain/types";

/** Every `.d.ts` file under `dir`. */
function declarationFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? declarationFiles(path) : path.endsWith(".d.ts") ? [path] : [];
  });
}

/**
 * Emits the type declarations (tsconfig.domain.json) and gives their relative imports a `.js`
 * ending, so that TypeScript consumers on `moduleResolution: "nodenext"` resolve them as well
 * as bundler consumers do (the sources import without endings, as the bundler allows).
 */
function declarations(): Plugin {
  return {
    name: "rib-domain-declarations",
    closeBundle() {
      execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.domain.json"], {
        stdio: "inherit",
      });
      for (const file of declarationFiles(typesDir)) {
        const source = readFileSync(file, "utf8");
        const fixed = source.replace(/(from\s+["'])(\.{1,2}\/[^"']+?)(["'])/g, (whole, start, spec, end) =>
          spec.endsWith(".js") ? whole : `${start}${spec}.js${end}`,
        );
        if (fixed !== source) writeFileSync(file, fixed);
      }
    },
  };
}

/**
 * The domain core as a package for other channels: one ESM file plus type declarations, with
 * `effect` and `@internationalized/date` left as dependencies. `npm run build:domain`.
 */
export default defineConfig({
  plugins: [declarations()],
  build: {
    outDir: "dist-domain",
    emptyOutDir: true,
    target: "node20",
    minify: false,
    sourcemap: true,
    lib: { entry: "src/domain/index.ts", formats: ["es"], fileName: () => "index.js" },
    rollupOptions: { external: [/^effect(\/.*)?$/, /^@internationalized\/date(\/.*)?$/] },
  },
});
