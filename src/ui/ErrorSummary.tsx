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

/** The box `element` scrolls in vertically: its nearest scrolling ancestor, or the page. */
function scrollArea(element: HTMLElement): Element {
  for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
    const overflow = getComputedStyle(parent).overflowY;
    if ((overflow === "auto" || overflow === "scroll") && parent.scrollHeight > parent.clientHeight) {
      return parent;
    }
  }
  return document.scrollingElement ?? document.documentElement;
}

/**
 * Shows a summary that has just taken focus whole, with as much as fits of what stands before it
 * (a dialog's title and the transaction it is about, a page's heading): its bottom at the bottom of
 * its scroll area when it fits there, else its top at the top; a summary in full view stays put.
 * The browser's own scroll on focus put it at the top of the fraud dialog after Submit at the end of
 * the dialog, with the dialog's first lines scrolled out of sight (keyboard test in Chromium).
 */
function reveal(summary: HTMLElement): void {
  const area = scrollArea(summary);
  const isPage = area === document.scrollingElement || area === document.documentElement;
  const style = getComputedStyle(area);
  const box = isPage ? { top: 0, bottom: window.innerHeight } : area.getBoundingClientRect();
  const top = box.top + (parseFloat(style.scrollPaddingTop) || 0);
  const bottom = box.bottom - (parseFloat(style.scrollPaddingBottom) || 0);
  const own = summary.getBoundingClientRect();
  if (own.top >= top && own.bottom <= bottom) return;
  if (typeof summary.scrollIntoView !== "function") return;
  summary.scrollIntoView({ block: own.height <= bottom - top ? "end" : "start", inline: "nearest" });
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
    const summary = ref.current;
    if (errors.length > 0 && summary !== null) {
      summary.focus({ preventScroll: true });
      reveal(summary);
    }
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
