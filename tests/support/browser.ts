import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { findChromium } from "./chromiumPath.mjs";

/** The flags Debian's Chromium needs headless in a container (GUIDE section 4). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The WCAG rule sets every state must pass with no violation (GUIDE section 6). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The languages of the app. */
export type Lang = "en" | "de" | "hi";

/** Launches Chromium (CHROMIUM_PATH, /usr/bin/chromium, then playwright-core's browser). */
export async function launchBrowser(): Promise<Browser> {
  const found = findChromium();
  if (found === null) {
    throw new Error("No Chromium found: run `node tests/support/ensureChromium.mjs` or set CHROMIUM_PATH.");
  }
  return chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
}

/** The browser of a file's tests: launched before the first, closed after the last. */
export function useBrowser(): { readonly browser: Browser } {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return {
    get browser(): Browser {
      if (launched === undefined) throw new Error("The browser starts in beforeAll.");
      return launched;
    },
  };
}

/**
 * Opens a page in a fresh context (its own cookies, as a new browser would have) with the
 * browser's language set to `lang`; axe needs a page of `browser.newContext()`.
 */
export async function newPage(browser: Browser, options: { lang?: Lang } = {}): Promise<Page> {
  const lang = options.lang ?? "en";
  const locale = { en: "en-IN", de: "de-DE", hi: "hi-IN" }[lang];
  const context = await browser.newContext({ locale, extraHTTPHeaders: { "Accept-Language": locale } });
  return context.newPage();
}

/** Formats axe violations as a readable list: rule id, help text, and the targets of each node. */
export function formatViolations(
  violations: readonly {
    id: string;
    impact?: string | null;
    help: string;
    helpUrl: string;
    nodes: readonly { target: unknown }[];
  }[],
): string {
  return violations
    .map((v) => {
      const targets = v.nodes.map((n) => `    - ${JSON.stringify(n.target)}`).join("\n");
      return `  ${v.id} (${v.impact ?? "n/a"}): ${v.help}\n    ${v.helpUrl}\n${targets}`;
    })
    .join("\n");
}

/**
 * Waits until every finite CSS transition and animation on the page has ended (at most
 * `timeoutMs`), so that axe measures the colours a customer sees and not a frame in between:
 * a button that has just been selected fades from white to its selected colour in 150 ms.
 * Endless animations (the busy spinner) are left alone.
 */
export async function settleTransitions(page: Page, timeoutMs = 2000): Promise<void> {
  await page.evaluate(async (limit) => {
    const running = document
      .getAnimations()
      .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity);
    if (running.length === 0) return;
    await Promise.race([
      Promise.allSettled(running.map((a) => a.finished)),
      new Promise((resolve) => setTimeout(resolve, limit)),
    ]);
  }, timeoutMs);
}

/**
 * While `still` is true, every CSS animation and transition on the page runs in no time, so one
 * that starts during an axe run (the dashboard carousel fading in its next slide, every few
 * seconds) is measured in its final colours and not half faded. A constructed style sheet, not a
 * style element: the page's Content-Security-Policy refuses inline styles, and the app's state
 * (unlike emulating reduced motion, which pauses the carousel for good) does not change.
 */
async function holdStill(page: Page, still: boolean): Promise<void> {
  await page.evaluate((on) => {
    const holder = window as unknown as { __axeStillSheet?: CSSStyleSheet };
    if (on) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(
        "*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; " +
          "transition-duration: 0s !important; transition-delay: 0s !important; }",
      );
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      holder.__axeStillSheet = sheet;
    } else {
      const sheet = holder.__axeStillSheet;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
      delete holder.__axeStillSheet;
    }
  }, still);
}

/**
 * Runs axe with the WCAG 2.2 AA tags on the page and fails with a readable list of violations.
 * Transitions under way end first; during the run, animations that start end at once.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await settleTransitions(page);
  await holdStill(page, true);
  let results: Awaited<ReturnType<AxeBuilder["analyze"]>>;
  try {
    results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  } finally {
    await holdStill(page, false).catch(() => undefined);
  }
  expect(
    results.violations,
    `axe found ${results.violations.length} violation(s) on "${label}":\n${formatViolations(results.violations)}`,
  ).toEqual([]);
}
