import { Result } from "effect";
import { useEffect, useId, useRef, useState, type Ref } from "react";
import { Input, TextField as AriaTextField } from "react-aria-components";
import {
  AMOUNT_MAX_LENGTH,
  AMOUNT_SEPARATORS,
  amountInWords,
  countedAmountLength,
  formatAmountInput,
  latinDigits,
  parseAmount,
  type AmountError,
  type MoneyLanguage,
  type Paise,
} from "../domain";
import { definedProps, hasError } from "./definedProps";
import { FieldDescription, FieldError, Label } from "./Field";
import type { FieldBaseProps } from "./TextField";
import "./AmountField.css";

/**
 * Cleans a typed or pasted amount: keeps the digits (Devanagari digits as 0-9), points and commas
 * and drops everything else (spaces, a "₹", letters). Both separators are kept whatever the
 * language, so a separator out of place is said (`AMOUNT.SEPARATORS`) rather than silently read
 * as another number. Returns null when the text would be longer than {@link AMOUNT_MAX_LENGTH}
 * characters without the language's grouping separators, so the field keeps its previous text.
 */
export function cleanAmountText(raw: string, language: MoneyLanguage): string | null {
  const text = latinDigits(raw).replace(/[^0-9.,]/gu, "");
  if (countedAmountLength(text, language) > AMOUNT_MAX_LENGTH) return null;
  return text;
}

/** The paise of an amount text and, for a non-empty text that does not read, why. */
function readAmount(
  text: string,
  language: MoneyLanguage,
): { paise: Paise | null; problem: AmountError | null } {
  const read = parseAmount(text, language);
  if (Result.isSuccess(read)) return { paise: read.success, problem: null };
  return { paise: null, problem: read.failure === "AMOUNT.REQUIRED" ? null : read.failure };
}

/** The text while editing: the amount without the language's grouping separators. */
function ungrouped(text: string, language: MoneyLanguage): string {
  return text.replaceAll(AMOUNT_SEPARATORS[language].group, "");
}

/** Props of {@link AmountField}. */
export interface AmountFieldProps extends FieldBaseProps {
  /** The amount in paise (controlled); null for no amount. */
  value?: Paise | null;
  defaultValue?: Paise | null;
  /**
   * Called on every edit with the amount in paise (null while there is no valid amount), the text,
   * and why a non-empty text does not read (null when it is empty or reads), so a form can say why.
   */
  onChange?: (paise: Paise | null, text: string, problem: AmountError | null) => void;
  onBlur?: () => void;
  /** Language of the page: how the amount is read and written (en, hi 1,234.50; de 1.234,50) and its words. */
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
 * A rupee amount input in the page language's own form: a visible "₹" (hidden from screen
 * readers; the label names the currency), decimal keyboard, at most 15 characters without
 * grouping; after leaving the field a readable amount is written with two decimals and the
 * language's grouping (en, hi 1,23,456.50; de 123.456,50), and while editing without grouping.
 * The amount in words is shown below only while the text reads as an amount (no empty line is
 * kept), describes the input, and is announced politely once typing pauses, so a screen reader
 * user hears "Rupees One Lakh ..." without a chatter of partial amounts. Why a text does not read
 * goes to `onChange`; the form says it on submit through `errorMessage`.
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
  const [text, setText] = useState(() => (initial != null ? formatAmountInput(initial, language) : ""));
  const [syncedValue, setSyncedValue] = useState(value);
  const [syncedLanguage, setSyncedLanguage] = useState(language);
  const [isFocused, setFocused] = useState(false);
  const [announcement, setAnnouncement] = useState({ text: "", serial: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wordsId = useId();

  const show = (paise: Paise) => {
    const formatted = formatAmountInput(paise, language);
    return isFocused ? ungrouped(formatted, language) : formatted;
  };

  // A switch of the page's language rewrites a readable amount in the new language's form, so it
  // still reads (a German 1.234,50 would be refused as English).
  if (language !== syncedLanguage) {
    setSyncedLanguage(language);
    const before = readAmount(text, syncedLanguage).paise;
    if (before !== null) setText(show(before));
  }

  // A new amount from the app replaces the text, unless the text already says that amount.
  if (value !== undefined && value !== syncedValue) {
    setSyncedValue(value);
    if (readAmount(text, language).paise !== value) setText(value === null ? "" : show(value));
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  // After a switch of language the app hears how the text reads now: a text refused in one
  // language may read in the other (12,50), or be refused for another reason.
  const reportedLanguage = useRef(language);
  useEffect(() => {
    if (reportedLanguage.current === language) return;
    reportedLanguage.current = language;
    if (text === "") return;
    const read = readAmount(text, language);
    onChange?.(read.paise, text, read.problem);
  }, [language, text, onChange]);

  const { paise } = readAmount(text, language);
  const words = paise !== null ? amountInWords(paise, language) : "";

  const handleChange = (raw: string) => {
    const next = cleanAmountText(raw, language);
    if (next === null || next === text) return;
    setText(next);
    const { paise: nextPaise, problem } = readAmount(next, language);
    const nextWords = nextPaise !== null ? amountInWords(nextPaise, language) : "";
    if (nextWords !== words) {
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => setAnnouncement((previous) => ({ text: nextWords, serial: previous.serial + 1 })),
        announceDelay,
      );
    }
    onChange?.(nextPaise, next, problem);
  };

  const handleFocusChange = (focused: boolean) => {
    setFocused(focused);
    if (focused) {
      // Only a readable amount loses its grouping: in a text that does not read, a separator may
      // be the customer's decimal one (German 12.50), and dropping it would make another number.
      if (paise !== null) setText(ungrouped(text, language));
      return;
    }
    // The words stay in the description; a pending announcement would talk over the next field.
    clearTimeout(timer.current);
    setAnnouncement((previous) => ({ text: "", serial: previous.serial }));
    if (paise !== null) setText(formatAmountInput(paise, language));
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
