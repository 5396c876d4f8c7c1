import { daysBetween } from "../dates/AppDate";
import { shiftIsoDate } from "../dates/CalendarMath";
import type { Paise } from "../money/Money";

/** A deposit maturing within this many days raises an alert on the dashboard. */
export const MATURITY_ALERT_DAYS = 30;
/** A loan instalment due within this many days raises an alert. */
export const EMI_ALERT_DAYS = 7;
/** The sign-in password expiring within this many days raises an alert (as the expiry reminder). */
export const PASSWORD_ALERT_DAYS = 15;
/** A savings or current balance below this (₹1,000.00, in paise) raises a low-balance alert. */
export const LOW_BALANCE_PAISE: Paise = 100_000n;
/** Upcoming events and the calendar cover this many days from the application date. */
export const EVENT_WINDOW_DAYS = 90;

/** Days from the application date to `date` when it is today or later, else null (already past). */
export function daysUntil(date: string, appDate: string): number | null {
  const days = daysBetween(appDate, date);
  return days >= 0 ? days : null;
}

/** Whether a date `days` ahead is close enough for an alert with this many days' notice. */
export function isAlertDue(days: number | null, noticeDays: number): days is number {
  return days !== null && days <= noticeDays;
}

/** Whether an available balance (paise) of a savings or current account is low. */
export function isLowBalance(availablePaise: Paise): boolean {
  return availablePaise < LOW_BALANCE_PAISE;
}

/** The last day the upcoming events and the calendar show. */
export function lastEventDay(appDate: string): string {
  return shiftIsoDate(appDate, { days: EVENT_WINDOW_DAYS });
}
