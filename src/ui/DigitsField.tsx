import type { Ref } from "react";
import { useState } from "react";
import { TextField, type FieldBaseProps } from "./TextField";

/**
 * Keeps only the ASCII digits 0-9 of a typed or pasted text ("1234 5678", "12-34") and at most
 * `max` of them. Other scripts' digits (Devanagari "१२३") are dropped too: account, cheque and
 * mobile numbers are sent to the bank in ASCII digits.
 */
export function keepDigits(text: string, max?: number): string {
  const digits = text.replace(/[^0-9]/g, "");
  return max === undefined ? digits : digits.slice(0, Math.max(0, max));
}

/** Props of {@link DigitsField}. */
export interface DigitsFieldProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  /** Called with the digits only. */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Exact number of digits (e.g. 4 for a PIN); no more than that many are kept. */
  length?: number;
  /** Most digits kept when the length varies (ignored when `length` is set). */
  maxLength?: number;
  /** E.g. "tel-national" for a mobile number, "off" for a cheque number. */
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra ids to describe the input with. */
  "aria-describedby"?: string;
}

/**
 * A text input for account, cheque, PIN and mobile numbers that keeps only the digits 0-9 as
 * they are typed or pasted, with the numeric keyboard on phones. No maxlength attribute: the
 * browser would cut a pasted "1234 5678" before the space is removed.
 */
export function DigitsField({ value, defaultValue, onChange, length, maxLength, ...rest }: DigitsFieldProps) {
  const max = length ?? maxLength;
  const [ownValue, setOwnValue] = useState(() => keepDigits(defaultValue ?? "", max));
  const current = value !== undefined ? keepDigits(value, max) : ownValue;
  const handleChange = (raw: string) => {
    const next = keepDigits(raw, max);
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };
  return (
    <TextField {...rest} value={current} onChange={handleChange} inputMode="numeric" spellCheck={false} />
  );
}
