import { Result } from "effect";
import { useEffect, useId, useRef, useState, type Ref } from "react";
import { Input, TextField as AriaTextField } from "react-aria-components";
import {
  AMOUNT_MAX_DECIMALS,
  AMOUNT_MAX_LENGTH,
  amountInWords,
  formatAmountInput,
  parseAmount,
  type MoneyLanguage,
  type Paise,
} from "../domain";
import { definedProps, hasError } from "./definedProps";
import { FieldDescription, FieldError, Label } from "./Field";
import type { FieldBaseProps } from "./TextField";
import "./AmountField.css";

/**
 * Cleans a typed or pasted amount: keeps the digits 0-9 and the decimal point (grouping commas,
 * spaces and a "₹" are dropped). Returns null when the result breaks a rule of the amount
 * (a second point, more than {@link AMOUNT_MAX_DECIMALS} decimals, more than
 * {@link AMOUNT_MAX_LENGTH} characters), so the field keeps its previous text.
 */
export function cleanAmountText(raw: string): string | null {
  const text = raw.replace(/[^0-9.]/g, "");
  const [, decimals, ...more] = text.split(".");
  if (more.length > 0) return null;
  if (decimals !== undefined && decimals.length > AMOUNT_MAX_DECIMALS) return null;
  if (text.length > AMOUNT_MAX_LENGTH) return null;
  return text;
}

/** The paise of an amount text, or null while it is empty, incomplete or zero. */
function paiseOf(text: string): Paise | null {
  return Result.getOrNull(parseAmount(text));
}

/** Props of {@link AmountField}. */
export interface AmountFieldProps extends FieldBaseProps {
  /** The amount in paise (controlled); null for no amount. */
  value?: Paise | null;
  defaultValue?: Paise | null;
  /** Called on every edit with the amount in paise (null while there is no valid amount) and the text. */
  onChange?: (paise: Paise | null, text: string) => void;
  onBlur?: () => void;
  /** Language of the amount in words shown below the field. */
  language: MoneyLanguage;
  /** Translated lead-in of the words, e.g. "In words". */
  wordsLabel?: string;
  /** Milliseconds after the last keystroke before the words are announced; default 700. */
  announceDelay?: number;
  /** Default "transaction-amount". */
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra ids to describe the input with. */
  "aria-describedby"?: string;
}

/**
 * A rupee amount input: a visible "₹" (hidden from screen readers; the label names the
 * currency), decimal keyboard, digits and one point with at most two decimals and 15
 * characters, Indian grouping (1,23,456.50) after leaving the field and plain digits while
 * editing. The amount in words is shown below only while there is an amount (no empty line is
 * kept), describes the input, and is announced politely once typing pauses, so a screen reader user hears "Rupees One Lakh ..." without a chatter of
 * partial amounts.
 */
export function AmountField({
  value,
  defaultValue,
  onChange,
  onBlur,
  language,
  wordsLabel,
  announceDelay = 700,
  autoComplete = "transaction-amount",
  inputRef,
  label,
  description,
  errorMessage,
  "aria-describedby": extraDescribedBy,
  ...rest
}: AmountFieldProps) {
  const initial = value !== undefined ? value : defaultValue;
  const [text, setText] = useState(() => (initial != null ? formatAmountInput(initial) : ""));
  const [syncedValue, setSyncedValue] = useState(value);
  const [isFocused, setFocused] = useState(false);
  const [announcement, setAnnouncement] = useState({ text: "", serial: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wordsId = useId();

  // A new amount from the app replaces the text, unless the text already says that amount.
  if (value !== undefined && value !== syncedValue) {
    setSyncedValue(value);
    if (paiseOf(text) !== value) {
      const formatted = value === null ? "" : formatAmountInput(value);
      setText(isFocused ? formatted.replaceAll(",", "") : formatted);
    }
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const paise = paiseOf(text);
  const words = paise !== null ? amountInWords(paise, language) : "";

  const handleChange = (raw: string) => {
    const next = cleanAmountText(raw);
    if (next === null || next === text) return;
    setText(next);
    const nextPaise = paiseOf(next);
    const nextWords = nextPaise !== null ? amountInWords(nextPaise, language) : "";
    if (nextWords !== words) {
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => setAnnouncement((previous) => ({ text: nextWords, serial: previous.serial + 1 })),
        announceDelay,
      );
    }
    onChange?.(nextPaise, next);
  };

  const handleFocusChange = (focused: boolean) => {
    setFocused(focused);
    if (focused) {
      setText((current) => current.replaceAll(",", ""));
      return;
    }
    // The words stay in the description; a pending announcement would talk over the next field.
    clearTimeout(timer.current);
    setAnnouncement((previous) => ({ text: "", serial: previous.serial }));
    if (paise !== null) setText(formatAmountInput(paise));
    onBlur?.();
  };

  const isInvalid = hasError(errorMessage);
  const describedBy = [words ? wordsId : null, extraDescribedBy].filter(Boolean).join(" ");
  return (
    <AriaTextField
      {...definedProps(rest)}
      value={text}
      onChange={handleChange}
      onFocusChange={handleFocusChange}
      isInvalid={isInvalid}
      validationBehavior="aria"
      autoComplete={autoComplete}
      {...(describedBy ? { "aria-describedby": describedBy } : {})}
      className="ui-field ui-amount-field"
    >
      <Label>{label}</Label>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <div className="ui-amount-row">
        <span className="ui-amount-prefix" aria-hidden="true">
          ₹
        </span>
        <Input
          className="ui-input ui-amount-input"
          inputMode="decimal"
          spellCheck={false}
          {...(inputRef ? { ref: inputRef } : {})}
        />
      </div>
      {words ? (
        <p className="ui-amount-words">
          <span id={wordsId}>
            {wordsLabel ? (
              <>
                <span className="ui-amount-words-label">{wordsLabel}:</span>{" "}
              </>
            ) : null}
            {words}
          </span>
        </p>
      ) : null}
      <div className="ui-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement.text ? <span key={announcement.serial}>{announcement.text}</span> : null}
      </div>
      <FieldError>{isInvalid ? errorMessage : null}</FieldError>
    </AriaTextField>
  );
}
