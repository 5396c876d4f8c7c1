import { compareIsoDates, minIsoDate, shiftIsoDate, toCalendarDate } from "./CalendarMath";

/** The dates a picker allows, both ends included; null means no limit on that side. */
export interface DateWindow {
  readonly min: string | null;
  readonly max: string | null;
}

/** Whether a payload date lies inside the window (both ends included). */
export function isWithinWindow(date: string, window: DateWindow): boolean {
  if (window.min !== null && compareIsoDates(date, window.min) < 0) return false;
  return window.max === null || compareIsoDates(date, window.max) <= 0;
}

/** Whether the window allows no date at all (a maturity date before the window's start). */
export function isEmptyWindow(window: DateWindow): boolean {
  return window.min !== null && window.max !== null && compareIsoDates(window.min, window.max) > 0;
}

/** Pay Now: the application date only (spec 001 sections 5 and 9: "the date is fixed to the system date"). */
export function payNowWindow(appDate: string): DateWindow {
  toCalendarDate(appDate);
  return { min: appDate, max: appDate };
}

/** RTGS: today's date only (spec 001 sections 5 and 9). */
export function rtgsWindow(appDate: string): DateWindow {
  return payNowWindow(appDate);
}

/** Caps a window's end at an RC account's maturity date (spec 001 sections 5 and 9); no maturity date leaves it as it is. */
export function capAtMaturity(window: DateWindow, maturityDate: string | null): DateWindow {
  if (maturityDate === null || window.max === null) return window;
  return { min: window.min, max: minIsoDate(window.max, maturityDate) };
}

/** Schedule Payment: the next day to 6 months ahead, capped at an RC account's maturity date (spec 001 sections 5 and 9). */
export function scheduledPaymentWindow(appDate: string, maturityDate: string | null = null): DateWindow {
  const window = { min: shiftIsoDate(appDate, { days: 1 }), max: shiftIsoDate(appDate, { months: 6 }) };
  return capAtMaturity(window, maturityDate);
}

/** Standing Instruction: the next day to 1 year ahead, capped at an RC account's maturity date (spec 001 sections 5 and 9). */
export function standingInstructionWindow(appDate: string, maturityDate: string | null = null): DateWindow {
  const window = { min: shiftIsoDate(appDate, { days: 1 }), max: shiftIsoDate(appDate, { years: 1 }) };
  return capAtMaturity(window, maturityDate);
}

/**
 * Modifying a scheduled payment (spec 001 section 5): the next payment date is not before the start
 * date ("Next Payment Date cannot be lesser than Start Date") and at most the start date plus
 * 6 months for a one-off, plus 1 year for a recurring instruction.
 */
export function scheduledModificationWindow(startDate: string, recurring: boolean): DateWindow {
  return { min: startDate, max: shiftIsoDate(startDate, recurring ? { years: 1 } : { months: 6 }) };
}

/** Years ahead of the application date that any calendar allows (spec 000 section 9, spec 001 and 002 section 9). */
export const CALENDAR_YEARS_AHEAD = 20;

/** The general calendar: at most 20 years after the application date; no lower limit is specified. */
export function calendarWindow(appDate: string): DateWindow {
  return { min: null, max: shiftIsoDate(appDate, { years: CALENDAR_YEARS_AHEAD }) };
}

/**
 * Positive pay cheque date (spec 002 sections 5 and 9): at least three months before the application
 * date. The spec gives no upper limit of its own, so the general calendar limit (20 years) applies.
 */
export function positivePayChequeDateWindow(appDate: string): DateWindow {
  return { min: shiftIsoDate(appDate, { months: -3 }), max: calendarWindow(appDate).max };
}

/** Fixed-deposit start date (spec 002 section 9: "FD start window 12 months back"): 12 months back to the application date. */
export function depositStartWindow(appDate: string): DateWindow {
  return { min: shiftIsoDate(appDate, { months: -12 }), max: appDate };
}

/** The spend-analysis presets in days (spec 000 section 9: 30, 90, 180 = 1, 3 or 6 months). */
export type SpendPresetDays = 30 | 90 | 180;

/** The spend-analysis presets in the order offered (a choice is required). */
export const SPEND_PRESET_DAYS: readonly SpendPresetDays[] = [30, 90, 180];

/** Years back the spend-analysis dates may reach (spec 000 section 9). */
export const SPEND_YEARS_BACK = 2;

/** Spend-analysis dates: the last 2 years up to the application date (spec 000 section 9). */
export function spendDateWindow(appDate: string): DateWindow {
  return { min: shiftIsoDate(appDate, { years: -SPEND_YEARS_BACK }), max: appDate };
}

/** The period of a spend preset: from the application date minus 30, 90 or 180 days to the application date. */
export function spendPresetWindow(days: SpendPresetDays, appDate: string): DateWindow {
  return { min: shiftIsoDate(appDate, { days: -days }), max: appDate };
}

/** Transaction enquiry dates: capped at the system date (spec 000 section 5); no lower limit is specified. */
export function enquiryDateWindow(systemDate: string): DateWindow {
  toCalendarDate(systemDate);
  return { min: null, max: systemDate };
}

/** The card expiry months "01" to "12" (spec 000 section 5). */
export const CARD_EXPIRY_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, i) =>
  String(i + 1).padStart(2, "0"),
);

/** How many years the card expiry year list offers (spec 000 section 5). */
export const CARD_EXPIRY_YEAR_COUNT = 21;

/** The card expiry years: 21 years starting with the application-date year (spec 000 section 5). */
export function cardExpiryYears(appDate: string): readonly number[] {
  const { year } = toCalendarDate(appDate);
  return Array.from({ length: CARD_EXPIRY_YEAR_COUNT }, (_, i) => year + i);
}

/** The card expiry preselected in the ATM PIN flow: the application date's month and year (spec 002 section 4). */
export function defaultCardExpiry(appDate: string): { readonly month: string; readonly year: number } {
  const { year, month } = toCalendarDate(appDate);
  return { month: String(month).padStart(2, "0"), year };
}
