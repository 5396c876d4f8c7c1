/** Request header carrying the `Token` cookie's value (double submit). */
export const TOKEN_HEADER = "Token";
/** Request header with a fresh random 32-character value per request (replay check). */
export const URL_TOKEN_HEADER = "UrlToken";
/** Header rolled on every response and echoed by the browser. */
export const SFAUTH_HEADER = "X-SFAUTH-TOKEN";
/** Request header with the compact JWE of the canonical request values (integrity check). */
export const RIB_ENC_HEADER = "X-RIB-ENC";
/** HttpOnly session cookie (only its SHA-256 is stored by the server). */
export const SESSION_COOKIE = "RIBSESSION";
/** Readable double-submit token cookie bound to the session. */
export const TOKEN_COOKIE = "Token";
/** Readable random browser identifier cookie set on the first response (spec 000 section 4). */
export const CSRF_COOKIE = "CSRF-ID";
/** Length of a `UrlToken` value (spec 000 section 9). */
export const URL_TOKEN_LENGTH_CHARS = 32;
/** Shape of a valid `UrlToken`. */
export const URL_TOKEN_PATTERN = /^[A-Za-z0-9]{32}$/;
