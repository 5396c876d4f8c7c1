import type { Hono } from "hono";
import { createJoseTransactionCipher } from "../../../src/adapters/crypto/JoseTransactionCipher";
import { createInMemorySessionStore } from "../../../src/adapters/storage/InMemorySessionStore";
import { createBankClient, type Bank } from "../../../src/adapters/rib/BankClient";
import { commonHeaders } from "../../../src/adapters/rib/commonHeaders";
import { SFAUTH_HEADER } from "../../../src/adapters/rib/contract/headers";
import type { AppEnv } from "../kernel/http/context";

/** The origin the in-process server is called at (unless another is given). */
const ORIGIN = "http://127.0.0.1:8080";

/** One browser of the bank in-process: the app's own client, a cookie jar, and raw requests with the same cookies. */
export interface InProcessBank {
  /** The real client of the app (derived from the endpoint table). */
  readonly bank: Bank;
  /** The browser's cookies (`RIBSESSION`, `Token`, `CSRF-ID`). */
  readonly cookies: Map<string, string>;
  /** A raw request with this browser's cookies (for requests the client would refuse to send). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The headers the client would send next (`Token`, a fresh `UrlToken`, the newest `X-SFAUTH-TOKEN`). */
  headers(): Record<string, string>;
  /** The headers of the newest answer (its `Set-Cookie`, `Content-Type`, security headers). */
  lastHeaders(): Headers;
}

/**
 * The app's real bank client against the real server in-process (`app.request`, no sockets and
 * no browser): the cookies a browser would keep are kept in a jar, so the session, the `Token`
 * double submit and the rolling `X-SFAUTH-TOKEN` work as in the browser.
 */
export function inProcessBank(app: Hono<AppEnv>, origin = ORIGIN): InProcessBank {
  return browserBank((url, init) => Promise.resolve(app.request(url, init)), origin);
}

/**
 * The same browser over real HTTP, for scripts that talk to a running server (the benchmarks):
 * the app's client with a `fetch` that keeps the cookies.
 */
export function httpBank(baseUrl: string): InProcessBank {
  return browserBank((url, init) => fetch(url, init), baseUrl);
}

/** One browser of the bank over `request` (in-process or HTTP): the client, its cookie jar and raw requests. */
function browserBank(
  request: (url: string, init: RequestInit) => Promise<Response>,
  origin: string,
): InProcessBank {
  const cookies = new Map<string, string>();
  let lastHeaders = new Headers();
  const store = createInMemorySessionStore();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const remember = (headers: Headers) => {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === "") cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const send = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set("Cookie", cookieHeader());
    const { credentials: _credentials, cache: _cache, ...rest } = init;
    const response = await request(url.startsWith("http") ? url : `${origin}${url}`, { ...rest, headers });
    remember(response.headers);
    lastHeaders = response.headers;
    const sfAuth = response.headers.get(SFAUTH_HEADER);
    if (sfAuth !== null) store.setSfAuthToken(sfAuth);
    return response;
  };
  const readableCookies = () =>
    [...cookies]
      .map(([name, value]) => `${name}=${encodeURIComponent(decodeURIComponent(value))}`)
      .join("; ");
  const bank = createBankClient({
    baseUrl: origin,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      send(
        typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
        init,
      )) as typeof fetch,
    store: createInMemorySessionStore(),
    cipher: createJoseTransactionCipher(),
    cookies: readableCookies,
    sendBeacon: () => false,
  });
  return {
    bank,
    cookies,
    fetch: send,
    headers: () => commonHeaders({ store, cookies: readableCookies }),
    lastHeaders: () => lastHeaders,
  };
}
