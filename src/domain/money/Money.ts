/** An amount of Indian rupees in integer paise (100 paise = ₹1); never a float. */
export type Paise = bigint;

/** The languages whose money formats the domain knows. */
export type MoneyLanguage = "en" | "de" | "hi";

/**
 * Converts a JSON number of paise (the contract's money format) into `Paise`; throws a RangeError
 * for a fraction, NaN, an infinity or a number beyond 2^53 - 1, where the value could already be wrong.
 */
export function paiseFromNumber(n: number): Paise {
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`An amount in paise must be a safe integer, got ${String(n)}.`);
  }
  return BigInt(n);
}

/** Groups the digits of a non-negative integer string the Indian way: last three, then pairs. */
export function groupIndianDigits(digits: string, separator: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const pairs: string[] = [];
  while (rest.length > 2) {
    pairs.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  pairs.unshift(rest);
  return [...pairs, last3].join(separator);
}

/** The non-breaking space between a German amount and its currency sign (it must never wrap). */
export const NBSP = "\u00a0";

/**
 * Formats paise as rupees with Indian digit grouping (lakh, crore) in every language, with bigint
 * string arithmetic so it is exact for any amount and does not depend on the host's Intl data:
 * en and hi `₹1,23,45,678.90`, de `1.23.45.678,90 ₹` (a non-breaking space before the sign);
 * a negative amount starts with a minus sign (`-₹5.00`, `-5,00 ₹`).
 */
export function formatInr(amount: Paise, lang: MoneyLanguage): string {
  const isNegative = amount < 0n;
  const abs = isNegative ? -amount : amount;
  const rupees = (abs / 100n).toString();
  const paise = (abs % 100n).toString().padStart(2, "0");
  const sign = isNegative ? "-" : "";
  if (lang === "de") return `${sign}${groupIndianDigits(rupees, ".")},${paise}${NBSP}₹`;
  return `${sign}₹${groupIndianDigits(rupees, ",")}.${paise}`;
}

/**
 * Masks an Indian mobile number for display (spec 000 section 9): `+91 xxxx xxx 210`, only the last
 * three digits shown. Accepts ten digits, optionally with separators or a `+91`/`91`/`0` prefix;
 * anything else is masked completely (`+91 xxxx xxx xxx`) so no digit ever leaks. A number
 * already in this masked form is returned as it is.
 */
export function maskMobile(tenDigits: string): string {
  // Already masked (e.g. by the bank): kept, so masking twice never hides the last three digits.
  if (/^\+91 x{4} x{3} (\d{3}|x{3})$/.test(tenDigits)) return tenDigits;
  let digits = tenDigits.replace(/[\s\-().]/g, "");
  if (digits.startsWith("+91")) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  const last3 = /^\d{10}$/.test(digits) ? digits.slice(-3) : "xxx";
  return `+91 xxxx xxx ${last3}`;
}
