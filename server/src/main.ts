import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { openDatabase, prepareDeps } from "./bootstrap";
import { OffsetClock, systemClock } from "./clock";
import { loadConfig } from "./config";
import { purgeExpired } from "./db/housekeeping";
import { DEMO_PASSWORD, DEMO_TXN_PASSWORD, DEMO_USERS } from "./db/seed/demoData";
import { precompressBuild } from "./static/spa";

const config = loadConfig(process.env);
const db = await openDatabase(config);
// Outside production the clock can be moved forward by POST /dev/clock (tests cross time-outs without waiting).
const deps = await prepareDeps(db, config, { clock: config.isProduction ? systemClock : new OffsetClock() });
const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
  console.log(`Reference bank server listening on http://${config.host}:${info.port}/`);
  console.log(
    `Database: ${config.databaseUrl === undefined ? `PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)"}`,
  );
  if (!config.isProduction) {
    console.log(
      `Demo sign-in: users ${DEMO_USERS.join(", ")}; password ${DEMO_PASSWORD}; transaction password ${DEMO_TXN_PASSWORD}`,
    );
    console.log("One-time codes are printed here and listed at /dev/outbox.");
  }
});

// The build's files are compressed in the background, before the first customer asks for them.
precompressBuild(config.distDir).catch((error: unknown) => {
  console.error(`Compressing the build failed: ${error instanceof Error ? error.message : "unknown error"}`);
});

const housekeeping = setInterval(() => {
  purgeExpired(db, deps.clock.now()).catch((error: unknown) => {
    console.error(`Housekeeping failed: ${error instanceof Error ? error.message : "unknown error"}`);
  });
}, 10 * 60_000);
housekeeping.unref();

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  clearInterval(housekeeping);
  server.close(() => {
    void db.close().finally(() => process.exit(0));
  });
  if ("closeAllConnections" in server) server.closeAllConnections();
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
