import { useId, type ReactNode } from "react";
import { Button as AriaButton, ProgressBar } from "react-aria-components";
import { definedProps } from "./definedProps";

/** Props of {@link Button}. */
export interface ButtonProps {
  children: ReactNode;
  variant?: "primary" | "secondary" | "quiet";
  /** Keeps focus on the button, ignores presses and announces the pending state. */
  isPending?: boolean;
  /**
   * Translated word for the pending state (e.g. "Processing"). While pending it is part of the
   * button's name, and React Aria announces the new name to a screen reader user focused on it.
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
}

/** A button with the bank's three visual weights, built on React Aria's Button. */
export function Button({
  children,
  variant = "primary",
  type = "button",
  pendingLabel,
  buttonRef,
  onPress,
  ...rest
}: ButtonProps) {
  const labelId = useId();
  return (
    <AriaButton
      {...definedProps(rest)}
      // React Aria appends the pending ProgressBar to aria-labelledby, so the name becomes "Pay now Processing".
      {...(rest["aria-label"] === undefined ? { "aria-labelledby": labelId } : {})}
      {...(onPress ? { onPress: () => onPress() } : {})}
      {...(buttonRef ? { ref: buttonRef } : {})}
      type={type}
      className={`ui-button ui-button--${variant}`}
    >
      {({ isPending }) => (
        <>
          {isPending && pendingLabel ? (
            <ProgressBar isIndeterminate aria-label={pendingLabel} className="ui-button-progress">
              <span className="ui-button-spinner" aria-hidden="true" />
            </ProgressBar>
          ) : isPending ? (
            <span className="ui-button-spinner" aria-hidden="true" />
          ) : null}
          <span className="ui-button-label" id={labelId}>
            {children}
          </span>
        </>
      )}
    </AriaButton>
  );
}
