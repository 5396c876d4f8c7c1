import { afterAll, beforeAll, beforeEach } from "vitest";
import { randomBytes } from "node:crypto";
import { ManualClock } from "../kernel/clock";
import { loadConfig, type ServerConfig } from "../kernel/config";
import type { Database } from "../kernel/db/Database";
import { PgDatabase, quoteIdent } from "../kernel/db/PgDatabase";
import { PgliteDatabase } from "../kernel/db/PgliteDatabase";
import { prepareDeps } from "../bootstrap";
import type { AppDeps } from "../kernel/http/context";
import { OWASP_SCRYPT, PasswordHasher } from "../kernel/secrets";

/** The application date of the server tests. */
export const TEST_APP_DATE = "2026-11-22";

/** The instant the server tests' clock starts at and their seed runs at (10:30 in India on {@link TEST_APP_DATE}). */
export const TEST_START_MS = Date.parse(`${TEST_APP_DATE}T05:00:00Z`);

/**
 * A database of its own for one test file: PGlite in memory, or a fresh schema of the PostgreSQL
 * at `TEST_DATABASE_URL` (or `DATABASE_URL`). CI sets `TEST_DATABASE_URL` for the whole `npm test`,
 * so the server suite runs on PostgreSQL while the end-to-end servers it starts stay on PGlite.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env["TEST_DATABASE_URL"] || process.env["DATABASE_URL"];
  if (url === undefined || url === "") return PgliteDatabase.open();
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const db = await PgDatabase.open(url, schema);
  const close = db.close.bind(db);
  return Object.assign(db, {
    close: async () => {
      await db.exec(`DROP SCHEMA ${quoteIdent(schema)} CASCADE`);
      await close();
    },
  });
}

/** The scrypt cost of the tests' password hashes (N = 2^10). */
export const TEST_PASSWORD_HASH_LOG_N = 10;

/** A password hasher at the tests' cost. */
export const testPasswordHasher = (): PasswordHasher =>
  new PasswordHasher({ ...OWASP_SCRYPT, logN: TEST_PASSWORD_HASH_LOG_N });

/** The test configuration: fixed date, no regenerate wait, not production. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({
      NODE_ENV: "test",
      APP_DATE: TEST_APP_DATE,
      REGENERATE_OTP_TIMER: "0",
      SERVER_SECRET: "test-secret-0123456789",
      // Hashing at the lowest cost allowed: tests sign in hundreds of times (production refuses below 17).
      PASSWORD_HASH_LOG_N: String(TEST_PASSWORD_HASH_LOG_N),
    }),
    ...overrides,
  };
}

/** A migrated, seeded database with the test configuration and a manual clock (one per test file). */
export async function openTestDeps(
  overrides: Partial<ServerConfig> = {},
): Promise<AppDeps & { clock: ManualClock }> {
  const db = await openTestDatabase();
  const clock = new ManualClock(new Date(TEST_START_MS));
  const deps = await prepareDeps(db, testConfig(overrides), { clock, log: () => undefined });
  return { ...deps, clock };
}

/**
 * Puts the sign-in state of the demo users back (counts, blocks, sessions, codes, rate limits, which
 * every app on the database shares), so tests stay independent.
 */
export async function resetSignInState(db: Database): Promise<void> {
  await db.exec(`
    UPDATE users SET failure_count = 0, txn_failure_count = 0, locked = FALSE;
    UPDATE users SET secure_image_id = NULL, secure_text = NULL WHERE username = 'ravi';
    DELETE FROM unknown_login_failures;
    DELETE FROM audit_log;
    UPDATE sessions SET ended_at = now(), end_reason = 'LOGOUT' WHERE ended_at IS NULL;
    UPDATE otp_codes SET superseded = TRUE;
    DELETE FROM otp_limits;
    DELETE FROM otp_chains;
    DELETE FROM rate_limits;
  `);
}

/**
 * A test file's server deps (see {@link openTestDeps}): opened before its tests, closed after them,
 * with the sign-in state put back before each test. The object is filled in before the first test,
 * so read its fields inside tests and hooks, not at the top of the file.
 */
export function useTestDeps(overrides: Partial<ServerConfig> = {}): AppDeps & { clock: ManualClock } {
  const deps = {} as AppDeps & { clock: ManualClock };
  beforeAll(async () => {
    Object.assign(deps, await openTestDeps(overrides));
  });
  afterAll(async () => {
    await deps.db.close();
  });
  beforeEach(async () => {
    await resetSignInState(deps.db);
  });
  return deps;
}
