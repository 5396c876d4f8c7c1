import type { ReactElement } from "react";
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from "react-aria-components";
import "./Tooltip.css";

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /**
   * The trigger: one of our React Aria based controls (Button, IconButton, Link) with its own
   * accessible name. The tooltip adds a description; it never names the control.
   */
  children: ReactElement;
  /** The tooltip text (a short hint that is also available elsewhere on the page). */
  text: string;
  placement?: "top" | "bottom" | "start" | "end";
  /** Milliseconds before it shows on hover; focus shows it at once. Default 300. */
  delay?: number;
}

/**
 * A hint that shows on hover and keyboard focus, hides on Escape, and stays while the pointer
 * moves onto it (WCAG 1.4.13). Never the only place for information: touch and many screen
 * reader users never see it, so the trigger must have its own name and anything needed to
 * complete a task must be on the page as text.
 */
export function Tooltip({ children, text, placement = "top", delay = 300 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={300}>
      {children}
      <AriaTooltip placement={placement} offset={8} className="ui-tooltip">
        <OverlayArrow className="ui-tooltip-arrow">
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M0 0 6 6 12 0" />
          </svg>
        </OverlayArrow>
        {text}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
