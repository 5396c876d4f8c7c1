import type { Bank } from "../adapters/rib/BankClient";
import { readBankCookie } from "../adapters/rib/commonHeaders";
import { TOKEN_COOKIE } from "../adapters/rib/contract/headers";
import { sendLogoutBeacon } from "../adapters/rib/logoutBeacon";

/** Everything the screens call, made once at start-up. */
export interface Services {
  /** The bank as the endpoint table declares it: `bank.call(name, request, options?)`. */
  readonly bank: Bank;
}

/** Builds the client derived from the endpoint table, with the jose cipher and the in-memory session store. */
async function loadBank(): Promise<Bank> {
  const [{ createBankClient }, { createJoseTransactionCipher }, { createInMemorySessionStore }] =
    await Promise.all([
      import("../adapters/rib/BankClient"),
      import("../adapters/crypto/JoseTransactionCipher"),
      import("../adapters/storage/InMemorySessionStore"),
    ]);
  return createBankClient({ store: createInMemorySessionStore(), cipher: createJoseTransactionCipher() });
}

/**
 * The composition root. The HTTP client (with Effect's schema decoders and jose) is its own
 * chunk, fetched when the customer first interacts with the page, so the sign-in route's initial
 * JavaScript stays within its budget (GUIDE section 7); each call waits for it once.
 */
export function createServices(): Services {
  let loading: Promise<Bank> | undefined;
  const load = () => (loading ??= loadBank());
  const bank: Bank = {
    call: (async (name: string, request: unknown, options?: unknown) => {
      const client = await load();
      return (client.call as (n: string, r: unknown, o?: unknown) => Promise<unknown>)(
        name,
        request,
        options,
      );
    }) as Bank["call"],
    // The beacon must be queued synchronously while the page unloads, so it never waits for the client chunk.
    logoutBeacon: () => sendLogoutBeacon({}),
  };
  if (typeof window !== "undefined") {
    // Fetch the client as soon as the customer starts to interact, before the first call needs it.
    const preload = () => void load();
    for (const type of ["keydown", "pointerdown", "focusin"] as const) {
      window.addEventListener(type, preload, { once: true, passive: true, capture: true });
    }
  }
  return { bank };
}

/**
 * Spec 000 section 4: closing or reloading the page logs the customer out. The session lives in
 * memory, so a page that starts while the browser still holds the readable `Token` cookie of an
 * earlier page ends that session on the server; otherwise the next sign-in here would be refused
 * as an active session in this browser (409).
 */
export function endLeftoverSession(services: Services, cookies: string): void {
  const token = readBankCookie(cookies, TOKEN_COOKIE);
  if (token !== undefined && token !== "") void services.bank.call("logout", {}).catch(() => undefined);
}
