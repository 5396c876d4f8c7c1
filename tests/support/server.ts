import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

/** A reference server started for tests or benchmarks on a fresh data dir. */
export interface RunningServer {
  readonly baseUrl: string;
  readonly dataDir: string;
  /** Stops the server and removes its data dir (kept when started with `keepDataDir`). */
  stop(): Promise<void>;
}

/**
 * The data dir of a server that migrated and seeded a database and stopped (set by the end-to-end
 * suite's global setup, `prepareDataDir`), with its application date: a server started without
 * a `dataDir` starts on a copy of it instead of migrating and seeding again.
 */
const PREPARED_DATA_DIR = "RIB_PREPARED_DATA_DIR";
const PREPARED_APP_DATE = "RIB_PREPARED_APP_DATE";

/** A new temporary data dir: a copy of the prepared one when there is one, else empty. */
async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "rib-data-"));
  const prepared = process.env[PREPARED_DATA_DIR];
  if (prepared !== undefined && prepared !== "") await cp(prepared, dir, { recursive: true });
  return dir;
}

/**
 * Migrates and seeds a database once (a server starts on a fresh data dir, answers, and stops),
 * and makes every later {@link startServer} of this process and its workers start on a copy of
 * it. Returns a function that removes it.
 */
export async function prepareDataDir(env: Record<string, string> = {}): Promise<() => Promise<void>> {
  const seeded = await startServer({ env, keepDataDir: true });
  const answer = await fetch(new URL("/app/rest/user/getServerDate", seeded.baseUrl));
  const appDate = ((await answer.json()) as { appDate: string }).appDate.slice(0, 10);
  await seeded.stop();
  process.env[PREPARED_DATA_DIR] = seeded.dataDir;
  process.env[PREPARED_APP_DATE] = appDate;
  return async () => {
    delete process.env[PREPARED_DATA_DIR];
    await rm(seeded.dataDir, { recursive: true, force: true });
  };
}

/** Asks the kernel for a free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode} before answering:\n${output()}`);
    }
    try {
      const response = await fetch(new URL("/app/rest/user/getServerDate", baseUrl));
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`The server did not answer within ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts `server/src/main.ts` with tsx on a free port and a fresh temporary data dir (a copy of the
 * prepared one, see {@link prepareDataDir}), with the
 * test settings (`NODE_ENV=test`, a 2-second regenerate wait) unless `env` overrides them, and
 * waits until `GET /app/rest/user/getServerDate` answers. `dataDir` starts it on an existing data
 * dir (e.g. of a server stopped before, to test a restart); `keepDataDir` leaves the data dir
 * in place on stop (the caller removes it).
 */
export async function startServer(
  options: {
    env?: Record<string, string>;
    timeoutMs?: number;
    dataDir?: string;
    keepDataDir?: boolean;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await newDataDir());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      REGENERATE_OTP_TIMER: "2",
      NODE_ENV: "test",
      // Password hashing at the lowest cost allowed (production refuses below OWASP's 17): the
      // suite signs in about a hundred times, and the cost is a server test's subject, not a flow's.
      PASSWORD_HASH_LOG_N: "10",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer): void => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  if (process.env.SERVER_LOG === "1") {
    child.stdout?.pipe(process.stdout);
    child.stderr?.pipe(process.stderr);
  }

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (options.keepDataDir !== true) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForServer(baseUrl, child, () => log, options.timeoutMs ?? 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}

/** Sign-in rate limits lifted, for files that sign the same customer in many times. */
export const NO_LOGIN_RATE_LIMITS: Readonly<Record<string, string>> = {
  LOGIN_RATE_LIMIT_PER_IP: "10000",
  LOGIN_RATE_LIMIT_PER_USER: "10000",
};

/**
 * Starts a server on a freshly seeded database that `prepare` has read or changed first (with the
 * server's application date): the seeded data dir is the prepared one's copy (else a first start
 * makes it and stops), `prepare` runs on it with PGlite, and the server starts on it. Stopping
 * removes the dir.
 */
export async function startServerOnSeed(
  env: Record<string, string>,
  prepare: (db: PGlite, appDate: string) => Promise<void>,
): Promise<RunningServer> {
  const { dataDir, appDate } = await seededDataDir(env);
  try {
    const db = new PGlite(dataDir);
    try {
      await prepare(db, appDate);
    } finally {
      await db.close();
    }
    const server = await startServer({ env, dataDir, keepDataDir: true });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A seeded data dir no server runs on, and its application date. */
async function seededDataDir(env: Record<string, string>): Promise<{ dataDir: string; appDate: string }> {
  const prepared = process.env[PREPARED_APP_DATE];
  if (process.env[PREPARED_DATA_DIR] !== undefined && prepared !== undefined) {
    return { dataDir: await newDataDir(), appDate: prepared };
  }
  const seeded = await startServer({ env, keepDataDir: true });
  try {
    const answer = await fetch(new URL("/app/rest/user/getServerDate", seeded.baseUrl));
    const appDate = ((await answer.json()) as { appDate: string }).appDate.slice(0, 10);
    return { dataDir: seeded.dataDir, appDate };
  } finally {
    await seeded.stop();
  }
}

/**
 * Moves a test server's development clock forward by `ms` (`POST /dev/clock`): the server then
 * lives `ms` later (its sessions, codes and application date with it). Gives the server's time
 * after the move.
 */
export async function moveServerClock(baseUrl: string, ms: number): Promise<Date> {
  const answer = await fetch(new URL("/dev/clock", baseUrl), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ advanceMs: ms }),
  });
  if (answer.status !== 200)
    throw new Error(`POST /dev/clock answered ${answer.status}: ${await answer.text()}`);
  return new Date(((await answer.json()) as { now: string }).now);
}

/** India Standard Time is UTC+05:30 all year. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** The calendar date of an instant in India, `yyyy-MM-dd` (the server's application date). */
export function indiaDate(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Moves a freshly started test server's clock to the next `hh:00` in India (between a moment and
 * a day ahead), so a test of a time of day (a cut-off) or of a date (sums up to today) never
 * depends on the hour it runs at. Gives the server's time after the move.
 */
export async function moveServerClockToIndiaHour(baseUrl: string, hour: number): Promise<Date> {
  const sinceMidnight = (Date.now() + INDIA_OFFSET_MS) % DAY_MS;
  const ahead = (hour * 3_600_000 - sinceMidnight + DAY_MS) % DAY_MS;
  return moveServerClock(baseUrl, Math.max(ahead, 1));
}
