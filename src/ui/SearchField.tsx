import type { Ref } from "react";
import { Button, Input, SearchField as AriaSearchField } from "react-aria-components";
import { definedProps, hasError } from "./definedProps";
import { FieldDescription, FieldError, Label } from "./Field";
import type { FieldBaseProps } from "./TextField";
import "./SearchField.css";

/** Props of {@link SearchField}. */
export interface SearchFieldProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called with the text when Enter is pressed. */
  onSubmit?: (value: string) => void;
  /** Called after the clear button or Escape emptied the field. */
  onClear?: () => void;
  /** Translated accessible name of the clear button, e.g. "Clear search". */
  clearLabel: string;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra ids to describe the input with (e.g. a count of results). */
  "aria-describedby"?: string;
}

/**
 * A search input (role searchbox) with the field contract: Enter submits, Escape clears (React
 * Aria's default), and a clear button named by `clearLabel` appears once there is text. The
 * button stays out of the Tab order as in React Aria, because Escape does the same from the input.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  clearLabel,
  inputRef,
  onSubmit,
  onClear,
  ...rest
}: SearchFieldProps) {
  const isInvalid = hasError(errorMessage);
  return (
    <AriaSearchField
      {...definedProps(rest)}
      {...(onSubmit ? { onSubmit: (value: string) => onSubmit(value) } : {})}
      {...(onClear ? { onClear: () => onClear() } : {})}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className="ui-field ui-search-field"
    >
      <Label>{label}</Label>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <div className="ui-search-row">
        <svg className="ui-search-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" />
          <line x1="12.5" y1="12.5" x2="17.5" y2="17.5" />
        </svg>
        <Input
          className="ui-input ui-search-input"
          spellCheck={false}
          {...(inputRef ? { ref: inputRef } : {})}
        />
        <Button className="ui-search-clear" aria-label={clearLabel}>
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <line x1="5" y1="5" x2="15" y2="15" />
            <line x1="15" y1="5" x2="5" y2="15" />
          </svg>
        </Button>
      </div>
      <FieldError>{isInvalid ? errorMessage : null}</FieldError>
    </AriaSearchField>
  );
}
