import type { Bank } from "../adapters/rib/BankClient";
import type { RibBankApi } from "../adapters/rib/FetchBankApi";
import { sendLogoutBeacon } from "../adapters/rib/logoutBeacon";
import type { SessionStore, TransactionCipher } from "../domain";

/** Everything the screens call, made once at start-up. */
export interface Services {
  /** The hand-written per-call client, for the areas not yet moved onto {@link bank}. */
  readonly api: AppBankApi;
  /** The bank as the endpoint table declares it: `bank.call(name, request, options?)`. */
  readonly bank: Bank;
}

/** The calls of the bank client the app uses: the domain port plus customer details and images. */
export const APP_BANK_API_METHODS = [
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
  "getSecureImages",
  "configureSecureLoginAccess",
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
] as const satisfies readonly (keyof RibBankApi)[];

/** The bank client as the app uses it. */
export type AppBankApi = Pick<RibBankApi, (typeof APP_BANK_API_METHODS)[number]>;

/** What both clients share: one session store (tokens, keys) and one cipher, so a sign-in made through one serves the other. */
interface ClientParts {
  readonly store: SessionStore;
  readonly cipher: TransactionCipher;
}

async function loadParts(): Promise<ClientParts> {
  const [{ createJoseTransactionCipher }, { createInMemorySessionStore }] = await Promise.all([
    import("../adapters/crypto/JoseTransactionCipher"),
    import("../adapters/storage/InMemorySessionStore"),
  ]);
  return { store: createInMemorySessionStore(), cipher: createJoseTransactionCipher() };
}

/** Builds the per-call client: the HTTP adapter over the shared parts. */
async function loadBankApi(parts: Promise<ClientParts>): Promise<RibBankApi> {
  const [{ createBankApi }, shared] = await Promise.all([import("../adapters/rib/FetchBankApi"), parts]);
  return createBankApi(shared);
}

/** Builds the generic client derived from the endpoint table over the shared parts. */
async function loadBank(parts: Promise<ClientParts>): Promise<Bank> {
  const [{ createBankClient }, shared] = await Promise.all([import("../adapters/rib/BankClient"), parts]);
  return createBankClient(shared);
}

/**
 * The composition root. The HTTP clients (with Effect's schema decoders and jose) are their own
 * chunks, fetched when the customer first interacts with the page, so the sign-in route's initial
 * JavaScript stays within its budget (GUIDE section 7); each call waits for its client once. Both
 * clients share one session store, so the session opened by either serves both.
 */
export function createServices(): Services {
  let parts: Promise<ClientParts> | undefined;
  let loadingApi: Promise<RibBankApi> | undefined;
  let loadingBank: Promise<Bank> | undefined;
  const shared = () => (parts ??= loadParts());
  const load = () => (loadingApi ??= loadBankApi(shared()));
  const loadGeneric = () => (loadingBank ??= loadBank(shared()));
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
  const bank: Bank = {
    call: (async (name: string, request: unknown, options?: unknown) => {
      const client = await loadGeneric();
      return (client.call as (n: string, r: unknown, o?: unknown) => Promise<unknown>)(
        name,
        request,
        options,
      );
    }) as Bank["call"],
    logoutBeacon: () => sendLogoutBeacon({}),
  };
  if (typeof window !== "undefined") {
    // Fetch the clients as soon as the customer starts to interact, before the first call needs them.
    const preload = () => {
      void load();
      void loadGeneric();
    };
    for (const type of ["keydown", "pointerdown", "focusin"] as const) {
      window.addEventListener(type, preload, { once: true, passive: true, capture: true });
    }
  }
  return { api, bank };
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
