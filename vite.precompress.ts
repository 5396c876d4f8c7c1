import { resolve } from "node:path";
import type { Plugin } from "vite";
import { writeEncodedCopies } from "./server/src/static/compression.ts";

/**
 * Writes `file.br` and `file.gz` beside every text file of the build once it is complete (after
 * the sign-in pages of vite.prerender.ts), so the server reads them instead of compressing the
 * build again at every start (server/src/static/compression.ts, D52).
 */
export function precompressBuild(): Plugin {
  let outDir = "dist";
  let skip = false;
  return {
    name: "rib-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr) || config.build.write === false;
    },
    closeBundle: {
      // After every other plugin's closeBundle (the sign-in pages are written in one).
      order: "post",
      sequential: true,
      async handler() {
        if (skip || process.env.RIB_LANDING_ANALYSIS === "1") return;
        await writeEncodedCopies(outDir);
      },
    },
  };
}
