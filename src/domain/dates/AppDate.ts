import { CalendarDate, GregorianCalendar } from "@internationalized/date";

/** The languages whose long dates the domain knows. */
export type DateLanguage = "en" | "de" | "hi";

/** A calendar date split into its parts (proleptic Gregorian, years 1-9999). */
interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

const GREGORIAN = new GregorianCalendar();

/** The number of days of `month` (1-12) in `year`, from the Gregorian calendar of `@internationalized/date`. */
export function daysInMonth(year: number, month: number): number {
  return GREGORIAN.getDaysInMonth(new CalendarDate(year, month, 1));
}

/** Whether `year` is a Gregorian leap year (its February has 29 days). */
export function isLeapYear(year: number): boolean {
  return daysInMonth(year, 2) === 29;
}

function toParts(year: number, month: number, day: number): DateParts | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function parseIso(isoDate: string): DateParts | null {
  const match = ISO_DATE.exec(isoDate);
  if (match === null) return null;
  return toParts(Number(match[1]), Number(match[2]), Number(match[3]));
}

function requireIso(isoDate: string): DateParts {
  const parts = parseIso(isoDate);
  if (parts === null) throw new RangeError(`Not a calendar date in yyyy-MM-dd: "${isoDate}".`);
  return parts;
}

const pad2 = (n: number): string => String(n).padStart(2, "0");
const pad4 = (n: number): string => String(n).padStart(4, "0");

/** Whether `isoDate` is a real calendar date written yyyy-MM-dd (the payload format). */
export function isIsoDate(isoDate: string): boolean {
  return parseIso(isoDate) !== null;
}

/**
 * The separator of the short date per language: the numeric date each language's customers write
 * and React Aria's date field shows for its locale (en-IN and hi-IN "24/11/2026", de-DE "24.11.2026").
 */
export const DATE_SEPARATORS: Readonly<Record<DateLanguage, string>> = { en: "/", de: ".", hi: "/" };

/**
 * Formats a payload date (yyyy-MM-dd) as the short date of `lang`, the one date form of every
 * screen and table (spec 000 section 9's dd/MM/yyyy; German writes dd.MM.yyyy): "24/11/2026",
 * "24.11.2026", "24/11/2026" (Hindi pages use the same Latin digits as the rest of the app).
 * Throws a RangeError when the input is not a real date.
 */
export function formatDisplayDate(isoDate: string, lang: DateLanguage = "en"): string {
  const { year, month, day } = requireIso(isoDate);
  const separator = DATE_SEPARATORS[lang];
  return `${pad2(day)}${separator}${pad2(month)}${separator}${pad4(year)}`;
}

/**
 * Reads a date typed as dd/MM/yyyy into a payload date (yyyy-MM-dd), or null when it is not a real
 * calendar date. Surrounding spaces, one-digit day or month, and `.` or `-` as separators are
 * accepted, because people type dates that way; the year needs four digits.
 */
export function parseDisplayDate(text: string): string | null {
  const match = DISPLAY_DATE.exec(text.trim());
  if (match === null) return null;
  const parts = toParts(Number(match[3]), Number(match[2]), Number(match[1]));
  if (parts === null) return null;
  return `${pad4(parts.year)}-${pad2(parts.month)}-${pad2(parts.day)}`;
}

/**
 * The month names of the long date, per language (CLDR's format forms): the only place the product
 * writes a month in words, so a reader never meets two spellings of one month.
 */
export const MONTH_NAMES: Readonly<Record<DateLanguage, readonly string[]>> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
};

/**
 * Formats a payload date (yyyy-MM-dd) as the long date of `lang`: "24 November 2026",
 * "24. November 2026", "24 नवंबर 2026" (as Intl's `dateStyle: "long"` writes them for en-IN,
 * de-DE and hi-IN). It is the one long form: what a screen reader hears for a short date, and
 * the period and issue dates printed on statements and certificates. Throws a RangeError when the
 * input is not a real date.
 */
export function formatLongDate(isoDate: string, lang: DateLanguage): string {
  const { year, month, day } = requireIso(isoDate);
  const name = MONTH_NAMES[lang][month - 1] as string;
  return lang === "de" ? `${String(day)}. ${name} ${pad4(year)}` : `${String(day)} ${name} ${pad4(year)}`;
}

/** The calendar date of `@internationalized/date` for checked parts. */
const calendarDate = ({ year, month, day }: DateParts): CalendarDate => new CalendarDate(year, month, day);

/**
 * The number of calendar days from `fromIso` to `toIso` (both yyyy-MM-dd): positive when `toIso`
 * is later, 0 for the same day. Throws a RangeError when either is not a real date.
 */
export function daysBetween(fromIso: string, toIso: string): number {
  // `compare` of two CalendarDates is the difference of their Julian day numbers.
  return calendarDate(requireIso(toIso)).compare(calendarDate(requireIso(fromIso)));
}
