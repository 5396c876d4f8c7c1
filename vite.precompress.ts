import { resolve } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { writeEncodedCopies } from "./server/src/static/compression.ts";

/**
 * Where a build writes its files, and whether it writes them at all: an SSR build or one with
 * `write: false` (the landing plugin's analysis, vite.landing.ts) leaves `dist/` alone.
 */
export function buildOutput(config: ResolvedConfig): { readonly outDir: string; readonly writes: boolean } {
  return {
    outDir: resolve(config.root, config.build.outDir),
    writes: !config.build.ssr && config.build.write !== false,
  };
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build once it is complete (after
 * the sign-in pages of vite.prerender.ts), so the server reads them instead of compressing the
 * build again at every start (server/src/static/compression.ts, D52).
 */
export function compressedCopies(): Plugin {
  let output = { outDir: "dist", writes: false };
  return {
    name: "rib-precompress",
    apply: "build",
    configResolved(config) {
      output = buildOutput(config);
    },
    closeBundle: {
      // After every other plugin's closeBundle (the sign-in pages are written in one).
      order: "post",
      sequential: true,
      async handler() {
        if (output.writes) await writeEncodedCopies(output.outDir);
      },
    },
  };
}
