import { useId, useState, type Ref } from "react";
import { Button } from "./Button";
import { CountdownText } from "./CountdownText";
import { keepDigits } from "./DigitsField";
import { TextField, type FieldBaseProps } from "./TextField";

/** Keeps the digits of a typed or pasted code ("123 456", "123-456") up to `length`. */
export function normaliseOtp(raw: string, length: number): string {
  return keepDigits(raw, length);
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
  /**
   * The "send a new code" part: a countdown below the field (announced at coarse steps only)
   * and a button that is enabled when the wait is over. Replaces `secondsLeft`/`countdownText`.
   */
  resend?: OtpResendProps;
}

/** The resend part of {@link OtpField}; every text is translated by the app. */
export interface OtpResendProps {
  /** Seconds to wait before a new code may be requested (the server's regenerate timer). */
  waitSeconds: number;
  /** Changes each time a code is sent, which restarts the wait. */
  round: number;
  /** Visible countdown, e.g. "You can ask for a new code in 0:42." */
  countdownText: (secondsLeft: number) => string;
  /** Spoken at the coarse steps, e.g. "You can ask for a new code in 30 seconds." */
  announce: (secondsLeft: number) => string;
  /** Seconds left at which `announce` speaks; default 60, 30, 10 and 0. */
  announceAt?: readonly number[];
  /** Shown (and spoken at the end) once a new code may be requested. */
  readyText: string;
  /** Name of the button, e.g. "Send a new code". */
  buttonLabel: string;
  onResend: () => void;
  isPending?: boolean;
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
  resend,
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
  if (resend !== undefined) {
    return (
      <TextField
        {...rest}
        value={current}
        onChange={handleChange}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        aria-describedby={countdownId}
        footer={<OtpResend {...resend} countdownId={countdownId} />}
      />
    );
  }
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

/**
 * The countdown and the "send a new code" button, enabled when the wait is over: below the code
 * field, and on its own while the bank makes the customer wait for a first code (a code of the same
 * kind went out a moment ago). The visible time changes every second; the polite announcements
 * come only at the coarse steps (GUIDE.md section 5), from CountdownText.
 */
export function OtpResend({
  waitSeconds,
  round,
  countdownText,
  announce,
  announceAt,
  readyText,
  buttonLabel,
  onResend,
  isPending = false,
  countdownId,
}: OtpResendProps & { countdownId?: string }) {
  const ownId = useId();
  const timerId = countdownId ?? ownId;
  const [endedRound, setEndedRound] = useState<number | null>(null);
  const isReady = waitSeconds <= 0 || endedRound === round;
  return (
    <div className="ui-otp-resend">
      <p className="ui-otp-countdown">
        {waitSeconds <= 0 ? (
          <span id={timerId}>{readyText}</span>
        ) : (
          // Stays mounted after the end, so its live region can speak the ready text.
          <CountdownText
            key={round}
            seconds={waitSeconds}
            format={(left) => (left === 0 ? readyText : countdownText(left))}
            announce={(left) => (left === 0 ? readyText : announce(left))}
            {...(announceAt !== undefined ? { announceAt } : {})}
            onEnd={() => setEndedRound(round)}
            timerId={timerId}
          />
        )}
      </p>
      <Button variant="secondary" isDisabled={!isReady} isPending={isPending} onPress={onResend}>
        {buttonLabel}
      </Button>
    </div>
  );
}
