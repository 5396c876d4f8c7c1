import { Result } from "effect";
import type { Paise } from "../money/Money";
import { compareIsoDates } from "../dates/CalendarMath";

/** The search of the fund-transfer enquiry as far as it is validated (spec 001 sections 3 and 5). */
export interface FundTransferSearch {
  readonly useDateRange: boolean;
  /** yyyy-MM-dd, or empty when not chosen. */
  readonly fromDate: string;
  /** yyyy-MM-dd, or empty when not chosen. */
  readonly toDate: string;
  readonly fromAmount?: Paise;
  readonly toAmount?: Paise;
}

/** Why a fund-transfer enquiry search is refused (stable codes). */
export type FundTransferSearchError =
  | "ENQUIRY.FROM_DATE_REQUIRED"
  | "ENQUIRY.TO_DATE_REQUIRED"
  | "ENQUIRY.DATE_RANGE_REVERSED"
  | "ENQUIRY.AMOUNT_RANGE_REVERSED";

/**
 * Validates an enquiry search (spec 001 section 5): with the date-range option both dates are
 * required (each its own code) and the from date may not follow the to date; the amount from must
 * not exceed the amount to (equal allowed).
 */
export function validateFundTransferSearch(
  search: FundTransferSearch,
): Result.Result<FundTransferSearch, FundTransferSearchError> {
  if (search.useDateRange) {
    if (search.fromDate === "") return Result.fail("ENQUIRY.FROM_DATE_REQUIRED");
    if (search.toDate === "") return Result.fail("ENQUIRY.TO_DATE_REQUIRED");
    if (compareIsoDates(search.fromDate, search.toDate) > 0) {
      return Result.fail("ENQUIRY.DATE_RANGE_REVERSED");
    }
  }
  if (
    search.fromAmount !== undefined &&
    search.toAmount !== undefined &&
    search.fromAmount > search.toAmount
  ) {
    return Result.fail("ENQUIRY.AMOUNT_RANGE_REVERSED");
  }
  return Result.succeed(search);
}

/** The enquiry types of the search (spec 001 section 3). */
export const FUND_TRANSFER_ENQUIRY_TYPES: readonly string[] = ["NEFT", "RTGS", "IMPS - IFSC"];

/** Rows per page of the enquiry list (spec 001 section 9). */
export const FUND_TRANSFER_ENQUIRY_PAGE_SIZE = 10;

/** Whether the enquiry list shows its footer: hidden at 10 or fewer rows (spec 001 section 9). */
export function showsEnquiryFooter(rowCount: number): boolean {
  return rowCount > FUND_TRANSFER_ENQUIRY_PAGE_SIZE;
}

/** What an enquiry failure shows (spec 001 section 8): 1031 third-party error, 3004 or HTTP 404 no data. */
export function enquiryFailureKind(failure: {
  readonly errorCode?: string | number;
  readonly httpStatus?: number;
}): "ENQUIRY.THIRD_PARTY_ERROR" | "ENQUIRY.NO_DATA" | "ENQUIRY.OTHER" {
  const code = String(failure.errorCode);
  if (code === "1031") return "ENQUIRY.THIRD_PARTY_ERROR";
  if (code === "3004" || failure.httpStatus === 404) return "ENQUIRY.NO_DATA";
  return "ENQUIRY.OTHER";
}
