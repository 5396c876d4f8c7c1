import { Schema } from "effect";
import { canonicalJson } from "./contract/canonicalJson";
import { ErrorBody, StatusOkResponse } from "./contract/common";
import { ExtendSessionResponse, LoginHistoryResponse, SetUserSecurityInfoResponse } from "./contract/session";
import { AllowedTxnPwdAttemptsResponse } from "./contract/transaction";
import {
  CheckUserResponse,
  SecurityCheckResponse,
  UpdatePwdResponse,
  UpdateUserIdResponse,
  type UpdatePwdRequest,
} from "./contract/security";
import { FeedbackQuestionsResponse } from "./contract/feedback";
import {
  CategoryListResponse,
  DuplicateFraudCheckResponse,
  EnquiryResponse,
  MarkFraudResponse,
  UpdateCategoryResponse,
  type DuplicateFraudCheckRequest,
  type EnquiryRequest,
  type MarkFraudRequest,
  type UpdateCategoryRequest,
} from "./contract/enquiry";
import {
  AccountDetailResponse,
  AccountInformationResponse,
  AccountListResponse,
  AccountNicknamesResponse,
  CustomerDetailsAndRmResponse,
  NicknameUpdateResponse,
  PrimarySignatureResponse,
  type AccountDetailRequest,
  type NicknameUpdateRequest,
} from "./contract/accounts";
import {
  StatementResponse,
  type InterestCertificateRequest,
  type StatementDownloadRequest,
  type StatementRequest,
} from "./contract/statements";
import {
  DashboardSummaryResponse,
  DashboardWidgetsResponse,
  type SaveDashboardWidgetsRequest,
} from "./contract/dashboard";
import {
  AccountGroupCrDrResponse,
  ExpenseInOutResponse,
  InflowOutflowResponse,
  type ExpenseInOutRequest,
  type InflowOutflowRequest,
} from "./contract/insights";
import { LOGIN_PATH, LOGOUT_PATH, Paths, REPORT_SERVICE_ROOT, SERVICE_ROOT } from "./contract/paths";
import { RIB_ENC_HEADER, SFAUTH_HEADER } from "./contract/headers";
import {
  CaptchaResponse,
  CaptchaSendCodeResponse,
  CheckFailCountResponse,
  LoginSuccessResponse,
  LogoutResponse,
  SecretKeyResponse,
  UserSecurityInfoResponse,
} from "./contract/auth";
import { ConfigurationResponse, ServerDateResponse } from "./contract/config";
import {
  AuthOtpResponse,
  GenerateOtpResponse,
  SetAuthOtpResponse,
  ValidateAuthOtpResponse,
  ValidateOtpResponse,
  type GenerateOtpRequest,
} from "./contract/otp";
import {
  ConfigureSecureLoginAccessResponse,
  CustomerDetailsResponse,
  CustomerIdResponse,
  PrevLoginResponse,
  SecureImagesResponse,
} from "./contract/customer";
import type { BankApi, LoginAnswer, LoginForm, SessionStore, TransactionCipher } from "../../domain";
import { userIdAvailability, type UserIdAvailability } from "../../domain";
import { commonHeaders } from "./commonHeaders";
import { sendLogoutBeacon } from "./logoutBeacon";
import { NETWORK_ERROR_CODE, RESPONSE_INVALID_CODE, RibError } from "./RibError";

/** What {@link createBankApi} needs. */
export interface BankApiOptions {
  /** Origin of the bank server; empty (same origin) by default. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  readonly store: SessionStore;
  readonly cipher: TransactionCipher;
  /** The `document.cookie` string; the browser's by default. */
  readonly cookies?: () => string;
  /** `navigator.sendBeacon`; the browser's by default (absent: beacons are not queued). */
  readonly sendBeacon?: (url: string, data: Blob) => boolean;
}

/** The `Idempotency-Key` request header of the calls that change something (one key per flow instance). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

type Decoder<T> = Schema.Decoder<T>;

interface CallOptions {
  readonly method: "GET" | "POST";
  /** JSON body. */
  readonly json?: unknown;
  /** Form body (`application/x-www-form-urlencoded`). */
  readonly form?: Readonly<Record<string, string>>;
  /** Key for the `X-RIB-ENC` header over the body values. */
  readonly encKey?: string;
  /** The values `X-RIB-ENC` is made over, when not the whole body (e.g. `{ accountNumber }`). */
  readonly encValues?: unknown;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * The HTTP client of the bank contract (docs/API.md): one method per call. Every response is
 * decoded with the contract schema; every non-2xx answer (and a network failure, status 0)
 * rejects with a {@link RibError}; the `X-SFAUTH-TOKEN` of every response is kept in the store.
 */
export function createBankApi(options: BankApiOptions): RibBankApi {
  const baseUrl = options.baseUrl ?? "";
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const { store, cipher } = options;

  /** Sends a call and answers the raw response (the `X-SFAUTH-TOKEN` kept); a network failure rejects. */
  async function send(path: string, callOptions: CallOptions, accept: string): Promise<Response> {
    const headers: Record<string, string> = {
      ...commonHeaders({ store, ...(options.cookies ? { cookies: options.cookies } : {}) }),
      Accept: accept,
      ...callOptions.headers,
    };
    let body: string | undefined;
    if (callOptions.form !== undefined) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(callOptions.form).toString();
    } else if (callOptions.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(callOptions.json);
    }
    if (callOptions.encKey !== undefined) {
      const values = callOptions.encValues ?? callOptions.form ?? callOptions.json ?? {};
      headers[RIB_ENC_HEADER] = await cipher.encrypt(canonicalJson(values), callOptions.encKey);
    }
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method: callOptions.method,
        headers,
        credentials: "same-origin",
        cache: "no-store",
        ...(body !== undefined ? { body } : {}),
      });
    } catch {
      throw networkError();
    }
    const sfAuth = response.headers.get(SFAUTH_HEADER);
    if (sfAuth !== null) store.setSfAuthToken(sfAuth);
    return response;
  }

  async function call<T>(path: string, schema: Decoder<T>, callOptions: CallOptions): Promise<T> {
    const response = await send(path, callOptions, "application/json");
    const payload = await readJson(response);
    if (!response.ok) throw toRibError(response.status, payload);
    try {
      return Schema.decodeUnknownSync(schema)(payload);
    } catch {
      throw new RibError({
        status: response.status,
        code: RESPONSE_INVALID_CODE,
        statusMsg: "The answer did not match the contract.",
        body: payload,
      });
    }
  }

  /**
   * A call answered by a file: the body as a Blob with the name from `Content-Disposition`
   * (`fallbackName` without one). Error answers reject like other calls; an empty body rejects
   * with {@link EMPTY_FILE_CODE} (spec 000 section 8: a zero-length file sets the error flag).
   */
  async function callBinary(
    path: string,
    callOptions: CallOptions,
    fallbackName: string,
  ): Promise<BinaryFile> {
    const response = await send(path, callOptions, "*/*");
    if (!response.ok) throw toRibError(response.status, await readJson(response));
    let blob: Blob;
    try {
      blob = await response.blob();
    } catch {
      throw networkError();
    }
    if (blob.size === 0) {
      throw new RibError({
        status: response.status,
        code: EMPTY_FILE_CODE,
        statusMsg: "The file was empty.",
      });
    }
    return { blob, fileName: fileNameOf(response.headers.get("Content-Disposition")) ?? fallbackName };
  }

  const rest = <T>(name: keyof typeof Paths, schema: Decoder<T>, callOptions: CallOptions) =>
    call(`${SERVICE_ROOT}${Paths[name]}`, schema, callOptions);

  async function sessionKey(): Promise<string> {
    const known = store.getSecretKey();
    if (known !== undefined) return known;
    const [key] = await rest("loggedInSecretKey", SecretKeyResponse, { method: "GET" });
    store.setSecretKey(key);
    return key;
  }

  const api = {
    getServerDate: () => rest("serverDate", ServerDateResponse, { method: "GET" }),
    getConfiguration: () => rest("configuration", ConfigurationResponse, { method: "GET" }),
    checkFailCount: (username: string) =>
      rest("checkFailCount", CheckFailCountResponse, { method: "POST", json: { username } }),
    getUserSecurityInfo: (username: string) =>
      rest("userSecurityInfo", UserSecurityInfoResponse, { method: "POST", json: { username } }),
    getCaptcha: () => rest("captcha", CaptchaResponse, { method: "GET" }),
    sendCaptchaCode: (username: string) =>
      rest("captchaSendCode", CaptchaSendCodeResponse, { method: "POST", json: { username } }),
    /**
     * Fetches the pre-login key (`loginUser/usersec/seckey`), then posts the form with `X-RIB-ENC`
     * over its fields. A refused sign-in resolves with its status and code (the login table);
     * only a missing answer rejects.
     */
    login: async (form: LoginForm): Promise<LoginAnswer> => {
      store.clear();
      const [key] = await rest("secretKey", SecretKeyResponse, {
        method: "POST",
        json: { username: form.username },
      });
      try {
        const ok = await call(LOGIN_PATH, LoginSuccessResponse, {
          method: "POST",
          form: loginFields(form),
          encKey: key,
        });
        return { ...ok, status: 200 };
      } catch (error) {
        if (error instanceof RibError && error.status !== 0)
          return { status: error.status, code: error.code };
        throw error;
      }
    },
    logout: async (): Promise<void> => {
      try {
        await call(LOGOUT_PATH, LogoutResponse, { method: "POST" });
      } finally {
        store.clear();
      }
    },
    checkSession: async (): Promise<void> => {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${SERVICE_ROOT}${Paths.authCheck}`, {
          headers: commonHeaders({ store, ...(options.cookies ? { cookies: options.cookies } : {}) }),
          credentials: "same-origin",
          cache: "no-store",
        });
      } catch {
        throw networkError();
      }
      const sfAuth = response.headers.get(SFAUTH_HEADER);
      if (sfAuth !== null) store.setSfAuthToken(sfAuth);
      if (!response.ok) throw toRibError(response.status, await readJson(response));
    },
    sendSignInCode: () => rest("authOtp", AuthOtpResponse, { method: "POST", json: {} }),
    validateSignInCode: async (input: { readonly otp: string; readonly otac: string }) => {
      const request = { otp: input.otp, otac: input.otac };
      const answer = await rest("validateAuthOtp", ValidateAuthOtpResponse, {
        method: "POST",
        json: request,
        encKey: await sessionKey(),
      });
      return { rToken: answer.rToken };
    },
    confirmSignInCode: async (input: { readonly rToken: string; readonly ownSystem: "Y" | "N" }) => {
      await rest("setAuthOtp", SetAuthOtpResponse, {
        method: "POST",
        json: { rToken: input.rToken, ownSystem: input.ownSystem },
      });
    },
    getPreviousLogin: () => rest("prevLogin", PrevLoginResponse, { method: "GET" }),
    getCustomerId: () => rest("customerId", CustomerIdResponse, { method: "GET" }),
    getSecureImages: () => rest("secureImages", SecureImagesResponse, { method: "GET" }),
    configureSecureLoginAccess: async (input: { readonly imageId: string; readonly secureText: string }) => {
      await rest("configureSecureLoginAccess", ConfigureSecureLoginAccessResponse, {
        method: "POST",
        json: { imageId: input.imageId, secureText: input.secureText },
      });
    },
    /**
     * `GET dashboard/getImage?id=`: the SVG of a secure image. Fetched with the common headers
     * (an `img src` could not send them), shown from a data: URL.
     */
    getSecureImageSvg: async (id: string): Promise<string> => {
      let response: Response;
      try {
        response = await doFetch(
          `${baseUrl}${SERVICE_ROOT}${Paths.secureImage}?id=${encodeURIComponent(id)}`,
          {
            headers: {
              ...commonHeaders({ store, ...(options.cookies ? { cookies: options.cookies } : {}) }),
              Accept: "image/svg+xml",
            },
            credentials: "same-origin",
            cache: "no-store",
          },
        );
      } catch {
        throw networkError();
      }
      const sfAuth = response.headers.get(SFAUTH_HEADER);
      if (sfAuth !== null) store.setSfAuthToken(sfAuth);
      if (!response.ok) throw toRibError(response.status, await readJson(response));
      return response.text();
    },
    /** `GET customerDetails`: name, address, branch and relationship manager. */
    getCustomerDetails: () => rest("customerDetails", CustomerDetailsResponse, { method: "GET" }),
    /** `GET loginUser/usersec/loggedInUserSecretKey`, kept in memory once fetched. */
    getSessionSecretKey: sessionKey,
    /** `POST otp/generateOtp`. */
    generateOtp: (request: GenerateOtpRequest) =>
      rest("generateOtp", GenerateOtpResponse, { method: "POST", json: request }),
    /** `POST otp/validateOtp` with `X-RIB-ENC`; resolves true when the decrypted status is "00". */
    validateOtp: async (request: {
      readonly otp: string;
      readonly otac: string;
      readonly module?: string;
    }) => {
      const key = await sessionKey();
      const answer = await rest("validateOtp", ValidateOtpResponse, {
        method: "POST",
        json: request,
        encKey: key,
      });
      return (await cipher.decrypt(answer.statusMsg, key)) === "00";
    },
    extendSession: async (input: { readonly fromWarning: boolean }) => {
      const answer = await rest("extendSession", ExtendSessionResponse, {
        method: "POST",
        json: { fromWarning: input.fromWarning },
      });
      return { extensionsLeft: answer.extensionsLeft };
    },
    logoutBeacon: (): boolean =>
      sendLogoutBeacon({
        baseUrl,
        ...(options.cookies ? { cookies: options.cookies } : {}),
        ...(options.sendBeacon ? { sendBeacon: options.sendBeacon } : {}),
      }),
    getAllowedTransactionPasswordAttempts: () =>
      rest("allowedTxnPwdAttempts", AllowedTxnPwdAttemptsResponse, { method: "GET" }),
    /** The password travels only as a JWE made with the session secret key, with `X-RIB-ENC` over the body. */
    validateTransactionPassword: async (password: string): Promise<void> => {
      const key = await sessionKey();
      const transacPwd = await cipher.encrypt(password, key);
      await rest("validateTransacPwd", StatusOkResponse, {
        method: "POST",
        json: { transacPwd },
        encKey: key,
      });
    },
    getAccountList: (kind: AccountListKind) =>
      call(`${SERVICE_ROOT}${ACCOUNT_LIST_PATHS[kind]}`, AccountListResponse, { method: "GET" }),
    getAccountDetail: async (request: AccountDetailRequest): Promise<AccountDetail> => {
      const query = new URLSearchParams({
        accountNumber: request.accountNumber,
        accountType: request.accountType,
      }).toString();
      const detail = await call(`${SERVICE_ROOT}${Paths.accountDetail}?${query}`, AccountDetailResponse, {
        method: "POST",
        json: { accountNumber: request.accountNumber },
        encKey: await sessionKey(),
      });
      const { encKey } = await rest("configuration", ConfigurationResponse, { method: "GET" });
      if (encKey === null) {
        throw new RibError({ status: 200, code: RESPONSE_INVALID_CODE, statusMsg: "No configuration key." });
      }
      return { ...detail, accountNumber: await cipher.decrypt(detail.encAccountNumber, encKey) };
    },
    updateNicknames: (request: NicknameUpdateRequest) =>
      rest("updateNicknames", NicknameUpdateResponse, { method: "POST", json: request }),
    getAccountNicknames: () => rest("accountNicknames", AccountNicknamesResponse, { method: "GET" }),
    getCustomerDetailsAndRm: () =>
      rest("customerDetailsAndRm", CustomerDetailsAndRmResponse, { method: "GET" }),
    getAccountInformation: (accountNumber: string) =>
      call(
        `${SERVICE_ROOT}${Paths.accountInformation}?accountNumber=${encodeURIComponent(accountNumber)}`,
        AccountInformationResponse,
        { method: "GET" },
      ),
    getPrimarySignature: (accountNumber: string) =>
      call(
        `${SERVICE_ROOT}${Paths.primarySignature}?accountnumber=${encodeURIComponent(accountNumber)}`,
        PrimarySignatureResponse,
        { method: "GET" },
      ),
    searchTransactions: (request: EnquiryRequest) =>
      rest("transactionList", EnquiryResponse, { method: "POST", json: request }),
    searchFraudTransactions: (request: EnquiryRequest) =>
      rest("transactionListFraud", EnquiryResponse, { method: "POST", json: request }),
    getCategoryList: () => rest("categoryList", CategoryListResponse, { method: "GET" }),
    getDashboardWidgets: () => rest("dashboardWidgets", DashboardWidgetsResponse, { method: "GET" }),
    saveDashboardWidgets: (request: SaveDashboardWidgetsRequest) =>
      rest("saveDashboardWidgets", DashboardWidgetsResponse, { method: "POST", json: request }),
    getDashboardSummary: () => rest("dashboardSummary", DashboardSummaryResponse, { method: "GET" }),
    getInflowOutflow: (request: InflowOutflowRequest) =>
      rest("inflowOutflowReport", InflowOutflowResponse, { method: "POST", json: request }),
    getExpenseInOut: (request: ExpenseInOutRequest) => {
      const query = new URLSearchParams(
        Object.entries(request).map(([name, value]) => [name, String(value)]),
      ).toString();
      return call(`${SERVICE_ROOT}${Paths.expenseInOut}?${query}`, ExpenseInOutResponse, { method: "GET" });
    },
    getAccountGroupCrDr: () => rest("accountGroupCrDr", AccountGroupCrDrResponse, { method: "GET" }),
    updateTransactionCategories: (request: UpdateCategoryRequest) =>
      rest("updateTranCategory", UpdateCategoryResponse, { method: "POST", json: request }),
    /** The account number travels also as a JWE made with the session secret key, with `X-RIB-ENC` over the body. */
    checkDuplicateFraud: async (request: Omit<DuplicateFraudCheckRequest, "encAccountNumber">) => {
      const key = await sessionKey();
      const encAccountNumber = await cipher.encrypt(request.accountNumber, key);
      return rest("checkDuplicateFraudTrans", DuplicateFraudCheckResponse, {
        method: "POST",
        json: { ...request, encAccountNumber },
        encKey: key,
      });
    },
    markFraudTransaction: async (request: MarkFraudRequest) => {
      const key = await sessionKey();
      return rest("markFraudTransaction", MarkFraudResponse, { method: "POST", json: request, encKey: key });
    },
    /** `POST transaction/search` with `X-RIB-ENC` over `{ accountNumber }` (session key): one page of a statement. */
    searchStatement: async (request: StatementRequest) =>
      rest("statementSearch", StatementResponse, {
        method: "POST",
        json: request,
        encKey: await sessionKey(),
        encValues: { accountNumber: request.accountNumber },
      }),
    /** `POST report/statement` under the report services root, with `X-RIB-ENC` over `{ accountNumber }`: the file. */
    downloadStatement: async (request: StatementDownloadRequest) =>
      callBinary(
        `${REPORT_SERVICE_ROOT}${Paths.statementReport}`,
        {
          method: "POST",
          json: request,
          encKey: await sessionKey(),
          encValues: { accountNumber: request.accountNumber },
        },
        "Statement",
      ),
    /** `POST getInterestCertificate` with `X-RIB-ENC` over `{ accountNumber, financialYearStart }`: the PDF. */
    getInterestCertificate: async (request: InterestCertificateRequest) =>
      callBinary(
        `${SERVICE_ROOT}${Paths.interestCertificate}`,
        {
          method: "POST",
          json: request,
          encKey: await sessionKey(),
          encValues: { accountNumber: request.accountNumber, financialYearStart: request.financialYearStart },
        },
        "InterestCertificate.pdf",
      ),
    blockUserId: async (): Promise<void> => {
      await rest("blockUserId", StatusOkResponse, { method: "POST", json: {} });
    },
    getLoginHistory: () => rest("loginHistory", LoginHistoryResponse, { method: "GET" }),
    changeSecureImage: async (input: {
      readonly imageId: string;
      readonly secureText: string;
      readonly otac: string;
      readonly idempotencyKey: string;
    }) => {
      const answer = await rest("setUserSecurityInfo", SetUserSecurityInfoResponse, {
        method: "POST",
        json: { secImage: input.imageId, secText: input.secureText, otac: input.otac },
        headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
      });
      return { referenceNumber: answer.referenceNumber };
    },
    /** 200 = taken; 404 `USERID.AVAILABLE` (1034) = available; 400 `USERID.INVALID` (1035) = invalid; other failures reject. */
    checkUserIdAvailability: async (userId: string): Promise<UserIdAvailability> => {
      try {
        const answer = await rest("checkUser", CheckUserResponse, {
          method: "POST",
          json: { username: userId },
        });
        return userIdAvailability({ success: answer.exists });
      } catch (error) {
        if (!(error instanceof RibError)) throw error;
        const errorCode =
          error.code === "USERID.AVAILABLE" ? "1034" : error.code === "USERID.INVALID" ? "1035" : null;
        const availability = userIdAvailability({ success: false, errorCode });
        if (availability === "error") throw error;
        return availability;
      }
    },
    /** The password travels only as a JWE made with the session secret key, with `X-RIB-ENC` over the body. */
    verifyCurrentLoginPassword: async (password: string): Promise<void> => {
      const key = await sessionKey();
      const pwd = await cipher.encrypt(password, key);
      await rest("securityLoginPwd", SecurityCheckResponse, { method: "POST", json: { pwd }, encKey: key });
    },
    /** The password travels only as a JWE made with the session secret key, with `X-RIB-ENC` over the body. */
    verifyCurrentTransactionPassword: async (password: string): Promise<void> => {
      const key = await sessionKey();
      const transacPwd = await cipher.encrypt(password, key);
      await rest("securityTranPwd", SecurityCheckResponse, {
        method: "POST",
        json: { transacPwd },
        encKey: key,
      });
    },
    /** New passwords as JWEs (session key), a flag per password, `X-RIB-ENC` and the flow's `Idempotency-Key`. */
    changePasswords: async (input: {
      readonly loginPassword?: string;
      readonly transactionPassword?: string;
      readonly otac: string;
      readonly idempotencyKey: string;
    }) => {
      const key = await sessionKey();
      const json: UpdatePwdRequest = {
        ...(input.loginPassword !== undefined ? { pwd: await cipher.encrypt(input.loginPassword, key) } : {}),
        pwdFlag: input.loginPassword !== undefined ? "Y" : "N",
        ...(input.transactionPassword !== undefined
          ? { transacPwd: await cipher.encrypt(input.transactionPassword, key) }
          : {}),
        transacPwdFlag: input.transactionPassword !== undefined ? "Y" : "N",
        otac: input.otac,
      };
      const answer = await rest("securityUpdatePwd", UpdatePwdResponse, {
        method: "POST",
        json,
        encKey: key,
        headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
      });
      return { which: answer.which, referenceNumber: answer.referenceNumber };
    },
    changeUserId: async (input: {
      readonly newUserId: string;
      readonly otac: string;
      readonly idempotencyKey: string;
    }) => {
      const answer = await rest("securityUpdateUserId", UpdateUserIdResponse, {
        method: "POST",
        json: { newUserId: input.newUserId, otac: input.otac },
        headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
      });
      return { referenceNumber: answer.referenceNumber };
    },
    getFeedbackQuestions: () => rest("feedbackQuestions", FeedbackQuestionsResponse, { method: "GET" }),
    /** Sends the answers with their total (the server checks it equals the sum). */
    saveFeedback: async (input: {
      readonly answers: readonly { readonly qid: string; readonly optionscore: number }[];
      readonly comments: string;
    }): Promise<void> => {
      const total = input.answers.reduce((sum, answer) => sum + answer.optionscore, 0);
      await rest("saveUserFeedback", StatusOkResponse, {
        method: "POST",
        json: {
          feedback: input.answers.map((answer) => ({ qid: answer.qid, optionscore: answer.optionscore })),
          total,
          comments: input.comments,
        },
      });
    },
  };
  return api;
}

/** The form fields of `POST /app/authentication` for a sign-in (spec 000 section 7). */
export function loginFields(form: LoginForm): Record<string, string> {
  const fields: Record<string, string> = {
    j_username: form.username,
    j_password: form.password,
    "remember-me": "false",
    submit: "Login",
  };
  if (form.captcha !== undefined) {
    fields["captchaId"] = form.captcha.captchaId;
    fields["captcha"] = form.captcha.answer;
  }
  if (form.captchaCode !== undefined) fields["captchaCode"] = form.captchaCode;
  if (form.secureAccess === true) fields["secureAccess"] = "true";
  return fields;
}

/** Which account list: all active, closed, those with statements, or SAV and DDA for the enquiry. */
export type AccountListKind = "active" | "closed" | "statement" | "enquiry";

/** The path of each account list (spec 000 section 3). */
const ACCOUNT_LIST_PATHS: Readonly<Record<AccountListKind, string>> = {
  active: Paths.accountList,
  closed: Paths.closedAccountList,
  statement: Paths.statementAccountList,
  enquiry: Paths.enquiryAccountList,
};

/** The code of a file answer with no bytes (spec 000 section 8: a zero-length file is an error). */
export const EMPTY_FILE_CODE = "FILE.EMPTY";

/** A file answered by the bank: its bytes and the name it is saved under. */
export interface BinaryFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` or `filename="…"`), or null. */
export function fileNameOf(header: string | null): string | null {
  if (header === null) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return null;
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name === undefined || name === "" ? null : name;
}

/** An account detail with its number as decrypted from `encAccountNumber`. */
export type AccountDetail = AccountDetailResponse & { readonly accountNumber: string };

/** The bank client made by {@link createBankApi}: the domain port plus the calls not in it yet. */
export interface RibBankApi extends BankApi {
  /** `GET customerDetails`: name, address, branch and relationship manager. */
  getCustomerDetails(): Promise<CustomerDetailsResponse>;
  /** `GET dashboard/getImage?id=`: the SVG markup of a secure image. */
  getSecureImageSvg(id: string): Promise<string>;
  /** `GET loginUser/usersec/loggedInUserSecretKey`, kept in memory once fetched. */
  getSessionSecretKey(): Promise<string>;
  /** `POST otp/generateOtp`. */
  generateOtp(request: GenerateOtpRequest): Promise<GenerateOtpResponse>;
  /** `GET account/accountlist` (active), `account/viewclsAcct` (closed), `account/accountlistForStmt`, `account/viewAccountlist` (SAV and DDA). */
  getAccountList(kind: AccountListKind): Promise<AccountListResponse>;
  /**
   * `POST account/viewAcct?accountNumber=&accountType=` with `X-RIB-ENC` over `{accountNumber}`:
   * the account's detail, with `encAccountNumber` decrypted with the configuration key into `accountNumber`.
   */
  getAccountDetail(request: AccountDetailRequest): Promise<AccountDetail>;
  /** `POST updateaccountnames`: saves the changed nicknames of one group (all or none). */
  updateNicknames(request: NicknameUpdateRequest): Promise<NicknameUpdateResponse>;
  /** `GET account/fetchAccountNickNames`: the active accounts with their nicknames, grouped by kind. */
  getAccountNicknames(): Promise<AccountNicknamesResponse>;
  /** `GET getCustomerDetailsAndRM`: the customer information dialog (relationship manager's mobile masked). */
  getCustomerDetailsAndRm(): Promise<CustomerDetailsAndRmResponse>;
  /** `GET account/accountInformation?accountNumber=`: the account information dialog. */
  getAccountInformation(accountNumber: string): Promise<AccountInformationResponse>;
  /** `GET account/primarySignature?accountnumber=`: the primary holder's specimen signature. */
  getPrimarySignature(accountNumber: string): Promise<PrimarySignatureResponse>;
  /** `POST transaction/transactionList`: one page of the enquiry. */
  searchTransactions(request: EnquiryRequest): Promise<EnquiryResponse>;
  /** `POST transaction/transactionListFruad`: one page of the transactions marked as fraud. */
  searchFraudTransactions(request: EnquiryRequest): Promise<EnquiryResponse>;
  /** `GET transaction/categoryList`: the category ids. */
  getCategoryList(): Promise<CategoryListResponse>;
  /** `GET dashboard/getDashboardWidgets`: the customer's widgets (in order) and favourites, else the defaults. */
  getDashboardWidgets(): Promise<DashboardWidgetsResponse>;
  /** `POST saveDashboardWidgets`: saves the choices (`updateFlag` true) or resets to the defaults (false). */
  saveDashboardWidgets(request: SaveDashboardWidgetsRequest): Promise<DashboardWidgetsResponse>;
  /** `GET dashboard/summary`: the widgets' data (assets, loans, alerts, events, security-image flag). */
  getDashboardSummary(): Promise<DashboardSummaryResponse>;
  /** `POST inflowOutflowReport`: credits and debits of one account per period of a view (0 months, 1 quarters, 2 financial years). */
  getInflowOutflow(request: InflowOutflowRequest): Promise<InflowOutflowResponse>;
  /** `GET account/expenseInOut`: credits and debits by category for a spend preset or a date range. */
  getExpenseInOut(request: ExpenseInOutRequest): Promise<ExpenseInOutResponse>;
  /** `GET dashboard/getAccountGroupCrDrDetails`: this month's credits and debits per account group. */
  getAccountGroupCrDr(): Promise<AccountGroupCrDrResponse>;
  /** `POST transaction/updateTranCategory`: saves the pending category changes (all or none). */
  updateTransactionCategories(request: UpdateCategoryRequest): Promise<UpdateCategoryResponse>;
  /** `POST transaction/checkDuplicateFraudTrans` with `X-RIB-ENC`: whether the row is already marked. */
  checkDuplicateFraud(
    request: Omit<DuplicateFraudCheckRequest, "encAccountNumber">,
  ): Promise<DuplicateFraudCheckResponse>;
  /** `POST transaction/markFraudTransaction` with `X-RIB-ENC`: reports the row as fraud. */
  markFraudTransaction(request: MarkFraudRequest): Promise<MarkFraudResponse>;
  /** `POST transaction/search` with `X-RIB-ENC` over `{ accountNumber }`: one page of a statement. */
  searchStatement(request: StatementRequest): Promise<StatementResponse>;
  /** `POST /fis-rpt-svcs/RIBProducer/rest/report/statement`: the statement as a PDF, Excel or HTML file. */
  downloadStatement(request: StatementDownloadRequest): Promise<BinaryFile>;
  /** `POST getInterestCertificate`: the interest certificate of a financial year as a PDF file. */
  getInterestCertificate(request: InterestCertificateRequest): Promise<BinaryFile>;
  /** `POST otp/validateOtp` with `X-RIB-ENC`; resolves true when the decrypted status is "00". */
  validateOtp(request: {
    readonly otp: string;
    readonly otac: string;
    readonly module?: string;
  }): Promise<boolean>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function networkError(): RibError {
  return new RibError({ status: 0, code: NETWORK_ERROR_CODE, statusMsg: "No answer from the server." });
}

function toRibError(status: number, payload: unknown): RibError {
  const decoded = Schema.decodeUnknownOption(ErrorBody)(payload);
  if (decoded._tag === "Some") {
    return new RibError({
      status,
      code: decoded.value.code,
      statusMsg: decoded.value.statusMsg,
      body: payload,
    });
  }
  return new RibError({
    status,
    code: status >= 500 ? "SERVER.ERROR" : "REQUEST.FAILED",
    statusMsg: "",
    body: payload,
  });
}
