// Lighthouse 12.8.2 over asha's sign-in into the dashboard, as a user-flow timespan (a navigation
// cannot open the dashboard signed in: the session lives in memory and a reload ends it). The
// timespan starts with the password typed and ends when the dashboard has settled (the same
// readiness as tests/bench/dashboard.ts); Lighthouse applies its mobile screen and, in timespan
// mode, DevTools throttling (562.5 ms round trips, 1.4 Mbit/s down, CPU slowed 4x). A benchmark,
// not a test: it prints TBT, CLS and the audits that do not pass, RUNS times (default 3).
// Lighthouse and its puppeteer-core are fetched by npx, not dependencies of the project: run it
// through `bash tests/bench/dashboard-lighthouse.sh`, which passes their directory as LIGHTHOUSE_DIR.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { text } from "../e2e/text";
import { CHROMIUM_ARGS } from "../support/browser";
import { findChromium } from "../support/chromiumPath.mjs";
import { latestOtp } from "../support/outbox";
import { NO_LOGIN_RATE_LIMITS, startServer } from "../support/server";
import { dashboardReady, wantedDashboard } from "./dashboard";

const RUNS = Number(process.env["RUNS"] ?? 3);
const DIST_DIR = resolve(process.env["DIST_DIR"] ?? "dist");
const LIGHTHOUSE_DIR = process.env["LIGHTHOUSE_DIR"];
const LANG = "en";
const TIMEOUT_MS = 120_000;

/** The little of puppeteer-core this script uses. */
interface PuppeteerElement {
  focus(): Promise<void>;
  evaluate<T>(fn: (el: Element) => T): Promise<T>;
}
interface PuppeteerPage {
  goto(url: string): Promise<unknown>;
  setViewport(viewport: Record<string, unknown>): Promise<void>;
  waitForSelector(selector: string, options?: { timeout?: number }): Promise<PuppeteerElement | null>;
  $(selector: string): Promise<PuppeteerElement | null>;
  waitForFunction(fn: unknown, options: Record<string, unknown>, arg: unknown): Promise<unknown>;
  keyboard: { type(text: string): Promise<void>; press(key: string): Promise<void> };
}
interface PuppeteerBrowser {
  newPage(): Promise<PuppeteerPage>;
  close(): Promise<void>;
}
interface Puppeteer {
  launch(options: Record<string, unknown>): Promise<PuppeteerBrowser>;
}
/** The parts of Lighthouse's result printed here. */
interface LighthouseResult {
  lhr: {
    categories: Record<string, { title: string; score: number | null }>;
    audits: Record<
      string,
      {
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        numericValue?: number;
        displayValue?: string;
      }
    >;
  };
}
interface Lighthouse {
  startTimespan(
    page: PuppeteerPage,
    options: { flags?: Record<string, unknown> },
  ): Promise<{ endTimespan(): Promise<LighthouseResult | undefined> }>;
  generateReport(result: LighthouseResult["lhr"], format: "html"): string;
}

/** A control by role and accessible name (puppeteer's ARIA query). */
function aria(role: string, name: string): string {
  return `::-p-aria([name=${JSON.stringify(name)}][role="${role}"])`;
}

async function focusAndType(page: PuppeteerPage, selector: string, typed: string): Promise<void> {
  const element = await page.waitForSelector(selector, { timeout: TIMEOUT_MS });
  if (element === null) throw new Error(`Not found: ${selector}`);
  await element.focus();
  if (typed !== "") await page.keyboard.type(typed);
}

async function run(
  puppeteer: Puppeteer,
  lighthouse: Lighthouse,
  executablePath: string,
  baseUrl: string,
  reportDir: string,
  index: number,
): Promise<void> {
  const browser = await puppeteer.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(baseUrl);
    await focusAndType(page, aria("textbox", text(LANG, "login:username.label")), "asha");
    await page.keyboard.press("Enter");
    await page.waitForSelector(aria("heading", text(LANG, "login:passwordStep.heading")), {
      timeout: TIMEOUT_MS,
    });
    const tick = await page.$(aria("checkbox", text(LANG, "login:secureCheck.confirm")));
    if (tick !== null && !(await tick.evaluate((el) => (el as HTMLInputElement).checked))) {
      await tick.focus();
      await page.keyboard.press("Space");
    }
    await focusAndType(page, 'input[type="password"]', "Demo@1234");

    const flow = await lighthouse.startTimespan(page, { flags: { formFactor: "mobile" } });
    const submitted = new Date().toISOString();
    await page.keyboard.press("Enter");
    const code = aria("textbox", text(LANG, "login:otp.label"));
    await focusAndType(page, code, "");
    await focusAndType(page, code, await latestOtp(baseUrl, submitted, 30_000));
    await page.keyboard.press("Enter");
    await focusAndType(page, aria("radio", text(LANG, "login:otp.ownSystemYes")), "");
    await page.keyboard.press("Space");
    await focusAndType(page, aria("button", text(LANG, "login:continue")), "");
    await page.keyboard.press("Enter");
    // Checked every 250 ms, not every frame: the check runs on the page's main thread, whose
    // long tasks make the Total Blocking Time (puppeteer's own waits show as "pptr:internal").
    await page.waitForFunction(dashboardReady, { polling: 250, timeout: TIMEOUT_MS }, wantedDashboard(true));
    const result = await flow.endTimespan();
    if (result === undefined) throw new Error("Lighthouse returned no result.");
    const { categories, audits } = result.lhr;
    const report = join(reportDir, `dashboard-timespan-${index}.html`);
    await writeFile(report, lighthouse.generateReport(result.lhr, "html"));
    const score = (id: string): string => {
      const value = categories[id]?.score;
      return value === null || value === undefined ? "n/a" : String(Math.round(value * 100));
    };
    const tbt = audits["total-blocking-time"]?.numericValue ?? Number.NaN;
    const cls = audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN;
    console.log(
      `run ${index}: TBT ${tbt.toFixed(0)} ms, CLS ${cls.toFixed(3)}; performance ${score("performance")} ` +
        `(timespan: passed audits of those that apply), accessibility ${score("accessibility")}, best practices ${score("best-practices")}`,
    );
    const failing = Object.entries(audits).filter(
      ([, audit]) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode),
    );
    for (const [id, audit] of failing)
      console.log(
        `  not passed: ${id} (${audit.title})${audit.displayValue ? `: ${audit.displayValue}` : ""}`,
      );
    console.log(`  report: ${report}`);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (LIGHTHOUSE_DIR === undefined)
    throw new Error("Run through tests/bench/dashboard-lighthouse.sh (LIGHTHOUSE_DIR).");
  const lighthouse = (await import(pathToFileURL(join(LIGHTHOUSE_DIR, "core/index.js")).href)) as Lighthouse;
  const puppeteerModule = (await import(
    pathToFileURL(join(LIGHTHOUSE_DIR, "../puppeteer-core/lib/esm/puppeteer/puppeteer-core.js")).href
  )) as { default: Puppeteer };
  const found = findChromium();
  if (found === null) throw new Error("No Chromium found: set CHROMIUM_PATH.");
  const server = await startServer({ env: { ...NO_LOGIN_RATE_LIMITS, DIST_DIR: `${DIST_DIR}/` } });
  const reportDir = await mkdtemp(join(tmpdir(), "lighthouse-dashboard-"));
  try {
    console.log("Lighthouse 12.8.2 timespan: asha's password Enter until the dashboard has settled (mobile)");
    for (let index = 1; index <= RUNS; index += 1)
      await run(puppeteerModule.default, lighthouse, found.path, server.baseUrl, reportDir, index);
  } finally {
    await server.stop();
  }
}
