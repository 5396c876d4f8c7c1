// The 10,000-row statement (docs/PERFORMANCE.md, "Statement downloads"): a fresh PGlite with the
// demo seed plus one savings account of asha's with 10,000 transactions; the PDF (English and
// Hindi), Excel and HTML downloads of the whole period through the real app (createApp, the client's headers: session
// cookie, Token, X-SFAUTH-TOKEN, UrlToken, X-RIB-ENC), timed to the last byte. Also prints the time
// to the first byte, the batches read from the database and the heap growth during a download.
// Run alone with `npx tsx tests/bench/statementBench.ts` (ROWS, ROUNDS change the size and repeats).
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { getHeapStatistics } from "node:v8";
import { createApp } from "../../server/src/app";
import type { Database } from "../../server/src/kernel/db/Database";
import { inProcessBank } from "../../server/src/testSupport/inProcessBank";
import { integrityHeader, sessionKey, signInActive } from "../../server/src/testSupport/flows";
import { openTestDeps, TEST_APP_DATE } from "../../server/src/testSupport/testDatabase";

const ROWS = Number(process.env["ROWS"] ?? 10_000);
const ROUNDS = Number(process.env["ROUNDS"] ?? 5);
const BUDGET_MS = 2000;
const ACCOUNT = "10000010009999";
const FROM = "2025-01-01";

/** Adds a savings account of asha's with `rows` transactions between FROM and the application date. */
async function seedLongAccount(db: Database, rows: number): Promise<void> {
  await db.query(
    `INSERT INTO accounts (account_number, account_group, account_type, product_name, status, branch_code, opened_on, balance_paise)
     VALUES ($1, 'SAV', 'SB', 'Savings Account Regular', 0, 'MUM001', '2024-12-01', 0)`,
    [ACCOUNT],
  );
  await db.query(
    `INSERT INTO account_holders (account_number, customer_id, role, position)
     SELECT $1, customer_id, 'primary', 1 FROM users WHERE username = 'asha'`,
    [ACCOUNT],
  );
  // Every third row a credit; amounts vary; the balance runs from 50,00,000.00.
  await db.query(
    `INSERT INTO transactions (account_number, sequence, posted_on, value_on, description, direction,
                               amount_paise, balance_after_paise, category, cheque_number)
     SELECT $1, n, d, d, desc_text, dir, amt,
            500000000 + SUM(CASE WHEN dir = 'CR' THEN amt ELSE -amt END) OVER (ORDER BY n), cat, chq
       FROM (SELECT n,
                    ($2::date + ((n - 1) * ($3::date - $2::date) / $4)::int) AS d,
                    CASE WHEN n % 3 = 0 THEN 'CR' ELSE 'DR' END AS dir,
                    (10000 + (n * 7919) % 2500000)::bigint AS amt,
                    CASE WHEN n % 3 = 0 THEN 'NEFT/SBIN0001234/Salary and reimbursement credit ' || n
                         ELSE 'UPI/P2M/' || (600000000000 + n) || '/Grocery and household purchase at a local shop' END AS desc_text,
                    CASE WHEN n % 3 = 0 THEN 'INCOME' ELSE 'GROCERY' END AS cat,
                    CASE WHEN n % 50 = 0 THEN lpad((100000 + n)::text, 6, '0') END AS chq
               FROM generate_series(1, $4) AS n) AS planned`,
    [ACCOUNT, FROM, TEST_APP_DATE, rows],
  );
  const balance = await db.query<{ b: string }>(
    "SELECT balance_after_paise::text AS b FROM transactions WHERE account_number = $1 ORDER BY sequence DESC LIMIT 1",
    [ACCOUNT],
  );
  await db.query("UPDATE accounts SET balance_paise = $2::bigint WHERE account_number = $1", [
    ACCOUNT,
    balance[0]?.b ?? "0",
  ]);
}

/** Counts the batch queries of the download (keyset reads) and the most rows one of them answered. */
function watchBatches(db: Database): { readonly reset: () => void; readonly stats: () => [number, number] } {
  let queries = 0;
  let largest = 0;
  const query = db.query.bind(db);
  db.query = (async (sql: string, params?: unknown[]) => {
    const rows = await query(sql, params);
    if (sql.includes("(t.posted_on, t.sequence) >")) {
      queries += 1;
      largest = Math.max(largest, rows.length);
    }
    return rows;
  }) as Database["query"];
  return {
    reset: () => {
      queries = 0;
      largest = 0;
    },
    stats: () => [queries, largest],
  };
}

interface Measure {
  readonly ms: number;
  /** CPU time of the process (all its threads) during the download. */
  readonly cpuMs: number;
  readonly firstByteMs: number;
  readonly bytes: number;
  readonly status: number;
  readonly heapGrowthMiB: number;
}

/** Measures the 10,000-row statement downloads and prints the figures; true when all are within budget. */
export async function measureStatements(): Promise<boolean> {
  const deps = await openTestDeps();
  try {
    await seedLongAccount(deps.db, ROWS);
    const batches = watchBatches(deps.db);
    const app = createApp(deps);
    const browser = inProcessBank(app);
    await signInActive(browser, deps.db, "asha");
    const key = await sessionKey(browser);
    const download = async (dwndType: 1 | 2 | 3, lang: "en" | "hi"): Promise<Measure> => {
      const body = {
        accountNumber: ACCOUNT,
        accountType: "SB",
        stmtType: "DATE_RANGE",
        fromDate: FROM,
        toDate: TEST_APP_DATE,
        fromAmount: null,
        toAmount: null,
        fromCheckNumber: null,
        toCheckNumber: null,
        type: null,
        sortByAsc: true,
        totalrows: 10,
        beginValue: 0,
        dwndType,
        lang,
      };
      // The client's headers and cookies, sent raw so that the first byte of the stream can be timed.
      const headers = new Headers(browser.headers());
      headers.set("Content-Type", "application/json");
      headers.set("X-RIB-ENC", await integrityHeader({ accountNumber: ACCOUNT }, key));
      const heapBefore = getHeapStatistics().used_heap_size;
      let heapPeak = heapBefore;
      const sampler = setInterval(() => {
        heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size);
      }, 10);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const response = await browser.fetch("/app/rest/report/statement", {
        method: "POST",
        headers,
        body: JSON.stringify(body),
      });
      let bytes = 0;
      let firstByteMs = Number.NaN;
      const reader = response.body?.getReader();
      for (;;) {
        const chunk = await reader?.read();
        if (chunk === undefined || chunk.done) break;
        if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
        bytes += chunk.value.length;
      }
      const ms = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      clearInterval(sampler);
      return {
        ms,
        cpuMs: (cpu.user + cpu.system) / 1000,
        firstByteMs,
        bytes,
        status: response.status,
        heapGrowthMiB: (heapPeak - heapBefore) / 1024 / 1024,
      };
    };
    console.log(
      `Statement downloads: ${String(ROWS)} rows, ${String(ROUNDS)} rounds after one warm-up (in-process app, PGlite):`,
    );
    let within = true;
    // English files, and the Hindi PDF (every date a shaped Devanagari run with ActualText).
    for (const [type, name, lang] of [
      [1, "PDF     ", "en"],
      [1, "PDF (hi)", "hi"],
      [2, "Excel   ", "en"],
      [3, "HTML    ", "en"],
    ] as const) {
      await download(type, lang);
      const runs: Measure[] = [];
      batches.reset();
      for (let round = 0; round < ROUNDS; round++) runs.push(await download(type, lang));
      const [queries, largest] = batches.stats();
      const times = runs.map((run) => run.ms).sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
      const worst = times.at(-1) ?? Number.NaN;
      const statuses = [...new Set(runs.map((run) => run.status))].join(",");
      const firstByte = Math.max(...runs.map((run) => run.firstByteMs));
      const heap = Math.max(...runs.map((run) => run.heapGrowthMiB));
      const cpu =
        runs.map((run) => run.cpuMs).sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? Number.NaN;
      const size = (runs[0]?.bytes ?? 0) / 1024 / 1024;
      // The budget is for the typical download (median); the worst round is printed beside it.
      const ok = statuses === "200" && median < BUDGET_MS;
      within &&= ok;
      console.log(
        `  ${name} median ${median.toFixed(0)} ms, max ${worst.toFixed(0)} ms (CPU median ${cpu.toFixed(0)} ms; first byte <= ${firstByte.toFixed(0)} ms), ${size.toFixed(2)} MiB, status ${statuses}, ` +
          `${String(queries / ROUNDS)} batch reads of at most ${String(largest)} rows, heap growth <= ${heap.toFixed(1)} MiB: ${ok ? "within" : "OVER"} ${String(BUDGET_MS)} ms`,
      );
    }
    return within;
  } finally {
    await deps.db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const within = await measureStatements();
  if (!within) process.exitCode = 1;
}
