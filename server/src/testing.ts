import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { openDatabase, prepareDeps } from "./bootstrap";
import { loadConfig } from "./kernel/config";

/** A server started inside the calling process. */
export interface TestServer {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** Stops listening and closes the database. */
  close(): Promise<void>;
}

/**
 * Starts the real server in this process on `port` (0 or undefined: a free one) with its data in
 * `dataDir`; `env` adds environment settings (e.g. `REGENERATE_OTP_TIMER`). Used by the e2e suite.
 */
export async function startTestServer(options: {
  dataDir: string;
  port?: number;
  env?: Readonly<Record<string, string>>;
}): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: "test",
    ...process.env,
    ...options.env,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.env?.["DATABASE_URL"] ?? "",
  });
  const db = await openDatabase(config);
  const deps = await prepareDeps(db, config, { log: () => undefined });
  const app = createApp(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: "127.0.0.1" }, () =>
      resolve(started),
    );
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
