import type { ReactNode } from "react";

/** One term and its description. */
export interface DescriptionListItem {
  term: string;
  description: ReactNode;
}

/** Props of {@link DescriptionList}. */
export interface DescriptionListProps {
  items: readonly DescriptionListItem[];
}

/** Label/value pairs (account details, a transfer's confirm summary) as a dl. */
export function DescriptionList({ items }: DescriptionListProps) {
  return (
    <dl className="ui-description-list">
      {items.map((item, index) => (
        <div className="ui-description-list-row" key={`${index}-${item.term}`}>
          <dt>{item.term}</dt>
          <dd>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
