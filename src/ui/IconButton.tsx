import type { ReactNode } from "react";
import { Button as AriaButton } from "react-aria-components";

/** Props of {@link IconButton}. */
export interface IconButtonProps {
  /** Accessible name (translated), e.g. "Close" or "Download statement as PDF". */
  label: string;
  /** The icon; it is hidden from assistive technology, the label names the button. */
  children: ReactNode;
  onPress?: () => void;
  isDisabled?: boolean;
  variant?: "secondary" | "quiet";
}

/** A button that shows only an icon; its name comes from `label`. */
export function IconButton({ label, children, onPress, isDisabled, variant = "quiet" }: IconButtonProps) {
  return (
    <AriaButton
      aria-label={label}
      className={`ui-button ui-button--${variant} ui-icon-button`}
      {...(onPress ? { onPress: () => onPress() } : {})}
      {...(isDisabled ? { isDisabled: true } : {})}
    >
      <span className="ui-icon" aria-hidden="true">
        {children}
      </span>
    </AriaButton>
  );
}
