/** What the app does with a failed call (spec 000 section 8). */
export type Behaviour = "logout" | "login" | "error" | "serviceModal" | "offline" | "showMessage";

/** The facts the error catalogue decides on. */
export interface FailedCall {
  /** The HTTP status; 0 or lower when no answer came (offline, aborted, network failure). */
  readonly status: number;
  readonly isSignedIn: boolean;
}

/**
 * The behaviour for a failed call, per spec 000 section 8: no answer (status 0 or lower, or not a
 * number) -> offline; 401 -> logout when signed in, else login; 403 -> logout; 409 -> logout when
 * signed in, else the error page; 400, 500 and 503 -> the service-response modal; every other
 * status -> show the server's message and stay. A 2xx is not a failure and is not expected here;
 * it gets the harmless `showMessage`.
 */
export function behaviourFor(input: FailedCall): Behaviour {
  const { status, isSignedIn } = input;
  if (Number.isNaN(status) || status <= 0) return "offline";
  switch (status) {
    case 401:
      return isSignedIn ? "logout" : "login";
    case 403:
      return "logout";
    case 409:
      return isSignedIn ? "logout" : "error";
    case 400:
    case 500:
    case 503:
      return "serviceModal";
    default:
      return "showMessage";
  }
}

/** The i18n key for a code that is missing or not a stable code. */
export const GENERIC_ERROR_KEY = "errors:GENERIC";

const STABLE_CODE = /^[A-Z][A-Z0-9_]*(\.[A-Z][A-Z0-9_]*)+$/;

/**
 * The i18n key of a stable error code: the `errors` namespace followed by the code itself, so
 * `LOGIN.BAD_CREDENTIALS` -> `errors:LOGIN.BAD_CREDENTIALS` (with i18next's `.` key separator the
 * text lives at `{ "LOGIN": { "BAD_CREDENTIALS": ... } }` in `errors.json`). A missing or
 * malformed code (anything but upper-case dotted words) gives `errors:GENERIC`.
 */
export function errorMessageKey(code: string): string {
  return STABLE_CODE.test(code) ? `errors:${code}` : GENERIC_ERROR_KEY;
}
