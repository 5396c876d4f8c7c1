import type {
  CustomerIdInfo,
  LoginAnswer,
  LoginForm,
  PreviousLogin,
  SecureImage,
  SignInCodeChallenge,
  UserSecurityInfo,
} from "../../domain";
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
  readonly mfaRequired?: boolean;
  failures: number;
}

/** The secure images of the fake bank. */
export const FAKE_IMAGES: readonly SecureImage[] = [
  { id: "animals-elephant", category: "animals", altKey: "secureImage.animals.elephant" },
  { id: "animals-tiger", category: "animals", altKey: "secureImage.animals.tiger" },
  { id: "nature-lotus", category: "nature", altKey: "secureImage.nature.lotus" },
];

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

  constructor(customers: readonly FakeCustomer[] = [meera()]) {
    for (const customer of customers) this.customers.set(customer.username, customer);
  }

  async getServerDate() {
    this.calls.push("getServerDate");
    return { appDate: "2026-11-22" };
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

  async getPreviousLogin(): Promise<PreviousLogin> {
    this.calls.push("getPreviousLogin");
    return {
      lastLoginDate: "2026-11-20",
      lastLoginTime: "09:15:00",
      lastFailLoginDate: null,
      lastFailLoginTime: null,
      customerName: "Meera Sharma",
      prefix: "Ms",
      customerSinceDate: "2015-04-01",
      loginPwdExpiryDt: "2026-11-25",
      txnPwdExpiryDt: null,
    };
  }

  async getCustomerId(): Promise<
    CustomerIdInfo & { customerCode: string; custAge: number; availableDepositType: string }
  > {
    this.calls.push("getCustomerId");
    return {
      customerId: "C1001",
      mobileNumber: "+91 xxxx xxx 210",
      customerType: "R",
      customerCode: "RET",
      custAge: 41,
      availableDepositType: "FD",
      showPopup: false,
      daysleft: 3,
      pwdExpDate: "2026-11-25",
    };
  }

  async getCustomerDetails() {
    this.calls.push("getCustomerDetails");
    return {
      customerName: "Meera Sharma",
      mad3: "12 MG Road",
      mad4: "Pune 411001",
      bankDetails: {
        branchName: "Pune Camp",
        branchAdd2: "East Street",
        branchAdd3: "Pune",
        ifsc: "SAHY0001234",
      },
      rmName: "Arjun Rao",
      rmMobileno: "9876543345",
    };
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
