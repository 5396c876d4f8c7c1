import { Result } from "effect";
import { AMOUNT_SEPARATORS, formatRupeeFigures, type MoneyLanguage, type Paise } from "./Money";

/** Why a typed amount is refused (stable codes; the UI maps them to `errors:` keys). */
export type AmountError =
  | "AMOUNT.REQUIRED"
  | "AMOUNT.INVALID"
  | "AMOUNT.SEPARATORS"
  | "AMOUNT.TOO_MANY_DECIMALS"
  | "AMOUNT.TOO_LONG"
  | "AMOUNT.NOT_POSITIVE";

/**
 * Longest amount text (spec 001 section 5, spec 002 section 9), counted without grouping
 * separators (digits and the decimal separator), so an amount grouped after blur still fits.
 */
export const AMOUNT_MAX_LENGTH = 15;

/** Most decimals of an amount (spec 001 section 5, spec 002 section 9). */
export const AMOUNT_MAX_DECIMALS = 2;

/** The Devanagari digit zero; ० to ९ follow it in order. */
const DEVANAGARI_ZERO = 0x0966;

/**
 * The text with every Devanagari digit (०-९) as its Latin digit, so a Hindi keyboard's digits are
 * read as the same amount.
 */
export function latinDigits(text: string): string {
  return text.replace(/[०-९]/gu, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
}

/**
 * The characters of an amount text that count against {@link AMOUNT_MAX_LENGTH}: all but the
 * language's grouping separator, white space and a "₹".
 */
export function countedAmountLength(text: string, language: MoneyLanguage): number {
  const { group } = AMOUNT_SEPARATORS[language];
  return [...text.replace(/[\s₹]/gu, "")].filter((character) => character !== group).length;
}

/** Whether rupee digits with grouping separators are grouped in threes (123,456) or the Indian way (1,23,456). */
function isWellGrouped(whole: string, group: string): boolean {
  const separator = `[${group}]`;
  const threes = new RegExp(`^\\d{1,3}(?:${separator}\\d{3})+$`, "u");
  const indian = new RegExp(`^\\d{1,2}(?:${separator}\\d{2})*${separator}\\d{3}$`, "u");
  return threes.test(whole) || indian.test(whole);
}

/**
 * Reads a typed rupee amount into paise (spec 001 section 5: 2 decimals, maximum length 15) in
 * the page language's own form: en and hi `1,234.50` (a point before the paise, commas between
 * groups), de `1.234,50` (a comma before the paise, points between groups). White space (also
 * no-break and narrow no-break spaces) and one "₹" before or after are ignored; Devanagari digits
 * are read as digits. Grouping is optional, but where present it must be Indian (1,23,456) or in
 * threes (123,456); "5." and ".5" (de "5," and ",5") are 5.00 and 0.50. A separator out of place
 * (de `12.50`, en `12,50`, a second decimal separator) is refused, never read as another number.
 * Checks in this order: empty, characters, separators, decimals, length (without grouping
 * separators), then that the amount is above zero.
 */
export function parseAmount(text: string, language: MoneyLanguage): Result.Result<Paise, AmountError> {
  const compact = latinDigits(text.replace(/\s/gu, "")).replace(/^₹|₹$/u, "");
  if (compact === "") return Result.fail("AMOUNT.REQUIRED");
  if (!/^[\d.,]*\d[\d.,]*$/u.test(compact)) return Result.fail("AMOUNT.INVALID");
  const { decimal, group } = AMOUNT_SEPARATORS[language];
  const [whole = "", decimals = "", ...more] = compact.split(decimal);
  const isGrouped = whole.includes(group);
  if (more.length > 0 || decimals.includes(group) || (isGrouped && !isWellGrouped(whole, group)))
    return Result.fail("AMOUNT.SEPARATORS");
  if (decimals.length > AMOUNT_MAX_DECIMALS) return Result.fail("AMOUNT.TOO_MANY_DECIMALS");
  if (countedAmountLength(compact, language) > AMOUNT_MAX_LENGTH) return Result.fail("AMOUNT.TOO_LONG");
  const rupees = BigInt(whole.replaceAll(group, "") || "0");
  const paise = BigInt(decimals.padEnd(AMOUNT_MAX_DECIMALS, "0"));
  const amount = rupees * 100n + paise;
  if (amount <= 0n) return Result.fail("AMOUNT.NOT_POSITIVE");
  return Result.succeed(amount);
}

/**
 * Writes paise back into the amount field after it loses focus, in the language's own form and
 * always with two decimals, no currency sign: en and hi `12,34,567.89`, de `1.234.567,89`; so
 * `parseAmount` reads it back. A negative amount starts with a minus sign.
 */
export function formatAmountInput(amount: Paise, language: MoneyLanguage): string {
  const sign = amount < 0n ? "-" : "";
  return `${sign}${formatRupeeFigures(amount < 0n ? -amount : amount, language)}`;
}
