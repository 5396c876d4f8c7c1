import { Result } from "effect";
import { validateSecureText } from "../../domain";
import {
  localizeFeedbackSurvey,
  userIdAvailability,
  validateFeedback,
  validateLoginPasswordChange,
  validateTransactionPasswordChange,
  validateUsername,
} from "../../domain";
import type {
  FeedbackSurvey,
  PasswordChangeWhich,
  UserIdAvailability,
  LoginAnswer,
  LoginHistoryEntry,
  LoginForm,
  SecureImage,
  SignInCodeChallenge,
  UserSecurityInfo,
} from "../../domain";
import type { GenerateOtpRequest } from "../../adapters/rib/contract/otp";
import type { AppBankApi } from "../services";

/** A failure shaped like the adapter's `RibError`. */
export class FakeFailure extends Error {
  readonly _tag = "BankApiFailure";
  constructor(
    readonly status: number,
    readonly code: string,
    readonly body: unknown = { status, code, statusMsg: code },
  ) {
    super(`${status} ${code}`);
  }
  get statusMsg(): string {
    return this.code;
  }
}

/** A customer of the fake bank. */
export interface FakeCustomer {
  readonly username: string;
  readonly password: string;
  readonly secureImage: SecureImage | null;
  readonly secureText: string | null;
  readonly resetRequired?: boolean;
  /** Which passwords a forced reset is about (login's `resetWhich`). */
  readonly resetWhich?: PasswordChangeWhich;
  readonly mfaRequired?: boolean;
  failures: number;
}

/** The secure images of the fake bank (ids `name_N`, N = category number, spec 002 section 3). */
export const FAKE_IMAGES: readonly SecureImage[] = [
  { id: "beach_1", category: "travel", altKey: "secureImage.travel.beach" },
  { id: "mountain_1", category: "travel", altKey: "secureImage.travel.mountain" },
  { id: "lotus_2", category: "flower", altKey: "secureImage.flower.lotus" },
  { id: "cart_3", category: "shopping", altKey: "secureImage.shopping.cart" },
  { id: "cricket_4", category: "sport", altKey: "secureImage.sport.cricket" },
  { id: "train_5", category: "transport", altKey: "secureImage.transport.train" },
];

/** The transaction password of the fake bank; any other value is wrong. */
export const FAKE_TXN_PASSWORD = "Txn@12345";
/**
 * An action code the fake bank treats as generated and validated for any module and values (a
 * shortcut for tests of the commit step alone); codes from `generateOtp` + `validateOtp` are
 * checked against their module and `bind`.
 */
export const FAKE_VERIFIED_OTAC = "otac-verified";
/** The right code of every one-time code of the fake bank. */
export const FAKE_OTP = "123456";
/** The current login password the security settings of the fake bank check (`verifyCurrentLoginPassword`). */
export const FAKE_LOGIN_PASSWORD = "Demo@1234";
/** User ids the fake bank has given out already (`checkUserIdAvailability` answers "taken"). */
export const FAKE_TAKEN_USER_IDS: readonly string[] = ["meera", "kiran", "dev", "ravi"];

const survey = (en: string, de: string, hi: string) => ({ en, de, hi });
const SURVEY_OPTIONS = [
  survey("Very poor", "Sehr schlecht", "बहुत खराब"),
  survey("Poor", "Schlecht", "खराब"),
  survey("Average", "Mittelmäßig", "औसत"),
  survey("Good", "Gut", "अच्छा"),
  survey("Excellent", "Ausgezeichnet", "उत्कृष्ट"),
];

/**
 * The survey of the fake bank: three questions of five options scored 1 to 5, and three bands;
 * a total of 3 to 7 needs a comment.
 */
export const FAKE_FEEDBACK_SURVEY: FeedbackSurvey = {
  questions: [
    survey(
      "How easy was it to find what you needed?",
      "Wie leicht haben Sie gefunden, was Sie brauchten?",
      "आपको जो चाहिए था, वह ढूँढना कितना आसान था?",
    ),
    survey(
      "How satisfied are you with the speed of the service?",
      "Wie zufrieden sind Sie mit der Geschwindigkeit des Dienstes?",
      "आप सेवा की गति से कितने संतुष्ट हैं?",
    ),
    survey(
      "How likely are you to recommend our internet banking?",
      "Wie wahrscheinlich empfehlen Sie unser Internetbanking weiter?",
      "आप हमारी इंटरनेट बैंकिंग की सिफ़ारिश करने की कितनी संभावना रखते हैं?",
    ),
  ].map((qstn, index) => ({
    qid: `Q${String(index + 1)}`,
    qstn,
    options: SURVEY_OPTIONS.map((optionDesc, score) => ({ optionDesc, optionscore: score + 1 })),
  })),
  bands: [
    {
      minScor: 3,
      maxScor: 7,
      msg: survey(
        "We are sorry. Please tell us what went wrong.",
        "Das tut uns leid. Bitte sagen Sie uns, was schiefgelaufen ist.",
        "हमें खेद है। कृपया बताएँ कि क्या गलत हुआ।",
      ),
      cmtNeed: true,
    },
    {
      minScor: 8,
      maxScor: 11,
      msg: survey(
        "Thank you. We will keep improving.",
        "Vielen Dank. Wir werden uns weiter verbessern.",
        "धन्यवाद। हम सुधार करते रहेंगे।",
      ),
      cmtNeed: false,
    },
    {
      minScor: 12,
      maxScor: 15,
      msg: survey(
        "Thank you for your kind feedback.",
        "Vielen Dank für Ihr freundliches Feedback.",
        "आपकी सुखद प्रतिक्रिया के लिए धन्यवाद।",
      ),
      cmtNeed: false,
    },
  ],
};

/** An action code of the fake bank. */
interface FakeActionCode {
  readonly module: string;
  readonly bind: Readonly<Record<string, string>> | undefined;
  attemptsLeft: number;
  verified: boolean;
  consumed: boolean;
}

/**
 * An in-memory bank for component tests and stories: the sign-in rules of docs/API.md (captcha
 * from 3 failures, the secure-image tick, codes `123456`), and a log of the calls made.
 */
export class FakeBankApi implements AppBankApi {
  readonly calls: string[] = [];
  readonly customers = new Map<string, FakeCustomer>();
  /** The next login answers with this status instead of the rules (e.g. 421). */
  nextLoginStatus: { status: number; code: string } | undefined;
  captchaSerial = 0;
  otpAttemptsLeft = 3;
  lastLoginForm: LoginForm | undefined;
  /** Extensions left from the time-out warning (10 per session). */
  extensionsLeft = 10;
  /** Quiet keep-alives received (`extendSession({ fromWarning: false })`). */
  keepAlives = 0;
  /** Beacons queued by `logoutBeacon`. */
  beacons = 0;
  /** The maximum of wrong transaction passwords and those left before the user id is blocked. */
  txnPwdMaxAttempts = 3;
  txnPwdAttemptsLeft = 3;
  /** Set once the user id is blocked (by the last wrong transaction password or `blockUserId`). */
  blocked = false;
  /** Whether the session has ended (blocked). */
  sessionEnded = false;
  /** The sign-in history, newest first. */
  loginHistory: LoginHistoryEntry[] = [
    { date: "2026-11-22", time: "09:41:07", outcome: "SUCCESS" },
    { date: "2026-11-21", time: "18:02:55", outcome: "FAILURE" },
    { date: "2026-11-20", time: "09:15:00", outcome: "SUCCESS" },
  ];
  /** Answers of `changeSecureImage` by idempotency key, and the count of changes made. */
  readonly secureImageChanges = new Map<string, { body: string; referenceNumber: string }>();
  secureImageChangeCount = 0;
  referenceSerial = 0;
  /** Whether sensitive changes need the transaction password (configuration `txnPwdRequired`). */
  txnPwdRequired = true;
  /** Set when the transaction password was accepted in this session. */
  txnPwdVerified = false;
  /** Action codes by `otac`, and the requests of `generateOtp`. */
  readonly actionCodes = new Map<string, FakeActionCode>();
  readonly otpRequests: GenerateOtpRequest[] = [];
  /** The signed-in customer's current passwords, checked by the security settings. */
  currentLoginPassword = FAKE_LOGIN_PASSWORD;
  currentTransactionPassword = FAKE_TXN_PASSWORD;
  /** User ids already given out. */
  readonly takenUserIds = new Set<string>(FAKE_TAKEN_USER_IDS);
  /** The signed-in customer's user id (renamed by `changeUserId`). */
  currentUserId = "meera";
  /** Wrong current passwords allowed in a row before the user id is locked (spec statusCode 1019). */
  securityMaxAttempts = 3;
  securityFailures = 0;
  /** Set by a right current password (the server keeps it for 5 minutes). */
  loginPwdVerified = false;
  currentTxnPwdVerified = false;
  /** Answers of `changePasswords`/`changeUserId` by idempotency key. */
  readonly credentialChanges = new Map<string, { body: string; answer: unknown }>();
  /** The surveys saved by `saveFeedback`. */
  readonly savedFeedback: { answers: readonly { qid: string; optionscore: number }[]; comments: string }[] =
    [];
  /** The survey `getFeedbackQuestions` answers. */
  feedbackSurvey: FeedbackSurvey = FAKE_FEEDBACK_SURVEY;

  constructor(customers: readonly FakeCustomer[] = [meera()]) {
    for (const customer of customers) this.customers.set(customer.username, customer);
  }

  async getConfiguration() {
    this.calls.push("getConfiguration");
    return {
      encKey: null,
      updateMsg: "",
      ftLimits: { withInBankGlobal: 0, otherBankGlobal: 0, quickPayMaxLimit: 0 },
      minNeft: 0,
      maxNeft: 0,
      minRtgs: 0,
      maxRtgs: 0,
      minImpsftp2a: 0,
      maxImpsftp2a: 0,
      maxDlImpsftp2a: 0,
      regenerateOTPTimer: 90,
      allowedOtpAttempts: 3,
      allowedRegenerateAttempts: 3,
      idleTimeoutMs: 240000,
      timeoutWarningMs: 30000,
      feedbackTimeoutMs: 60000,
      maxIdleExtensions: 10,
      txnPwdRequired: this.txnPwdRequired,
    };
  }

  async checkFailCount(username: string) {
    this.calls.push("checkFailCount");
    const count = this.customers.get(username)?.failures ?? 0;
    return { count, captchaRequired: count >= 3 };
  }

  async getUserSecurityInfo(username: string): Promise<UserSecurityInfo> {
    this.calls.push("getUserSecurityInfo");
    const customer = this.customers.get(username);
    if (customer === undefined) {
      return { isSecureImageSet: true, secureImage: FAKE_IMAGES[1] ?? null, secureText: "made-up" };
    }
    return {
      isSecureImageSet: customer.secureImage !== null,
      secureImage: customer.secureImage,
      secureText: customer.secureText,
    };
  }

  async getCaptcha() {
    this.calls.push("getCaptcha");
    this.captchaSerial += 1;
    return { captchaId: `captcha-${this.captchaSerial}`, svg: "<svg xmlns='http://www.w3.org/2000/svg'/>" };
  }

  async sendCaptchaCode(_username: string) {
    this.calls.push("sendCaptchaCode");
    return { sent: true, maskedMobile: "+91 xxxx xxx 210" };
  }

  async login(form: LoginForm): Promise<LoginAnswer> {
    this.calls.push("login");
    this.lastLoginForm = form;
    if (this.nextLoginStatus !== undefined) {
      const answer = this.nextLoginStatus;
      this.nextLoginStatus = undefined;
      return answer;
    }
    const customer = this.customers.get(form.username);
    const failures = customer?.failures ?? 0;
    if (failures >= 3) {
      const solved = form.captcha?.answer === "ABCDE" || form.captchaCode === "654321";
      if (!solved) return { status: 428, code: "LOGIN.CAPTCHA_REQUIRED" };
    }
    if (customer === undefined || customer.password !== form.password) {
      if (customer !== undefined) customer.failures += 1;
      return { status: 401, code: "LOGIN.BAD_CREDENTIALS" };
    }
    if (customer.secureImage !== null && form.secureAccess !== true) {
      return { status: 498, code: "LOGIN.CHECK_SECURE_IMAGE" };
    }
    customer.failures = 0;
    return {
      status: 200,
      resetRequired: customer.resetRequired ?? false,
      ...(customer.resetRequired === true ? { resetWhich: customer.resetWhich ?? "both" } : {}),
      mfaRequired: customer.mfaRequired ?? false,
      secureImageSet: customer.secureImage !== null,
      customerType: "R",
    };
  }

  async logout(): Promise<void> {
    this.calls.push("logout");
  }

  async checkSession(): Promise<void> {
    this.calls.push("checkSession");
  }

  async sendSignInCode(): Promise<SignInCodeChallenge> {
    this.calls.push("sendSignInCode");
    return { otac: "otac-1", allowedOTPAttemps: 3, regenerateOTPTimer: 90, maskedMobile: "+91 xxxx xxx 210" };
  }

  async validateSignInCode(input: { readonly otp: string; readonly otac: string }) {
    this.calls.push("validateSignInCode");
    if (input.otp === "123456") return { rToken: "r-token" };
    this.otpAttemptsLeft -= 1;
    if (this.otpAttemptsLeft <= 0) throw new FakeFailure(403, "OTP.ATTEMPTS_EXCEEDED");
    throw new FakeFailure(406, "OTP.INVALID", {
      status: 406,
      code: "OTP.INVALID",
      statusMsg: "wrong",
      remainingAttempts: this.otpAttemptsLeft,
    });
  }

  async confirmSignInCode(_input: { readonly rToken: string; readonly ownSystem: "Y" | "N" }): Promise<void> {
    this.calls.push("confirmSignInCode");
  }

  async getSecureImageSvg(id: string): Promise<string> {
    this.calls.push("getSecureImageSvg");
    return `<svg xmlns="http://www.w3.org/2000/svg" data-id="${id}"/>`;
  }

  async getSecureImages(): Promise<readonly SecureImage[]> {
    this.calls.push("getSecureImages");
    return FAKE_IMAGES;
  }

  async configureSecureLoginAccess(_input: {
    readonly imageId: string;
    readonly secureText: string;
  }): Promise<void> {
    this.calls.push("configureSecureLoginAccess");
  }

  /** Counts one extension from the warning (403 `SESSION.EXTENSIONS_EXHAUSTED` beyond 10); a keep-alive counts none. */
  async extendSession(input: {
    readonly fromWarning: boolean;
  }): Promise<{ readonly extensionsLeft: number }> {
    this.calls.push("extendSession");
    if (this.sessionEnded) throw new FakeFailure(401, "SESSION.REQUIRED");
    if (!input.fromWarning) {
      this.keepAlives += 1;
      return { extensionsLeft: this.extensionsLeft };
    }
    if (this.extensionsLeft <= 0) throw new FakeFailure(403, "SESSION.EXTENSIONS_EXHAUSTED");
    this.extensionsLeft -= 1;
    return { extensionsLeft: this.extensionsLeft };
  }

  /** Records the beacon and ends the session. */
  logoutBeacon(): boolean {
    this.calls.push("logoutBeacon");
    this.beacons += 1;
    this.sessionEnded = true;
    return true;
  }

  async getAllowedTransactionPasswordAttempts() {
    this.calls.push("getAllowedTransactionPasswordAttempts");
    return { maxAttempts: this.txnPwdMaxAttempts, attemptsLeft: this.txnPwdAttemptsLeft };
  }

  /**
   * {@link FAKE_TXN_PASSWORD} is right (the count starts again); any other value is 406
   * `TXN_PWD.WRONG` with `remainingAttempts`; at 0 the user id is blocked and the session ends.
   */
  async validateTransactionPassword(password: string): Promise<void> {
    this.calls.push("validateTransactionPassword");
    if (this.sessionEnded) throw new FakeFailure(401, "SESSION.REQUIRED");
    if (password === FAKE_TXN_PASSWORD) {
      this.txnPwdAttemptsLeft = this.txnPwdMaxAttempts;
      this.txnPwdVerified = true;
      return;
    }
    this.txnPwdAttemptsLeft = Math.max(0, this.txnPwdAttemptsLeft - 1);
    if (this.txnPwdAttemptsLeft === 0) {
      this.blocked = true;
      this.sessionEnded = true;
    }
    throw new FakeFailure(406, "TXN_PWD.WRONG", {
      status: 406,
      code: "TXN_PWD.WRONG",
      statusMsg: "Wrong Transaction Password",
      remainingAttempts: this.txnPwdAttemptsLeft,
    });
  }

  /** `otp/generateOtp`: a new action code of `module`, bound to `bind` when given. */
  async generateOtp(
    request: GenerateOtpRequest,
  ): Promise<{ readonly otac: string; readonly allowedOTPAttemps: number }> {
    this.calls.push("generateOtp");
    if (this.sessionEnded) throw new FakeFailure(401, "SESSION.REQUIRED");
    this.otpRequests.push(request);
    const otac = `otac-action-${this.otpRequests.length}`;
    this.actionCodes.set(otac, {
      module: request.module,
      bind: request.bind,
      attemptsLeft: 3,
      verified: false,
      consumed: false,
    });
    return { otac, allowedOTPAttemps: 3 };
  }

  /**
   * `otp/validateOtp`: {@link FAKE_OTP} is right (resolves true); a wrong code is 406
   * `OTP.INVALID` with `remainingAttempts`, the third 403 `OTP.ATTEMPTS_EXCEEDED`.
   */
  async validateOtp(request: {
    readonly otp: string;
    readonly otac: string;
    readonly module?: string;
  }): Promise<boolean> {
    this.calls.push("validateOtp");
    const code = this.actionCodes.get(request.otac);
    const moduleMatches = request.module === undefined || request.module === code?.module;
    if (code === undefined || code.verified || code.attemptsLeft <= 0) {
      throw new FakeFailure(406, "OTP.INVALID", {
        status: 406,
        code: "OTP.INVALID",
        statusMsg: "wrong",
        remainingAttempts: 0,
      });
    }
    if (request.otp === FAKE_OTP && moduleMatches) {
      code.verified = true;
      return true;
    }
    code.attemptsLeft -= 1;
    if (code.attemptsLeft <= 0) throw new FakeFailure(403, "OTP.ATTEMPTS_EXCEEDED");
    throw new FakeFailure(406, "OTP.INVALID", {
      status: 406,
      code: "OTP.INVALID",
      statusMsg: "wrong",
      remainingAttempts: code.attemptsLeft,
    });
  }

  /** Uses a validated action code of `module` bound to exactly `bind` once; else 403 `OTP.NOT_VERIFIED`. */
  private consumeActionCode(otac: string, module: string, bind: Readonly<Record<string, string>>): void {
    if (otac === FAKE_VERIFIED_OTAC) return;
    const code = this.actionCodes.get(otac);
    const sameBind =
      code?.bind !== undefined &&
      Object.keys(code.bind).length === Object.keys(bind).length &&
      Object.entries(bind).every(([key, value]) => code.bind?.[key] === value);
    if (code === undefined || !code.verified || code.consumed || code.module !== module || !sameBind) {
      throw new FakeFailure(403, "OTP.NOT_VERIFIED");
    }
    code.consumed = true;
  }

  /** Blocks the user id and ends the session (idempotent). */
  async blockUserId(): Promise<void> {
    this.calls.push("blockUserId");
    this.blocked = true;
    this.sessionEnded = true;
  }

  async getLoginHistory(): Promise<{ readonly entries: readonly LoginHistoryEntry[] }> {
    this.calls.push("getLoginHistory");
    return { entries: this.loginHistory.slice(0, 10) };
  }

  /**
   * Changes meera's secure image when the transaction password was accepted (if
   * {@link txnPwdRequired}; else 403 `TXN_PWD.REQUIRED`), `otac` is a validated code of module
   * `SECURE_IMAGE` bound to `{ secImage, secText }` or {@link FAKE_VERIFIED_OTAC} (else 403
   * `OTP.NOT_VERIFIED`), and the text passes the domain's `validateSecureText` (else 400
   * `SECURE_TEXT.INVALID`). The same idempotency key answers the first result again; with
   * another body it is 422 `IDEMPOTENCY.MISMATCH`.
   */
  async changeSecureImage(input: {
    readonly imageId: string;
    readonly secureText: string;
    readonly otac: string;
    readonly idempotencyKey: string;
  }): Promise<{ readonly referenceNumber: string }> {
    this.calls.push("changeSecureImage");
    if (this.sessionEnded) throw new FakeFailure(401, "SESSION.REQUIRED");
    const body = JSON.stringify([input.imageId, input.secureText, input.otac]);
    const earlier = this.secureImageChanges.get(input.idempotencyKey);
    if (earlier !== undefined) {
      if (earlier.body !== body) throw new FakeFailure(422, "IDEMPOTENCY.MISMATCH");
      return { referenceNumber: earlier.referenceNumber };
    }
    if (Result.isFailure(validateSecureText(input.secureText)))
      throw new FakeFailure(400, "SECURE_TEXT.INVALID");
    const image = FAKE_IMAGES.find((candidate) => candidate.id === input.imageId);
    if (image === undefined) throw new FakeFailure(400, "SECURE_IMAGE.INVALID");
    if (this.txnPwdRequired && !this.txnPwdVerified) throw new FakeFailure(403, "TXN_PWD.REQUIRED");
    this.consumeActionCode(input.otac, "SECURE_IMAGE", {
      secImage: input.imageId,
      secText: input.secureText,
    });
    const customer = this.customers.get("meera");
    if (customer !== undefined) {
      this.customers.set("meera", { ...customer, secureImage: image, secureText: input.secureText });
    }
    this.referenceSerial += 1;
    this.secureImageChangeCount += 1;
    const referenceNumber = `SI${String(20261122000 + this.referenceSerial)}`;
    this.secureImageChanges.set(input.idempotencyKey, { body, referenceNumber });
    return { referenceNumber };
  }

  /** "taken" for {@link takenUserIds}, "invalid" for an id the domain's `validateUsername` refuses, else "available". */
  async checkUserIdAvailability(userId: string): Promise<UserIdAvailability> {
    this.calls.push("checkUserIdAvailability");
    if (this.sessionEnded) throw new FakeFailure(401, "SESSION.REQUIRED");
    if (Result.isFailure(validateUsername(userId)) || userId !== userId.trim()) {
      return userIdAvailability({ success: false, errorCode: "1035" });
    }
    if (this.takenUserIds.has(userId.toLowerCase())) return userIdAvailability({ success: true });
    return userIdAvailability({ success: false, errorCode: "1034" });
  }

  /**
   * Right: {@link currentLoginPassword}. Wrong: 406 `SECURITY.WRONG_LOGIN_PWD` with
   * `remainingAttempts`; the third wrong in a row 403 `SECURITY.ATTEMPTS_EXCEEDED` (statusCode
   * 1019), the user id blocked and the session ended.
   */
  async verifyCurrentLoginPassword(password: string): Promise<void> {
    this.calls.push("verifyCurrentLoginPassword");
    this.checkCurrentPassword(password === this.currentLoginPassword, "SECURITY.WRONG_LOGIN_PWD");
    this.loginPwdVerified = true;
  }

  /** As {@link verifyCurrentLoginPassword} with {@link currentTransactionPassword} (`SECURITY.WRONG_TXN_PWD`). */
  async verifyCurrentTransactionPassword(password: string): Promise<void> {
    this.calls.push("verifyCurrentTransactionPassword");
    this.checkCurrentPassword(password === this.currentTransactionPassword, "SECURITY.WRONG_TXN_PWD");
    this.currentTxnPwdVerified = true;
  }

  private checkCurrentPassword(right: boolean, wrongCode: string): void {
    if (this.sessionEnded) throw new FakeFailure(401, "SESSION.REQUIRED");
    if (right) {
      this.securityFailures = 0;
      return;
    }
    this.securityFailures += 1;
    const remainingAttempts = this.securityMaxAttempts - this.securityFailures;
    if (remainingAttempts <= 0) {
      this.blocked = true;
      this.sessionEnded = true;
      throw new FakeFailure(403, "SECURITY.ATTEMPTS_EXCEEDED", {
        status: 403,
        code: "SECURITY.ATTEMPTS_EXCEEDED",
        statusMsg: "Exceeded maximum attempts",
        statusCode: "1019",
      });
    }
    throw new FakeFailure(406, wrongCode, {
      status: 406,
      code: wrongCode,
      statusMsg: wrongCode,
      remainingAttempts,
    });
  }

  /**
   * Needs the current login password verified (403 `SECURITY.NOT_VERIFIED`), the current
   * transaction password too when it changes, a validated code of module `CHANGE_PASSWORD`
   * bound to `{ pwdFlag, transacPwdFlag }` (or {@link FAKE_VERIFIED_OTAC}; else 403
   * `OTP.NOT_VERIFIED`) and the domain's rules (400 `PASSWORD_CHANGE.<RULE>`). Success changes the
   * passwords and ends the session; the same idempotency key answers the first result again.
   */
  async changePasswords(input: {
    readonly loginPassword?: string;
    readonly transactionPassword?: string;
    readonly otac: string;
    readonly idempotencyKey: string;
  }): Promise<{ readonly which: PasswordChangeWhich; readonly referenceNumber: string }> {
    this.calls.push("changePasswords");
    const body = JSON.stringify([input.loginPassword ?? null, input.transactionPassword ?? null, input.otac]);
    const earlier = this.replayed(input.idempotencyKey, body);
    if (earlier !== undefined) return earlier as { which: PasswordChangeWhich; referenceNumber: string };
    if (this.sessionEnded) throw new FakeFailure(401, "SESSION.REQUIRED");
    const login = input.loginPassword;
    const txn = input.transactionPassword;
    if (login === undefined && txn === undefined) throw new FakeFailure(400, "REQUEST.INVALID");
    if (!this.loginPwdVerified || (txn !== undefined && !this.currentTxnPwdVerified)) {
      throw new FakeFailure(403, "SECURITY.NOT_VERIFIED");
    }
    if (login !== undefined) {
      const checked = validateLoginPasswordChange({
        current: this.currentLoginPassword,
        next: login,
        confirm: login,
      });
      if (Result.isFailure(checked)) throw new FakeFailure(400, checked.failure);
    }
    if (txn !== undefined) {
      const checked = validateTransactionPasswordChange({
        current: this.currentTransactionPassword,
        next: txn,
        confirm: txn,
        loginPassword: login ?? this.currentLoginPassword,
      });
      if (Result.isFailure(checked)) throw new FakeFailure(400, checked.failure);
    }
    this.consumeActionCode(input.otac, "CHANGE_PASSWORD", {
      pwdFlag: login !== undefined ? "Y" : "N",
      transacPwdFlag: txn !== undefined ? "Y" : "N",
    });
    if (login !== undefined) this.currentLoginPassword = login;
    if (txn !== undefined) this.currentTransactionPassword = txn;
    const which: PasswordChangeWhich =
      login !== undefined && txn !== undefined ? "both" : login !== undefined ? "login" : "transaction";
    const answer = { which, referenceNumber: this.nextReference("PW") };
    this.credentialChanges.set(input.idempotencyKey, { body, answer });
    this.sessionEnded = true;
    return answer;
  }

  /**
   * Needs the current login password verified (403 `SECURITY.NOT_VERIFIED`), a free valid user id
   * (400 `USERID.TAKEN` / `USERID.INVALID`) and a validated code of module `CHANGE_USER_ID` bound to
   * `{ newUserId }`. Success renames the user id and ends the session.
   */
  async changeUserId(input: {
    readonly newUserId: string;
    readonly otac: string;
    readonly idempotencyKey: string;
  }): Promise<{ readonly referenceNumber: string }> {
    this.calls.push("changeUserId");
    const body = JSON.stringify([input.newUserId, input.otac]);
    const earlier = this.replayed(input.idempotencyKey, body);
    if (earlier !== undefined) return earlier as { referenceNumber: string };
    if (this.sessionEnded) throw new FakeFailure(401, "SESSION.REQUIRED");
    if (!this.loginPwdVerified) throw new FakeFailure(403, "SECURITY.NOT_VERIFIED");
    if (Result.isFailure(validateUsername(input.newUserId))) throw new FakeFailure(400, "USERID.INVALID");
    if (this.takenUserIds.has(input.newUserId.toLowerCase())) throw new FakeFailure(400, "USERID.TAKEN");
    this.consumeActionCode(input.otac, "CHANGE_USER_ID", { newUserId: input.newUserId });
    this.takenUserIds.delete(this.currentUserId);
    this.takenUserIds.add(input.newUserId.toLowerCase());
    const customer = this.customers.get(this.currentUserId);
    if (customer !== undefined) {
      this.customers.delete(this.currentUserId);
      this.customers.set(input.newUserId, { ...customer, username: input.newUserId });
    }
    this.currentUserId = input.newUserId;
    const answer = { referenceNumber: this.nextReference("UID") };
    this.credentialChanges.set(input.idempotencyKey, { body, answer });
    this.sessionEnded = true;
    return answer;
  }

  private replayed(key: string, body: string): unknown {
    const earlier = this.credentialChanges.get(key);
    if (earlier === undefined) return undefined;
    if (earlier.body !== body) throw new FakeFailure(422, "IDEMPOTENCY.MISMATCH");
    return earlier.answer;
  }

  private nextReference(prefix: string): string {
    this.referenceSerial += 1;
    return `${prefix}${String(20261122000 + this.referenceSerial)}`;
  }

  async getFeedbackQuestions(): Promise<FeedbackSurvey> {
    this.calls.push("getFeedbackQuestions");
    return this.feedbackSurvey;
  }

  /** Re-checks the answers with the domain's `validateFeedback` (400 `FEEDBACK.*`), then keeps them in {@link savedFeedback}. */
  async saveFeedback(input: {
    readonly answers: readonly { readonly qid: string; readonly optionscore: number }[];
    readonly comments: string;
  }): Promise<void> {
    this.calls.push("saveFeedback");
    const english = localizeFeedbackSurvey(this.feedbackSurvey, "en");
    const checked = validateFeedback({
      questions: english.questions,
      bands: english.bands,
      answers: Object.fromEntries(input.answers.map((answer) => [answer.qid, answer.optionscore])),
      comments: input.comments,
    });
    if (Result.isFailure(checked)) throw new FakeFailure(400, checked.failure);
    this.savedFeedback.push({ answers: [...input.answers], comments: checked.success.comments });
  }
}

/** The demo customer: secure image set, password `Meera#2026`. */
export function meera(overrides: Partial<FakeCustomer> = {}): FakeCustomer {
  return {
    username: "meera",
    password: "Meera#2026",
    secureImage: FAKE_IMAGES[0] ?? null,
    secureText: "blue-lotus",
    failures: 0,
    ...overrides,
  };
}
