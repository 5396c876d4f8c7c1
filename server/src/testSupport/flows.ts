import { Redacted } from "effect";
import { createJoseTransactionCipher } from "../../../src/adapters/crypto/JoseTransactionCipher";
import type { BankCalls } from "../../../src/adapters/rib/BankClient";
import { isRibError, type RibError } from "../../../src/adapters/rib/RibError";
import { canonicalJson } from "../../../src/adapters/rib/contract/canonicalJson";
import { otpBinding, type Endpoint } from "../../../src/adapters/rib/contract/endpoint";
import type { Database } from "../kernel/db/Database";
import { DEMO_PASSWORD } from "../seed/demoData";
import { readOutbox } from "../kernel/sms/DevOutboxSmsGateway";
import { createApp } from "../app";
import type { AppDeps } from "../kernel/http/context";
import { inProcessBank, type InProcessBank } from "./inProcessBank";

/** Options of a sign-in: another password, no secure access flag, extra form fields (captcha). */
export interface SignInOptions {
  readonly password?: string;
  readonly secureAccess?: boolean;
  readonly extra?: Partial<Pick<BankCalls["login"]["request"], "captchaId" | "captcha" | "captchaCode">>;
}

/** A new browser of the bank on `deps` (a new app, so nothing is shared but the database). */
export function newBrowser(deps: AppDeps): InProcessBank {
  return inProcessBank(createApp(deps));
}

/** Signs in through the app's client: the pre-sign-in key (`secretKey`), then `login` with it as the integrity key. */
export async function signIn(
  browser: InProcessBank,
  username: string,
  options: SignInOptions = {},
): Promise<BankCalls["login"]["response"]> {
  const [key] = await browser.bank.call("secretKey", { username });
  return browser.bank.call(
    "login",
    {
      j_username: username,
      j_password: Redacted.make(options.password ?? DEMO_PASSWORD),
      "remember-me": "false",
      submit: "Login",
      ...(options.secureAccess === false ? {} : { secureAccess: "true" }),
      ...options.extra,
    },
    { integrityKey: Redacted.make(key) },
  );
}

/** The newest code sent to the outbox (security notices in between carry none). */
export async function latestCode(db: Database): Promise<string> {
  const message = (await readOutbox(db)).find((sent) => sent.otp !== null);
  if (message?.otp === undefined || message.otp === null) throw new Error("No code in the outbox.");
  return message.otp;
}

/** The session's secret key. */
export async function sessionKey(browser: InProcessBank): Promise<string> {
  const [key] = await browser.bank.call("loggedInSecretKey", {});
  return key;
}

/** Completes the sign-in code step with the code from the outbox; answers `setAuthOtp`'s answer. */
export async function completeMfa(
  browser: InProcessBank,
  db: Database,
): Promise<BankCalls["setAuthOtp"]["response"]> {
  const sent = await browser.bank.call("authOtp", {});
  const validated = await browser.bank.call("validateAuthOtp", {
    otp: Redacted.make(await latestCode(db)),
    otac: sent.otac,
  });
  return browser.bank.call("setAuthOtp", { rToken: validated.rToken, ownSystem: "Y" });
}

/** Signs in and, when the customer has one, completes the code step (any refusal rejects). */
export async function signInActive(browser: InProcessBank, db: Database, username: string): Promise<void> {
  const answer = await signIn(browser, username);
  if (answer.mfaRequired) await completeMfa(browser, db);
}

/** A browser on a new app over `deps`, signed in as `username` (code step passed when needed). */
export async function signedInBrowser(deps: AppDeps, username = "asha"): Promise<InProcessBank> {
  const browser = newBrowser(deps);
  await signInActive(browser, deps.db, username);
  return browser;
}

/** Sends and validates an action code for `declaration` bound to `request` (`otpBinding`); answers its otac. */
export async function verifiedCode(
  browser: InProcessBank,
  db: Database,
  declaration: Pick<Endpoint, "otp">,
  request: Readonly<Record<string, unknown>>,
): Promise<string> {
  const module = declaration.otp?.module ?? "";
  const sent = await browser.bank.call("generateOtp", {
    smsForService: module,
    firstContent: "",
    secondContent: "",
    module,
    bind: otpBinding(declaration, request),
  });
  const validated = await browser.bank.call("validateOtp", {
    otp: Redacted.make(await latestCode(db)),
    otac: sent.otac,
    module,
  });
  if (validated.status !== "00") throw new Error(`validateOtp answered ${JSON.stringify(validated)}`);
  return sent.otac;
}

/** The refusal of a call that must fail: its `RibError` (status, code, body); fails when the call succeeds. */
export async function refusal(call: Promise<unknown>): Promise<RibError> {
  try {
    const answer = await call;
    throw new Error(`Expected a refusal, got ${JSON.stringify(answer)}`);
  } catch (error) {
    if (isRibError(error)) return error as RibError;
    throw error;
  }
}

/** A call's outcome: 200 and the decoded answer, or the refusal's status and body. */
export interface Outcome {
  readonly status: number;
  readonly body: unknown;
  /** The body as JSON text (to check that a value appears nowhere in it). */
  readonly text: string;
}

/**
 * JSON text of an answer as the wire carries it: a `bigint` (a decoded `Paise`) is written as the
 * JSON number the wire has for it (JSON.stringify refuses a bigint).
 */
function wireJson(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) => (typeof value === "bigint" ? Number(value) : value));
}

/**
 * The outcome of a call made through the app's client, for tests that check a mix of answers and
 * refusals alike: the declared calls answer 200 on success, so a success is `200` and the decoded
 * answer; a refusal is the `RibError`'s status and the server's body.
 */
export async function outcome(call: Promise<unknown>): Promise<Outcome> {
  try {
    const body = await call;
    return { status: 200, body, text: wireJson(body) };
  } catch (error) {
    if (!isRibError(error)) throw error;
    if (error.status === 0) throw new Error(`The client refused to send the request: ${error.statusMsg}`);
    return { status: error.status, body: error.body, text: JSON.stringify(error.body) };
  }
}

/** One raw answer as a test reads it. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
  readonly text: string;
}

/** A raw request: a JSON or form body or a body as it is, headers over (or instead of) the client's. */
export interface RawRequest {
  readonly json?: unknown;
  readonly form?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Headers set over the client's (`Token`, `UrlToken`, `X-SFAUTH-TOKEN`, no-cache). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Client headers left out (e.g. `Token`, `UrlToken`). */
  readonly without?: readonly string[];
}

/**
 * A request the client would not send (a bad body, a missing or forged header, a replayed
 * `UrlToken`): the browser's cookies and the headers the client would send next, changed as asked.
 */
export async function raw(
  browser: InProcessBank,
  method: string,
  path: string,
  request: RawRequest = {},
): Promise<RawAnswer> {
  const headers = new Headers(browser.headers());
  for (const name of request.without ?? []) headers.delete(name);
  let body: string | undefined = request.body;
  if (request.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(request.json);
  } else if (request.form !== undefined) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(request.form as Record<string, string>).toString();
  }
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  const response = await browser.fetch(path, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** An `X-RIB-ENC` integrity header over `values` with `key`, sealed as the app's client seals it. */
export function integrityHeader(values: unknown, key: string): Promise<string> {
  return createJoseTransactionCipher().encrypt(canonicalJson(values), key);
}

/** A secret sealed for the server as the app's client seals a `sealed` field (a JWE of the session key). */
export function seal(plain: string, key: string): Promise<string> {
  return createJoseTransactionCipher().encrypt(plain, key);
}

/** How many audit rows have `event` and `outcome`. */
export async function auditCount(db: Database, event: string, outcome: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    "SELECT COUNT(*)::int AS n FROM audit_log WHERE event = $1 AND outcome = $2",
    [event, outcome],
  );
  return rows[0]?.n ?? 0;
}
