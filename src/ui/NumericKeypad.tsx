import { Button } from "./Button";
import "./NumericKeypad.css";

const DIGIT_ROWS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;

/** Props of {@link NumericKeypad}. */
export interface NumericKeypadProps {
  /** Accessible name of the keypad group, e.g. "On-screen keypad for the PIN". */
  label: string;
  /** Called with the digit "0" to "9" of the key pressed. */
  onDigit: (digit: string) => void;
  onBackspace: () => void;
  onClear: () => void;
  /** Translated name and text of the key that removes the last digit, e.g. "Delete last digit". */
  backspaceLabel: string;
  /** Translated name and text of the key that removes all digits, e.g. "Clear". */
  clearLabel: string;
  isDisabled?: boolean;
  /** Id of the input the keypad types into (aria-controls on every key). */
  controls?: string;
}

/**
 * An optional on-screen keypad for PIN and password entry (GUIDE.md section 5: never the only
 * way; the input it serves still takes typing and paste). A named group of twelve real buttons
 * in a 3x4 grid, in Tab order: 1-9, then clear, 0 and backspace.
 */
export function NumericKeypad({
  label,
  onDigit,
  onBackspace,
  onClear,
  backspaceLabel,
  clearLabel,
  isDisabled,
  controls,
}: NumericKeypadProps) {
  const common = {
    variant: "secondary" as const,
    ...(isDisabled ? { isDisabled: true } : {}),
    ...(controls !== undefined ? { "aria-controls": controls } : {}),
  };
  return (
    <div role="group" aria-label={label} className="ui-keypad">
      {DIGIT_ROWS.map((digit) => (
        <Button key={digit} {...common} onPress={() => onDigit(digit)}>
          <span className="ui-keypad-digit">{digit}</span>
        </Button>
      ))}
      <Button {...common} onPress={onClear}>
        <span className="ui-keypad-word">{clearLabel}</span>
      </Button>
      <Button {...common} onPress={() => onDigit("0")}>
        <span className="ui-keypad-digit">0</span>
      </Button>
      <Button {...common} onPress={onBackspace}>
        <span className="ui-keypad-word">{backspaceLabel}</span>
      </Button>
    </div>
  );
}
