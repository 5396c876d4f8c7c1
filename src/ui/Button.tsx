import type { ReactNode } from "react";
import { Button as AriaButton } from "react-aria-components";
import { definedProps } from "./definedProps";

/** Props of {@link Button}. */
export interface ButtonProps {
  children: ReactNode;
  variant?: "primary" | "secondary" | "quiet";
  /** Keeps focus on the button, ignores presses and announces the pending state. */
  isPending?: boolean;
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
  buttonRef,
  onPress,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...definedProps(rest)}
      {...(onPress ? { onPress: () => onPress() } : {})}
      {...(buttonRef ? { ref: buttonRef } : {})}
      type={type}
      className={`ui-button ui-button--${variant}`}
    >
      {({ isPending }) => (
        <>
          {isPending ? <span className="ui-button-spinner" aria-hidden="true" /> : null}
          <span className="ui-button-label">{children}</span>
        </>
      )}
    </AriaButton>
  );
}
