import type { ReactNode, Ref } from "react";

/** Props of {@link PageHeading}. */
export interface PageHeadingProps {
  children: ReactNode;
  id?: string;
  /** The app focuses the heading on every named-state change. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The screen's h1; focusable by script only (tabIndex -1) so the app can move focus to it. */
export function PageHeading({ children, id, headingRef }: PageHeadingProps) {
  return (
    <h1
      className="ui-page-heading"
      tabIndex={-1}
      {...(id !== undefined ? { id } : {})}
      {...(headingRef ? { ref: headingRef } : {})}
    >
      {children}
    </h1>
  );
}
