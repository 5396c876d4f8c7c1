import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
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
    nodes: readonly { target: unknown; summary?: string }[];
  }[],
): string {
  return violations
    .map((v) => {
      const targets = v.nodes
        .map(
          (n) => `    - ${JSON.stringify(n.target)}${n.summary ? `: ${n.summary.replace(/\s+/g, " ")}` : ""}`,
        )
        .join("\n");
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

/** axe-core as @axe-core/playwright resolves it, so both always run the same version. */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve(
    "axe-core/axe.min.js",
  ),
  "utf8",
);

/** What the report names of a violation. */
interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown; failureSummary?: string; summary?: string }[];
}

/**
 * Runs axe with the WCAG 2.2 AA tags on the page and fails with a readable list of violations.
 * Transitions under way end first; during the run, animations that start end at once. axe-core
 * is evaluated into the page once per document (the DevTools protocol is not bound by the page's
 * Content-Security-Policy) and run over the document directly: the app has no frames, and
 * AxeBuilder's analyze injects it again and opens a helper page on every run, several times slower.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await settleTransitions(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  await holdStill(page, true);
  let violations: Violation[];
  try {
    violations = await page.evaluate(async (tags) => {
      const axe = (
        window as unknown as {
          axe: { run(context: Document, options: unknown): Promise<{ violations: Violation[] }> };
        }
      ).axe;
      const results = await axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, summary: n.failureSummary ?? "" })),
      }));
    }, AXE_TAGS);
  } finally {
    await holdStill(page, false).catch(() => undefined);
  }
  expect(
    violations,
    `axe found ${violations.length} violation(s) on "${label}":\n${formatViolations(violations)}`,
  ).toEqual([]);
}
