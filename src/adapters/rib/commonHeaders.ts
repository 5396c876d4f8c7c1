import { HOST_COOKIE_PREFIX, TOKEN_COOKIE } from "./contract/headers";

/** The minimal store surface the headers need: the newest `X-SFAUTH-TOKEN`. */
export interface SfAuthTokenSource {
  getSfAuthToken(): string | undefined;
}

const URL_TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Spec 000 section 9: random token length 32 characters. */
export const URL_TOKEN_LENGTH = 32;

/**
 * A fresh `UrlToken`: 32 characters of `[A-Za-z0-9]` from the platform's CSPRNG.
 * Bytes of 248 or more are rejected so every character is equally likely (248 = 62 * 4).
 */
export function createUrlToken(
  getRandomValues: (array: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (a) =>
    globalThis.crypto.getRandomValues(a),
): string {
  let token = "";
  while (token.length < URL_TOKEN_LENGTH) {
    const bytes = getRandomValues(new Uint8Array(URL_TOKEN_LENGTH * 2));
    for (const byte of bytes) {
      if (byte < 248 && token.length < URL_TOKEN_LENGTH) token += URL_TOKEN_ALPHABET[byte % 62];
    }
  }
  return token;
}

/** Reads one cookie from a `document.cookie` style string; undefined when absent. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** Reads a cookie of the bank: its `__Host-` name on a secure origin, else its plain name. */
export function readBankCookie(cookies: string, name: string): string | undefined {
  return readCookie(cookies, `${HOST_COOKIE_PREFIX}${name}`) ?? readCookie(cookies, name);
}

/** Where the headers read from; every field has a browser default. */
export interface CommonHeadersOptions {
  readonly store: SfAuthTokenSource;
  /** The `document.cookie` string (the readable `Token` cookie). */
  readonly cookies?: () => string;
  readonly getRandomValues?: (array: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
}

/**
 * The headers of every call of the bank contract (spec 000 section 7): `Token` from the
 * `Token` cookie (double submit), a new `UrlToken`, the newest `X-SFAUTH-TOKEN`, and
 * the no-cache pair.
 */
export function commonHeaders(options: CommonHeadersOptions): Record<string, string> {
  const cookies = options.cookies ?? (() => (typeof document === "undefined" ? "" : document.cookie));
  const headers: Record<string, string> = {
    UrlToken: createUrlToken(options.getRandomValues),
    "Cache-Control": "no-cache, no-store",
    Pragma: "no-cache",
  };
  const token = readBankCookie(cookies(), TOKEN_COOKIE);
  if (token !== undefined && token !== "") headers["Token"] = token;
  const sfAuth = options.store.getSfAuthToken();
  if (sfAuth !== undefined) headers["X-SFAUTH-TOKEN"] = sfAuth;
  return headers;
}
