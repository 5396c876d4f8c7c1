import { mkdir } from "node:fs/promises";
import { systemClock, type Clock } from "./clock";
import type { ServerConfig } from "./config";
import type { Database } from "./db/Database";
import { migrate } from "./db/migrate";
import { PgDatabase } from "./db/PgDatabase";
import { PgliteDatabase } from "./db/PgliteDatabase";
import { seedIfEmpty } from "./db/seed/seed";
import type { AppDeps } from "./http/context";
import { PasswordHasher, loadServerSecret } from "./secrets";
import { DevOutboxSmsGateway } from "./sms/DevOutboxSmsGateway";
import type { SmsGateway } from "./sms/SmsGateway";
import { kolkataDate } from "./clock";

/** Opens the configured database: `pg` when `DATABASE_URL` is set, else PGlite in `DATA_DIR`. */
export async function openDatabase(config: ServerConfig): Promise<Database> {
  if (config.databaseUrl !== undefined) return PgDatabase.open(config.databaseUrl);
  await mkdir(config.dataDir, { recursive: true });
  return PgliteDatabase.open(config.dataDir);
}

/** Migrates and seeds `db`, loads the server secret, and returns everything `createApp` needs. */
export async function prepareDeps(
  db: Database,
  config: ServerConfig,
  options: { clock?: Clock; sms?: SmsGateway; log?: (line: string) => void } = {},
): Promise<AppDeps> {
  const clock = options.clock ?? systemClock;
  await migrate(db);
  await seedIfEmpty(
    db,
    config.appDate ?? kolkataDate(clock.now()),
    new PasswordHasher(config.passwordHashing),
  );
  const serverSecret = await loadServerSecret(db, config.serverSecret);
  const sms = options.sms ?? new DevOutboxSmsGateway(db, clock, options.log);
  return { db, config, clock, sms, serverSecret };
}
