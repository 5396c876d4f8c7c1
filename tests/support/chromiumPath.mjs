import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

/**
 * Finds a Chromium without installing anything, in the order of GUIDE section 4:
 * `CHROMIUM_PATH`, Debian's `/usr/bin/chromium`, then playwright-core's own downloaded browser.
 * Returns `{ path, source }` or null.
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv !== undefined && fromEnv !== "") {
    if (existsSync(fromEnv)) return { path: fromEnv, source: "CHROMIUM_PATH" };
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
  }
  if (existsSync("/usr/bin/chromium")) return { path: "/usr/bin/chromium", source: "Debian chromium" };
  let registryPath = "";
  try {
    registryPath = chromium.executablePath();
  } catch {
    registryPath = "";
  }
  if (registryPath !== "" && existsSync(registryPath))
    return { path: registryPath, source: "playwright-core registry" };
  return null;
}
