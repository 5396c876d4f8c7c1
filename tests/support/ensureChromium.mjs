// Makes sure the end-to-end suite has a Chromium (run by `npm run test:e2e` before the suite).
// Order (GUIDE section 4): CHROMIUM_PATH, /usr/bin/chromium, playwright-core's own browser;
// when none is there: Debian's package as root, else playwright-core's download.
import { spawnSync } from "node:child_process";
import { findChromium } from "./chromiumPath.mjs";

function run(command, args) {
  console.log(`ensureChromium: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return result.status === 0;
}

function report(found) {
  console.log(`ensureChromium: using ${found.path} (${found.source})`);
  const version = spawnSync(found.path, ["--version"], { encoding: "utf8" });
  if (version.status === 0) console.log(`ensureChromium: ${version.stdout.trim()}`);
}

let found;
try {
  found = findChromium();
} catch (error) {
  console.error(`ensureChromium: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

if (found === null) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot) {
    if (run("apt-get", ["update"])) run("apt-get", ["install", "-y", "chromium", "fonts-noto-core"]);
  } else {
    run("npx", ["--no-install", "playwright-core", "install", "chromium"]);
  }
  found = findChromium();
}

if (found === null) {
  console.error(
    "ensureChromium: no Chromium found and none could be installed. Install Debian's `chromium` and " +
      "`fonts-noto-core` (apt-get install -y chromium fonts-noto-core), or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}
report(found);
