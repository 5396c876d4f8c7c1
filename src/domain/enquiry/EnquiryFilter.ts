import type { Paise } from "../money/Money";
import { minIsoDate } from "../dates/CalendarMath";

/** The account groups offered in the transaction enquiry (spec 000 section 5). */
export const ENQUIRY_ACCOUNT_GROUPS: readonly string[] = ["SAV", "DDA"];

/** Whether an account of this group is offered in the transaction enquiry (spec 000 section 5: SAV and DDA). */
export function isEnquiryAccount(groupCode: string): boolean {
  return ENQUIRY_ACCOUNT_GROUPS.includes(groupCode.trim().toUpperCase());
}

/** Rows per enquiry page (spec 000 sections 3 and 9: totalrows 10). */
export const ENQUIRY_PAGE_SIZE = 10;

/** The search criteria value of `type` for debits (spec 000 section 3). */
export const ENQUIRY_DEBIT_TYPE = 0;

/** Whether the enquiry footer (pager) shows: hidden at 10 or fewer rows (spec 000 section 9). */
export function isEnquiryFooterShown(rowCount: number): boolean {
  return rowCount > ENQUIRY_PAGE_SIZE;
}

/** The optional filters of a statement or enquiry search; null when not filled in. */
export interface SearchFilters {
  readonly fromAmount: Paise | null;
  readonly toAmount: Paise | null;
  /** Cheque numbers as typed digits. */
  readonly fromCheque: string | null;
  readonly toCheque: string | null;
}

/** Why the filters are refused (stable codes). */
export type SearchFilterError = "FILTER.TO_AMOUNT_BELOW_FROM" | "FILTER.TO_CHEQUE_BELOW_FROM";

/** Whether the amount range is in order: the to-amount is not below the from-amount (spec 000 section 5; equal is allowed). */
export function isAmountRangeValid(from: Paise | null, to: Paise | null): boolean {
  return from === null || to === null || to >= from;
}

/** Whether the cheque range is in order: the to-cheque number is not below the from-cheque number, compared as numbers (spec 000 section 5). */
export function isChequeRangeValid(from: string | null, to: string | null): boolean {
  const f = from?.trim() ?? "";
  const t = to?.trim() ?? "";
  if (!/^\d+$/.test(f) || !/^\d+$/.test(t)) return true;
  return BigInt(t) >= BigInt(f);
}

/** Every refusal of the filters, each flagged separately (empty when the filters are fine). */
export function searchFilterErrors(filters: SearchFilters): readonly SearchFilterError[] {
  const errors: SearchFilterError[] = [];
  if (!isAmountRangeValid(filters.fromAmount, filters.toAmount)) errors.push("FILTER.TO_AMOUNT_BELOW_FROM");
  if (!isChequeRangeValid(filters.fromCheque, filters.toCheque)) errors.push("FILTER.TO_CHEQUE_BELOW_FROM");
  return errors;
}

/** Whether any amount or cheque filter is filled in. */
export function hasSearchFilters(filters: SearchFilters): boolean {
  const filled = (v: string | null): boolean => v !== null && v.trim() !== "";
  return (
    filters.fromAmount !== null ||
    filters.toAmount !== null ||
    filled(filters.fromCheque) ||
    filled(filters.toCheque)
  );
}

/** Whether the closing balance column shows: hidden when filters are used (spec 000 section 5). */
export function isClosingBalanceShown(filters: SearchFilters): boolean {
  return !hasSearchFilters(filters);
}

/** A chosen enquiry date capped at the system date (spec 000 section 5). */
export function capAtSystemDate(date: string, systemDate: string): string {
  return minIsoDate(date, systemDate);
}
