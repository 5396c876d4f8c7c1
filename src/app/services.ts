import { createBankApi, type RibBankApi } from "../adapters/rib/FetchBankApi";
import { createJoseTransactionCipher } from "../adapters/crypto/JoseTransactionCipher";
import { createInMemorySessionStore } from "../adapters/storage/InMemorySessionStore";

/** Everything the screens call, made once at start-up. */
export interface Services {
  readonly api: AppBankApi;
}

/** The bank client as the app uses it: the domain port plus customer details. */
export type AppBankApi = Pick<
  RibBankApi,
  | "getServerDate"
  | "getConfiguration"
  | "checkFailCount"
  | "getUserSecurityInfo"
  | "getCaptcha"
  | "sendCaptchaCode"
  | "login"
  | "logout"
  | "checkSession"
  | "sendSignInCode"
  | "validateSignInCode"
  | "confirmSignInCode"
  | "getPreviousLogin"
  | "getCustomerId"
  | "getSecureImages"
  | "configureSecureLoginAccess"
  | "getCustomerDetails"
  | "getSecureImageSvg"
>;

/** The composition root: the real HTTP client with the jose cipher and the in-memory store. */
export function createServices(): Services {
  const api = createBankApi({ store: createInMemorySessionStore(), cipher: createJoseTransactionCipher() });
  return { api };
}
