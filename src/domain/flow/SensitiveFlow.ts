/** Where a cancelled or blocked flow sends the customer. */
export type FlowCancelTarget = "dashboard" | "login" | "logout";

/** Why a flow ended without success. */
export type FlowCancelReason = "user" | "otpBlocked" | "otpGenerateFailed" | "transactionPasswordBlocked";

/** How one flow instance runs (spec 002 sections 1, 4 and 6). */
export interface FlowConfig {
  /** The configuration flag that asks for the transaction password at the confirm step. */
  readonly requiresTransactionPassword: boolean;
  /** Whether the flow has an OTP step (almost every sensitive action does; cheque request does not). */
  readonly requiresOtp: boolean;
  /** Registration and forgot password run before sign-in: cancels go to sign-in. */
  readonly isPreLogin: boolean;
  /**
   * The idempotency key of this flow instance, created once by the caller when the flow starts
   * (GUIDE section 2: never inside the domain) and sent with the final call, so a retry replays
   * the first result instead of acting twice.
   */
  readonly idempotencyKey: string;
}

/**
 * The step of a sensitive action: form -> confirm -> otp -> success, or cancelled; `question`
 * when the final call answered that the customer must agree to something before it goes on (the
 * NEFT cut-off: the payment goes on the next working day).
 */
export type FlowState<V> =
  | {
      readonly step: "form";
      readonly config: FlowConfig;
      readonly values: V | null;
      readonly error: string | null;
    }
  | {
      readonly step: "confirm";
      readonly config: FlowConfig;
      readonly values: V;
      readonly error: string | null;
    }
  | { readonly step: "otp"; readonly config: FlowConfig; readonly values: V }
  | {
      readonly step: "question";
      readonly config: FlowConfig;
      readonly values: V;
      /** The i18n key of what the customer is asked to agree to. */
      readonly prompt: string;
      /** The bank's reference of the stored instruction the customer's answer completes. */
      readonly reference: string;
      /** Whether the flow passed a one-time code before the question. */
      readonly otpVerified: boolean;
    }
  | {
      readonly step: "success";
      readonly config: FlowConfig;
      readonly values: V;
      readonly otpVerified: boolean;
    }
  | {
      readonly step: "cancelled";
      readonly config: FlowConfig;
      readonly to: FlowCancelTarget;
      readonly reason: FlowCancelReason;
    };

/** What happens in a flow. */
export type FlowEvent<V> =
  /** The form is valid and its pre-check passed (e.g. no `errorMessage` from the preview): go to confirm. */
  | { readonly type: "submit"; readonly values: V }
  /** Back from the confirm step: the form again, with its values. */
  | { readonly type: "back" }
  /**
   * The customer confirmed; `transactionPasswordVerified` says the password check answered OK. In a
   * flow without a code step this also means the final call succeeded (it runs at confirm).
   */
  | { readonly type: "confirm"; readonly transactionPasswordVerified: boolean }
  /** The transaction password was wrong (406) and attempts remain: stay on confirm with the message. */
  | { readonly type: "transactionPasswordWrong"; readonly message: string }
  /** The OTP was accepted (and the action's own call succeeded). */
  | { readonly type: "otpVerified" }
  /**
   * The final call did not finish: it answered with a question the customer must agree to first
   * (from otp, or from confirm in a flow without a code step), about the stored instruction `reference`.
   */
  | {
      readonly type: "ask";
      readonly prompt: string;
      readonly reference: string;
      /** From confirm in a flow without a code step: whether the password check answered OK. */
      readonly transactionPasswordVerified?: boolean;
    }
  /** The customer agreed to the question and the call that completes the stored instruction succeeded. */
  | { readonly type: "answered" }
  /** A call failed with a message: back to the form with it, values kept (spec 000 section 8, other failures). */
  | { readonly type: "fail"; readonly message: string }
  /** A blocking outcome: too many OTPs or regenerations, a refused OTP generation, or the last transaction password. */
  | {
      readonly type: "block";
      readonly reason: "otpBlocked" | "otpGenerateFailed" | "transactionPasswordBlocked";
    }
  /** The customer cancelled the flow. */
  | { readonly type: "cancel" };

/** The code shown when the transaction password is configured but was not verified. */
export const TRANSACTION_PASSWORD_REQUIRED = "TRANSACTION_PASSWORD.REQUIRED";

/** A new flow instance at its empty form, carrying the idempotency key its caller created. */
export function startFlow<V>(config: FlowConfig): FlowState<V> {
  return { step: "form", config, values: null, error: null };
}

/**
 * Where a flow goes when it ends without success: a blocked transaction password logs out (the
 * user id is blocked, spec 000 section 4); everything else goes to the dashboard; pre-login flows
 * go to sign-in in every case.
 */
export function flowCancelTarget(config: FlowConfig, reason: FlowCancelReason): FlowCancelTarget {
  if (config.isPreLogin) return "login";
  return reason === "transactionPasswordBlocked" ? "logout" : "dashboard";
}

/**
 * The step machine shared by every sensitive action (spec 000 section 2, spec 002 sections 1 and
 * 4, GUIDE section 2), as a pure reducer: submit (form -> confirm); back (confirm -> form with the
 * values kept); confirm (-> otp, or -> success when the flow has no OTP step, where the caller
 * sends confirm only once the final call succeeded; refused with
 * TRANSACTION_PASSWORD.REQUIRED while a configured password is unverified); a wrong transaction
 * password stays on confirm with its message; otpVerified (otp -> success); fail (form, confirm
 * or otp -> form with the message and the values); ask (otp, or confirm in a flow without a code
 * step -> question, keeping whether the code was verified; from confirm it needs the verified
 * password like confirm); answered (question -> success, no
 * second code); fail from question (the customer declined, or the completing call failed) -> form
 * with the values; block and cancel (any open step -> cancelled,
 * to the dashboard, to logout for a blocked password, or to sign-in before login). The
 * configuration and its idempotency key never change; success and cancelled are final; an event
 * that does not fit the step changes nothing.
 */
export function flowTransition<V>(state: FlowState<V>, event: FlowEvent<V>): FlowState<V> {
  if (state.step === "success" || state.step === "cancelled") return state;
  const { config } = state;
  if (event.type === "block" || event.type === "cancel") {
    const reason = event.type === "cancel" ? "user" : event.reason;
    return { step: "cancelled", config, to: flowCancelTarget(config, reason), reason };
  }
  if (event.type === "fail") return { step: "form", config, values: state.values, error: event.message };
  switch (state.step) {
    case "question":
      return event.type === "answered"
        ? { step: "success", config, values: state.values, otpVerified: state.otpVerified }
        : state;
    case "form":
      return event.type === "submit" ? { step: "confirm", config, values: event.values, error: null } : state;
    case "confirm":
      if (event.type === "back") return { step: "form", config, values: state.values, error: null };
      if (event.type === "transactionPasswordWrong") return { ...state, error: event.message };
      if (event.type !== "confirm" && !(event.type === "ask" && !config.requiresOtp)) return state;
      if (config.requiresTransactionPassword && event.transactionPasswordVerified !== true) {
        return { ...state, error: TRANSACTION_PASSWORD_REQUIRED };
      }
      if (event.type === "ask") return askQuestion(state.values, config, event, false);
      return config.requiresOtp
        ? { step: "otp", config, values: state.values }
        : { step: "success", config, values: state.values, otpVerified: false };
    case "otp":
      if (event.type === "ask") return askQuestion(state.values, config, event, true);
      return event.type === "otpVerified"
        ? { step: "success", config, values: state.values, otpVerified: true }
        : state;
  }
}

function askQuestion<V>(
  values: V,
  config: FlowConfig,
  event: { readonly prompt: string; readonly reference: string },
  otpVerified: boolean,
): FlowState<V> {
  return { step: "question", config, values, prompt: event.prompt, reference: event.reference, otpVerified };
}
