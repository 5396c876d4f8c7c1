/**
 * Keeps the per-session secrets of the client (the newest `X-SFAUTH-TOKEN` and the
 * session's secret key) in memory only, never in browser storage, so they die with
 * the page (spec 000 section 4: closing or reloading the page logs the user out).
 */
export class InMemorySessionStore {
  #sfAuthToken: string | undefined;
  #secretKey: string | undefined;

  /** The newest `X-SFAUTH-TOKEN` seen in any response. */
  getSfAuthToken(): string | undefined {
    return this.#sfAuthToken;
  }

  /** Records the token of a response; an empty value is ignored. */
  setSfAuthToken(token: string): void {
    if (token !== "") this.#sfAuthToken = token;
  }

  /** The signed-in session's secret key (`loggedInUserSecretKey`), once fetched. */
  getSecretKey(): string | undefined {
    return this.#secretKey;
  }

  /** Keeps the signed-in session's secret key for later `X-RIB-ENC` headers. */
  setSecretKey(key: string): void {
    this.#secretKey = key;
  }

  /** Forgets everything of the session (on sign-in, sign-out and session loss). */
  clear(): void {
    this.#sfAuthToken = undefined;
    this.#secretKey = undefined;
  }
}

/** Creates an empty in-memory session store. */
export function createInMemorySessionStore(): InMemorySessionStore {
  return new InMemorySessionStore();
}
