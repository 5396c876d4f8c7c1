import type { ReactNode } from "react";
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
} from "react-aria-components";
import { Button } from "./Button";
import "./Popover.css";

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** Text of the trigger button ("What is an IFSC?"). */
  triggerLabel: string;
  /** Accessible name of the trigger when it shows only an icon; `triggerLabel` is then its visible text. */
  triggerAriaLabel?: string;
  /** The popover's heading and accessible name. */
  title: string;
  children: ReactNode;
  /** Text of a visible close button inside (recommended for touch users). */
  closeLabel?: string;
  placement?: "top" | "bottom" | "start" | "end";
}

/**
 * An informational popover: a button opens a non-modal dialog named by its heading. Focus moves
 * into it, Escape or a click outside closes it, and focus returns to the button.
 */
export function Popover({
  triggerLabel,
  triggerAriaLabel,
  title,
  children,
  closeLabel,
  placement = "bottom",
}: PopoverProps) {
  return (
    <DialogTrigger>
      <AriaButton
        className="ui-button ui-button--quiet ui-popover-trigger"
        {...(triggerAriaLabel !== undefined ? { "aria-label": triggerAriaLabel } : {})}
      >
        {triggerLabel}
      </AriaButton>
      <AriaPopover placement={placement} offset={8} className="ui-popover">
        <OverlayArrow className="ui-popover-arrow">
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M0 0 6 6 12 0" />
          </svg>
        </OverlayArrow>
        <AriaDialog className="ui-popover-dialog">
          {({ close }) => (
            <>
              <Heading slot="title" level={2} className="ui-popover-title">
                {title}
              </Heading>
              <div className="ui-popover-body">{children}</div>
              {closeLabel !== undefined ? (
                <div className="ui-popover-actions">
                  <Button variant="secondary" onPress={close}>
                    {closeLabel}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </AriaDialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
