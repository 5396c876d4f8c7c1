import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Redacted } from "effect";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { Paise } from "../../../src/domain/money/Money";
import { openDatabase } from "../bootstrap";
import { loadConfig } from "../kernel/config";
import type { Database } from "../kernel/db/Database";
import { DEMO_PASSWORD } from "../seed/demoData";
import { httpBank } from "../testSupport/inProcessBank";
import { TEST_APP_DATE, TEST_PASSWORD_HASH_LOG_N } from "../testSupport/testDatabase";
import { checkLedger } from "./Ledger";

/**
 * A server killed at any moment (kill -9) restarts with either the whole payment or none of it
 * (issue 19). The real server process (server/src/main.ts) runs on an on-disk PGlite data directory,
 * or on a fresh PostgreSQL database when `TEST_DATABASE_URL` is set; payments stream in until the
 * process is killed with SIGKILL in the middle of them; the server starts again on the same data,
 * and every payment is then whole (payment row, balanced journal, both statement lines, balances
 * equal to postings) or absent, and every payment the client saw answered is there.
 */

const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));
const NRE = "30000010000031";
const NRO = "30000020000032";

interface Store {
  readonly env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** Where the server keeps its data: a PGlite directory, or a PostgreSQL database of its own. */
async function store(): Promise<Store> {
  const url = process.env["TEST_DATABASE_URL"] || process.env["DATABASE_URL"];
  if (url === undefined || url === "") {
    const dir = await mkdtemp(join(tmpdir(), "rib-crash-"));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dir });
    return {
      env: { DATA_DIR: dir },
      open: () => openDatabase(config),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `rib_crash_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: target.href });
  return {
    env: { DATABASE_URL: target.href, DATA_DIR: join(tmpdir(), name) },
    open: () => openDatabase(config),
    drop: async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** Starts the server process on `env`; answers the process and its base URL once it is listening. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
      env: {
        PATH: process.env["PATH"] ?? "",
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: "0",
        APP_DATE: TEST_APP_DATE,
        SERVER_SECRET: "crash-test-secret-0123456789abcdef",
        PASSWORD_HASH_LOG_N: String(TEST_PASSWORD_HASH_LOG_N),
        TXN_PWD_REQUIRED: "0",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match !== null) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${match[1] ?? ""}` });
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`The server exited (${String(code)}):\n${output}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

let data: Store | undefined;
afterAll(async () => {
  await data?.drop();
});

describe("kill -9 during payments", () => {
  it("restarts with every payment whole or absent, and every answered one whole", async () => {
    data = await store();
    const first = await startServer(data.env);
    const browser = httpBank(first.url);
    const [key] = await browser.bank.call("secretKey", { username: "meera" });
    await browser.bank.call(
      "login",
      {
        j_username: "meera",
        j_password: Redacted.make(DEMO_PASSWORD),
        "remember-me": "false",
        submit: "Login",
        secureAccess: "true",
      },
      { integrityKey: Redacted.make(key) },
    );

    // Payments stream in, four at a time, each of its own amount; the process is killed mid-stream.
    const answered: Paise[] = [];
    let next = 0;
    let killed = false;
    const pay = async (): Promise<void> => {
      while (!killed) {
        next += 1;
        const amount = 10_000n + BigInt(next);
        try {
          await browser.bank.call(
            "fundsTransferWithinBank",
            {
              fromAccountNumber: NRE,
              benAccountNumber: NRO,
              transferAmount: amount,
              transComment: "Crash",
              transToComment: "",
              paymentNetwork: "IFT",
            },
            { idempotencyKey: randomUUID() },
          );
          answered.push(amount);
        } catch {
          return;
        }
      }
    };
    const streams = Array.from({ length: 4 }, () => pay());
    while (answered.length < 12) await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill("SIGKILL");
    killed = true;
    await exited(first.child);
    await Promise.all(streams);

    // The server starts again on the same data and answers.
    const second = await startServer(data.env);
    const health = await fetch(`${second.url}/app/rest/user/getServerDate`);
    expect(health.status).toBe(200);
    second.child.kill("SIGTERM");
    await exited(second.child);

    const db = await data.open();
    try {
      expect(await checkLedger(db)).toEqual({
        postingsSum: 0n,
        unbalancedJournals: 0,
        accountMismatches: 0,
        internalMismatches: 0,
      });
      const payments = await db.query<{
        amount: number;
        journal_id: number | null;
        postings: number;
        lines: number;
      }>(
        `SELECT p.amount_paise AS amount, p.journal_id,
                (SELECT count(*)::int FROM postings WHERE journal_id = p.journal_id) AS postings,
                (SELECT count(*)::int FROM transactions WHERE journal_id = p.journal_id) AS lines
           FROM payments p WHERE p.remarks = 'Crash'`,
      );
      // Whole: a payment has its journal, both postings and both statement lines; absent: none of them.
      for (const payment of payments) {
        expect(payment.journal_id).not.toBeNull();
        expect([payment.postings, payment.lines]).toEqual([2, 2]);
      }
      // No journal of these payments without its payment row.
      const [journals] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM journals j WHERE j.kind = 'PAYMENT'
            AND EXISTS (SELECT 1 FROM transactions t WHERE t.journal_id = j.id AND t.description LIKE '%/Crash')`,
      );
      expect(journals?.n).toBe(payments.length);
      const stored = new Set(payments.map((payment) => BigInt(payment.amount)));
      expect(answered.every((amount) => stored.has(amount))).toBe(true);
      expect(payments.length).toBeGreaterThanOrEqual(answered.length);
    } finally {
      await db.close();
    }
  }, 180_000);
});
