/**
 * Paths of the server that are not calls of the bank (those are declared in `endpoints.ts`): the
 * unload beacon and the development-only fault injection, clock and SMS outbox.
 */

/** Sign-out by `navigator.sendBeacon` when the page is closed or reloaded; the body is the `Token` cookie value. */
export const LOGOUT_BEACON_PATH = "/app/logout/beacon";
/** Development fault injection (never in production): `POST` sets, `DELETE` clears. */
export const DEV_FAULTS_PATH = "/dev/faults";
/** Development SMS outbox (demo mode only). */
export const DEV_OUTBOX_PATH = "/dev/outbox";
/** Development clock (never in production): `POST { advanceMs }` moves the server's time forward. */
export const DEV_CLOCK_PATH = "/dev/clock";
