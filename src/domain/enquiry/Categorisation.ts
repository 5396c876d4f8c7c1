import { daysBetween } from "../dates/AppDate";
/** Whether the customer may categorise the transactions of an account: only SAV or DDA accounts where they are the primary holder (spec 000 sections 5 and 6). */
export function canCategorise(groupCode: string, isPrimaryHolder: boolean): boolean {
  const group = groupCode.trim().toUpperCase();
  return isPrimaryHolder && (group === "SAV" || group === "DDA");
}

/** A category change of one transaction row (spec 000 section 3: account, sequence, category). */
export interface CategoryChange {
  readonly account: string;
  readonly sequence: string;
  readonly category: string;
}

/** Adds or replaces the pending change of a row (one change per account and sequence, the latest wins). */
export function withCategoryChange(
  pending: readonly CategoryChange[],
  change: CategoryChange,
): readonly CategoryChange[] {
  const others = pending.filter((c) => c.account !== change.account || c.sequence !== change.sequence);
  return [...others, change];
}

/** Whether a category change is waiting to be saved (spec 000 section 4). */
export function isCategoryChangePending(pending: readonly CategoryChange[]): boolean {
  return pending.length > 0;
}

/** Where the customer may try to go while on the enquiry. */
export type EnquiryLeaveTarget = "screen" | "error" | "logout";

/** What a pending category change blocks (spec 000 section 4): account change, navigation and new searches; a notice shows until saved. */
export interface PendingChangeBlocks {
  readonly accountChange: boolean;
  readonly newSearch: boolean;
  readonly navigation: boolean;
  readonly showNotice: boolean;
}

/** The blocks that apply with these pending changes (none when nothing is pending). */
export function pendingChangeBlocks(pending: readonly CategoryChange[]): PendingChangeBlocks {
  const blocked = isCategoryChangePending(pending);
  return { accountChange: blocked, newSearch: blocked, navigation: blocked, showNotice: blocked };
}

/** Whether leaving is allowed: always without pending changes; with them only to the error page or logout, which discard them (spec 000 section 4). */
export function canLeaveEnquiry(pending: readonly CategoryChange[], target: EnquiryLeaveTarget): boolean {
  return !isCategoryChangePending(pending) || target !== "screen";
}

/** The fraud-marking reason answers (spec 000 section 3, spec 002 section 3): YES 1, NO 0. */
export const FRAUD_REASON = { YES: 1, NO: 0 } as const;

/** The code sent for a fraud-marking reason answer. */
export function fraudReasonCode(answer: boolean): 0 | 1 {
  return answer ? FRAUD_REASON.YES : FRAUD_REASON.NO;
}

/** The fraud-marking status code that shows the generic exception message (spec 000 section 8). */
export const FRAUD_EXCEPTION_STATUS_CODE = 3045;

/**
 * Fraud reports are taken for debits posted at most this many days before the application date;
 * an older one is refused with {@link FRAUD_EXCEPTION_STATUS_CODE} (reported at a branch instead).
 */
export const FRAUD_REPORT_MAX_AGE_DAYS = 90;

/** Why the bank does not take a fraud report of a transaction, or null when it does. */
export type FraudReportRefusal = "CREDIT" | "TOO_OLD";

/** Whether the bank takes a fraud report: debits only, posted at most 90 days before `appDate`. */
export function fraudReportRefusal(
  direction: "DR" | "CR",
  postedOn: string,
  appDate: string,
): FraudReportRefusal | null {
  if (direction !== "DR") return "CREDIT";
  return daysBetween(postedOn, appDate) > FRAUD_REPORT_MAX_AGE_DAYS ? "TOO_OLD" : null;
}

/** Which message a failed fraud marking shows: the generic one for 3045 or a failed call, else the server's statusMsg (spec 000 section 8). */
export function fraudFailureMessage(statusCode: number | null): "GENERIC" | "SERVER_STATUS_MESSAGE" {
  return statusCode === null || statusCode === FRAUD_EXCEPTION_STATUS_CODE
    ? "GENERIC"
    : "SERVER_STATUS_MESSAGE";
}
