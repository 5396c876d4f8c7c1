import { Result } from "effect";

/** Digits of a cheque number (spec 002 sections 5 and 9). */
export const CHEQUE_NUMBER_LENGTH = 6;

/** A cheque range's end minus its start must be below this (spec 002 sections 5 and 9: "under 50"). */
export const CHEQUE_RANGE_LIMIT = 50;

/** Why a cheque number or range is refused (stable codes). */
export type ChequeNumberError =
  | "CHEQUE.NUMBER_REQUIRED"
  | "CHEQUE.NUMBER_DIGITS_ONLY"
  | "CHEQUE.NUMBER_TOO_LONG"
  | "CHEQUE.NUMBER_ZERO"
  | "CHEQUE.RANGE_START_AFTER_END"
  | "CHEQUE.RANGE_TOO_LARGE";

/** Pads a cheque number of 1 to 6 digits with leading zeros to 6 digits (spec 002 section 5). */
export function padChequeNumber(digits: string): string {
  return digits.padStart(CHEQUE_NUMBER_LENGTH, "0");
}

/**
 * Checks one cheque number (spec 002 section 5): 1 to 6 digits, not all zeros. Surrounding spaces are
 * ignored. Succeeds with the number padded to 6 digits.
 */
export function validateChequeNumber(input: string): Result.Result<string, ChequeNumberError> {
  const digits = input.trim();
  if (digits === "") return Result.fail("CHEQUE.NUMBER_REQUIRED");
  if (!/^\d+$/.test(digits)) return Result.fail("CHEQUE.NUMBER_DIGITS_ONLY");
  if (digits.length > CHEQUE_NUMBER_LENGTH) return Result.fail("CHEQUE.NUMBER_TOO_LONG");
  if (/^0+$/.test(digits)) return Result.fail("CHEQUE.NUMBER_ZERO");
  return Result.succeed(padChequeNumber(digits));
}

/** A checked cheque range, both numbers padded to 6 digits. */
export interface ChequeRange {
  readonly from: string;
  readonly to: string;
  /** How many leaves the range covers (to - from + 1, at most 50). */
  readonly count: number;
}

/**
 * Checks a cheque range (spec 002 section 5): both numbers valid, start not after end, and end minus
 * start under 50 (so at most 50 leaves: 100001 to 100050 passes, 100001 to 100051 fails).
 */
export function validateChequeRange(
  fromInput: string,
  toInput: string,
): Result.Result<ChequeRange, ChequeNumberError> {
  const from = validateChequeNumber(fromInput);
  if (Result.isFailure(from)) return Result.fail(from.failure);
  const to = validateChequeNumber(toInput);
  if (Result.isFailure(to)) return Result.fail(to.failure);
  const span = Number(to.success) - Number(from.success);
  if (span < 0) return Result.fail("CHEQUE.RANGE_START_AFTER_END");
  if (span >= CHEQUE_RANGE_LIMIT) return Result.fail("CHEQUE.RANGE_TOO_LARGE");
  return Result.succeed({ from: from.success, to: to.success, count: span + 1 });
}

/** A stop-payment request: one cheque or a range (spec 002 section 4). */
export type StopChequeInput =
  | { readonly kind: "SINGLE"; readonly number: string; readonly reasonCode: string }
  | { readonly kind: "RANGE"; readonly from: string; readonly to: string; readonly reasonCode: string };

/** Why a stop-payment request is refused (stable codes). */
export type StopChequeError = ChequeNumberError | "CHEQUE.STOP_REASON_REQUIRED";

/**
 * Checks a stop-payment request (spec 002 sections 3 to 5): the number or range rules, then a stop
 * reason code from the stopReason list (decided here: the reason is required, as the request carries it).
 * Succeeds with the range to send (a single cheque is a range of one).
 */
export function validateStopCheque(input: StopChequeInput): Result.Result<ChequeRange, StopChequeError> {
  const range =
    input.kind === "SINGLE"
      ? validateChequeRange(input.number, input.number)
      : validateChequeRange(input.from, input.to);
  if (Result.isFailure(range)) return range;
  if (input.reasonCode.trim() === "") return Result.fail("CHEQUE.STOP_REASON_REQUIRED");
  return range;
}

/** Rows per page of the cheque lists (spec 002 section 9: "page at 5 rows in the card and cheque areas"). */
export const CHEQUE_LIST_PAGE_SIZE = 5;

/** Cheque service status codes (spec 002 section 8). */
export const CHEQUE_ERROR_CODES = {
  /** The leaf count could not be read. */
  LEAF_COUNT_ERROR: "107",
  /** Return to the view with the message. */
  RETURN_TO_VIEW: "106",
} as const;
