import "./Calendar.css";
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarHeading,
} from "react-aria-components";
import { dateValueProps, DayMonthYearLocale } from "./DateField";
import { definedProps } from "./definedProps";

/** Props of {@link Calendar}. */
export interface CalendarProps {
  /** Name of the calendar when it stands alone (inside DatePicker the field's label names it). */
  label?: string;
  /** Name of the button that shows the previous month, e.g. "Previous month". */
  previousLabel: string;
  /** Name of the button that shows the next month, e.g. "Next month". */
  nextLabel: string;
  /** Selected date as ISO "yyyy-mm-dd" (controlled); inside DatePicker the picker provides it. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the ISO date the customer picked. */
  onChange?: (iso: string | null) => void;
  /** Earliest selectable date, ISO; earlier days are shown as unavailable. */
  minValue?: string;
  /** Latest selectable date, ISO; later days are shown as unavailable. */
  maxValue?: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
}

function Chevron({ direction }: { direction: "previous" | "next" }) {
  return (
    <span className="ui-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <path
          d={
            direction === "previous"
              ? "M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z"
              : "M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z"
          }
        />
      </svg>
    </span>
  );
}

/**
 * A month grid to pick a date (arrows move by day, Page Up/Down by month, Enter picks); the
 * heading shows month and year, days outside minValue/maxValue are unavailable. Used inside
 * DatePicker and on its own.
 */
export function Calendar({
  label,
  previousLabel,
  nextLabel,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  ...rest
}: CalendarProps) {
  return (
    <DayMonthYearLocale>
      <AriaCalendar
        {...definedProps({ "aria-label": label, ...rest })}
        {...dateValueProps({ value, defaultValue, minValue, maxValue, onChange })}
        className="ui-calendar"
      >
        {/* A div, not <header>: outside a dialog or section a header is a banner landmark. */}
        <div className="ui-calendar-header">
          <AriaButton
            slot="previous"
            aria-label={previousLabel}
            className="ui-button ui-button--quiet ui-icon-button"
          >
            <Chevron direction="previous" />
          </AriaButton>
          <CalendarHeading className="ui-calendar-heading" />
          <AriaButton
            slot="next"
            aria-label={nextLabel}
            className="ui-button ui-button--quiet ui-icon-button"
          >
            <Chevron direction="next" />
          </AriaButton>
        </div>
        <CalendarGrid className="ui-calendar-grid">
          {(date) => <CalendarCell date={date} className="ui-calendar-cell" />}
        </CalendarGrid>
      </AriaCalendar>
    </DayMonthYearLocale>
  );
}
