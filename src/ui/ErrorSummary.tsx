import { useEffect, useRef, type MouseEvent } from "react";

/** One entry of an {@link ErrorSummary}. */
export interface ErrorSummaryItem {
  /** Id of the field's input (or group) that the link moves focus to. */
  fieldId: string;
  /** The same translated message the field shows. */
  message: string;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** Translated heading, e.g. "There is a problem". */
  title: string;
  errors: readonly ErrorSummaryItem[];
  /**
   * Increase on every failed submit, so the summary takes focus again even when the list of
   * errors is the same as last time.
   */
  attempt?: number;
}

const focusableSelector =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]';

/** Moves focus to a field by id; for a group, to its checked or first focusable control. */
function focusField(fieldId: string): boolean {
  const target = document.getElementById(fieldId);
  if (!target) return false;
  let focusable: HTMLElement | null = target.matches(focusableSelector) ? target : null;
  focusable ??= target.querySelector<HTMLElement>("input:checked:not([disabled])");
  focusable ??= target.querySelector<HTMLElement>(focusableSelector);
  if (!focusable) return false;
  focusable.focus({ preventScroll: true });
  // Like GOV.UK's error summary: bring the label (not only the input) into view.
  const label =
    target.closest(".ui-field")?.querySelector<HTMLElement>(".ui-label") ??
    (focusable.id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(focusable.id)}"]`) : null);
  const scrollTarget = label ?? focusable;
  if (typeof scrollTarget.scrollIntoView === "function") scrollTarget.scrollIntoView({ block: "start" });
  return true;
}

/**
 * The list of errors after a failed submit (GOV.UK error summary pattern): announced as an
 * alert, takes focus when a new non-empty list appears, each error a link to its field.
 */
export function ErrorSummary({ title, errors, attempt = 0 }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The attempt and the fields, not the words: the same errors re-translated after a language
  // switch must not pull focus away from the language switcher (3.2.2).
  const key = `${attempt}|${errors.map((e) => e.fieldId).join("|")}`;
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
    // The key stands for the list's content, so a re-render with an equal list keeps focus where it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (errors.length === 0) return null;
  const onClick = (fieldId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusField(fieldId)) event.preventDefault();
  };
  return (
    <div ref={ref} className="ui-error-summary" tabIndex={-1}>
      <div role="alert">
        <h2 className="ui-error-summary-title">{title}</h2>
        <ul className="ui-error-summary-list">
          {errors.map((error) => (
            <li key={`${error.fieldId}-${error.message}`}>
              <a className="ui-link" href={`#${error.fieldId}`} onClick={onClick(error.fieldId)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
