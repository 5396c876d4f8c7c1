import type { ErrorSummaryItem } from "../../ui/ErrorSummary";

/** Passes `errorMessage` to a field only when there is one (exactOptionalPropertyTypes). */
export function errorProp(message: string | undefined): { errorMessage?: string } {
  return message !== undefined ? { errorMessage: message } : {};
}

/** The `errorMessage` of the field `fieldId` among a form's errors (none when it has no error). */
export function fieldErrorProp(
  errors: readonly ErrorSummaryItem[],
  fieldId: string,
): { errorMessage?: string } {
  return errorProp(errors.find((e) => e.fieldId === fieldId)?.message);
}
