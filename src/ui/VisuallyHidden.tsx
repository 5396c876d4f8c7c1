import type { ReactNode } from "react";

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
  /** Render as a block element instead of a span. */
  elementType?: "span" | "div";
}

/** Content for assistive technology only: hidden on screen, kept in the accessibility tree. */
export function VisuallyHidden({ children, id, elementType = "span" }: VisuallyHiddenProps) {
  const Element = elementType;
  return (
    <Element className="ui-visually-hidden" {...(id !== undefined ? { id } : {})}>
      {children}
    </Element>
  );
}
