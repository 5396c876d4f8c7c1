import type { AmountError, Paise } from "../../domain";
import { localText } from "../i18n/localText";
import type { FieldErrorText } from "./useFormErrors";

/**
 * What an amount field said last (its `onChange`): the amount in paise, or null with, for a
 * non-empty text that does not read, why.
 */
export interface AmountEntry {
  readonly paise: Paise | null;
  readonly problem: AmountError | null;
}

/** An amount field with nothing typed in it. */
export const NO_AMOUNT: AmountEntry = { paise: null, problem: null };

/**
 * The error of an amount field whose text does not read, as the form's error at that field
 * (`errors:AMOUNT.*`, with an example in the page language's form): one item, or none when the
 * text reads or is empty (an empty required amount is the form's own error).
 */
export function amountProblemItems(fieldId: string, problem: AmountError | null): FieldErrorText[] {
  return problem === null ? [] : [{ fieldId, text: localText(`errors:${problem}`) }];
}
