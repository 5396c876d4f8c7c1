import { BlockList, isIP } from "node:net";
import { fileURLToPath } from "node:url";
import { OWASP_SCRYPT, type ScryptParams } from "./secrets";
import { Redacted } from "effect";
import type { Paise } from "../../../src/domain/money/Money";
import { CAPTCHA_FAILURE_THRESHOLD } from "../../../src/domain/auth/LoginStatus";
import {
  DEFAULT_IDLE_TIMEOUT_MS,
  DEFAULT_IDLE_WARNING_MS,
  MAX_IDLE_EXTENSIONS,
  idlePolicy,
} from "../../../src/domain/session/IdlePolicy";
import type { HttpSmsGatewayOptions, SmsGatewayAuth } from "./sms/HttpSmsGateway";

/** Which SMS gateway sends the messages: the development outbox (demo only) or the bank's HTTP gateway. */
export type SmsGatewayConfig =
  { readonly kind: "dev-outbox" } | ({ readonly kind: "http" } & HttpSmsGatewayOptions);

/** The PEM files of the server's own HTTPS listener (`TLS_CERT_FILE`, `TLS_KEY_FILE`). */
export interface TlsFiles {
  readonly certFile: string;
  readonly keyFile: string;
}

/** Everything the server reads from its environment. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /**
   * `NODE_ENV=production`: no demo customers, no `/dev/*` routes, the real clock, the HTTP SMS
   * gateway and `SERVER_SECRET` required. Otherwise demo mode, on a loopback address only.
   */
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
  /**
   * Reverse-proxy hops in front of the server whose `X-Forwarded-For` and `X-Forwarded-Proto` are
   * believed (`TRUST_PROXY`; 0, the default, ignores both headers).
   */
  readonly trustProxy: number;
  /** The origin customers use (`PUBLIC_URL`); an https one makes every cookie `__Host-` and sends HSTS. */
  readonly publicUrl: string | undefined;
  /** The SMS gateway (`SMS_GATEWAY` and its settings). */
  readonly sms: SmsGatewayConfig;
  /** The server's own TLS certificate and key; undefined: plain HTTP (TLS ends at a proxy). */
  readonly tls: TlsFiles | undefined;
  /** Payments: the NEFT cut-off, the caps, the daily limits and the charges table. */
  readonly transfers: TransferConfig;
}

/** One band of the charges table: a network's charge from accounts of `groups` up to an amount (inclusive). */
export interface ChargeBand {
  readonly network: "NEFT" | "RTGS";
  readonly groups: readonly string[];
  /** The largest amount of the band (paise); null: no upper bound. */
  readonly upToPaise: Paise | null;
  /** The charge before GST (paise). */
  readonly chargePaise: Paise;
}

/**
 * The bank's transfer limits (the domain's `Paise`), as the configuration call answers them (spec 001 section 9,
 * `getConfigurationData`): the networks' bounds, the IMPS daily limit and the global limits. The
 * payments check an amount against them with the domain's `validateTransferAmount`.
 */
export interface TransferAmountLimits {
  readonly ftLimits: {
    readonly withInBankGlobal: Paise;
    readonly otherBankGlobal: Paise;
    readonly quickPayMaxLimit: Paise;
  };
  readonly minNeft: Paise;
  readonly maxNeft: Paise;
  readonly minRtgs: Paise;
  readonly maxRtgs: Paise;
  readonly minImpsftp2a: Paise;
  readonly maxImpsftp2a: Paise;
  readonly maxDlImpsftp2a: Paise;
}

/** The transfer limits of the reference bank (Indian retail defaults: NEFT from ₹1, RTGS from ₹2 lakh). */
export const DEFAULT_TRANSFER_LIMITS: TransferAmountLimits = {
  ftLimits: { withInBankGlobal: 100_000_000n, otherBankGlobal: 100_000_000n, quickPayMaxLimit: 2_500_000n },
  minNeft: 100n,
  maxNeft: 100_000_000n,
  minRtgs: 20_000_000n,
  maxRtgs: 1_000_000_000n,
  minImpsftp2a: 100n,
  maxImpsftp2a: 50_000_000n,
  maxDlImpsftp2a: 50_000_000n,
};

/** Payments on the ledger (spec 001 sections 5 and 9; "not shown" there, so a bank sets its own). */
export interface TransferConfig {
  /** The transfer limits the configuration call answers and every payment is checked against. */
  readonly limits: TransferAmountLimits;
  /** The NEFT cut-off, `HH:mm` in Asia/Kolkata (`NEFT_CUT_OFF`): a NEFT after it waits for the customer's confirmation. */
  readonly neftCutOff: string;
  /** The most a customer may pay a beneficiary in its first hours (`NEW_BENEFICIARY_CAP_PAISE`). */
  readonly newBeneficiaryCapPaise: Paise;
  /** How long a new beneficiary is capped (`NEW_BENEFICIARY_HOURS`). */
  readonly newBeneficiaryHours: number;
  /** What a customer may pay per network and application date (paise). */
  readonly dailyLimitPaise: { readonly IFTWB: Paise; readonly NEFT: Paise; readonly RTGS: Paise };
  /** The charges table; a payment no band matches is free. */
  readonly charges: readonly ChargeBand[];
  /** GST on charges in basis points (1800 = 18%). */
  readonly gstBp: number;
  /** Bank holidays besides Sundays and the second and fourth Saturdays (`BANK_HOLIDAYS`, yyyy-MM-dd, comma-separated). */
  readonly holidays: readonly string[];
}

/**
 * The default charges: NEFT and RTGS online are free from savings (SAV) and recurring-deposit (RC)
 * accounts, as RBI asks of savings customers; current accounts (DDA) pay the usual slabs plus GST.
 */
export const DEFAULT_CHARGES: readonly ChargeBand[] = [
  { network: "NEFT", groups: ["DDA"], upToPaise: 1_000_000n, chargePaise: 250n },
  { network: "NEFT", groups: ["DDA"], upToPaise: 10_000_000n, chargePaise: 500n },
  { network: "NEFT", groups: ["DDA"], upToPaise: 20_000_000n, chargePaise: 1_500n },
  { network: "NEFT", groups: ["DDA"], upToPaise: null, chargePaise: 2_500n },
  { network: "RTGS", groups: ["DDA"], upToPaise: 50_000_000n, chargePaise: 2_450n },
  { network: "RTGS", groups: ["DDA"], upToPaise: null, chargePaise: 4_950n },
];

/** The payment settings from the environment (defaults: cut-off 18:00, ₹50,000 for 24 hours). */
function transferConfig(
  env: Readonly<Record<string, string | undefined>>,
  problems: string[],
): TransferConfig {
  const cutOff = emptyToUndefined(env["NEFT_CUT_OFF"]) ?? "18:00";
  if (!/^(?:[01]\d|2[0-3]):[0-5]\d$/.test(cutOff))
    problems.push("NEFT_CUT_OFF must be HH:mm (24-hour clock).");
  const holidays = (env["BANK_HOLIDAYS"] ?? "")
    .split(",")
    .map((day) => day.trim())
    .filter((day) => day !== "");
  if (holidays.some((day) => !/^\d{4}-\d{2}-\d{2}$/.test(day))) {
    problems.push("BANK_HOLIDAYS must be dates yyyy-MM-dd separated by commas.");
  }
  return {
    limits: DEFAULT_TRANSFER_LIMITS,
    neftCutOff: cutOff,
    newBeneficiaryCapPaise: paiseOr(env["NEW_BENEFICIARY_CAP_PAISE"], 5_000_000n),
    newBeneficiaryHours: positiveOr(env["NEW_BENEFICIARY_HOURS"], 24),
    dailyLimitPaise: { IFTWB: 100_000_000n, NEFT: 100_000_000n, RTGS: 1_000_000_000n },
    charges: DEFAULT_CHARGES,
    gstBp: 1_800,
    holidays,
  };
}

/** A configuration the server refuses to start with; the message lists every problem (never a secret's value). */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join("\n"));
    this.name = "ConfigError";
  }
}

/** The shortest `SERVER_SECRET` production accepts (32 characters, e.g. `openssl rand -base64 32`). */
export const MIN_SERVER_SECRET_LENGTH = 32;
/** Default time the HTTP SMS gateway has to answer. */
export const SMS_GATEWAY_TIMEOUT_MS = 10_000;

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

const DEFAULT_DIST = fileURLToPath(new URL("../../../dist/", import.meta.url));

/**
 * Reads the configuration from environment variables (see server/README.md); throws
 * {@link ConfigError} listing every setting the server must not start with.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const appDate = env["APP_DATE"];
  if (appDate !== undefined && appDate !== "" && !/^\d{4}-\d{2}-\d{2}$/.test(appDate)) {
    throw new Error("APP_DATE must be yyyy-MM-dd");
  }
  const problems: string[] = [];
  const isProduction = env["NODE_ENV"] === "production";
  const host = env["HOST"] ?? "127.0.0.1";
  const serverSecret = emptyToUndefined(env["SERVER_SECRET"]);
  if (!isProduction && !isLoopback(host)) {
    problems.push(
      `Demo mode (NODE_ENV is not production) shows every one-time code and has demo customers with a published password, so it listens on a loopback address only (127.0.0.1, ::1, localhost), not HOST=${host}. Set NODE_ENV=production for a real deployment (README.md, "Running it: demo and production").`,
    );
  }
  if (isProduction && serverSecret === undefined) {
    problems.push(
      `Production needs SERVER_SECRET (at least ${MIN_SERVER_SECRET_LENGTH} characters, the same for every server process), e.g. from openssl rand -base64 32.`,
    );
  } else if (isProduction && serverSecret !== undefined && serverSecret.length < MIN_SERVER_SECRET_LENGTH) {
    problems.push(
      `SERVER_SECRET is too short for production: at least ${MIN_SERVER_SECRET_LENGTH} characters.`,
    );
  }
  const config: ServerConfig = {
    port: numberOr(env["PORT"], 8080),
    host,
    dataDir: env["DATA_DIR"] ?? "./data",
    databaseUrl: emptyToUndefined(env["DATABASE_URL"]),
    isProduction,
    serverSecret,
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
    trustProxy: trustProxy(env["TRUST_PROXY"], problems),
    publicUrl: publicUrl(env["PUBLIC_URL"], problems),
    sms: smsGateway(env, isProduction, problems),
    tls: tlsFiles(env, problems),
    transfers: transferConfig(env, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Whether `host` is a loopback address: 127.0.0.0/8, ::1 (also as `[::1]`) or `localhost`. */
export function isLoopback(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (name === "localhost") return true;
  const family = isIP(name);
  if (family === 4) return LOOPBACK.check(name, "ipv4");
  if (family === 6) return LOOPBACK.check(name, "ipv6");
  return false;
}

/** `TRUST_PROXY`: a whole number of hops, 0 by default. */
function trustProxy(value: string | undefined, problems: string[]): number {
  if (value === undefined || value.trim() === "") return 0;
  if (!/^\d{1,2}$/.test(value.trim())) {
    problems.push(
      "TRUST_PROXY must be the number of trusted proxy hops in front of the server (0, 1, 2, ...).",
    );
    return 0;
  }
  return Number(value.trim());
}

/** `PUBLIC_URL`: an http or https origin (no path, query, or credentials); kept as its origin. */
function publicUrl(value: string | undefined, problems: string[]): string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (
    url === undefined ||
    (url.protocol !== "https:" && url.protocol !== "http:") ||
    url.username !== "" ||
    url.password !== "" ||
    url.pathname !== "/" ||
    url.search !== "" ||
    url.hash !== ""
  ) {
    problems.push(
      "PUBLIC_URL must be the origin customers use, e.g. https://netbanking.example.in (no path).",
    );
    return undefined;
  }
  return url.origin;
}

/**
 * `SMS_GATEWAY`: `dev-outbox` (the default outside production, refused in production) or `http`
 * with `SMS_GATEWAY_URL`, `SMS_GATEWAY_TOKEN` or `SMS_GATEWAY_USER` and `SMS_GATEWAY_PASSWORD`, and
 * `SMS_GATEWAY_TIMEOUT_MS`. Problems name the variables, never their values.
 */
function smsGateway(
  env: Readonly<Record<string, string | undefined>>,
  isProduction: boolean,
  problems: string[],
): SmsGatewayConfig {
  const kind = emptyToUndefined(env["SMS_GATEWAY"]) ?? (isProduction ? undefined : "dev-outbox");
  if (kind === "dev-outbox") {
    if (isProduction) {
      problems.push(
        "Production never uses the development SMS outbox: set SMS_GATEWAY=http and SMS_GATEWAY_URL.",
      );
    }
    return { kind: "dev-outbox" };
  }
  if (kind !== "http") {
    problems.push(
      isProduction && kind === undefined
        ? "Production needs SMS_GATEWAY=http and SMS_GATEWAY_URL (the bank's SMS gateway)."
        : "SMS_GATEWAY must be http or dev-outbox.",
    );
    return { kind: "dev-outbox" };
  }
  const rawUrl = emptyToUndefined(env["SMS_GATEWAY_URL"]);
  const url = rawUrl !== undefined && URL.canParse(rawUrl) ? new URL(rawUrl) : undefined;
  if (url === undefined || (url.protocol !== "https:" && url.protocol !== "http:")) {
    problems.push("SMS_GATEWAY=http needs SMS_GATEWAY_URL, an http or https URL.");
  } else if (url.username !== "" || url.password !== "") {
    problems.push(
      "SMS_GATEWAY_URL must not carry credentials: use SMS_GATEWAY_TOKEN or SMS_GATEWAY_USER and SMS_GATEWAY_PASSWORD.",
    );
  } else if (isProduction && url.protocol === "http:" && !isLoopback(url.hostname)) {
    problems.push(
      "In production SMS_GATEWAY_URL must be https (plain http only to a relay on a loopback address).",
    );
  }
  return {
    kind: "http",
    url: url?.href ?? "",
    auth: smsAuth(env, problems),
    timeoutMs: positiveOr(env["SMS_GATEWAY_TIMEOUT_MS"], SMS_GATEWAY_TIMEOUT_MS),
  };
}

/** The gateway's credentials: a bearer token, or a user and password, or none. */
function smsAuth(env: Readonly<Record<string, string | undefined>>, problems: string[]): SmsGatewayAuth {
  const token = emptyToUndefined(env["SMS_GATEWAY_TOKEN"]);
  const user = emptyToUndefined(env["SMS_GATEWAY_USER"]);
  const password = emptyToUndefined(env["SMS_GATEWAY_PASSWORD"]);
  if (token !== undefined && (user !== undefined || password !== undefined)) {
    problems.push("Set either SMS_GATEWAY_TOKEN or SMS_GATEWAY_USER and SMS_GATEWAY_PASSWORD, not both.");
  }
  if (token !== undefined) return { kind: "bearer", token: Redacted.make(token) };
  if (user !== undefined && password !== undefined) {
    return { kind: "basic", user, password: Redacted.make(password) };
  }
  if (user !== undefined || password !== undefined) {
    problems.push("SMS_GATEWAY_USER and SMS_GATEWAY_PASSWORD go together.");
  }
  return { kind: "none" };
}

/** `TLS_CERT_FILE` and `TLS_KEY_FILE`: both or neither. */
function tlsFiles(
  env: Readonly<Record<string, string | undefined>>,
  problems: string[],
): TlsFiles | undefined {
  const certFile = emptyToUndefined(env["TLS_CERT_FILE"]);
  const keyFile = emptyToUndefined(env["TLS_KEY_FILE"]);
  if (certFile === undefined && keyFile === undefined) return undefined;
  if (certFile === undefined || keyFile === undefined) {
    problems.push(
      "TLS_CERT_FILE and TLS_KEY_FILE go together (PEM files of the certificate chain and its key).",
    );
    return undefined;
  }
  return { certFile, keyFile };
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

/** Whole paise above zero from the environment, or `fallback`. */
function paiseOr(value: string | undefined, fallback: Paise): Paise {
  if (value === undefined || value === "") return fallback;
  if (!/^[1-9]\d{0,15}$/u.test(value.trim())) throw new Error(`Must be whole paise above 0: ${value}`);
  return BigInt(value.trim());
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
