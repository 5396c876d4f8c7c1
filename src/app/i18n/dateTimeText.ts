import { formatDisplayDate } from "../../domain";
import type { Language } from "./languageChoice";

/**
 * An instant as the bank's customers read it: the date in the page's own form with its four-digit
 * year (as every other date of the app) and the 24-hour time, both in India (the bank's time zone).
 */
export function dateTimeText(iso: string, language: Language): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Asia/Kolkata",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const date = `${String(parts["year"])}-${String(parts["month"])}-${String(parts["day"])}`;
  return `${formatDisplayDate(date, language)}, ${String(parts["hour"])}:${String(parts["minute"])}`;
}
