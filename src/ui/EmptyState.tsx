import type { ReactNode } from "react";
import "./EmptyState.css";

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** The message, e.g. "No accounts available!" or "No transactions in this period". */
  title: string;
  /** What the customer can do about it, e.g. "Choose a longer period". */
  description?: string;
  /** A link or button that resolves the empty state, e.g. "Add a payee". */
  action?: ReactNode;
  /**
   * Makes the title a heading of this level, for an empty state that stands for a whole
   * section; without it the title is emphasised text (e.g. inside a table cell).
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * The message shown where a list or table has nothing to show. Plain content with no role:
 * it is read in place, and inside a table it is the one cell of the body.
 */
export function EmptyState({ title, description, action, headingLevel }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : "p";
  return (
    <div className="ui-empty-state">
      <span className="ui-empty-state-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d="M4 4h16v16H4z M4 9h16 M9 9v11" />
        </svg>
      </span>
      <div className="ui-empty-state-text">
        <Title className="ui-empty-state-title">{title}</Title>
        {description ? <p className="ui-empty-state-description">{description}</p> : null}
        {action ? <div className="ui-empty-state-action">{action}</div> : null}
      </div>
    </div>
  );
}
