import { describe, expect, it } from "vitest";
import {
  EMI_ALERT_DAYS,
  EVENT_WINDOW_DAYS,
  LOW_BALANCE_PAISE,
  MATURITY_ALERT_DAYS,
  PASSWORD_ALERT_DAYS,
  daysUntil,
  isAlertDue,
  isLowBalance,
  lastEventDay,
} from "./DashboardAlerts";

describe("dashboard alerts", () => {
  it("counts the days to a date from the application date, null once it has passed", () => {
    expect(daysUntil("2026-11-22", "2026-11-22")).toBe(0);
    expect(daysUntil("2026-12-22", "2026-11-22")).toBe(30);
    expect(daysUntil("2026-11-21", "2026-11-22")).toBeNull();
  });

  it("raises an alert within the notice, not beyond it and not for a past date", () => {
    expect([MATURITY_ALERT_DAYS, EMI_ALERT_DAYS, PASSWORD_ALERT_DAYS]).toEqual([30, 7, 15]);
    expect(isAlertDue(0, EMI_ALERT_DAYS)).toBe(true);
    expect(isAlertDue(7, EMI_ALERT_DAYS)).toBe(true);
    expect(isAlertDue(8, EMI_ALERT_DAYS)).toBe(false);
    expect(isAlertDue(30, MATURITY_ALERT_DAYS)).toBe(true);
    expect(isAlertDue(31, MATURITY_ALERT_DAYS)).toBe(false);
    expect(isAlertDue(null, MATURITY_ALERT_DAYS)).toBe(false);
  });

  it("calls a balance below ₹1,000 low", () => {
    expect(LOW_BALANCE_PAISE).toBe(100_000n);
    expect(isLowBalance(99_999n)).toBe(true);
    expect(isLowBalance(100_000n)).toBe(false);
  });

  it("shows events for 90 days", () => {
    expect(EVENT_WINDOW_DAYS).toBe(90);
    expect(lastEventDay("2026-11-22")).toBe("2027-02-20");
  });
});
