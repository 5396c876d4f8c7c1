import { ACCOUNT_DETAILS } from "./fixtures/accounts";
import { ScriptedBank } from "./ScriptedBank";

/**
 * Scripts `accountDetail` to answer the fixture of the account asked for (a test that opens
 * several accounts' details); an account without a fixture fails the test.
 */
export function withAccountDetails(bank = new ScriptedBank()): ScriptedBank {
  return bank.answer("accountDetail", (request) => {
    const detail = ACCOUNT_DETAILS[request.accountNumber];
    if (detail === undefined) throw new Error(`No account detail fixture for ${request.accountNumber}.`);
    return detail;
  });
}

/** How long a test waits for a screen that is its own lazy chunk (the machine may be busy). */
export const SCREEN_LOAD = { timeout: 10_000 } as const;
