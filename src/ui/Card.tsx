import { useId, type ReactNode } from "react";

/** Props of {@link Card}. */
export interface CardProps {
  title: string;
  /** Level of the title in the page outline; default 2. */
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

/** A section of a screen, named by its heading. */
export function Card({ title, headingLevel = 2, children }: CardProps) {
  const headingId = useId();
  const HeadingTag = headingLevel === 3 ? "h3" : "h2";
  return (
    <section className="ui-card" aria-labelledby={headingId}>
      <HeadingTag id={headingId} className="ui-card-title">
        {title}
      </HeadingTag>
      <div className="ui-card-body">{children}</div>
    </section>
  );
}
