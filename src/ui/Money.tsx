import { VisuallyHidden } from "./VisuallyHidden";

/** Props of {@link Money}. */
export interface MoneyProps {
  /** The amount as the app formatted it (domain `formatInr`), e.g. "₹1,23,456.00". */
  formatted: string;
  /** The amount in words, read after the figures by screen readers only. */
  words?: string;
}

/** An amount of money; figures never wrap inside, words optionally for screen readers. */
export function Money({ formatted, words }: MoneyProps) {
  return (
    <span className="ui-money">
      <span className="ui-money-figures">{formatted}</span>
      {words ? <VisuallyHidden> ({words})</VisuallyHidden> : null}
    </span>
  );
}
