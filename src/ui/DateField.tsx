import "./DateField.css";
import { CalendarDate, parseDate, type DateValue } from "@internationalized/date";
import type { ReactNode } from "react";
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  I18nProvider,
  useLocale,
} from "react-aria-components";
import { definedProps, hasError } from "./definedProps";
import { FieldDescription, FieldError, Label } from "./Field";
import type { FieldBaseProps } from "./TextField";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Parses an ISO date "yyyy-mm-dd" of our API into a calendar date; anything else gives null. */
export function parseIsoDate(iso: string | null | undefined): CalendarDate | null {
  if (iso === null || iso === undefined || !ISO_DATE.test(iso)) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/** Formats a date of React Aria as the ISO date "yyyy-mm-dd" of our API. */
export function toIsoDate(date: DateValue | null | undefined): string | null {
  if (date === null || date === undefined) return null;
  return new CalendarDate(date.year, date.month, date.day).toString();
}

/** Whether a locale writes numeric dates day first, then month, then year. */
function isDayMonthYear(locale: string): boolean {
  try {
    const order = new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit" })
      .formatToParts(new Date(2026, 10, 5))
      .map((part) => part.type)
      .filter((type) => type === "day" || type === "month" || type === "year");
    return order.join(",") === "day,month,year";
  } catch {
    return false;
  }
}

/**
 * The locale whose numeric date order is day, month, year (the bank's dd/MM/yyyy) for the
 * language of `locale`. en-IN, de-DE and hi-IN already are, so they are kept as they are (React
 * Aria's strings and segment names stay in the customer's language); a month-first locale such
 * as en-US becomes its language's Indian variant (en-IN), and failing that en-IN.
 */
export function dayMonthYearLocale(locale: string): string {
  if (isDayMonthYear(locale)) return locale;
  const language = locale.split("-")[0] ?? "en";
  const indian = `${language}-IN`;
  return isDayMonthYear(indian) ? indian : "en-IN";
}

/** Props of {@link DayMonthYearLocale}. */
export interface DayMonthYearLocaleProps {
  children: ReactNode;
}

/**
 * Puts React Aria's date components in day, month, year order whatever the app's locale: the
 * locale of the surrounding LocaleProvider is kept when it already is day-first.
 */
export function DayMonthYearLocale({ children }: DayMonthYearLocaleProps) {
  const { locale } = useLocale();
  const dayFirst = dayMonthYearLocale(locale);
  return dayFirst === locale ? children : <I18nProvider locale={dayFirst}>{children}</I18nProvider>;
}

/** Props of {@link DateField}. */
export interface DateFieldProps extends FieldBaseProps {
  /** The date as ISO "yyyy-mm-dd", or null when empty (controlled). */
  value?: string | null;
  /** Initial date as ISO "yyyy-mm-dd" (uncontrolled). */
  defaultValue?: string | null;
  /**
   * Called with the ISO date once day, month and year are all filled, and with null when the
   * field is cleared. Dates outside minValue/maxValue are reported too: the app checks them and
   * passes `errorMessage`.
   */
  onChange?: (iso: string | null) => void;
  /** Earliest allowed date, ISO "yyyy-mm-dd". */
  minValue?: string;
  /** Latest allowed date, ISO "yyyy-mm-dd". */
  maxValue?: string;
  autoFocus?: boolean;
}

/** Converts the ISO props shared by DateField and DatePicker into React Aria's date props. */
export function dateValueProps(props: {
  value?: string | null | undefined;
  defaultValue?: string | null | undefined;
  minValue?: string | undefined;
  maxValue?: string | undefined;
  onChange?: ((iso: string | null) => void) | undefined;
}) {
  const { value, defaultValue, minValue, maxValue, onChange } = props;
  return {
    ...(value !== undefined ? { value: parseIsoDate(value) } : {}),
    ...(defaultValue !== undefined ? { defaultValue: parseIsoDate(defaultValue) } : {}),
    ...definedProps({
      minValue: parseIsoDate(minValue) ?? undefined,
      maxValue: parseIsoDate(maxValue) ?? undefined,
    }),
    ...(onChange ? { onChange: (date: DateValue | null) => onChange(toIsoDate(date)) } : {}),
  };
}

/** The day, month and year segments of a date field; React Aria names each segment itself. */
export function DateSegments({ id }: { id?: string | undefined }) {
  return (
    <DateInput className="ui-date-input" {...definedProps({ id })}>
      {(segment) => <DateSegment segment={segment} className="ui-date-segment" />}
    </DateInput>
  );
}

/**
 * A date typed as day, month and year segments (dd/MM/yyyy in every language), with label,
 * description and error message; values are ISO dates "yyyy-mm-dd".
 */
export function DateField({
  label,
  description,
  errorMessage,
  id,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  ...rest
}: DateFieldProps) {
  const isInvalid = hasError(errorMessage);
  return (
    <DayMonthYearLocale>
      <AriaDateField
        {...definedProps(rest)}
        {...dateValueProps({ value, defaultValue, minValue, maxValue, onChange })}
        granularity="day"
        shouldForceLeadingZeros
        isInvalid={isInvalid}
        validationBehavior="aria"
        className="ui-field ui-date-field"
      >
        <Label>{label}</Label>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <DateSegments id={id} />
        <FieldError>{isInvalid ? errorMessage : null}</FieldError>
      </AriaDateField>
    </DayMonthYearLocale>
  );
}
