import { VisuallyHidden } from "./VisuallyHidden";

/** The lines of a {@link StackedText} as one spoken phrase: trimmed, empty ones left out, joined by ", ". */
export function spokenLines(lines: readonly string[]): string {
  return lines
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join(", ");
}

/** Props of {@link StackedText}. */
export interface StackedTextProps {
  /** Short texts shown one under the other, e.g. an account number and its nickname; empty ones are left out. */
  lines: readonly string[];
}

/**
 * Short texts shown one under the other and named as one phrase, "100010000011, Salary".
 * Browsers put a space around every block box when they compute a name (accname 1.2, 2F), so
 * stacked lines with a hidden comma between them were named "100010000011 , Salary"; the name
 * is therefore one text node, and the stacked copy is hidden from assistive technology.
 */
export function StackedText({ lines }: StackedTextProps) {
  const shown = lines.map((line) => line.trim()).filter((line) => line !== "");
  if (shown.length <= 1) return <>{shown[0] ?? ""}</>;
  return (
    <span className="ui-stacked-text">
      <span aria-hidden="true">
        {shown.map((line, index) => (
          <span key={index} className="ui-stacked-text-line">
            {line}
          </span>
        ))}
      </span>
      <VisuallyHidden>{spokenLines(shown)}</VisuallyHidden>
    </span>
  );
}
