// `npm run bench`: the figures of docs/PERFORMANCE.md. A benchmark, not a test: it prints numbers.
//  1. Initial JS of the sign-in route: the entry script of dist/signin.en.html plus its modulepreload
//     links, each gzipped (level 9, as servers and Vite's report do), against the 120 KiB budget.
//     Also what Chromium really fetches before the first key press, and what that press loads.
//  2. Sign-in round trip against the real server on a fresh data dir: the security-info call,
//     the pre-login key and POST /app/authentication (with UrlToken, X-RIB-ENC, cookies), N times.
//  3. The 10,000-row statement as PDF, Excel and HTML (tests/bench/statementBench.ts).
//  4. The ledger: postings and payments per second, in process and through the HTTP API, on PGlite
//     and PostgreSQL (tests/bench/ledgerBench.ts).
//  5. The signed-in dashboard as the second page, under Lighthouse's mobile conditions: time to
//     its h1 and until it has settled, its scripts, calls and layout shifts (tests/bench/dashboard.ts).
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import { Redacted } from "effect";
import { isRibError } from "../../src/adapters/rib/RibError";
import { httpBank } from "../../server/src/testSupport/inProcessBank";
import { launchBrowser } from "../support/browser";
import { startServer } from "../support/server";
import { measureDashboard } from "./dashboard";
import { measureLedger } from "./ledgerBench";
import { measureStatements } from "./statementBench";

/** What runs before the first key press (issue 20). */
const INITIAL_BUDGET_KIB = 120;
/** The app's scripts the first key press loads (GUIDE section 7). */
const BUDGET_KIB = 160;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const WARM_UP = 3;
const USERNAME = "ravi";
/** The built app; `DIST_DIR` points the bench (and its server) at another build. */
const DIST_DIR = resolve(process.env.DIST_DIR ?? "dist");
const PASSWORD = "Demo@1234";

/** The scripts the browser loads before the sign-in screen can run: entry + modulepreloads. */
function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src !== undefined && /\btype="module"/.test(tag)) urls.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href !== undefined && /\brel="modulepreload"/.test(tag)) urls.add(href);
  }
  return [...urls];
}

async function measureBundle(): Promise<void> {
  const dist = DIST_DIR;
  const html = await readFile(join(dist, "signin.en.html"), "utf8");
  const scripts = initialScripts(html);
  if (scripts.length === 0)
    throw new Error("dist/signin.en.html names no module script: run `npm run build`.");
  let rawTotal = 0;
  let gzipTotal = 0;
  console.log("Sign-in page as the server sends it (dist/signin.en.html), initial JS (gzip -9):");
  for (const url of scripts) {
    const file = await readFile(join(dist, url.replace(/^\//, "")));
    const gz = gzipSync(file, { level: 9 }).length;
    rawTotal += file.length;
    gzipTotal += gz;
    console.log(`  ${url.padEnd(48)} ${kib(file.length).padStart(10)} raw ${kib(gz).padStart(10)} gzip`);
  }
  const verdict = gzipTotal <= INITIAL_BUDGET_KIB * 1024 ? "within" : "OVER";
  console.log(
    `  total ${scripts.length} file(s): ${kib(rawTotal)} raw, ${kib(gzipTotal)} gzip, ${verdict} the ${INITIAL_BUDGET_KIB} KiB budget`,
  );
}

interface Fetched {
  readonly url: string;
  readonly raw: number;
  readonly gzip: number;
}

function printScripts(title: string, loaded: readonly Fetched[], budgetKib: number): void {
  const gzipTotal = loaded.reduce((sum, s) => sum + s.gzip, 0);
  console.log(title);
  for (const s of loaded)
    console.log(`  ${s.url.padEnd(48)} ${kib(s.raw).padStart(10)} raw ${kib(s.gzip).padStart(10)} gzip`);
  const verdict = gzipTotal <= budgetKib * 1024 ? "within" : "OVER";
  console.log(
    `  total ${loaded.length} file(s): ${kib(gzipTotal)} gzip, ${verdict} the ${budgetKib} KiB budget`,
  );
}

/**
 * Opens `/` in Chromium and sums the gzip size of every script it fetched until the network is
 * idle (what runs before the first key press), then of those the first key press loads (the app
 * taking over the page, D49).
 */
async function measureLoadedScripts(baseUrl: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext()).newPage();
    let scripts: Promise<Fetched>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(baseUrl, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 30_000 });
    const initial = await Promise.all(scripts);
    scripts = [];
    await page.getByRole("textbox").first().focus();
    await page.locator("#root:not([data-prerendered])").waitFor({ state: "attached", timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    const takeover = await Promise.all(scripts);
    printScripts(
      "Sign-in page in Chromium, before the first key press (gzip -9):",
      initial,
      INITIAL_BUDGET_KIB,
    );
    printScripts("Loaded by the first key press, the app taking over (gzip -9):", takeover, BUDGET_KIB);
  } finally {
    await browser.close();
  }
}

async function measureSignIn(): Promise<void> {
  const server = await startServer({
    // The login rate limits (10 a minute per address) would refuse a benchmark's burst.
    env: { LOGIN_RATE_LIMIT_PER_IP: "100000", LOGIN_RATE_LIMIT_PER_USER: "100000", DIST_DIR: `${DIST_DIR}/` },
  });
  try {
    try {
      await measureLoadedScripts(server.baseUrl);
    } catch (error) {
      console.log(
        `  (could not load the sign-in screen in Chromium: ${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const timings: number[] = [];
    const statuses = new Map<number, number>();
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      // A new browser each round: its own cookies (a live session in the same browser answers 409).
      const { bank } = httpBank(server.baseUrl);
      await bank.call("serverDate", {}); // the page load's first call: gets the CSRF-ID cookie
      const started = performance.now();
      await bank.call("userSecurityInfo", { username: USERNAME });
      const [key] = await bank.call("secretKey", { username: USERNAME });
      // A refused sign-in is counted by its status, as a success is.
      const answer = await bank
        .call(
          "login",
          {
            j_username: USERNAME,
            j_password: Redacted.make(PASSWORD),
            "remember-me": "false",
            submit: "Login",
          },
          { integrityKey: Redacted.make(key) },
        )
        .catch((error: unknown) => {
          if (isRibError(error) && error.status !== 0) return { status: error.status };
          throw error;
        });
      const took = performance.now() - started;
      if (round >= WARM_UP) {
        timings.push(took);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }
    timings.sort((a, b) => a - b);
    console.log(
      `Sign-in round trip (security info + key + POST /app/authentication), ${ROUNDS} rounds after ${WARM_UP} warm-up:`,
    );
    console.log(
      `  median ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms, min ${timings[0]?.toFixed(1)} ms, max ${timings.at(-1)?.toFixed(1)} ms`,
    );
    console.log(`  statuses: ${[...statuses].map(([status, count]) => `${status} x${count}`).join(", ")}`);
    if (statuses.size !== 1 || !statuses.has(200))
      console.log("  WARNING: not every sign-in succeeded; the figures are not comparable.");
  } finally {
    await server.stop();
  }
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

console.log(`node ${process.version}, ${new Date().toISOString()}`);
try {
  await measureBundle();
} catch (error) {
  console.log(
    `Sign-in route, initial JS: not measured (${error instanceof Error ? error.message : String(error)})`,
  );
  process.exitCode = 1;
}
await measureSignIn();
if (!(await measureStatements())) process.exitCode = 1;
await measureLedger();
if (!(await measureDashboard())) process.exitCode = 1;
