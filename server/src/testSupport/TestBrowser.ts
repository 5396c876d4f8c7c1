import type { Hono } from "hono";
import { canonicalJson } from "../../../src/adapters/rib/contract/canonicalJson";
import { createUrlTokenForTests } from "./urlToken";
import type { AppEnv } from "../http/context";
import { encryptForClient } from "../http/integrity";

/** One answer of the app as a test sees it. */
export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
  readonly text: string;
}

/** Options of one call. */
export interface CallOptions {
  readonly json?: unknown;
  readonly form?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** A fixed UrlToken (to test replays); default a fresh one. */
  readonly urlToken?: string | null;
  /** Encrypt the request values with this key into `X-RIB-ENC`. */
  readonly encKey?: string;
  /** Values to encrypt instead of the body (to test a mismatch). */
  readonly encValues?: unknown;
  /** Leave out the `Token` header. */
  readonly noToken?: boolean;
  /** Send this `X-SFAUTH-TOKEN` instead of the newest. */
  readonly sfauth?: string;
}

/** Drives the app like one browser: a cookie jar, the `Token` double submit, `UrlToken` and the newest `X-SFAUTH-TOKEN`. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  sfauth: string | undefined;

  constructor(
    private readonly app: Hono<AppEnv>,
    private readonly origin = "http://127.0.0.1:8080",
  ) {}

  /** Calls a REST path of the contract under `/app/rest/`. */
  rest(method: "GET" | "POST", path: string, options: CallOptions = {}): Promise<TestResponse> {
    return this.call(method, `/app/rest/${path}`, options);
  }

  /** Calls any path. */
  async call(method: string, path: string, options: CallOptions = {}): Promise<TestResponse> {
    const headers = new Headers(options.headers);
    if (options.urlToken !== null) headers.set("UrlToken", options.urlToken ?? createUrlTokenForTests());
    const token = this.cookies.get("Token");
    if (token !== undefined && options.noToken !== true && !headers.has("Token")) headers.set("Token", token);
    const sfauth = options.sfauth ?? this.sfauth;
    if (sfauth !== undefined) headers.set("X-SFAUTH-TOKEN", sfauth);
    if (this.cookies.size > 0) {
      headers.set("Cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    let body: string | undefined;
    let values: unknown;
    if (options.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(options.json);
      values = options.json;
    } else if (options.form !== undefined) {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(options.form as Record<string, string>).toString();
      values = options.form;
    }
    if (options.encKey !== undefined) {
      headers.set(
        "X-RIB-ENC",
        await encryptForClient(canonicalJson(options.encValues ?? values ?? {}), options.encKey),
      );
    }
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = body;
    const response = await this.app.request(`${this.origin}${path}`, init);
    this.remember(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  private remember(headers: Headers): void {
    const sfauth = headers.get("X-SFAUTH-TOKEN");
    if (sfauth !== null) this.sfauth = sfauth;
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (a) => /max-age=0/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
