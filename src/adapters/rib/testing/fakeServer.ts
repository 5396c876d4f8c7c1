import { base64url } from "jose";
import { createBankApi } from "../FetchBankApi";
import { JoseTransactionCipher } from "../../crypto/JoseTransactionCipher";
import { InMemorySessionStore } from "../../storage/InMemorySessionStore";

/** One request the bank client sent. */
export interface Seen {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
}

/** An answer of the fake server to one request. */
export type Route = (seen: Seen) => Response | Promise<Response>;

/** The logged-in secret key the fake server hands out. */
export const SESSION_KEY = base64url.encode(new Uint8Array(32).fill(9));

/** A JSON answer, with an `X-SFAUTH-TOKEN` when given. */
export function json(body: unknown, status = 200, sfAuth?: string): Response {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (sfAuth !== undefined) headers.set("X-SFAUTH-TOKEN", sfAuth);
  return new Response(JSON.stringify(body), { status, headers });
}

/** The route of the logged-in secret key (calls with `X-RIB-ENC` fetch it first). */
export const KEY_ROUTE: Readonly<Record<string, Route>> = {
  "GET /app/rest/loginUser/usersec/loggedInUserSecretKey": () => json([SESSION_KEY]),
};

/**
 * The bank client on a fake server: `routes` answers by "METHOD url" (an unknown one fails like a
 * network error), or one function answers every request. Returns the client, the requests seen,
 * its session store and its cipher.
 */
export function bankApiOn(routes: Readonly<Record<string, Route>> | Route) {
  const seen: Seen[] = [];
  const store = new InMemorySessionStore();
  const cipher = new JoseTransactionCipher();
  const fakeFetch = (async (url: string, init: RequestInit) => {
    const entry: Seen = {
      url,
      method: init.method ?? "GET",
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    };
    seen.push(entry);
    const route = typeof routes === "function" ? routes : routes[`${entry.method} ${url}`];
    if (route === undefined) throw new TypeError("Failed to fetch");
    return route(entry);
  }) as unknown as typeof fetch;
  const api = createBankApi({ fetch: fakeFetch, store, cipher, cookies: () => "Token=tok" });
  return { api, seen, store, cipher };
}
