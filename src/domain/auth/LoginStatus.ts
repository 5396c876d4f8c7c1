/** The messages a refused sign-in can show (each is an i18n key of the login screen). */
export type LoginMessage =
  | "badCredentials"
  | "generic"
  | "activeSessionInBrowser"
  | "checkSecureImage"
  | "invalidRequest"
  | "rateLimited";

/** What the sign-in screen does with the status of `POST /app/authentication`. */
export type LoginOutcome =
  | { readonly kind: "success" }
  | { readonly kind: "captchaRequired" }
  | { readonly kind: "message"; readonly message: LoginMessage };

/** Failed sign-ins of a username after which the server demands a captcha (or its alternative). */
export const CAPTCHA_FAILURE_THRESHOLD = 3;

/**
 * Maps a login status to what the screen does, per the login rows of spec 000 section 8:
 * 200 success; 428 captcha; 421 active session in this browser; 498 check the secure image;
 * 401 wrong username or password; 400 invalid request; 423, 420, 440, 444, 426, 429 and every
 * other status the generic "unable to login" message (the spec lists 429 with the generic ones,
 * so `rateLimited` is reserved and never returned here).
 *
 * The reference server answers an active session in this browser with 409 (the spec's code
 * `LOGIN.ACTIVE_SESSION_IN_BROWSER` in the body): browsers retry a 421 Misdirected Request on
 * another connection by themselves, and that retry would be refused as a replay. Sign-in needs no
 * session, so 409 has no other meaning here; 421 is still understood, as the spec writes it.
 */
export function loginOutcome(status: number): LoginOutcome {
  switch (status) {
    case 200:
      return { kind: "success" };
    case 428:
      return { kind: "captchaRequired" };
    case 409:
    case 421:
      return { kind: "message", message: "activeSessionInBrowser" };
    case 498:
      return { kind: "message", message: "checkSecureImage" };
    case 401:
      return { kind: "message", message: "badCredentials" };
    case 400:
      return { kind: "message", message: "invalidRequest" };
    default:
      return { kind: "message", message: "generic" };
  }
}
