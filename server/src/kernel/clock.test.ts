import { describe, expect, it } from "vitest";
import { kolkataDate, kolkataTime } from "./clock";

const intlDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

describe("kolkataDate", () => {
  it("gives the calendar date in Asia/Kolkata, changing at 18:30 UTC", () => {
    expect(kolkataDate(new Date("2026-11-22T18:29:59.999Z"))).toBe("2026-11-22");
    expect(kolkataDate(new Date("2026-11-22T18:30:00.000Z"))).toBe("2026-11-23");
    expect(kolkataDate(new Date("2026-12-31T18:30:00.000Z"))).toBe("2027-01-01");
    expect(kolkataDate(new Date("2028-02-28T18:30:00.000Z"))).toBe("2028-02-29");
    expect(kolkataTime(new Date("2026-11-22T18:30:05.000Z"))).toBe("00:00:05");
  });

  it("agrees with the time-zone database across years, every 7 hours 13 minutes", () => {
    const step = (7 * 60 + 13) * 60_000;
    for (let t = Date.parse("1970-01-01T00:00:00Z"); t < Date.parse("2100-01-01T00:00:00Z"); t += step * 97) {
      const instant = new Date(t);
      expect(kolkataDate(instant), instant.toISOString()).toBe(intlDate.format(instant));
    }
  });
});
