/** A Chromium found on this machine and where it came from. */
export interface FoundChromium {
  readonly path: string;
  readonly source: "CHROMIUM_PATH" | "Debian chromium" | "playwright-core registry";
}

/** Finds a Chromium without installing anything: CHROMIUM_PATH, /usr/bin/chromium, playwright-core's browser. */
export function findChromium(): FoundChromium | null;
