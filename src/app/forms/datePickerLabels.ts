import type { TFunction } from "i18next";

/** The names of a DatePicker's calendar button and month buttons, in the page's language. */
export function datePickerLabels(t: TFunction): {
  calendarLabel: string;
  previousLabel: string;
  nextLabel: string;
} {
  return {
    calendarLabel: t("common:datePicker.calendar"),
    previousLabel: t("common:datePicker.previousMonth"),
    nextLabel: t("common:datePicker.nextMonth"),
  };
}
