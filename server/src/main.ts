import type { AddressInfo } from "node:net";
import { loadConfig, type ServerConfig } from "./kernel/config";

let config: ServerConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  // A setting the server must not run with: say which, and stop with a non-zero exit code.
  console.error(`The server did not start:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// Loaded once the configuration is known to be good, so a refused start opens and loads nothing.
const [{ serve }, { createApp }, bootstrap, { purgeExpired }, { writeEncodedCopies }] = await Promise.all([
  import("@hono/node-server"),
  import("./app"),
  import("./bootstrap"),
  import("./kernel/db/housekeeping"),
  import("./static/compression"),
]);
const { clockFor, listenerOptions, openDatabase, prepareDeps, startupNotice } = bootstrap;
const listener = await listenerOptions(config);
const db = await openDatabase(config);
// Outside production the clock can be moved forward by POST /dev/clock (tests cross time-outs without waiting).
const deps = await prepareDeps(db, config, { clock: clockFor(config) });
// The build's compressed copies are sent as they are: a file changed after the build (a hand edit, a
// copied dist/) gets new copies before the first customer asks for it, so no stale copy goes out.
// A build with current copies costs a look at each file's date.
await writeEncodedCopies(config.distDir).catch((error: unknown) => {
  console.error(`Compressing the build failed: ${error instanceof Error ? error.message : "unknown error"}`);
});
const app = createApp(deps);
const scheme = listener === undefined ? "http" : "https";
const server = serve(
  { fetch: app.fetch, port: config.port, hostname: config.host, ...listener },
  (info: AddressInfo) => {
    const host = config.host.includes(":") ? `[${config.host}]` : config.host;
    for (const line of startupNotice(config, `${scheme}://${host}:${info.port}/`)) console.log(line);
  },
);

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
