import "./DatePicker.css";
import {
  Button as AriaButton,
  DatePicker as AriaDatePicker,
  Dialog,
  Group,
  Popover,
} from "react-aria-components";
import { Calendar } from "./Calendar";
import { dateValueProps, DateSegments, DayMonthYearLocale, type DateFieldProps } from "./DateField";
import { definedProps, hasError } from "./definedProps";
import { FieldDescription, FieldError, Label } from "./Field";

/** Props of {@link DatePicker}. */
export interface DatePickerProps extends DateFieldProps {
  /** Name of the button that opens the calendar, e.g. "Choose date from calendar". */
  calendarLabel: string;
  /** Name of the calendar's previous-month button. */
  previousLabel: string;
  /** Name of the calendar's next-month button. */
  nextLabel: string;
  /** Open state of the calendar (controlled), e.g. for a story. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A date field (dd/MM/yyyy segments) with a button that opens a calendar in a popover
 * (also Alt+ArrowDown in the field); Escape closes it and focus returns to the button. Values
 * are ISO dates "yyyy-mm-dd"; days outside minValue/maxValue are unavailable in the calendar.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  id,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  calendarLabel,
  previousLabel,
  nextLabel,
  ...rest
}: DatePickerProps) {
  const isInvalid = hasError(errorMessage);
  return (
    <DayMonthYearLocale>
      <AriaDatePicker
        {...definedProps(rest)}
        {...dateValueProps({ value, defaultValue, minValue, maxValue, onChange })}
        granularity="day"
        shouldForceLeadingZeros
        isInvalid={isInvalid}
        validationBehavior="aria"
        className="ui-field ui-date-picker"
      >
        <Label>{label}</Label>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <Group className="ui-date-picker-row">
          <DateSegments id={id} />
          <AriaButton aria-label={calendarLabel} className="ui-button ui-button--secondary ui-icon-button">
            <span className="ui-icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" focusable="false">
                <path d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2zm12 8H5v9h14v-9zM5 6v2h14V6H5zm2 6h3v3H7v-3z" />
              </svg>
            </span>
          </AriaButton>
        </Group>
        <FieldError>{isInvalid ? errorMessage : null}</FieldError>
        <Popover className="ui-date-popover" placement="bottom start">
          <Dialog className="ui-date-dialog">
            <Calendar previousLabel={previousLabel} nextLabel={nextLabel} />
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </DayMonthYearLocale>
  );
}
