import { Result } from "effect";
import { groupIndianDigits, type Paise } from "./Money";

/** Why a typed amount is refused (stable codes; the UI maps them to `errors:` keys). */
export type AmountError =
  | "AMOUNT.REQUIRED"
  | "AMOUNT.INVALID"
  | "AMOUNT.TOO_MANY_DECIMALS"
  | "AMOUNT.TOO_LONG"
  | "AMOUNT.NOT_POSITIVE";

/**
 * Longest amount text (spec 001 section 5, spec 002 section 9), counted without grouping commas
 * (digits and the decimal point), so an amount formatted with commas after blur still fits.
 */
export const AMOUNT_MAX_LENGTH = 15;

/** Most decimals of an amount (spec 001 section 5, spec 002 section 9). */
export const AMOUNT_MAX_DECIMALS = 2;

// Digits with optional grouping commas between digits, then an optional point and decimals.
const AMOUNT_SHAPE = /^(\d+(?:,\d+)*)?(?:\.(\d*))?$/;

/**
 * Reads a typed rupee amount into paise (spec 001 section 5: 2 decimals, maximum length 15).
 * Surrounding spaces are ignored; commas may group the digits (Indian or international style);
 * "5." and ".5" are read as 5.00 and 0.50. Checks in this order: empty, shape, decimals,
 * length (without grouping commas), then that the amount is above zero.
 */
export function parseAmount(text: string): Result.Result<Paise, AmountError> {
  const trimmed = text.trim();
  if (trimmed === "") return Result.fail("AMOUNT.REQUIRED");
  const match = AMOUNT_SHAPE.exec(trimmed);
  const whole = match?.[1] ?? "";
  const decimals = match?.[2] ?? "";
  if (match === null || whole + decimals === "") return Result.fail("AMOUNT.INVALID");
  if (decimals.length > AMOUNT_MAX_DECIMALS) return Result.fail("AMOUNT.TOO_MANY_DECIMALS");
  const digits = whole.replaceAll(",", "");
  if (trimmed.length - (whole.length - digits.length) > AMOUNT_MAX_LENGTH)
    return Result.fail("AMOUNT.TOO_LONG");
  const rupees = BigInt(digits || "0");
  const paise = BigInt(decimals.padEnd(AMOUNT_MAX_DECIMALS, "0"));
  const amount = rupees * 100n + paise;
  if (amount <= 0n) return Result.fail("AMOUNT.NOT_POSITIVE");
  return Result.succeed(amount);
}

/**
 * Writes paise back into the amount field after it loses focus: Indian grouping and always two
 * decimals, no currency sign (`123456789` paise -> `12,34,567.89`), so `parseAmount` reads it back.
 * A negative amount starts with a minus sign.
 */
export function formatAmountInput(amount: Paise): string {
  const sign = amount < 0n ? "-" : "";
  const abs = amount < 0n ? -amount : amount;
  const rupees = groupIndianDigits((abs / 100n).toString(), ",");
  return `${sign}${rupees}.${(abs % 100n).toString().padStart(2, "0")}`;
}
