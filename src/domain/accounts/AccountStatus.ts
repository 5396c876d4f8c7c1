/** The account status names of spec 000 section 4. */
export type AccountStatusName =
  "Active" | "Inactive" | "Dormant" | "Escheat" | "Closed" | "Close Out in Process";

/** The account status codes 0 to 5 with their names (spec 000 section 4). */
export const ACCOUNT_STATUSES: readonly AccountStatusName[] = [
  "Active",
  "Inactive",
  "Dormant",
  "Escheat",
  "Closed",
  "Close Out in Process",
];

/** The status code of an active account (spec 000 section 4). */
export const ACTIVE_STATUS_CODE = 0;

/** The status code of a closed account, used in the statement filter (spec 000 section 4). */
export const CLOSED_STATUS_CODE = 4;

/** Whether a number is one of the account status codes 0 to 5 (spec 000 section 4). */
export function isAccountStatusCode(code: number): boolean {
  return Number.isInteger(code) && code >= 0 && code < ACCOUNT_STATUSES.length;
}

/**
 * The name of an account status code (spec 000 section 4: 0 Active, 1 Inactive, 2 Dormant,
 * 3 Escheat, 4 Closed, 5 Close Out in Process). The spec names no other code, so any other value
 * throws a RangeError instead of inventing a name; check with isAccountStatusCode first where the
 * server may send more.
 */
export function accountStatusName(code: number): AccountStatusName {
  if (!isAccountStatusCode(code)) throw new RangeError(`Unknown account status code ${String(code)}.`);
  return ACCOUNT_STATUSES[code] as AccountStatusName;
}

/** The status shown on an account detail: a closed account's detail always shows Closed (spec 000 section 4). */
export function displayedAccountStatus(code: number, isClosedAccount: boolean): AccountStatusName {
  return isClosedAccount ? "Closed" : accountStatusName(code);
}
