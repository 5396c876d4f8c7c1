import { mkdir, readFile } from "node:fs/promises";
import { createServer as createHttpsServer, type ServerOptions as HttpsServerOptions } from "node:https";
import { kolkataDate, OffsetClock, systemClock, type Clock } from "./kernel/clock";
import type { ServerConfig } from "./kernel/config";
import type { Database } from "./kernel/db/Database";
import { migrate } from "./kernel/db/migrate";
import { PgDatabase } from "./kernel/db/PgDatabase";
import { PgliteDatabase } from "./kernel/db/PgliteDatabase";
import { DEMO_PASSWORD, DEMO_TXN_PASSWORD, DEMO_USERS } from "./seed/demoData";
import { seedIfEmpty } from "./seed/seed";
import type { AppDeps } from "./kernel/http/context";
import { PasswordHasher, loadServerSecret } from "./kernel/secrets";
import { DevOutboxSmsGateway } from "./kernel/sms/DevOutboxSmsGateway";
import { HttpSmsGateway } from "./kernel/sms/HttpSmsGateway";
import type { SmsGateway } from "./kernel/sms/SmsGateway";

/** Opens the configured database: `pg` when `DATABASE_URL` is set, else PGlite in `DATA_DIR`. */
export async function openDatabase(config: ServerConfig): Promise<Database> {
  if (config.databaseUrl !== undefined) return PgDatabase.open(config.databaseUrl);
  await mkdir(config.dataDir, { recursive: true });
  return PgliteDatabase.open(config.dataDir);
}

/** The server's clock: the real one in production; in demo mode one `POST /dev/clock` can move forward. */
export function clockFor(config: ServerConfig): Clock {
  return config.isProduction ? systemClock : new OffsetClock();
}

/** The configured SMS gateway: the bank's HTTP gateway, or (demo mode only) the development outbox. */
export function createSmsGateway(
  config: ServerConfig,
  db: Database,
  clock: Clock,
  log?: (line: string) => void,
): SmsGateway {
  return config.sms.kind === "http"
    ? new HttpSmsGateway(config.sms)
    : new DevOutboxSmsGateway(db, clock, log);
}

/**
 * Migrates `db`, seeds the demo customers into an empty database (demo mode only: production never
 * creates a customer), loads the server secret, and returns everything `createApp` needs. Production
 * refuses the development clock and the development SMS outbox before touching the database.
 */
export async function prepareDeps(
  db: Database,
  config: ServerConfig,
  options: { clock?: Clock; sms?: SmsGateway; log?: (line: string) => void } = {},
): Promise<AppDeps> {
  const clock = options.clock ?? systemClock;
  if (config.isProduction) {
    if (clock instanceof OffsetClock) {
      throw new Error("Production runs on the real clock, never on the development clock (OffsetClock).");
    }
    const isDevOutbox =
      options.sms === undefined ? config.sms.kind !== "http" : options.sms instanceof DevOutboxSmsGateway;
    if (isDevOutbox) {
      throw new Error("Production never sends through the development SMS outbox: set SMS_GATEWAY=http.");
    }
  }
  await migrate(db);
  if (!config.isProduction) {
    const now = clock.now();
    await seedIfEmpty(
      db,
      config.appDate ?? kolkataDate(now),
      new PasswordHasher(config.passwordHashing),
      now,
    );
  }
  const serverSecret = await loadServerSecret(db, config.serverSecret);
  const sms = options.sms ?? createSmsGateway(config, db, clock, options.log);
  return { db, config, clock, sms, serverSecret };
}

/** The `serve` options of the server's own HTTPS listener (`TLS_CERT_FILE`, `TLS_KEY_FILE`); none for plain HTTP. */
export async function listenerOptions(
  config: Pick<ServerConfig, "tls">,
): Promise<{ createServer: typeof createHttpsServer; serverOptions: HttpsServerOptions } | undefined> {
  if (config.tls === undefined) return undefined;
  const [cert, key] = await Promise.all([readFile(config.tls.certFile), readFile(config.tls.keyFile)]);
  return { createServer: createHttpsServer, serverOptions: { cert, key, minVersion: "TLSv1.2" } };
}

/** The lines the server prints when it starts: loud about demo mode, and a warning when cookies cannot be Secure. */
export function startupNotice(config: ServerConfig, listening: string): string[] {
  const database =
    config.databaseUrl === undefined ? `PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)";
  const lines = [`Reference bank server listening on ${listening}`, `Database: ${database}`];
  if (!config.isProduction) {
    const rule = "=".repeat(78);
    return [
      rule,
      "DEMO MODE - NOT FOR REAL CUSTOMERS (NODE_ENV is not production)",
      `  Demo customers ${DEMO_USERS.join(", ")}; password ${DEMO_PASSWORD}; transaction password ${DEMO_TXN_PASSWORD}`,
      "  One-time codes are printed here and listed at /dev/outbox; /dev/faults and /dev/clock are on.",
      "  Listening on a loopback address only. For a real deployment see README.md,",
      '  "Running it: demo and production".',
      rule,
      ...lines,
    ];
  }
  lines.push(
    `Production mode: no demo customers, no /dev routes; SMS through ${config.sms.kind === "http" ? new URL(config.sms.url).origin : "-"}`,
  );
  const isHttpsPublic = config.publicUrl?.startsWith("https:") === true;
  if (config.tls === undefined && config.trustProxy === 0 && !isHttpsPublic) {
    lines.push(
      "WARNING: no TLS_CERT_FILE, TRUST_PROXY or https PUBLIC_URL: cookies are not Secure and no HSTS is sent.",
    );
  }
  return lines;
}
