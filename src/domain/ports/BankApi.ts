import type { Redacted } from "effect";
import type { FeedbackBand, FeedbackQuestion } from "../feedback/Feedback";

/** Which passwords a change or a forced reset is about. */
export type PasswordChangeWhich = "login" | "transaction" | "both";

/** A text in the three languages of the app. */
export interface LocalizedText {
  readonly en: string;
  readonly de: string;
  readonly hi: string;
}

/**
 * The sign-out survey (spec 002 section 3) with its texts in every language. Pick one language
 * with {@link localizeFeedbackSurvey} to get the domain's `FeedbackQuestion`/`FeedbackBand`.
 */
export interface FeedbackSurvey {
  readonly questions: readonly {
    readonly qid: string;
    readonly qstn: LocalizedText;
    readonly options: readonly { readonly optionDesc: LocalizedText; readonly optionscore: number }[];
  }[];
  readonly bands: readonly {
    readonly minScor: number;
    readonly maxScor: number;
    readonly msg: LocalizedText;
    readonly cmtNeed: boolean;
  }[];
}

/** The survey in one language, as the domain's `validateFeedback` and `feedbackBand` take it. */
export function localizeFeedbackSurvey(
  survey: FeedbackSurvey,
  lang: keyof LocalizedText,
): {
  readonly questions: readonly (FeedbackQuestion & { readonly qstn: string })[];
  readonly bands: readonly FeedbackBand[];
} {
  return {
    questions: survey.questions.map((question) => ({
      qid: question.qid,
      qstn: question.qstn[lang],
      options: question.options.map((option) => ({
        optionDesc: option.optionDesc[lang],
        optionscore: option.optionscore,
      })),
    })),
    bands: survey.bands.map((band) => ({ ...band, msg: band.msg[lang] })),
  };
}

/** One sign-in attempt of the login history (date yyyy-MM-dd, time HH:mm:ss, Asia/Kolkata). */
export interface LoginHistoryEntry {
  readonly date: string;
  readonly time: string;
  readonly outcome: "SUCCESS" | "FAILURE";
}

/** A refused or unanswered call: the HTTP status (0 when none came) and the server's stable code. */
export interface BankApiFailure {
  readonly _tag: "BankApiFailure";
  readonly status: number;
  /** A stable code such as `SESSION.REQUIRED`; `NETWORK.OFFLINE` when no answer came. */
  readonly code: string;
  /** The server's English text, a fallback only; the UI shows the translation of `code`. */
  readonly statusMsg: string;
}

/** Configuration of `getConfigurationData` used by the sign-in and the session shell. */
export interface BankConfiguration {
  readonly updateMsg: string;
  readonly regenerateOTPTimer: number;
  readonly allowedOtpAttempts: number;
  readonly allowedRegenerateAttempts: number;
  readonly idleTimeoutMs: number;
  readonly timeoutWarningMs: number;
  /** Milliseconds the feedback survey may stay open before sign-out goes on without it. */
  readonly feedbackTimeoutMs: number;
  /** Extensions allowed from the time-out warning per session. */
  readonly maxIdleExtensions: number;
  /** Whether sensitive actions ask for the transaction password. */
  readonly txnPwdRequired: boolean;
}

/** A secure image the customer may pick; `altKey` is the i18n key of its text alternative. */
export interface SecureImage {
  readonly id: string;
  readonly category: string;
  readonly altKey: string;
}

/** The secure image and text shown before the password is typed. */
export interface UserSecurityInfo {
  readonly isSecureImageSet: boolean;
  readonly secureImage: SecureImage | null;
  readonly secureText: string | null;
}

/** The sign-in form; the adapter encrypts its fields into `X-RIB-ENC`. */
export interface LoginForm {
  readonly username: string;
  readonly password: string;
  /** Set when the customer ticked "this is my secure image". */
  readonly secureAccess?: boolean;
  /** A solved captcha picture. */
  readonly captcha?: { readonly captchaId: string; readonly answer: string };
  /** The code of `captcha/sendCode`, the alternative to the picture. */
  readonly captchaCode?: string;
}

/** The answer to a sign-in: the flags on 200, else the status and code of the login table. */
export type LoginAnswer =
  | {
      readonly status: 200;
      readonly resetRequired: boolean;
      /** Which passwords must be reset when `resetRequired`. */
      readonly resetWhich?: PasswordChangeWhich;
      readonly mfaRequired: boolean;
      readonly secureImageSet: boolean;
      readonly customerType: "R" | "NR";
    }
  | {
      readonly status: number;
      readonly code: string;
      /** Wrong passwords left before the user id is blocked (sent with 401 `LOGIN.BAD_CREDENTIALS`). */
      readonly remainingAttempts?: number;
    };

/** The answer of `user/authOtp`. */
export interface SignInCodeChallenge {
  readonly otac: string;
  readonly allowedOTPAttemps: number;
  readonly regenerateOTPTimer: number;
  readonly maskedMobile: string;
}

/** The answer of `loginUser/prevlogin` (dates yyyy-MM-dd, times HH:mm:ss, or null). */
export interface PreviousLogin {
  readonly lastLoginDate: string | null;
  readonly lastLoginTime: string | null;
  readonly lastFailLoginDate: string | null;
  readonly lastFailLoginTime: string | null;
  readonly customerName: string;
  readonly prefix: string;
  readonly customerSinceDate: string | null;
  readonly loginPwdExpiryDt: string | null;
  readonly txnPwdExpiryDt: string | null;
}

/** The answer of `loginUser/getCustomerId`. */
export interface CustomerIdInfo {
  readonly customerId: string;
  /** Already masked by the server. */
  readonly mobileNumber: string;
  readonly customerType: "R" | "NR";
  readonly daysleft: number;
  readonly pwdExpDate: string | null;
  readonly showPopup: boolean;
}

/** One call of the bank as a channel sees it: what it sends and what it gets back. */
export interface BankCallShape {
  readonly request: unknown;
  readonly response: unknown;
}

/** Per-call options of {@link BankPort.call}. */
export interface BankCallOptions {
  /**
   * The flow instance's `Idempotency-Key` (made once per flow): required by calls that change
   * state; a retry with the same key answers the first result again.
   */
  readonly idempotencyKey?: string;
  /** The pre-sign-in key for the integrity header of the sign-in (`loginUser/usersec/seckey`). */
  readonly integrityKey?: Redacted.Redacted<string>;
  /** Cancels the call (a superseded search); it then rejects with a {@link BankApiFailure} of status 0. */
  readonly signal?: AbortSignal;
}

/**
 * The bank as a channel reaches it: one generic call, typed by the contract's endpoint table
 * (`Calls` maps each call's name to its request and response; the HTTP adapter supplies it from
 * `src/adapters/rib/contract/endpoints.ts`). Every call rejects with a {@link BankApiFailure}
 * when the server answers non-2xx or does not answer.
 */
export interface BankPort<Calls extends { readonly [name: string]: BankCallShape }> {
  call<K extends keyof Calls & string>(
    name: K,
    request: Calls[K]["request"],
    options?: BankCallOptions,
  ): Promise<Calls[K]["response"]>;
  /**
   * Ends the session with `navigator.sendBeacon` while the page unloads (closed or reloaded):
   * queued synchronously, so it never waits for the client. Returns whether it was queued.
   */
  logoutBeacon(): boolean;
}
