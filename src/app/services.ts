import type { RibBankApi } from "../adapters/rib/FetchBankApi";
import { sendLogoutBeacon } from "../adapters/rib/logoutBeacon";

/** Everything the screens call, made once at start-up. */
export interface Services {
  readonly api: AppBankApi;
}

/** The calls of the bank client the app uses: the domain port plus customer details and images. */
export const APP_BANK_API_METHODS = [
  "getServerDate",
  "getConfiguration",
  "checkFailCount",
  "getUserSecurityInfo",
  "getCaptcha",
  "sendCaptchaCode",
  "login",
  "logout",
  "checkSession",
  "sendSignInCode",
  "validateSignInCode",
  "confirmSignInCode",
  "getPreviousLogin",
  "getCustomerId",
  "getSecureImages",
  "configureSecureLoginAccess",
  "getCustomerDetails",
  "getSecureImageSvg",
  "extendSession",
  "logoutBeacon",
  "getAllowedTransactionPasswordAttempts",
  "validateTransactionPassword",
  "blockUserId",
  "getLoginHistory",
  "changeSecureImage",
  "checkUserIdAvailability",
  "verifyCurrentLoginPassword",
  "verifyCurrentTransactionPassword",
  "changePasswords",
  "changeUserId",
  "getFeedbackQuestions",
  "saveFeedback",
  "generateOtp",
  "validateOtp",
  "getAccountList",
  "getAccountDetail",
  "updateNicknames",
  "getAccountNicknames",
  "getCustomerDetailsAndRm",
  "getAccountInformation",
  "getPrimarySignature",
  "searchTransactions",
  "searchFraudTransactions",
  "getCategoryList",
  "updateTransactionCategories",
  "checkDuplicateFraud",
  "markFraudTransaction",
  "getDashboardWidgets",
  "saveDashboardWidgets",
  "getDashboardSummary",
  "getInflowOutflow",
  "getExpenseInOut",
  "getAccountGroupCrDr",
  "searchStatement",
  "downloadStatement",
  "getInterestCertificate",
] as const satisfies readonly (keyof RibBankApi)[];

/** The bank client as the app uses it. */
export type AppBankApi = Pick<RibBankApi, (typeof APP_BANK_API_METHODS)[number]>;

/** Builds the real client: the HTTP adapter with the jose cipher and the in-memory store. */
async function loadBankApi(): Promise<RibBankApi> {
  const [{ createBankApi }, { createJoseTransactionCipher }, { createInMemorySessionStore }] =
    await Promise.all([
      import("../adapters/rib/FetchBankApi"),
      import("../adapters/crypto/JoseTransactionCipher"),
      import("../adapters/storage/InMemorySessionStore"),
    ]);
  return createBankApi({ store: createInMemorySessionStore(), cipher: createJoseTransactionCipher() });
}

/**
 * The composition root. The HTTP client (with Effect's schema decoders and jose) is its own
 * chunk, fetched when the customer first interacts with the page, so the sign-in route's initial
 * JavaScript stays within its budget (GUIDE section 7); each call waits for it once.
 */
export function createServices(): Services {
  let loading: Promise<RibBankApi> | undefined;
  const load = () => (loading ??= loadBankApi());
  const api = Object.fromEntries(
    APP_BANK_API_METHODS.map((method) => [
      method,
      async (...args: unknown[]) => {
        const client = await load();
        return (client[method] as (...a: unknown[]) => Promise<unknown>)(...args);
      },
    ]),
  ) as unknown as AppBankApi;
  // The beacon must be queued synchronously while the page unloads, so it never waits for the client chunk.
  (api as { logoutBeacon: () => boolean }).logoutBeacon = () => sendLogoutBeacon({});
  if (typeof window !== "undefined") {
    // Fetch the client as soon as the customer starts to interact, before the first call needs it.
    const preload = () => void load();
    for (const type of ["keydown", "pointerdown", "focusin"] as const) {
      window.addEventListener(type, preload, { once: true, passive: true, capture: true });
    }
  }
  return { api };
}

/**
 * Spec 000 section 4: closing or reloading the page logs the customer out. The session lives in
 * memory, so a page that starts while the browser still holds the readable `Token` cookie of an
 * earlier page ends that session on the server; otherwise the next sign-in here would be refused
 * as an active session in this browser (421).
 */
export function endLeftoverSession(services: Services, cookies: string): void {
  if (/(?:^|;\s*)Token=[^;]+/.test(cookies)) void services.api.logout().catch(() => undefined);
}
