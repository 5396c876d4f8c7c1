// The signed-in dashboard as the second page (docs/PERFORMANCE.md, "The dashboard, the second
// page"). The session lives in memory (a reload ends it), so no navigation can open the dashboard
// signed in: this bench signs asha in through the real screens in Chromium under Lighthouse's
// mobile conditions (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4x, a
// 412x823 phone viewport, all through the DevTools protocol) against the real server on the built
// app (DIST_DIR), and measures from the moment a sign-in step is submitted:
//  - the time until the dashboard's h1 is shown and until every part of it has settled (no
//    `aria-busy="true"` region, no progressbar, no "Loading" placeholder text left);
//  - the scripts fetched after the password was submitted (count, gzip -9 sum) and every URL
//    fetched twice in the whole round (there must be none);
//  - the API calls the dashboard makes, with their start times relative to the first one (a
//    small spread means they start together; a late one is a waterfall);
//  - the layout shifts after the last submit (PerformanceObserver `layout-shift`, values
//    without recent input summed, and the largest session window as Lighthouse's CLS) and the
//    blocking time of long tasks until the dashboard has settled.
// One warm-up round, then ROUNDS (default 3) rounds, each in a fresh browser context; the
// median is printed. A benchmark, not a test. Run alone with `npx tsx tests/bench/dashboard.ts`.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser, Locator, Page, Request } from "playwright-core";
import { text } from "../e2e/text";
import { launchBrowser } from "../support/browser";
import { latestOtp } from "../support/outbox";
import { NO_LOGIN_RATE_LIMITS, startServer } from "../support/server";

const ROUNDS = Number(process.env["DASHBOARD_ROUNDS"] ?? 3);
const WARM_UP = 1;
const DIST_DIR = resolve(process.env["DIST_DIR"] ?? "dist");
const USERNAME = "asha";
const PASSWORD = "Demo@1234";
const LANG = "en";
const TIMEOUT_MS = 120_000;

/** Lighthouse 12's mobile defaults (constants.js: mobileSlow4G and the moto G power screen). */
const LATENCY_MS = 150;
const DOWNLOAD_BYTES_PER_S = (1.6 * 1024 * 1024) / 8;
const UPLOAD_BYTES_PER_S = (750 * 1024) / 8;
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };

interface Call {
  readonly path: string;
  readonly start: number;
  readonly took: number;
}

/**
 * The dashboard's calls (those after the sign-in step's own, the first after the last Enter),
 * split into those started before any of them had its answer (they start together) and the later
 * ones (each waited for something: a waterfall).
 */
function dashboardCalls(calls: readonly Call[]): { together: Call[]; later: Call[] } {
  const ofDashboard = calls.slice(1);
  const firstAnswer = Math.min(...ofDashboard.map((c) => c.start + c.took));
  return {
    together: ofDashboard.filter((c) => c.start < firstAnswer),
    later: ofDashboard.filter((c) => c.start >= firstAnswer),
  };
}

/** One round's figures; times are milliseconds of the page's clock. */
interface Round {
  /** From the password step's Enter to the dashboard's h1 (includes the one-time-code step). */
  readonly h1FromPassword: number;
  /** From the last sign-in step's Enter (the code step's Continue, else the password) to the h1. */
  readonly h1: number;
  /** From the same Enter until nothing on the dashboard is loading. */
  readonly settled: number;
  readonly scripts: readonly { url: string; gzip: number; start: number }[];
  readonly twice: readonly string[];
  /** The calls after the last Enter, started that long after it: first the sign-in step's own. */
  readonly calls: readonly Call[];
  /** The layout shifts without recent input after the last Enter (time after it). */
  readonly shifts: readonly Shift[];
  readonly cls: number;
  /** Total blocking time from the last Enter until settled (long tasks beyond 50 ms). */
  readonly blocking: number;
  readonly hadCodeStep: boolean;
}

/** A layout shift as the probe keeps it: value, time, and what moved (tag.class of each node). */
interface Shift {
  readonly value: number;
  readonly at: number;
  readonly moved: string;
}

/** Installed before any script of the page: layout shifts, long tasks and the time of every Enter. */
function installProbes(): void {
  const probe = {
    shifts: [] as Shift[],
    longTasks: [] as { at: number; duration: number }[],
    enters: [] as number[],
  };
  (window as unknown as { __bench: typeof probe }).__bench = probe;
  addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Enter") probe.enters.push(performance.now());
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      // Inline, not a named helper: tsx would wrap a named function in a helper the page lacks.
      const moved = (entry.sources ?? [])
        .map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.classList.length > 0 ? `.${[...node.classList].join(".")}` : ""}`
            : String(node?.nodeName ?? "?"),
        )
        .join(", ");
      probe.shifts.push({ value: entry.value, at: entry.startTime, moved });
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ at: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
}

/**
 * Lighthouse's and Chrome's CLS: the largest session window of shifts (each less than 1 s after
 * the one before, at most 5 s long).
 */
function largestWindow(shifts: readonly Shift[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.at - previous > 1000 || shift.at - windowStart > 5000) {
      current = 0;
      windowStart = shift.at;
    }
    current += shift.value;
    previous = shift.at;
    largest = Math.max(largest, current);
  }
  return largest;
}

async function lastEnter(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __bench: { enters: number[] } }).__bench.enters.at(-1) ?? Number.NaN,
  );
}

/** Presses Tab until `target` has focus (as flows.ts tabTo, without vitest's expect). */
async function tabTo(page: Page, target: Locator, maxTabs = 60): Promise<void> {
  await target.first().waitFor({ state: "visible", timeout: TIMEOUT_MS });
  for (let i = 0; i < maxTabs; i += 1) {
    if (await target.first().evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab did not reach the control.");
}

/** What the page is waited for: the dashboard's h1, or also nothing of it loading any more. */
export interface Wanted {
  readonly heading: string;
  readonly settled: boolean;
  readonly loadingTexts: readonly string[];
}

/**
 * Checked in the page every frame (a function, not a string: the page's Content-Security-Policy
 * refuses eval): the page's time once the dashboard's h1 is shown and, when `settled` is asked
 * for, no busy region, progressbar or loading placeholder is left.
 */
export function dashboardReady(wanted: Wanted): number | false {
  const h1 = [...document.querySelectorAll("h1")].some(
    (h) => h.textContent === wanted.heading && h.getBoundingClientRect().height > 0,
  );
  if (!h1) return false;
  if (wanted.settled) {
    if (document.querySelector(".home-widgets") === null) return false;
    if (document.querySelector('[aria-busy="true"], [role="progressbar"]') !== null) return false;
    const texts = [...document.querySelectorAll("p")].map((p) => p.textContent);
    if (texts.some((t) => t !== null && wanted.loadingTexts.includes(t))) return false;
  }
  return performance.now();
}

/** What {@link dashboardReady} looks for in English. */
export function wantedDashboard(settled: boolean): Wanted {
  return {
    heading: text(LANG, "states:dashboard"),
    settled,
    loadingTexts: [text(LANG, "favourites:loading"), text(LANG, "common:loading")],
  };
}

async function timeWhen(page: Page, settled: boolean): Promise<number> {
  const handle = await page.waitForFunction(dashboardReady, wantedDashboard(settled), {
    polling: "raf",
    timeout: TIMEOUT_MS,
  });
  return (await handle.jsonValue()) as number;
}

async function round(browser: Browser, baseUrl: string): Promise<Round> {
  const context = await browser.newContext({
    locale: "en-IN",
    viewport: VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(installProbes);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: DOWNLOAD_BYTES_PER_S,
      uploadThroughput: UPLOAD_BYTES_PER_S,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    // Every request of the round: its wall time (set on the page's clock with performance.timeOrigin)
    // and its monotonic send and finish times (for how long it took).
    const requests: { url: string; type: string; wallMs: number; sentAt: number; doneAt?: number }[] = [];
    const ids = new Map<string, number>();
    cdp.on("Network.requestWillBeSent", (event) => {
      if (event.redirectResponse !== undefined) return;
      ids.set(event.requestId, requests.length);
      requests.push({
        url: event.request.url,
        type: event.type ?? "",
        wallMs: event.wallTime * 1000,
        sentAt: event.timestamp,
      });
    });
    cdp.on("Network.loadingFinished", (event) => {
      const index = ids.get(event.requestId);
      const request = index === undefined ? undefined : requests[index];
      if (request !== undefined) request.doneAt = event.timestamp;
    });
    const bodies = new Map<Request, Promise<number>>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      bodies.set(
        response.request(),
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    });

    await page.goto(baseUrl);
    const username = page.getByRole("textbox", { name: text(LANG, "login:username.label") });
    await tabTo(page, username);
    await page.keyboard.type(USERNAME);
    await page.keyboard.press("Enter");
    await page
      .getByRole("heading", { name: text(LANG, "login:passwordStep.heading") })
      .waitFor({ timeout: TIMEOUT_MS });
    const secureTick = page.getByRole("checkbox", { name: text(LANG, "login:secureCheck.confirm") });
    if ((await secureTick.count()) > 0 && !(await secureTick.isChecked())) {
      await tabTo(page, secureTick);
      await page.keyboard.press("Space");
    }
    await tabTo(page, page.getByLabel(text(LANG, "login:password.label"), { exact: true }));
    await page.keyboard.type(PASSWORD);
    const wallAtPassword = Date.now();
    await page.keyboard.press("Enter");
    const passwordAt = await lastEnter(page);

    // asha signs in with a one-time code (and the own-device question) unless the server skips it.
    const codeHeading = page.getByRole("heading", { name: text(LANG, "states:authOtp"), level: 1 });
    const dashboardHeading = page.getByRole("heading", { name: text(LANG, "states:dashboard"), level: 1 });
    await codeHeading.or(dashboardHeading).first().waitFor({ timeout: TIMEOUT_MS });
    const hadCodeStep = await codeHeading.isVisible();
    let lastSubmitAt = passwordAt;
    if (hadCodeStep) {
      const field = page.getByRole("textbox", { name: text(LANG, "login:otp.label") });
      const code = await latestOtp(baseUrl, undefined, 30_000);
      await tabTo(page, field);
      await page.keyboard.type(code);
      await page.keyboard.press("Enter");
      const ownDevice = page.getByRole("radio", { name: text(LANG, "login:otp.ownSystemYes") });
      await tabTo(page, ownDevice);
      await page.keyboard.press("Space");
      await tabTo(page, page.getByRole("button", { name: text(LANG, "login:continue") }));
      await page.keyboard.press("Enter");
      lastSubmitAt = await lastEnter(page);
    }
    const h1At = await timeWhen(page, false);
    const settledAt = await timeWhen(page, true);

    const origin = await page.evaluate(() => performance.timeOrigin);
    const probe = await page.evaluate(
      () =>
        (
          window as unknown as {
            __bench: { shifts: Shift[]; longTasks: { at: number; duration: number }[] };
          }
        ).__bench,
    );
    const shifts = probe.shifts
      .filter((s) => s.at >= lastSubmitAt)
      .map((s) => ({ ...s, at: s.at - lastSubmitAt }));
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    // Total blocking time between the last Enter and the settled dashboard (as Lighthouse's TBT:
    // the part of each long task beyond 50 ms).
    const blocking = probe.longTasks
      .filter((task) => task.at >= lastSubmitAt && task.at <= settledAt)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

    // Scripts fetched after the password was submitted, with their start after the last Enter.
    const scripts: { url: string; gzip: number; start: number }[] = [];
    for (const [request, gzip] of bodies) {
      const sent = requests.find((r) => r.url === request.url());
      if (sent === undefined || sent.wallMs < wallAtPassword) continue;
      const start = sent.wallMs - origin - lastSubmitAt;
      scripts.push({ url: new URL(request.url()).pathname, gzip: await gzip, start });
    }
    // Any URL fetched more than once in the round (scripts, styles, fonts, images and calls).
    const counts = new Map<string, number>();
    for (const r of requests) counts.set(r.url, (counts.get(r.url) ?? 0) + 1);
    const twice = [...counts].filter(([, n]) => n > 1).map(([url, n]) => `${new URL(url).pathname} x${n}`);
    // The calls made once the last sign-in step was submitted, on the page's clock.
    const calls = requests
      .filter((r) => r.type === "Fetch" || r.type === "XHR")
      .map((r) => ({
        path: new URL(r.url).pathname,
        start: r.wallMs - origin - lastSubmitAt,
        took: r.doneAt === undefined ? Number.NaN : (r.doneAt - r.sentAt) * 1000,
      }))
      .filter((r) => r.start >= 0);
    return {
      h1FromPassword: h1At - passwordAt,
      h1: h1At - lastSubmitAt,
      settled: settledAt - lastSubmitAt,
      scripts,
      twice,
      calls,
      shifts,
      cls,
      blocking,
      hadCodeStep,
    };
  } finally {
    await context.close();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Prints the dashboard's figures; false when a URL was fetched twice. */
export async function measureDashboard(): Promise<boolean> {
  const server = await startServer({ env: { ...NO_LOGIN_RATE_LIMITS, DIST_DIR: `${DIST_DIR}/` } });
  const browser = await launchBrowser();
  try {
    const rounds: Round[] = [];
    for (let i = 0; i < WARM_UP + ROUNDS; i += 1) {
      const result = await round(browser, server.baseUrl);
      if (i >= WARM_UP) rounds.push(result);
    }
    console.log(
      `Dashboard as the second page (asha signs in; Lighthouse mobile conditions: ${LATENCY_MS} ms, 1.6/0.75 Mbit/s, CPU x${CPU_SLOWDOWN}, ${VIEWPORT.width}x${VIEWPORT.height}), ${ROUNDS} rounds after ${WARM_UP} warm-up:`,
    );
    const row = (label: string, values: readonly string[], med: string): void =>
      console.log(`  ${label.padEnd(46)} ${values.map((v) => v.padStart(12)).join(" ")}   median ${med}`);
    const ms = (v: number): string => `${v.toFixed(0)} ms`;
    const timed = (label: string, pick: (r: Round) => number): void =>
      row(
        label,
        rounds.map((r) => ms(pick(r))),
        ms(median(rounds.map(pick))),
      );
    timed("password Enter -> dashboard h1 (with code step)", (r) => r.h1FromPassword);
    timed("last sign-in Enter -> dashboard h1", (r) => r.h1);
    timed("last sign-in Enter -> all widgets settled", (r) => r.settled);
    const scriptGzip = (r: Round): number => r.scripts.reduce((sum, s) => sum + s.gzip, 0);
    row(
      "scripts after the password Enter (gzip -9)",
      rounds.map((r) => `${r.scripts.length}, ${kib(scriptGzip(r))}`),
      kib(median(rounds.map(scriptGzip))),
    );
    const spread = (r: Round): number => {
      const starts = dashboardCalls(r.calls).together.map((c) => c.start);
      return starts.length === 0 ? Number.NaN : Math.max(...starts) - Math.min(...starts);
    };
    row(
      "dashboard calls: together + later",
      rounds.map((r) => {
        const { together, later } = dashboardCalls(r.calls);
        return `${together.length} + ${later.length}`;
      }),
      "",
    );
    timed("dashboard calls together: first to last start", spread);
    timed(
      "first dashboard call after the last Enter",
      (r) => dashboardCalls(r.calls).together[0]?.start ?? Number.NaN,
    );
    row(
      "layout shift after the last Enter (sum)",
      rounds.map((r) => r.cls.toFixed(4)),
      median(rounds.map((r) => r.cls)).toFixed(4),
    );
    row(
      "  largest session window (Lighthouse CLS)",
      rounds.map((r) => largestWindow(r.shifts).toFixed(4)),
      median(rounds.map((r) => largestWindow(r.shifts))).toFixed(4),
    );
    timed("blocking time, last Enter to settled", (r) => r.blocking);
    row(
      "URLs fetched twice",
      rounds.map((r) => String(r.twice.length)),
      String(median(rounds.map((r) => r.twice.length))),
    );
    const last = rounds.at(-1);
    if (last !== undefined) {
      console.log(`  one-time-code step: ${last.hadCodeStep ? "yes" : "no"}; the last round in detail:`);
      console.log("  calls, start after the last Enter (the first is the sign-in step's own):");
      for (const call of last.calls)
        console.log(
          `    +${call.start.toFixed(0).padStart(5)} ms (took ${call.took.toFixed(0).padStart(5)} ms)  ${call.path}`,
        );
      console.log("  scripts after the password Enter, start after the last Enter:");
      for (const s of last.scripts)
        console.log(
          `    ${s.start.toFixed(0).padStart(6)} ms  ${s.url.padEnd(52)} ${kib(s.gzip).padStart(10)}`,
        );
      console.log("  layout shifts after the last Enter:");
      for (const shift of last.shifts)
        console.log(`    +${shift.at.toFixed(0).padStart(5)} ms  ${shift.value.toFixed(4)}  ${shift.moved}`);
    }
    const twice = [...new Set(rounds.flatMap((r) => r.twice))];
    if (twice.length > 0) console.log(`  FETCHED TWICE: ${twice.join(", ")}`);
    return twice.length === 0;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!(await measureDashboard())) process.exitCode = 1;
}
