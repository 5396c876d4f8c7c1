/**
 * Holds the client's per-session request secrets in memory only (never browser storage), so they
 * end with the page (spec 000 section 4: closing or reloading the page logs the user out).
 * Adapter and fake: `src/adapters/storage/InMemorySessionStore.ts`.
 */
export interface SessionStore {
  /** The newest `X-SFAUTH-TOKEN` of any response, echoed on the next request. */
  getSfAuthToken(): string | undefined;
  /** Records the `X-SFAUTH-TOKEN` of a response; an empty value is ignored. */
  setSfAuthToken(token: string): void;
  /** The signed-in session's secret key (`loggedInUserSecretKey`), once fetched. */
  getSecretKey(): string | undefined;
  /** Keeps the session's secret key for later `X-RIB-ENC` headers. */
  setSecretKey(key: string): void;
  /** Forgets everything (on sign-in, sign-out and loss of the session). */
  clear(): void;
}
