// The ledger (docs/PERFORMANCE.md, "Ledger and payments"): postings per second of the ledger itself
// (server/src/transfers/Ledger.ts: one journal per database transaction, two postings, both balances
// and both statement lines) and payments per second of the payment service (locks and every rule),
// on a fresh in-memory PGlite with the demo seed and, when a PostgreSQL URL is given, on a fresh
// database of it; then payments per second through the HTTP API of the real server process
// (own-account transfers of meera, one at a time and eight at once) on PGlite and on PostgreSQL.
// Every figure is followed by the ledger's invariants (sum of postings 0, every balance equal to its
// postings): a figure is only kept when the ledger is still right.
// Run alone with `npx tsx tests/bench/ledgerBench.ts`; JOURNALS, PAYMENTS and BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:55432/postgres; "none" skips PostgreSQL) change it.
import { randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { Redacted } from "effect";
import pg from "pg";
import { prepareDeps } from "../../server/src/bootstrap";
import { ManualClock } from "../../server/src/kernel/clock";
import type { Database } from "../../server/src/kernel/db/Database";
import { PgDatabase } from "../../server/src/kernel/db/PgDatabase";
import { PgliteDatabase } from "../../server/src/kernel/db/PgliteDatabase";
import { httpBank } from "../../server/src/testSupport/inProcessBank";
import { TEST_APP_DATE, testConfig } from "../../server/src/testSupport/testDatabase";
import { checkLedger, lockAccounts, postJournal } from "../../server/src/transfers/Ledger";
import { PaymentService } from "../../server/src/transfers/PaymentService";
import { startServer } from "../support/server";

const JOURNALS = Number(process.env["JOURNALS"] ?? 2000);
const PAYMENTS = Number(process.env["PAYMENTS"] ?? 300);
const PG_URL = process.env["BENCH_DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:55432/postgres";
const AIM_POSTINGS_PER_SECOND = 1000;
const NRE = "30000010000031";
const NRO = "30000020000032";
const SALARY = "10000010000011";
const FAMILY = "10000010000071";

/** A fresh PostgreSQL database on the server of `PG_URL`: its URL and how to drop it. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (PG_URL === "none") return null;
  const name = `rib_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `  (PostgreSQL at ${PG_URL} not reachable: ${error instanceof Error ? error.message : String(error)})`,
    );
    return null;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const again = new pg.Client({ connectionString: PG_URL });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

async function invariants(db: Database): Promise<string> {
  const check = await checkLedger(db);
  const right =
    check.postingsSum === 0n &&
    check.unbalancedJournals === 0 &&
    check.accountMismatches === 0 &&
    check.internalMismatches === 0;
  // JSON has no bigint: the sum of the postings is written as its digits.
  return right
    ? "ledger right"
    : `LEDGER WRONG ${JSON.stringify({ ...check, postingsSum: String(check.postingsSum) })}`;
}

/** Postings per second of the ledger and payments per second of the service on `db` (migrated and seeded). */
async function measureInProcess(label: string, db: Database): Promise<void> {
  const deps = await prepareDeps(db, testConfig(), {
    clock: new ManualClock(new Date(`${TEST_APP_DATE}T05:00:00Z`)),
    log: () => undefined,
  });
  const now = deps.clock.now();
  // The ledger alone: one journal per transaction, locked accounts, two postings, two statement lines.
  const started = performance.now();
  for (let i = 0; i < JOURNALS; i += 1) {
    const [from, to] = i % 2 === 0 ? [SALARY, FAMILY] : [FAMILY, SALARY];
    await db.transaction(async (tx) => {
      await lockAccounts(tx, [from, to]);
      await postJournal(tx, {
        kind: "PAYMENT",
        narration: `bench ${String(i)}`,
        postedAt: now,
        valueOn: TEST_APP_DATE,
        postings: [
          { account: from, amount: -100n, description: "bench" },
          { account: to, amount: 100n, description: "bench" },
        ],
      });
    });
  }
  const seconds = (performance.now() - started) / 1000;
  const postings = (2 * JOURNALS) / seconds;
  const verdict = postings >= AIM_POSTINGS_PER_SECOND ? "meets" : "BELOW";
  console.log(
    `  ${label}: ledger ${String(JOURNALS)} journals in ${seconds.toFixed(2)} s = ${postings.toFixed(0)} postings/s (${verdict} the aim of ${String(AIM_POSTINGS_PER_SECOND)}); ${await invariants(db)}`,
  );
  // The payment service: customer and account locks, every rule, the journal and the payment row.
  const service = new PaymentService(deps.config.transfers);
  const paid = performance.now();
  for (let i = 0; i < PAYMENTS; i += 1) {
    await db.transaction((tx) =>
      service
        .pay(
          tx,
          {
            username: "meera",
            network: "IFT",
            fromAccount: i % 2 === 0 ? NRE : NRO,
            toAccount: i % 2 === 0 ? NRO : NRE,
            amount: 100n,
            remarks: "bench",
            payeeNarration: "",
          },
          { now, appDate: TEST_APP_DATE },
        )
        .catch((error: unknown) => {
          // NRO to NRE is refused (FEMA): half the calls measure a refusal under the same locks.
          if (error instanceof Error && "code" in error) return null;
          throw error;
        }),
    );
  }
  const paySeconds = (performance.now() - paid) / 1000;
  console.log(
    `  ${label}: payment service ${String(PAYMENTS)} calls (half refused by the NRE rule) in ${paySeconds.toFixed(2)} s = ${(PAYMENTS / paySeconds).toFixed(0)} calls/s; ${await invariants(db)}`,
  );
}

/** Payments per second through the HTTP API of the real server (one at a time, then eight at once). */
async function measureHttp(label: string, env: Record<string, string>): Promise<void> {
  const server = await startServer({ env: { TXN_PWD_REQUIRED: "0", APP_DATE: TEST_APP_DATE, ...env } });
  try {
    const { bank } = httpBank(server.baseUrl);
    const [key] = await bank.call("secretKey", { username: "meera" });
    await bank.call(
      "login",
      {
        j_username: "meera",
        j_password: Redacted.make("Demo@1234"),
        "remember-me": "false",
        submit: "Login",
        secureAccess: "true",
      },
      { integrityKey: Redacted.make(key) },
    );
    const pay = () =>
      bank.call(
        "fundsTransferWithinBank",
        {
          fromAccountNumber: NRE,
          benAccountNumber: NRO,
          transferAmount: 100n,
          transComment: "bench",
          transToComment: "",
          paymentNetwork: "IFT",
        },
        { idempotencyKey: randomUUID() },
      );
    for (let i = 0; i < 5; i += 1) await pay();
    const serial = performance.now();
    for (let i = 0; i < PAYMENTS; i += 1) await pay();
    const serialSeconds = (performance.now() - serial) / 1000;
    const parallel = performance.now();
    for (let i = 0; i < PAYMENTS; i += 8) await Promise.all(Array.from({ length: 8 }, pay));
    const parallelSeconds = (performance.now() - parallel) / 1000;
    console.log(
      `  ${label}: HTTP ${String(PAYMENTS)} payments one at a time ${(PAYMENTS / serialSeconds).toFixed(0)}/s (${((serialSeconds * 1000) / PAYMENTS).toFixed(1)} ms each); eight at once ${(PAYMENTS / parallelSeconds).toFixed(0)}/s`,
    );
  } finally {
    await server.stop();
  }
}

/** Prints the ledger's figures; answers whether PGlite met the aim of 1,000 postings a second. */
export async function measureLedger(): Promise<void> {
  console.log("Ledger and payments:");
  const pglite = await PgliteDatabase.open();
  try {
    await measureInProcess("PGlite (in memory)", pglite);
  } finally {
    await pglite.close();
  }
  const postgres = await freshPostgres();
  if (postgres !== null) {
    const db = await PgDatabase.open(postgres.url);
    try {
      await measureInProcess("PostgreSQL 15", db);
    } finally {
      await db.close();
      await postgres.drop();
    }
  }
  await measureHttp("PGlite (server data dir)", {});
  const httpPostgres = await freshPostgres();
  if (httpPostgres !== null) {
    try {
      await measureHttp("PostgreSQL 15", { DATABASE_URL: httpPostgres.url });
    } finally {
      await httpPostgres.drop();
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(`node ${process.version}, ${new Date().toISOString()}`);
  await measureLedger();
}
