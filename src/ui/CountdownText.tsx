import { useEffect, useRef, useState } from "react";
import "./CountdownText.css";

/** Props of {@link CountdownText}. */
export interface CountdownTextProps {
  /** Seconds to count down from (restarts when it changes). Give this or `endsAt`. */
  seconds?: number;
  /** When the countdown ends, as a timestamp in milliseconds (e.g. from the server's expiry). */
  endsAt?: number;
  /** Visible text for the seconds left; default "mm:ss". */
  format?: (secondsLeft: number) => string;
  /**
   * What the polite live region says at an announcement step ("30 seconds left"), in the
   * customer's language.
   */
  announce: (secondsLeft: number) => string;
  /** Seconds left at which to announce; default 60, 30, 10 and 0 (the end). */
  announceAt?: readonly number[];
  /** Called once when the time is up. */
  onEnd?: () => void;
  /** Id of the visible time alone (without the live region), to describe a field with it. */
  timerId?: string;
}

const DEFAULT_STEPS: readonly number[] = [60, 30, 10, 0];

const pad2 = (n: number): string => String(n).padStart(2, "0");

/** "mm:ss" (minutes go past 59 rather than adding hours: the bank's countdowns are short). */
export function formatMinutesSeconds(secondsLeft: number): string {
  return `${pad2(Math.floor(secondsLeft / 60))}:${pad2(secondsLeft % 60)}`;
}

function secondsUntil(endsAt: number): number {
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/**
 * Time left, shown every second ("01:30"), but announced to screen readers only at coarse steps
 * (60, 30, 10 seconds and the end, by default), so speech is not flooded (WCAG 2.2.1, 4.1.3).
 * The visible text is a role="timer" (not live); a separate polite live region speaks.
 */
export function CountdownText(props: CountdownTextProps) {
  // A new `seconds` or `endsAt` starts a new countdown: a new key gives a fresh state.
  return <Countdown key={`${props.seconds ?? ""}|${props.endsAt ?? ""}`} {...props} />;
}

function Countdown({
  seconds,
  endsAt,
  format = formatMinutesSeconds,
  announce,
  announceAt = DEFAULT_STEPS,
  onEnd,
  timerId,
}: CountdownTextProps) {
  const [deadline] = useState(() => endsAt ?? Date.now() + (seconds ?? 0) * 1000);
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  const [message, setMessage] = useState("");
  const previous = useRef(left);
  const callbacks = useRef({ announce, onEnd, announceAt });
  useEffect(() => {
    callbacks.current = { announce, onEnd, announceAt };
  });

  useEffect(() => {
    previous.current = secondsUntil(deadline);
    if (previous.current === 0) return;
    const timer = setInterval(() => {
      const now = secondsUntil(deadline);
      const before = previous.current;
      if (now === before) return;
      previous.current = now;
      setLeft(now);
      // Announce when a step was reached or passed since the last tick (a throttled tab may skip seconds).
      const crossed = callbacks.current.announceAt.filter((step) => step < before && step >= now);
      if (crossed.length > 0) setMessage(callbacks.current.announce(now));
      if (now === 0) {
        clearInterval(timer);
        callbacks.current.onEnd?.();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  return (
    <span className="ui-countdown">
      <span role="timer" className="ui-countdown-time" {...(timerId !== undefined ? { id: timerId } : {})}>
        {format(left)}
      </span>
      <span className="ui-visually-hidden" aria-live="polite" aria-atomic="true">
        {message}
      </span>
    </span>
  );
}
