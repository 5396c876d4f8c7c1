import { useLocale } from "react-aria-components";
import "./DateText.css";
import { formatDisplayDate, formatLongDate, isIsoDate, type DateLanguage } from "../domain/dates/AppDate";
import { VisuallyHidden } from "./VisuallyHidden";

/** Props of {@link DateText}. */
export interface DateTextProps {
  /** A payload date "yyyy-MM-dd", or a date-time "yyyy-MM-ddTHH:mm[:ss][zone]" (its wall-clock time is shown as written). */
  value: string;
  /** Language of the spoken long form; default: the language of React Aria's locale. */
  language?: DateLanguage;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2}))?/;

function toLanguage(locale: string): DateLanguage {
  const language = locale.split("-")[0];
  return language === "de" || language === "hi" ? language : "en";
}

/** The spoken long form of a payload date in a language: "5 November 2026", "5. November 2026", "5 नवंबर 2026". */
export function speakableDate(isoDate: string, language: DateLanguage): string {
  return formatLongDate(isoDate, language);
}

/**
 * A date shown as the short date of the page's language (the domain's `formatDisplayDate`:
 * "05/11/2026", German "05.11.2026") in a <time datetime> element that never wraps inside. Screen
 * readers get the long form in the same language instead ("5 November 2026"), because
 * "05/11/2026" is read as digits and slashes, and is ambiguous for a listener used to month-first
 * dates. A date-time also shows its time "HH:mm". Text that is not a real date is shown as it came.
 */
export function DateText({ value, language }: DateTextProps) {
  const { locale } = useLocale();
  const match = DATE_TIME.exec(value);
  const isoDate = match?.[1];
  // Not a real date (a server fault): show what came rather than break the page.
  if (match === null || isoDate === undefined || !isIsoDate(isoDate)) return <span>{value}</span>;
  const time = match[2] !== undefined && match[3] !== undefined ? `${match[2]}:${match[3]}` : "";
  const lang = language ?? toLanguage(locale);
  const shown = formatDisplayDate(isoDate, lang) + (time ? ` ${time}` : "");
  const spoken = speakableDate(isoDate, lang) + (time ? ` ${time}` : "");
  return (
    <time dateTime={value} className="ui-date-text">
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </time>
  );
}
