import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ErrorSummaryItem } from "../../ui/ErrorSummary";
import { translate, type LocalText } from "../i18n/localText";
import { errorProp } from "./errorProp";

/** One error of a form as it is kept: the field it belongs to and its text as an i18n key. */
export interface FieldErrorText {
  /** Id of the field's input (or group), the target of the summary's link. */
  readonly fieldId: string;
  readonly text: LocalText;
  /** False: the field shows the text but the summary has no line of its own for it. */
  readonly isInSummary?: boolean;
}

/** What {@link useFormErrors} gives a form. */
export interface FormErrors {
  /** The summary's lines, translated in the current language. */
  readonly errors: readonly ErrorSummaryItem[];
  /** Grows with every {@link FormErrors.show}, so the summary takes focus again. */
  readonly attempt: number;
  /** The form's error summary (`Form`'s `errorSummary`): its translated title, lines and attempt. */
  readonly summary: {
    readonly title: string;
    readonly errors: readonly ErrorSummaryItem[];
    readonly attempt: number;
  };
  /** Replaces the errors after a failed submit (or a refused call). */
  readonly show: (items: readonly FieldErrorText[]) => void;
  /** Removes every error. */
  readonly clear: () => void;
  /** The translated error of a field, if it has one. */
  readonly fieldError: (fieldId: string) => string | undefined;
  /** `errorMessage` for the field `fieldId`, only when it has an error. */
  readonly errorProps: (fieldId: string) => { errorMessage?: string };
}

/**
 * The errors of a form kept as i18n keys and translated at render: a switch of language turns an
 * error already on screen into the new language (3.1.2), without taking focus again.
 */
export function useFormErrors(): FormErrors {
  const { t } = useTranslation();
  const [items, setItems] = useState<readonly FieldErrorText[]>([]);
  const [attempt, setAttempt] = useState(0);
  const show = useCallback((next: readonly FieldErrorText[]) => {
    setItems(next);
    setAttempt((n) => n + 1);
  }, []);
  const clear = useCallback(() => setItems([]), []);
  // Translated on every render: cheap, and always in the language of this render.
  const translated = items.map((item) => ({ item, message: translate(t, item.text) }));
  const errors = translated
    .filter(({ item }) => item.isInSummary !== false)
    .map(({ item, message }) => ({ fieldId: item.fieldId, message }));
  const fieldError = (fieldId: string) => translated.find(({ item }) => item.fieldId === fieldId)?.message;
  return {
    errors,
    attempt,
    summary: { title: t("common:errorSummaryTitle"), errors, attempt },
    show,
    clear,
    fieldError,
    errorProps: (fieldId: string) => errorProp(fieldError(fieldId)),
  };
}
