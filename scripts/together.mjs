/**
 * Runs the npm scripts named on the command line at the same time (`node scripts/together.mjs
 * typecheck lint:eslint`) and fails when any of them fails. Each one's output is printed whole
 * when it ends, so the outputs do not interleave. `npm run lint` uses it: the type check and
 * ESLint each keep one core busy, and CI has two.
 */
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(npm, ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("close", (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          process.stdout.write(`--- npm run ${name}: exit ${code} after ${seconds} s\n${output}`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.some((code) => code !== 0) ? 1 : 0);
