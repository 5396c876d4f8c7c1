import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ACCOUNT_STATUSES,
  ACTIVE_STATUS_CODE,
  CLOSED_STATUS_CODE,
  accountStatusName,
  displayedAccountStatus,
  isAccountStatusCode,
} from "./AccountStatus";

describe("accountStatusName", () => {
  it.each([
    [0, "Active"],
    [1, "Inactive"],
    [2, "Dormant"],
    [3, "Escheat"],
    [4, "Closed"],
    [5, "Close Out in Process"],
  ])("%d is %s", (code, name) => {
    expect(accountStatusName(code)).toBe(name);
    expect(isAccountStatusCode(code)).toBe(true);
  });

  it.each([-1, 6, 1.5, Number.NaN])("refuses the unknown code %d", (code) => {
    expect(isAccountStatusCode(code)).toBe(false);
    expect(() => accountStatusName(code)).toThrow(`Unknown account status code ${String(code)}.`);
  });

  it("names the active and closed codes", () => {
    expect(ACTIVE_STATUS_CODE).toBe(0);
    expect(CLOSED_STATUS_CODE).toBe(4);
    expect(ACCOUNT_STATUSES).toHaveLength(6);
  });

  it("a closed account's detail always shows Closed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), (code) => {
        expect(displayedAccountStatus(code, true)).toBe("Closed");
        expect(displayedAccountStatus(code, false)).toBe(accountStatusName(code));
      }),
    );
    expect(displayedAccountStatus(0, false)).toBe("Active");
  });
});
