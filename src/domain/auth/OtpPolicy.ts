import { DEFAULT_REGENERATE_WAIT_SECONDS } from "./OtpCode";

/** Where a cancelled or blocked OTP step sends the customer (spec 000 section 4). */
export type OtpCancelTarget = "dashboard" | "login";

/** The i18n-facing codes of a refused OTP generation (spec 000 section 8: NR-specific or general). */
export type OtpGenerateFailure = "OTP.GENERATE_FAILED_NR" | "OTP.GENERATE_FAILED";

/** The OTP policy of one step, from the configuration (spec 000 section 9). */
export interface OtpPolicyConfig {
  /** Wrong codes allowed per generated code (`allowedOtpAttempts`; the generate answer may override). */
  readonly allowedAttempts: number;
  /** New codes the customer may request after the first (`allowedRegenerateAttempts`). */
  readonly allowedRegenerations: number;
  /** Seconds before a new code may be requested (`regenerateOTPTimer`, default 90). */
  readonly regenerateWaitSeconds?: number;
  /** Registration and forgot password run before sign-in: a cancel goes to sign-in. */
  readonly isPreLogin: boolean;
  /** The customer type; NR gets its own generate-failure message (spec 000 section 6). */
  readonly customerType: "R" | "NR";
}

/** The OTP step's state: a pure value the screen renders. */
export type OtpState =
  | { readonly phase: "generating"; readonly config: OtpPolicyConfig; readonly regenerationsUsed: number }
  | {
      readonly phase: "entering";
      readonly config: OtpPolicyConfig;
      readonly otac: string;
      readonly attemptsLeft: number;
      readonly regenerationsUsed: number;
      readonly secondsUntilRegenerate: number;
      /** Set after a refused code; cleared by a new code. */
      readonly lastError: "OTP.INVALID" | null;
    }
  | { readonly phase: "verified" }
  | {
      readonly phase: "blocked";
      readonly reason: "attempts" | "regenerations";
      readonly cancelTo: OtpCancelTarget;
    }
  | {
      readonly phase: "generateFailed";
      readonly message: OtpGenerateFailure;
      readonly cancelTo: OtpCancelTarget;
    }
  | { readonly phase: "cancelled"; readonly cancelTo: OtpCancelTarget };

/** What happens to the OTP step. */
export type OtpEvent =
  /** `otp/generateOtp` answered with the otac and, optionally, the server's allowed attempts. */
  | { readonly type: "generated"; readonly otac: string; readonly allowedAttempts?: number }
  /** `otp/generateOtp` answered 406 (or failed). */
  | { readonly type: "generateRefused" }
  /** `seconds` of the regenerate countdown passed. */
  | { readonly type: "tick"; readonly seconds: number }
  /** The customer asked for a new code. */
  | { readonly type: "regenerate" }
  /** `otp/validateOtp` answered: success (code 00) or invalid (any other code or a 406). */
  | { readonly type: "validated"; readonly outcome: "success" | "invalid" }
  /** The customer cancelled the step. */
  | { readonly type: "cancel" };

/** Where a cancelled or blocked step goes: sign-in for pre-login flows, else the dashboard. */
export function otpCancelTarget(isPreLogin: boolean): OtpCancelTarget {
  return isPreLogin ? "login" : "dashboard";
}

/** The message of a refused OTP generation: the non-resident one for NR customers (spec 000 section 8). */
export function otpGenerateFailureMessage(customerType: "R" | "NR"): OtpGenerateFailure {
  return customerType === "NR" ? "OTP.GENERATE_FAILED_NR" : "OTP.GENERATE_FAILED";
}

const atLeast = (value: number | undefined, min: number, fallback: number): number =>
  value !== undefined && Number.isFinite(value) && value >= min ? Math.floor(value) : fallback;

/** The state of a new OTP step: the first code is being generated. */
export function startOtp(config: OtpPolicyConfig): OtpState {
  return { phase: "generating", config, regenerationsUsed: 0 };
}

/** Whether the customer may ask for a new code now: a code is shown and the wait is over. */
export function canRegenerate(state: OtpState): boolean {
  return state.phase === "entering" && state.secondsUntilRegenerate === 0;
}

/**
 * The OTP step as a pure state machine (spec 000 sections 4, 8 and 9; spec 002 section 4):
 * generate -> enter the code while the regenerate wait counts down -> regenerate after the wait.
 * A wrong code (or a validate 406) costs one attempt; the last attempt blocks. Asking for a new
 * code when every allowed regeneration is used blocks. A refused generation shows the NR-specific
 * or general message. Blocking, a refused generation and a cancel end the flow towards the
 * dashboard, or sign-in for pre-login flows. Events that do not fit the phase change nothing;
 * verified, blocked, failed and cancelled are final.
 */
export function otpTransition(state: OtpState, event: OtpEvent): OtpState {
  if (state.phase !== "generating" && state.phase !== "entering") return state;
  const cancelTo = otpCancelTarget(state.config.isPreLogin);
  if (event.type === "cancel") return { phase: "cancelled", cancelTo };
  if (state.phase === "generating") {
    if (event.type === "generateRefused") {
      return {
        phase: "generateFailed",
        message: otpGenerateFailureMessage(state.config.customerType),
        cancelTo,
      };
    }
    if (event.type !== "generated") return state;
    return {
      phase: "entering",
      config: state.config,
      otac: event.otac,
      attemptsLeft: atLeast(event.allowedAttempts, 1, atLeast(state.config.allowedAttempts, 1, 1)),
      regenerationsUsed: state.regenerationsUsed,
      secondsUntilRegenerate: atLeast(state.config.regenerateWaitSeconds, 0, DEFAULT_REGENERATE_WAIT_SECONDS),
      lastError: null,
    };
  }
  switch (event.type) {
    case "tick":
      if (!(event.seconds > 0)) return state;
      return { ...state, secondsUntilRegenerate: Math.max(0, state.secondsUntilRegenerate - event.seconds) };
    case "regenerate":
      if (!canRegenerate(state)) return state;
      if (state.regenerationsUsed >= atLeast(state.config.allowedRegenerations, 0, 0)) {
        return { phase: "blocked", reason: "regenerations", cancelTo };
      }
      return { phase: "generating", config: state.config, regenerationsUsed: state.regenerationsUsed + 1 };
    case "validated":
      if (event.outcome === "success") return { phase: "verified" };
      if (state.attemptsLeft <= 1) return { phase: "blocked", reason: "attempts", cancelTo };
      return { ...state, attemptsLeft: state.attemptsLeft - 1, lastError: "OTP.INVALID" };
    default:
      return state;
  }
}
