import type { Database } from "../db/Database";
import { DEMO_PASSWORD } from "../db/seed/demoData";
import { readOutbox } from "../sms/DevOutboxSmsGateway";
import { createApp } from "../app";
import type { AppDeps } from "../http/context";
import { TestBrowser, type TestResponse } from "./TestBrowser";

/** Extra form fields of a sign-in. */
export interface SignInOptions {
  readonly password?: string;
  readonly secureAccess?: boolean;
  readonly extra?: Readonly<Record<string, string>>;
}

/** Signs in as the client does: the pre-login key, then the form with its `X-RIB-ENC`. */
export async function signIn(
  browser: TestBrowser,
  username: string,
  options: SignInOptions = {},
): Promise<TestResponse> {
  const keyResponse = await browser.rest("POST", "loginUser/usersec/seckey", { json: { username } });
  const key = (keyResponse.body as string[])[0] ?? "";
  const form: Record<string, string> = {
    j_username: username,
    j_password: options.password ?? DEMO_PASSWORD,
    "remember-me": "false",
    submit: "Login",
    ...(options.secureAccess === false ? {} : { secureAccess: "true" }),
    ...options.extra,
  };
  return browser.call("POST", "/app/authentication", { form, encKey: key });
}

/** The newest code sent to the outbox. */
export async function latestCode(db: Database): Promise<string> {
  const [message] = await readOutbox(db);
  if (message?.otp === null || message === undefined) throw new Error("No code in the outbox.");
  return message.otp;
}

/** The session's secret key. */
export async function sessionKey(browser: TestBrowser): Promise<string> {
  const response = await browser.rest("GET", "loginUser/usersec/loggedInUserSecretKey");
  return (response.body as string[])[0] ?? "";
}

/** Completes the multi-factor step with the code from the outbox; returns the last answer (`setAuthOtp`). */
export async function completeMfa(browser: TestBrowser, db: Database): Promise<TestResponse> {
  const sent = await browser.rest("POST", "user/authOtp", { json: {} });
  const { otac } = sent.body as { otac: string };
  const key = await sessionKey(browser);
  const validated = await browser.rest("POST", "user/validateAuthOTP", {
    json: { otp: await latestCode(db), otac },
    encKey: key,
  });
  const { rToken } = validated.body as { rToken: string };
  return browser.rest("POST", "setAuthOtp", { json: { rToken, ownSystem: "Y" } });
}

/** Signs in and, when the user needs it, completes the code step; fails loudly when anything is off. */
export async function signInActive(browser: TestBrowser, db: Database, username: string): Promise<void> {
  const response = await signIn(browser, username);
  if (response.status !== 200)
    throw new Error(`Sign-in of ${username} answered ${response.status} ${response.text}`);
  if ((response.body as { mfaRequired: boolean }).mfaRequired) {
    const done = await completeMfa(browser, db);
    if (done.status !== 200) throw new Error(`setAuthOtp answered ${done.status} ${done.text}`);
  }
}

/** A browser on a new app over `deps`, signed in as `username` (code step passed when needed). */
export async function signedInBrowser(deps: AppDeps, username = "asha"): Promise<TestBrowser> {
  const browser = new TestBrowser(createApp(deps));
  await signInActive(browser, deps.db, username);
  return browser;
}

/** How many audit rows have `event` and `outcome`. */
export async function auditCount(db: Database, event: string, outcome: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    "SELECT COUNT(*)::int AS n FROM audit_log WHERE event = $1 AND outcome = $2",
    [event, outcome],
  );
  return rows[0]?.n ?? 0;
}
