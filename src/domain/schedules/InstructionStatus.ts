import { Result } from "effect";
import type { Paise } from "../money/Money";

/** The status value of a scheduled transaction that was stopped (spec 001 section 3). */
export const STOPPED_STATUS = "Stop";

/** Whether a scheduled or standing instruction with `status` can still be modified or deleted (spec 001 section 4). */
export function isMaintainable(status: string): boolean {
  return status !== STOPPED_STATUS;
}

/** Why a modification of a scheduled transaction is refused (stable codes). */
export type ScheduleModificationError = "SCHEDULE.ALREADY_STOPPED" | "SCHEDULE.INSUFFICIENT_LIMIT";

/**
 * Checks a modification (spec 001 section 5): a stopped transaction ("This transaction has already
 * been stopped") first, then the amount against the beneficiary's transfer limit (equal is allowed).
 */
export function validateScheduleModification(input: {
  readonly status: string;
  readonly amount: Paise;
  readonly beneficiaryLimit: Paise;
}): Result.Result<Paise, ScheduleModificationError> {
  if (!isMaintainable(input.status)) return Result.fail("SCHEDULE.ALREADY_STOPPED");
  if (input.amount > input.beneficiaryLimit) return Result.fail("SCHEDULE.INSUFFICIENT_LIMIT");
  return Result.succeed(input.amount);
}

/** Rows per page of the scheduled-transaction list (spec 001 section 9). */
export const SCHEDULE_LIST_PAGE_SIZE = 10;

/** Whether the scheduled list shows its pager: hidden at 4 or fewer rows (spec 001 section 9). */
export function showsSchedulePager(rowCount: number): boolean {
  return rowCount > 4;
}

/** What deleting a scheduled transaction needs after the transaction password (spec 001 section 4): no OTP, modify needs one. */
export function maintenanceNeedsOtp(action: "modify" | "delete"): boolean {
  return action === "modify";
}
