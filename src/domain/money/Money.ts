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

/** Groups the digits of a non-negative integer string in threes, as German readers do: 1.234.567. */
export function groupDigitsInThrees(digits: string, separator: string): string {
  const groups: string[] = [];
  let rest = digits;
  while (rest.length > 3) {
    groups.unshift(rest.slice(-3));
    rest = rest.slice(0, -3);
  }
  groups.unshift(rest);
  return groups.join(separator);
}

/** The decimal separator and the grouping separator of amounts in a language. */
export interface AmountSeparators {
  readonly decimal: string;
  readonly group: string;
}

/** The separators each language writes and reads amounts with: en and hi 1,234.50; de 1.234,50. */
export const AMOUNT_SEPARATORS: Readonly<Record<MoneyLanguage, AmountSeparators>> = {
  en: { decimal: ".", group: "," },
  hi: { decimal: ".", group: "," },
  de: { decimal: ",", group: "." },
};

/**
 * The rupees and paise of an amount as the language writes its figures, without a sign or a
 * currency: en and hi with Indian grouping (lakh, crore) `12,34,567.89`, de in threes
 * `1.234.567,89` (a German reader expects German grouping, and the German words count in
 * Tausend and Millionen).
 */
export function formatRupeeFigures(abs: Paise, lang: MoneyLanguage): string {
  const { decimal, group } = AMOUNT_SEPARATORS[lang];
  const digits = (abs / 100n).toString();
  const rupees = lang === "de" ? groupDigitsInThrees(digits, group) : groupIndianDigits(digits, group);
  return `${rupees}${decimal}${(abs % 100n).toString().padStart(2, "0")}`;
}

/** The non-breaking space between a German amount and its currency sign (it must never wrap). */
export const NBSP = "\u00a0";

/**
 * Formats paise as rupees in the language's own form, with bigint string arithmetic so it is
 * exact for any amount and does not depend on the host's Intl data: en and hi with Indian
 * grouping `₹1,23,45,678.90`, de grouped in threes `12.345.678,90 ₹` (a non-breaking space before
 * the sign; what `Intl.NumberFormat("de", {style: "currency", currency: "INR"})` writes);
 * a negative amount starts with a minus sign (`-₹5.00`, `-5,00 ₹`).
 */
export function formatInr(amount: Paise, lang: MoneyLanguage): string {
  const isNegative = amount < 0n;
  const figures = formatRupeeFigures(isNegative ? -amount : amount, lang);
  const sign = isNegative ? "-" : "";
  if (lang === "de") return `${sign}${figures}${NBSP}₹`;
  return `${sign}₹${figures}`;
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
