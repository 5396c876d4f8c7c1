import type { HTMLAttributes, ReactNode, Ref } from "react";
import { Input, TextField as AriaTextField } from "react-aria-components";
import { definedProps, hasError } from "./definedProps";
import { FieldDescription, FieldError, Label } from "./Field";

/** Props every field component shares (docs/ARCHITECTURE.md, component library contract). */
export interface FieldBaseProps {
  /** Visible label and accessible name (translated by the app). */
  label: string;
  /** Hint shown below the label, linked with aria-describedby. */
  description?: string;
  /** When set the field is invalid and the message is shown below it, linked with aria-describedby. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Id of the input, so an error summary can link to it. */
  id?: string;
  name?: string;
}

/** Props of {@link TextField}. */
export interface TextFieldProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
  type?: "text" | "email" | "tel" | "url" | "search" | "password";
  inputRef?: Ref<HTMLInputElement>;
  isReadOnly?: boolean;
  /** Extra ids to describe the input with (e.g. a countdown below the field). */
  "aria-describedby"?: string;
  /** Turns off spelling correction (codes, account numbers, IFSC). */
  spellCheck?: boolean;
  /** Content rendered after the input, inside the input's row (e.g. a toggle button). */
  endAdornment?: ReactNode;
  /** Content rendered after the error slot (e.g. a countdown). */
  footer?: ReactNode;
}

/** A single-line text input with label, description and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  inputRef,
  inputMode,
  maxLength,
  spellCheck,
  endAdornment,
  footer,
  onBlur,
  ...rest
}: TextFieldProps) {
  const isInvalid = hasError(errorMessage);
  return (
    <AriaTextField
      {...definedProps(rest)}
      {...(onBlur ? { onBlur: () => onBlur() } : {})}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className="ui-field"
    >
      <Label>{label}</Label>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <div className="ui-input-row">
        <Input
          className="ui-input"
          {...(inputRef ? { ref: inputRef } : {})}
          {...definedProps({ inputMode, maxLength })}
          {...(spellCheck !== undefined ? { spellCheck } : {})}
        />
        {endAdornment}
      </div>
      <FieldError>{isInvalid ? errorMessage : null}</FieldError>
      {footer}
    </AriaTextField>
  );
}
