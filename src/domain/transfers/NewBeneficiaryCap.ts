import type { Paise } from "../money/Money";

/** Milliseconds in an hour. */
const HOUR_MS = 3_600_000;

/**
 * The new-beneficiary cap at one instant (as real banks limit a new payee: at most a configured
 * sum in its first hours after activation). Instants are epoch milliseconds.
 */
export interface NewBeneficiaryCapWindow {
  /** When the cap stops applying: the activation plus the cap's hours (the list's `coolingOffUntil`). */
  readonly untilMs: number;
  /** Payments made at or after this instant count against the cap. */
  readonly countFromMs: number;
}

/**
 * Whether the new-beneficiary cap applies at `nowMs` to a beneficiary activated at `activatedAtMs`
 * (null: never activated, nothing to cap) for `hours` after its activation, and from which instant
 * payments count against it; null when it does not apply (never activated, the window is over, or
 * `hours` is not positive).
 *
 * A stored activation may lie ahead of the clock (a clock set back, data written by another
 * system). Such a beneficiary is never capped less: the cap applies now and until its activation
 * plus `hours`, and every payment of the last `hours` counts, also those made before the stored
 * activation. In general payments count from the earlier of the activation and `nowMs - hours`;
 * while the cap applies that is `nowMs - hours`, so no stretch of `hours` while it applies takes
 * more than the cap, however the stored time relates to the clock.
 */
export function newBeneficiaryCapWindow(
  activatedAtMs: number | null,
  nowMs: number,
  hours: number,
): NewBeneficiaryCapWindow | null {
  if (activatedAtMs === null || !Number.isFinite(hours) || hours <= 0) return null;
  const windowMs = hours * HOUR_MS;
  const untilMs = activatedAtMs + windowMs;
  if (nowMs >= untilMs) return null;
  return { untilMs, countFromMs: Math.min(activatedAtMs, nowMs - windowMs) };
}

/**
 * What a beneficiary under the cap may still be paid in all: the cap less what counts against it
 * (its payments since the window's `countFromMs`), never below zero. A payment above it is refused.
 */
export function newBeneficiaryCapRemaining(cap: Paise, paid: Paise): Paise {
  return paid >= cap ? 0n : cap - paid;
}
