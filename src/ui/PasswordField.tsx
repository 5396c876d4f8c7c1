import { useState, type Ref } from "react";
import { ToggleButton } from "react-aria-components";
import { TextField, type FieldBaseProps } from "./TextField";

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Default "current-password"; use "new-password" where a password is chosen. */
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Accessible name and visible text of the show/hide toggle, e.g. "Show password". */
  showLabel: string;
  /**
   * Accepted for symmetry with other toggles but not rendered: the toggle keeps the one name
   * `showLabel` and reports its state with aria-pressed, because a name that flips together
   * with the state is read as a contradiction ("Hide password, toggle button, pressed").
   */
  hideLabel?: string;
}

/**
 * A password input with a show/hide toggle. Paste and password managers work: nothing
 * blocks the clipboard, and the autocomplete token is always set.
 */
export function PasswordField({
  showLabel,
  hideLabel: _hideLabel,
  autoComplete = "current-password",
  ...rest
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      type={isVisible ? "text" : "password"}
      autoComplete={autoComplete}
      spellCheck={false}
      endAdornment={
        <ToggleButton
          className="ui-password-toggle"
          isSelected={isVisible}
          onChange={setVisible}
          {...(rest.isDisabled ? { isDisabled: true } : {})}
        >
          {showLabel}
        </ToggleButton>
      }
    />
  );
}
