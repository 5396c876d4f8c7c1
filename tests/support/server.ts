import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
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
 * Starts `server/src/main.ts` with tsx on a free port and a fresh temporary data dir, with the
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
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "rib-data-")));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      REGENERATE_OTP_TIMER: "2",
      NODE_ENV: "test",
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
 * server's application date): the seed is made by a first start, the server is stopped, `prepare`
 * runs on the data dir with PGlite, and the server starts again on it. Stopping removes the dir.
 */
export async function startServerOnSeed(
  env: Record<string, string>,
  prepare: (db: PGlite, appDate: string) => Promise<void>,
): Promise<RunningServer> {
  const seeded = await startServer({ env, keepDataDir: true });
  const { dataDir } = seeded;
  try {
    const answer = await fetch(new URL("/app/rest/user/getServerDate", seeded.baseUrl));
    const appDate = ((await answer.json()) as { appDate: string }).appDate.slice(0, 10);
    await seeded.stop();
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
    await seeded.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
