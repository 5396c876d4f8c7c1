import type { MouseEvent, ReactNode } from "react";

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** Id of the main content element (it gets tabIndex -1 so it can take focus). */
  targetId: string;
  children: ReactNode;
}

/** The first focusable element of the page: hidden until focused, moves focus to the main content. */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // The app is not URL-routed, so the hash is not written; focus moves explicitly.
    event.preventDefault();
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus();
  };
  return (
    <a className="ui-skip-link" href={`#${targetId}`} onClick={onClick}>
      {children}
    </a>
  );
}
