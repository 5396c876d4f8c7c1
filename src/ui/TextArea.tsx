import { useEffect, useId, useState } from "react";
import { TextArea as AriaTextArea, TextField as AriaTextField } from "react-aria-components";
import { definedProps, hasError } from "./definedProps";
import { FieldDescription, FieldError, Label } from "./Field";
import type { FieldBaseProps } from "./TextField";
import "./TextArea.css";

/** Props of {@link TextArea}. */
export interface TextAreaProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Visible rows before the box grows a scroll bar; default 4. */
  rows?: number;
  /**
   * Most characters allowed. Not set as a `maxlength` attribute (a pasted text would be cut
   * silently); the count below says how many are left and the app reports an error when over.
   */
  maxLength?: number;
  /** The count text, e.g. "12 characters left" or "3 characters too many" (negative). */
  remainingText?: (remaining: number) => string;
  /** Milliseconds after typing stops before the count is announced; default 1000. */
  announceDelay?: number;
}

/**
 * A multi-line text input (feedback comments, fraud-marking comments) with label, description,
 * error, and an optional character count in the GOV.UK manner: shown at once, spoken politely
 * only after typing pauses, so each keystroke does not interrupt the customer.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  rows = 4,
  maxLength,
  remainingText,
  announceDelay = 1000,
  onBlur,
  onChange,
  value,
  defaultValue,
  ...rest
}: TextAreaProps) {
  const isInvalid = hasError(errorMessage);
  const [ownValue, setOwnValue] = useState(defaultValue ?? "");
  const current = value ?? ownValue;
  const countId = useId();
  const hasCount = maxLength !== undefined && remainingText !== undefined;
  const countText = hasCount ? remainingText(maxLength - current.length) : "";
  const [spoken, setSpoken] = useState("");
  const [isTyping, setTyping] = useState(false);
  useEffect(() => {
    if (!hasCount || !isTyping) return;
    const timer = setTimeout(() => {
      setSpoken(countText);
      setTyping(false);
    }, announceDelay);
    return () => clearTimeout(timer);
  }, [countText, hasCount, isTyping, announceDelay]);

  return (
    <AriaTextField
      {...definedProps(rest)}
      value={current}
      onChange={(next) => {
        if (value === undefined) setOwnValue(next);
        setTyping(true);
        onChange?.(next);
      }}
      {...(onBlur ? { onBlur: () => onBlur() } : {})}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className="ui-field"
      {...(hasCount ? { "aria-describedby": countId } : {})}
    >
      <Label>{label}</Label>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <AriaTextArea className="ui-input ui-textarea" rows={rows} />
      <FieldError>{isInvalid ? errorMessage : null}</FieldError>
      {hasCount ? (
        <>
          <p
            id={countId}
            className={
              maxLength - current.length < 0
                ? "ui-textarea-count ui-textarea-count--over"
                : "ui-textarea-count"
            }
          >
            {countText}
          </p>
          <span className="ui-visually-hidden" aria-live="polite">
            {spoken}
          </span>
        </>
      ) : null}
    </AriaTextField>
  );
}
