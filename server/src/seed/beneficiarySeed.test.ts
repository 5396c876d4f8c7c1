import { describe, expect, it } from "vitest";
import { ASHA_BENEFICIARIES, seededTimes } from "./beneficiarySeed";

const HOUR = 3_600_000;

describe("the seeded beneficiaries' times", () => {
  it("lie before the clock at seeding at every time of day, and the new one stays within its first hours", () => {
    const problems: string[] = [];
    // Every 7 minutes over two days: every time of day in India, on either side of midnight.
    for (let at = Date.UTC(2026, 10, 21); at < Date.UTC(2026, 10, 23); at += 7 * 60_000) {
      const now = new Date(at);
      for (const payee of ASHA_BENEFICIARIES) {
        const { added, activated } = seededTimes(payee, now);
        if (added.getTime() > at) problems.push(`${payee.name} added after ${now.toISOString()}`);
        if (activated !== null && activated.getTime() > at) {
          problems.push(`${payee.name} activated after ${now.toISOString()}`);
        }
        if (activated !== null && activated.getTime() < added.getTime()) {
          problems.push(`${payee.name} activated before it was added at ${now.toISOString()}`);
        }
      }
      const sunita = ASHA_BENEFICIARIES.find((payee) => payee.name === "Sunita Kumar");
      const activated = sunita === undefined ? null : seededTimes(sunita, now).activated;
      const age = activated === null ? Number.NaN : at - activated.getTime();
      if (!(age >= HOUR && age < 12 * HOUR))
        problems.push(`Sunita activated ${String(age)} ms before ${now.toISOString()}`);
    }
    expect(problems).toEqual([]);
  });

  it("keeps a pending beneficiary without an activation", () => {
    const now = new Date(Date.UTC(2026, 10, 22, 1, 56));
    const pending = ASHA_BENEFICIARIES.filter((payee) => payee.status === "PENDING");
    expect(pending.length).toBeGreaterThan(0);
    for (const payee of pending) expect(seededTimes(payee, now).activated).toBeNull();
  });
});
