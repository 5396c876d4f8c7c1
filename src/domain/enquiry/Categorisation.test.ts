import { describe, expect, it } from "vitest";
import {
  FRAUD_EXCEPTION_STATUS_CODE,
  FRAUD_REASON,
  FRAUD_REPORT_MAX_AGE_DAYS,
  canCategorise,
  canLeaveEnquiry,
  fraudFailureMessage,
  fraudReasonCode,
  fraudReportRefusal,
  isCategoryChangePending,
  pendingChangeBlocks,
  withCategoryChange,
} from "./Categorisation";

describe("canCategorise", () => {
  it.each([
    ["SAV", true, true],
    ["dda ", true, true],
    ["SAV", false, false],
    ["DDA", false, false],
    ["CD", true, false],
    ["RC", true, false],
  ])("%s primary %s -> %s", (group, primary, allowed) => {
    expect(canCategorise(group, primary)).toBe(allowed);
  });
});

describe("pending category changes (spec 000 section 4)", () => {
  const a = { account: "1", sequence: "10", category: "Food" };

  it("keeps one change per row, the latest wins", () => {
    const once = withCategoryChange([], a);
    const twice = withCategoryChange(once, { ...a, category: "Travel" });
    expect(twice).toEqual([{ ...a, category: "Travel" }]);
    const other = withCategoryChange(twice, { ...a, sequence: "11" });
    expect(other).toHaveLength(2);
    const otherAccount = withCategoryChange(twice, { ...a, account: "2" });
    expect(otherAccount).toHaveLength(2);
  });

  it("blocks account change, navigation and new searches while pending", () => {
    expect(isCategoryChangePending([])).toBe(false);
    expect(pendingChangeBlocks([])).toEqual({
      accountChange: false,
      newSearch: false,
      navigation: false,
      showNotice: false,
    });
    expect(pendingChangeBlocks([a])).toEqual({
      accountChange: true,
      newSearch: true,
      navigation: true,
      showNotice: true,
    });
  });

  it("allows leaving to error or logout, which discards the changes", () => {
    expect(canLeaveEnquiry([], "screen")).toBe(true);
    expect(canLeaveEnquiry([a], "screen")).toBe(false);
    expect(canLeaveEnquiry([a], "error")).toBe(true);
    expect(canLeaveEnquiry([a], "logout")).toBe(true);
  });
});

describe("fraud marking", () => {
  it("answers YES 1 and NO 0", () => {
    expect(FRAUD_REASON).toEqual({ YES: 1, NO: 0 });
    expect(fraudReasonCode(true)).toBe(1);
    expect(fraudReasonCode(false)).toBe(0);
  });

  it("shows the generic message for 3045 or a failed call", () => {
    expect(FRAUD_EXCEPTION_STATUS_CODE).toBe(3045);
    expect(fraudFailureMessage(3045)).toBe("GENERIC");
    expect(fraudFailureMessage(null)).toBe("GENERIC");
    expect(fraudFailureMessage(3044)).toBe("SERVER_STATUS_MESSAGE");
  });
});

describe("fraudReportRefusal", () => {
  it("takes a debit posted up to 90 days before the application date", () => {
    expect(FRAUD_REPORT_MAX_AGE_DAYS).toBe(90);
    expect(fraudReportRefusal("DR", "2026-11-22", "2026-11-22")).toBeNull();
    expect(fraudReportRefusal("DR", "2026-08-24", "2026-11-22")).toBeNull();
  });

  it("refuses a debit older than 90 days and any credit", () => {
    expect(fraudReportRefusal("DR", "2026-08-23", "2026-11-22")).toBe("TOO_OLD");
    expect(fraudReportRefusal("CR", "2026-11-22", "2026-11-22")).toBe("CREDIT");
    expect(fraudReportRefusal("CR", "2025-01-01", "2026-11-22")).toBe("CREDIT");
  });
});
