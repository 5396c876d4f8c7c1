import { fileURLToPath } from "node:url";
import { OWASP_SCRYPT, type ScryptParams } from "./secrets";
import { CAPTCHA_FAILURE_THRESHOLD } from "../../src/domain/auth/LoginStatus";
import {
  DEFAULT_IDLE_TIMEOUT_MS,
  DEFAULT_IDLE_WARNING_MS,
  MAX_IDLE_EXTENSIONS,
  idlePolicy,
} from "../../src/domain/session/IdlePolicy";

/** Everything the server reads from its environment. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly isProduction: boolean;
  readonly serverSecret: string | undefined;
  /** Fixed application date (`yyyy-MM-dd`); undefined means today in Asia/Kolkata. */
  readonly appDate: string | undefined;
  /** Seconds before a one-time code may be sent again. */
  readonly regenerateOtpTimerSeconds: number;
  readonly distDir: string;
  /** Sign-in attempts allowed per minute from one address and for one user id. */
  readonly loginRateLimitPerIp: number;
  readonly loginRateLimitPerUser: number;
  /** Idle time-out of a session on the server clock (`SESSION_IDLE_TIMEOUT_MS`). */
  readonly sessionIdleTimeoutMs: number;
  /**
   * Absolute lifetime of a session from its sign-in (`SESSION_MAX_LIFETIME_MS`, default 8 hours):
   * however active, a session then ends and the customer signs in again.
   */
  readonly sessionMaxLifetimeMs: number;
  /**
   * The cost of password hashing (`PASSWORD_HASH_LOG_N`: scrypt N = 2^value, r=8, p=1; default
   * OWASP's 17). Production refuses less; tests use less to stay fast.
   */
  readonly passwordHashing: ScryptParams;
  /** Length of the client's time-out warning (`TIMEOUT_WARNING_MS`, at least 20 s unless `ALLOW_SPEC_TIMEOUT_WARNING=1`). */
  readonly timeoutWarningMs: number;
  /** How long the sign-out feedback survey stays open (`FEEDBACK_TIMEOUT_MS`). */
  readonly feedbackTimeoutMs: number;
  /** Wrong transaction passwords before the user id is blocked (`TXN_PWD_MAX_ATTEMPTS`). */
  readonly txnPwdMaxAttempts: number;
  /** Whether sensitive actions need the transaction password (`TXN_PWD_REQUIRED`, 1 or 0). */
  readonly txnPwdRequired: boolean;
}

/** Session idle time-out on the server clock (spec 000 section 9). */
export const IDLE_TIMEOUT_MS = DEFAULT_IDLE_TIMEOUT_MS;
/** Time-out warning length the client shows (GUIDE.md section 5: at least 20 s). */
export const TIMEOUT_WARNING_MS = DEFAULT_IDLE_WARNING_MS;
/** Extensions allowed from the time-out warning per session (WCAG 2.2.1: at least 10). */
export const MAX_SESSION_EXTENSIONS = MAX_IDLE_EXTENSIONS;
/** Default absolute session lifetime: a working day (OWASP ASVS 5.0 7.3.2). */
export const SESSION_MAX_LIFETIME_MS = 8 * 60 * 60_000;
/** Default sign-out feedback survey time-out. */
export const FEEDBACK_TIMEOUT_MS = 60_000;
/** Default wrong transaction passwords before the user id is blocked (spec 000 section 8). */
export const TXN_PWD_MAX_ATTEMPTS = 3;
/** Wrong codes allowed per one-time code. */
export const ALLOWED_OTP_ATTEMPTS = 3;
/** Times a one-time code may be sent again. */
export const ALLOWED_REGENERATE_ATTEMPTS = 3;
/** Lifetime of a one-time code. */
export const OTP_TTL_MS = 5 * 60_000;
/** Failures from which the captcha is required. */
export const CAPTCHA_AFTER_FAILURES = CAPTCHA_FAILURE_THRESHOLD;
/** Failures at which the user id is blocked. */
export const LOCK_AFTER_FAILURES = 6;
/**
 * How many issued `X-SFAUTH-TOKEN` values stay valid for a session: calls sent at once all carry
 * the newest token the browser holds, and each answer issues one more, so a call is refused when
 * more than this many answers were issued between its token and its check. 128 covers the 100
 * streams an HTTP/2 connection commonly allows and slow downloads that overlap many calls.
 */
export const SFAUTH_WINDOW = 128;

const DEFAULT_DIST = fileURLToPath(new URL("../../dist/", import.meta.url));

/** Reads the configuration from environment variables (see server/README.md). */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const appDate = env["APP_DATE"];
  if (appDate !== undefined && appDate !== "" && !/^\d{4}-\d{2}-\d{2}$/.test(appDate)) {
    throw new Error("APP_DATE must be yyyy-MM-dd");
  }
  return {
    port: numberOr(env["PORT"], 8080),
    host: env["HOST"] ?? "127.0.0.1",
    dataDir: env["DATA_DIR"] ?? "./data",
    databaseUrl: emptyToUndefined(env["DATABASE_URL"]),
    isProduction: env["NODE_ENV"] === "production",
    serverSecret: emptyToUndefined(env["SERVER_SECRET"]),
    appDate: emptyToUndefined(appDate),
    regenerateOtpTimerSeconds: numberOr(env["REGENERATE_OTP_TIMER"], 90),
    distDir: env["DIST_DIR"] ?? DEFAULT_DIST,
    loginRateLimitPerIp: numberOr(env["LOGIN_RATE_LIMIT_PER_IP"], 10),
    loginRateLimitPerUser: numberOr(env["LOGIN_RATE_LIMIT_PER_USER"], 20),
    ...sessionTimes(env),
    sessionMaxLifetimeMs: positiveOr(env["SESSION_MAX_LIFETIME_MS"], SESSION_MAX_LIFETIME_MS),
    passwordHashing: passwordHashing(env),
    feedbackTimeoutMs: positiveOr(env["FEEDBACK_TIMEOUT_MS"], FEEDBACK_TIMEOUT_MS),
    txnPwdMaxAttempts: Math.floor(positiveOr(env["TXN_PWD_MAX_ATTEMPTS"], TXN_PWD_MAX_ATTEMPTS)),
    txnPwdRequired: env["TXN_PWD_REQUIRED"] !== "0",
  };
}

/** `PASSWORD_HASH_LOG_N`: 10 to 20 (tests and demos), in production at least OWASP's 17. */
function passwordHashing(env: Readonly<Record<string, string | undefined>>): ScryptParams {
  const logN = numberOr(env["PASSWORD_HASH_LOG_N"], OWASP_SCRYPT.logN);
  if (!Number.isInteger(logN) || logN < 10 || logN > 20) {
    throw new Error("PASSWORD_HASH_LOG_N must be a whole number from 10 to 20");
  }
  if (env["NODE_ENV"] === "production" && logN < OWASP_SCRYPT.logN) {
    throw new Error(`PASSWORD_HASH_LOG_N must be at least ${OWASP_SCRYPT.logN} in production`);
  }
  return { ...OWASP_SCRYPT, logN };
}

/**
 * The idle time-out and warning through the domain's `idlePolicy`: a warning below 20 s is raised
 * to 20 s unless `ALLOW_SPEC_TIMEOUT_WARNING=1` (then e.g. the spec's 11000 is kept).
 */
function sessionTimes(env: Readonly<Record<string, string | undefined>>) {
  const policy = idlePolicy({
    idleTimeoutMs: positiveOr(env["SESSION_IDLE_TIMEOUT_MS"], IDLE_TIMEOUT_MS),
    warningMs: positiveOr(env["TIMEOUT_WARNING_MS"], TIMEOUT_WARNING_MS),
    allowSpecWarning: env["ALLOW_SPEC_TIMEOUT_WARNING"] === "1",
  });
  return { sessionIdleTimeoutMs: policy.idleTimeoutMs, timeoutWarningMs: policy.warningMs };
}

function positiveOr(value: string | undefined, fallback: number): number {
  const parsed = numberOr(value, fallback);
  if (parsed === 0) throw new Error(`Must be more than 0: ${value ?? ""}`);
  return parsed;
}

function numberOr(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`Not a valid number: ${value}`);
  return parsed;
}

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : value;
}
