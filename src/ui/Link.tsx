import type { ReactNode } from "react";
import { Link as AriaLink } from "react-aria-components";
import { definedProps } from "./definedProps";

/** Props of {@link Link}. */
export interface LinkProps {
  children: ReactNode;
  /** A real address (external pages, `/logout`). */
  href?: string;
  /** In-app navigation to a named state: the app passes `() => go(name)`. */
  onPress?: () => void;
  /** Opens in a new tab; the app must say so in the link text. */
  target?: "_blank";
  rel?: string;
  id?: string;
  "aria-current"?: "page" | "step" | "true";
  "aria-describedby"?: string;
  /** Language of the link text when it differs from the page. */
  lang?: string;
}

/** A link: an anchor with href, or a focusable role="link" element for in-app navigation. */
export function Link({ children, onPress, target, rel, ...rest }: LinkProps) {
  return (
    <AriaLink
      {...definedProps(rest)}
      {...(onPress ? { onPress: () => onPress() } : {})}
      {...(target ? { target, rel: rel ?? "noopener noreferrer" } : rel ? { rel } : {})}
      className="ui-link"
    >
      {children}
    </AriaLink>
  );
}
