import { useId, useState, type Ref } from "react";
import { TextField, type FieldBaseProps } from "./TextField";

/** Keeps the digits of a typed or pasted code ("123 456", "123-456") up to `length`. */
export function normaliseOtp(raw: string, length: number): string {
  return raw.replace(/\D/g, "").slice(0, length);
}

/** Props of {@link OtpField}. */
export interface OtpFieldProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  /** Called with the normalised digits only. */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Number of digits; default 6. */
  length?: number;
  /** Seconds until a new code may be requested (exposed for styling; the text comes from `countdownText`). */
  secondsLeft?: number;
  /** Translated countdown, e.g. "You can request a new code in 0:42"; shown below the field. */
  countdownText?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The one-time-code input: one field (GUIDE.md section 5), `autocomplete="one-time-code"`,
 * numeric keyboard, and a pasted code with spaces or hyphens is reduced to its digits.
 * No maxLength attribute: the browser would cut a pasted "123 456" before it is normalised.
 */
export function OtpField({
  length = 6,
  value,
  defaultValue,
  onChange,
  secondsLeft,
  countdownText,
  ...rest
}: OtpFieldProps) {
  const [ownValue, setOwnValue] = useState(() => normaliseOtp(defaultValue ?? "", length));
  const current = value !== undefined ? normaliseOtp(value, length) : ownValue;
  const countdownId = useId();
  const handleChange = (raw: string) => {
    const next = normaliseOtp(raw, length);
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };
  const hasCountdown = countdownText !== undefined && countdownText !== "";
  return (
    <TextField
      {...rest}
      value={current}
      onChange={handleChange}
      autoComplete="one-time-code"
      inputMode="numeric"
      spellCheck={false}
      {...(hasCountdown ? { "aria-describedby": countdownId } : {})}
      footer={
        hasCountdown ? (
          <p
            id={countdownId}
            className="ui-otp-countdown"
            {...(secondsLeft !== undefined ? { "data-seconds-left": String(secondsLeft) } : {})}
          >
            {countdownText}
          </p>
        ) : null
      }
    />
  );
}
