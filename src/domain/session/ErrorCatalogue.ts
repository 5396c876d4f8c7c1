import { type LoginOutcome, loginOutcome } from "../auth/LoginStatus";
import { areInflowOutflowGraphsShown } from "../dashboard/InflowOutflow";
import { fraudFailureMessage } from "../enquiry/Categorisation";
import {
  type OtpCancelTarget,
  type OtpGenerateFailure,
  otpCancelTarget,
  otpGenerateFailureMessage,
} from "../auth/OtpPolicy";

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

/** A condition of the error catalogue (spec 000 section 8; spec 002 section 8), one per table row. */
export type CatalogueCondition =
  /** Any call's HTTP failure (401, 403, 409, 400/500/503, offline, others). */
  | { readonly kind: "http"; readonly status: number; readonly isSignedIn: boolean }
  /** The status of `POST /app/authentication`. */
  | { readonly kind: "login"; readonly status: number }
  /** A failure of a call whose 406 means something of its own; other statuses follow `http`. */
  | {
      readonly kind: "call";
      readonly call: "transactionPassword" | "otpGenerate" | "otpValidate";
      readonly status: number;
      readonly isSignedIn: boolean;
      /** Needed for the OTP-generate message (spec 000 section 6). */
      readonly customerType: "R" | "NR";
    }
  /** Too many wrong codes or regenerations. */
  | { readonly kind: "otpLimitReached"; readonly isPreLogin: boolean }
  /** The `errorCode` of the login-details calls (`loginUser/prevlogin`, `getCustomerId`). */
  | { readonly kind: "loginDetails"; readonly errorCode: string | number | null }
  /** The `errorCode` of `inflowOutflowReport`. */
  | { readonly kind: "inflowOutflow"; readonly errorCode: string | number | null }
  /** A transaction list answered with this many rows. */
  | { readonly kind: "transactionList"; readonly rowCount: number }
  /** `updateaccountnames` answered with `success`. */
  | { readonly kind: "nicknameSave"; readonly success: boolean }
  /** `markFraudTransaction`: the call failed, or answered with this statusCode. */
  | {
      readonly kind: "fraudMarking";
      readonly callFailed: boolean;
      readonly statusCode: string | number | null;
    }
  /** A downloaded PDF (statement, certificate, FD advice) of this many bytes. */
  | { readonly kind: "pdf"; readonly byteLength: number }
  /** A failed interest certificate with the server's failure text. */
  | { readonly kind: "interestCertificate"; readonly failure: string }
  /** Any other service failure. */
  | { readonly kind: "serviceFailure" }
  /** A password or user id was changed on the security-info page. */
  | { readonly kind: "credentialsChanged" };

/** The behaviour the catalogue names for a condition; `messageCode` null means the server's statusMsg. */
export type CatalogueBehaviour =
  | {
      readonly kind: "endSession";
      readonly to: "logout" | "login" | "error";
      readonly reason: "unauthorized" | "forbidden" | "conflict" | "offline" | "credentialsChanged";
      readonly messageCode: string | null;
    }
  | { readonly kind: "serviceModal"; readonly okGoesTo: "dashboard" | "logout"; readonly messageCode: string }
  | { readonly kind: "login"; readonly outcome: LoginOutcome }
  | { readonly kind: "wrongTransactionPassword"; readonly messageCode: "TRANSACTION_PASSWORD.WRONG" }
  | { readonly kind: "otpGenerateFailed"; readonly messageCode: OtpGenerateFailure }
  | { readonly kind: "invalidOtp"; readonly messageCode: "OTP.INVALID" }
  | { readonly kind: "flowBlocked"; readonly cancelTo: OtpCancelTarget; readonly messageCode: "OTP.BLOCKED" }
  | {
      readonly kind: "showMessage";
      readonly messageCode: string | null;
      readonly returnToForm: boolean;
      readonly clearConflictingNicknames: boolean;
    }
  | { readonly kind: "hideGraphs"; readonly messageCode: "INFLOW_OUTFLOW.UNAVAILABLE" }
  | { readonly kind: "noData"; readonly messageCode: "TRANSACTIONS.NO_DATA" }
  | { readonly kind: "errorFlag"; readonly messageCode: "DOWNLOAD.EMPTY" }
  | { readonly kind: "none" };

/** The text of the service-response modal and the generic popup (spec 000 section 8). */
export const SERVICE_UNAVAILABLE_CODE = "SERVICE.UNAVAILABLE";
/** 'one more active session detected' (spec 000 section 8, 409). */
export const ANOTHER_SESSION_CODE = "SESSION.ANOTHER_ACTIVE";

const showMessage = (
  messageCode: string | null,
  returnToForm: boolean,
  clearConflictingNicknames = false,
): CatalogueBehaviour => ({ kind: "showMessage", messageCode, returnToForm, clearConflictingNicknames });

function httpBehaviour(status: number, isSignedIn: boolean): CatalogueBehaviour {
  switch (behaviourFor({ status, isSignedIn })) {
    case "offline":
      return { kind: "endSession", to: "logout", reason: "offline", messageCode: "NETWORK.OFFLINE" };
    case "serviceModal":
      return {
        kind: "serviceModal",
        okGoesTo: isSignedIn ? "dashboard" : "logout",
        messageCode: SERVICE_UNAVAILABLE_CODE,
      };
    case "showMessage":
      return showMessage(null, true);
    default:
      if (status === 409) {
        return {
          kind: "endSession",
          to: isSignedIn ? "logout" : "error",
          reason: "conflict",
          messageCode: ANOTHER_SESSION_CODE,
        };
      }
      if (status === 403) return { kind: "endSession", to: "logout", reason: "forbidden", messageCode: null };
      return {
        kind: "endSession",
        to: isSignedIn ? "logout" : "login",
        reason: "unauthorized",
        messageCode: null,
      };
  }
}

/**
 * The whole error catalogue as one pure mapping from a condition to the behaviour the spec names
 * (spec 000 section 8; the same rows in spec 002 section 8):
 * HTTP 401/403/409/offline end the session (to logout, login or the error page), 400/500/503 open
 * the service modal whose OK goes to the dashboard when signed in, else logs out; the login
 * statuses follow `loginOutcome`; 406 on the transaction password is "Wrong Transaction Password",
 * on OTP generate the NR-specific or general modal, on OTP validate an invalid code; too many
 * codes or regenerations block and cancel the flow; login-details error 1001 shows its message;
 * inflow/outflow error 110 hides the graphs; an empty transaction list shows no data; a failed
 * nickname save shows the server's message and clears the conflicting nicknames; fraud marking
 * statusCode 3045 or a failed call shows `tranEnq.form.exception_message`, other codes the
 * server's message; a zero-length PDF sets the error flag; the interest certificate's
 * 'NoInterest' has its own text, other failures 'Information not available for download'; any
 * other failure shows the server's message and returns to the form; a credentials change ends
 * the session.
 */
export function catalogueBehaviour(condition: CatalogueCondition): CatalogueBehaviour {
  switch (condition.kind) {
    case "http":
      return httpBehaviour(condition.status, condition.isSignedIn);
    case "login":
      return { kind: "login", outcome: loginOutcome(condition.status) };
    case "call":
      if (condition.status !== 406) return httpBehaviour(condition.status, condition.isSignedIn);
      if (condition.call === "transactionPassword") {
        return { kind: "wrongTransactionPassword", messageCode: "TRANSACTION_PASSWORD.WRONG" };
      }
      if (condition.call === "otpGenerate") {
        return { kind: "otpGenerateFailed", messageCode: otpGenerateFailureMessage(condition.customerType) };
      }
      return { kind: "invalidOtp", messageCode: "OTP.INVALID" };
    case "otpLimitReached":
      return {
        kind: "flowBlocked",
        cancelTo: otpCancelTarget(condition.isPreLogin),
        messageCode: "OTP.BLOCKED",
      };
    case "loginDetails":
      return String(condition.errorCode) === "1001"
        ? showMessage("LOGIN_DETAILS.ERROR", false)
        : { kind: "none" };
    case "inflowOutflow":
      return areInflowOutflowGraphsShown(condition.errorCode)
        ? { kind: "none" }
        : { kind: "hideGraphs", messageCode: "INFLOW_OUTFLOW.UNAVAILABLE" };
    case "transactionList":
      return condition.rowCount > 0
        ? { kind: "none" }
        : { kind: "noData", messageCode: "TRANSACTIONS.NO_DATA" };
    case "nicknameSave":
      return condition.success ? { kind: "none" } : showMessage(null, false, true);
    case "fraudMarking":
      return fraudFailureMessage(condition.callFailed ? null : Number(condition.statusCode)) === "GENERIC"
        ? showMessage("FRAUD_MARKING.EXCEPTION", false)
        : showMessage(null, false);
    case "pdf":
      return condition.byteLength > 0
        ? { kind: "none" }
        : { kind: "errorFlag", messageCode: "DOWNLOAD.EMPTY" };
    case "interestCertificate":
      return showMessage(
        condition.failure === "NoInterest" ? "CERTIFICATE.NO_INTEREST" : "CERTIFICATE.NOT_AVAILABLE",
        false,
      );
    case "serviceFailure":
      return showMessage(null, true);
    case "credentialsChanged":
      return { kind: "endSession", to: "logout", reason: "credentialsChanged", messageCode: null };
  }
}
