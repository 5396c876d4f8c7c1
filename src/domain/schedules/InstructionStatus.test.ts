import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import {
  SCHEDULE_LIST_PAGE_SIZE,
  STOPPED_STATUS,
  isMaintainable,
  maintenanceNeedsOtp,
  showsSchedulePager,
  validateScheduleModification,
} from "./InstructionStatus";

describe("scheduled transaction status", () => {
  it("a stopped transaction can be neither modified nor deleted", () => {
    expect(STOPPED_STATUS).toBe("Stop");
    expect(isMaintainable("Stop")).toBe(false);
    expect(isMaintainable("Active")).toBe(true);
    expect(isMaintainable("")).toBe(true);
  });

  it.each([
    ["Stop", 100n, 1000n, Result.fail("SCHEDULE.ALREADY_STOPPED")],
    ["Stop", 5000n, 1000n, Result.fail("SCHEDULE.ALREADY_STOPPED")],
    ["Active", 1000n, 1000n, Result.succeed(1000n)],
    ["Active", 1001n, 1000n, Result.fail("SCHEDULE.INSUFFICIENT_LIMIT")],
    ["Active", 999n, 1000n, Result.succeed(999n)],
  ] as const)("status %s amount %s limit %s", (status, amount, beneficiaryLimit, expected) => {
    expect(validateScheduleModification({ status, amount, beneficiaryLimit })).toEqual(expected);
  });

  it("the limit is monotonic: an accepted amount stays accepted under a higher limit", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (amount, limit) => {
          const ok = Result.isSuccess(
            validateScheduleModification({ status: "A", amount, beneficiaryLimit: limit }),
          );
          expect(ok).toBe(amount <= limit);
          if (ok) {
            expect(
              Result.isSuccess(
                validateScheduleModification({ status: "A", amount, beneficiaryLimit: limit + 1n }),
              ),
            ).toBe(true);
          }
        },
      ),
    );
  });

  it("lists 10 rows a page and hides the pager at 4 or fewer rows", () => {
    expect(SCHEDULE_LIST_PAGE_SIZE).toBe(10);
    expect(showsSchedulePager(4)).toBe(false);
    expect(showsSchedulePager(5)).toBe(true);
    expect(showsSchedulePager(0)).toBe(false);
  });

  it("modify needs an OTP, delete does not", () => {
    expect(maintenanceNeedsOtp("modify")).toBe(true);
    expect(maintenanceNeedsOtp("delete")).toBe(false);
  });
});
