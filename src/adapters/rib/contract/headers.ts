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
/**
 * The prefix of every cookie above on a secure origin (HTTPS, or an https `PUBLIC_URL` on the
 * server): `__Host-RIBSESSION`, `__Host-Token`, `__Host-CSRF-ID`. Browsers keep such a cookie only
 * when it is Secure, has Path=/ and no Domain, so no other host and no plain-HTTP answer can plant
 * one. Over plain HTTP on 127.0.0.1 (the demo) the names have no prefix.
 */
export const HOST_COOKIE_PREFIX = "__Host-";
/** Length of a `UrlToken` value (spec 000 section 9). */
export const URL_TOKEN_LENGTH_CHARS = 32;
/** Shape of a valid `UrlToken`. */
export const URL_TOKEN_PATTERN = /^[A-Za-z0-9]{32}$/;
