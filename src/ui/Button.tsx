import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button as AriaButton, ProgressBar } from "react-aria-components";
import { definedProps } from "./definedProps";
import { useOptionalAnnouncer } from "./LiveRegion";

/** Props of {@link Button}. */
export interface ButtonProps {
  children: ReactNode;
  variant?: "primary" | "secondary" | "quiet";
  /** Keeps focus on the button, ignores presses and announces the pending state. */
  isPending?: boolean;
  /**
   * Translated word for the pending state (e.g. "Processing"). While pending it is part of the
   * button's name, and the new name is announced (as text, through the app's live region) to a
   * screen reader user focused on it; so is the name without it when the work is done.
   */
  pendingLabel?: string;
  isDisabled?: boolean;
  onPress?: () => void;
  type?: "button" | "submit" | "reset";
  id?: string;
  /** Accessible name when the visible content is not enough (e.g. an icon). */
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-expanded"?: boolean;
  "aria-controls"?: string;
  /** Value sent with the form when this submit button is used. */
  name?: string;
  value?: string;
  /** Lets the app focus the button (e.g. after closing a dialog). */
  buttonRef?: React.Ref<HTMLButtonElement>;
  /**
   * A decorative icon after the label (a menu button's chevron): hidden from assistive technology,
   * kept a gap away from the label and never shrunk under it or over its last letter.
   */
  endIcon?: ReactNode;
}

/**
 * A button with the bank's three visual weights, built on React Aria's Button.
 *
 * The pending state is the button's own, not React Aria's `isPending`: React Aria announces it
 * with a node of role `img` labelled by the button's ids, which stays in the page for seven
 * seconds after the button (or its progress bar) is gone and is then an image without a name
 * (axe `role-img-alt` right after every Save, Search or Download). Here the announcement is the
 * name as text, and the button behaves as React Aria's pending one does: it keeps focus, is
 * `aria-disabled`, ignores presses and never submits its form.
 */
export function Button({
  children,
  variant = "primary",
  type = "button",
  pendingLabel,
  buttonRef,
  onPress,
  isPending = false,
  endIcon,
  ...rest
}: ButtonProps) {
  const labelId = useId();
  const progressId = useId();
  const announce = useOptionalAnnouncer();
  const ariaLabel = rest["aria-label"];
  const wasPending = useRef(isPending);
  useEffect(() => {
    const label = document.getElementById(labelId);
    const node = label?.closest("button") ?? null;
    if (wasPending.current !== isPending && node !== null && announce !== null) {
      if (document.activeElement === node) {
        const name = ariaLabel ?? label?.textContent ?? "";
        announce(isPending && pendingLabel ? `${name} ${pendingLabel}` : name, "assertive");
      }
    }
    wasPending.current = isPending;
  }, [isPending, announce, labelId, pendingLabel, ariaLabel]);
  const labelledBy =
    ariaLabel === undefined ? (isPending && pendingLabel ? `${labelId} ${progressId}` : labelId) : undefined;
  return (
    <AriaButton
      {...definedProps(rest)}
      {...(labelledBy !== undefined ? { "aria-labelledby": labelledBy } : {})}
      {...(isPending ? { "aria-disabled": true } : {})}
      {...(onPress ? { onPress: () => (isPending ? undefined : onPress()) } : {})}
      {...(buttonRef ? { ref: buttonRef } : {})}
      type={isPending && type === "submit" ? "button" : type}
      className={`ui-button ui-button--${variant}${isPending ? " ui-button--pending" : ""}`}
    >
      {isPending && pendingLabel ? (
        <ProgressBar id={progressId} isIndeterminate aria-label={pendingLabel} className="ui-button-progress">
          <span className="ui-button-spinner" aria-hidden="true" />
        </ProgressBar>
      ) : isPending ? (
        <span className="ui-button-spinner" aria-hidden="true" />
      ) : null}
      <span className="ui-button-label" id={labelId}>
        {children}
      </span>
      {endIcon !== undefined ? (
        <span className="ui-button-icon" aria-hidden="true">
          {endIcon}
        </span>
      ) : null}
    </AriaButton>
  );
}
