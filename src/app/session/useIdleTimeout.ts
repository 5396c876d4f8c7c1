import { useCallback, useEffect, useRef, useState } from "react";

/** The inputs that count as activity and restart the idle clock (GUIDE section 5). */
export const ACTIVITY_EVENTS = ["keydown", "pointerdown", "wheel", "touchstart", "input"] as const;

/** Options of {@link useIdleTimeout}. */
export interface IdleTimeoutOptions {
  /** Milliseconds without input after which `onTimeout` runs. */
  readonly timeoutMs: number;
  /** Milliseconds before the end at which the warning opens (`isWarning` becomes true). */
  readonly warningMs: number;
  /** Runs once when the time is up (the warning was ignored). */
  readonly onTimeout: () => void;
  /** Runs on each input that restarted the clock (e.g. to send a throttled keep-alive). */
  readonly onActivity?: () => void;
  /** False stops the clock (default true). */
  readonly enabled?: boolean;
}

/** What {@link useIdleTimeout} gives back. */
export interface IdleTimeout {
  /** The warning time has come: show the time-out warning. */
  readonly isWarning: boolean;
  /** While the warning shows: when the time is up, as a timestamp in milliseconds; else null. */
  readonly endsAt: number | null;
  /** Starts the clock again from now and closes the warning (the customer chose to continue). */
  restart(): void;
}

/**
 * An idle clock: any input (keydown, pointerdown, wheel, touchstart, input) restarts it; at
 * `timeoutMs - warningMs` without input `isWarning` becomes true, and at `timeoutMs` `onTimeout`
 * runs once. While the warning shows, input no longer restarts the clock: only `restart()` (the
 * dialog's "Continue") does, so the server session is renewed with it. A page that was asleep
 * (throttled timers) times out as soon as it wakes when the time has passed.
 */
export function useIdleTimeout({
  timeoutMs,
  warningMs,
  onTimeout,
  onActivity,
  enabled = true,
}: IdleTimeoutOptions): IdleTimeout {
  // Each restart is a new run of the clock.
  const [run, setRun] = useState(0);
  const [warningEndsAt, setWarningEndsAt] = useState<number | null>(null);
  const latest = useRef({ lastActivity: 0, isWarning: false, onTimeout, onActivity });
  useEffect(() => {
    latest.current.onTimeout = onTimeout;
    latest.current.onActivity = onActivity;
  });

  const restart = useCallback(() => {
    latest.current.isWarning = false;
    setWarningEndsAt(null);
    setRun((n) => n + 1);
  }, []);

  // Input restarts the clock without a render per key: the timer below reads the latest time.
  useEffect(() => {
    if (!enabled) return;
    const onInput = () => {
      if (latest.current.isWarning) return;
      latest.current.lastActivity = Date.now();
      latest.current.onActivity?.();
    };
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, onInput, { capture: true, passive: true });
    }
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    // Starting or restarting counts as activity: the customer gets the full time.
    latest.current.lastActivity = Date.now();
    latest.current.isWarning = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    const warnAt = Math.max(0, timeoutMs - warningMs);
    const check = () => {
      const idleFor = Date.now() - latest.current.lastActivity;
      if (idleFor >= timeoutMs) {
        if (!ended) {
          ended = true;
          latest.current.onTimeout();
        }
        return;
      }
      if (idleFor >= warnAt) {
        if (!latest.current.isWarning) {
          latest.current.isWarning = true;
          setWarningEndsAt(latest.current.lastActivity + timeoutMs);
        }
        timer = setTimeout(check, timeoutMs - idleFor);
      } else {
        timer = setTimeout(check, warnAt - idleFor);
      }
    };
    timer = setTimeout(check, warnAt);
    return () => {
      clearTimeout(timer);
      // A stopped or restarted clock shows no warning.
      setWarningEndsAt(null);
    };
  }, [enabled, timeoutMs, warningMs, run]);

  return {
    isWarning: enabled && warningEndsAt !== null,
    endsAt: enabled ? warningEndsAt : null,
    restart,
  };
}
