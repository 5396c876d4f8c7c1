/** What the customer recovers (spec 002 section 3: resetType). */
export type ResetType = "pwd" | "userid";

/** What the forgot-password screen does after a refused request. */
export interface ForgotFailureEffects {
  /** Show the cause from the response data (406) or the generic message. */
  readonly showServerCause: boolean;
  /** A new captcha picture is drawn. */
  readonly redrawCaptcha: boolean;
  /** The ATM card fields are cleared. */
  readonly clearCardFields: boolean;
}

/**
 * The effects of a refused forgot-password or forgot-user-id request (spec 002 section 8): a 406
 * shows the cause from the response data, redraws the captcha and clears the card fields; any
 * other refusal (e.g. a captcha mismatch) redraws the captcha and keeps the card fields.
 */
export function forgotFailureEffects(status: number): ForgotFailureEffects {
  const is406 = status === 406;
  return { showServerCause: is406, redrawCaptcha: true, clearCardFields: is406 };
}
