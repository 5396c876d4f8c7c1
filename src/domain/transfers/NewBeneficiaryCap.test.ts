import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { newBeneficiaryCapRemaining, newBeneficiaryCapWindow } from "./NewBeneficiaryCap";

const HOUR = 3_600_000;
/** 2026-11-22T01:56:00Z, the instant of the seed's future activation. */
const NOW = Date.UTC(2026, 10, 22, 1, 56);

describe("newBeneficiaryCapWindow", () => {
  it.each([
    // activation relative to now (hours), hours of the cap, expected window (relative hours) or null
    ["never activated", null, 24, null],
    ["activated just now", 0, 24, { until: 24, countFrom: -24 }],
    ["activated 3 hours ago", -3, 24, { until: 21, countFrom: -24 }],
    ["activated a moment short of 24 hours ago", -24 + 1 / 3600, 24, { until: 1 / 3600, countFrom: -24 }],
    ["activated exactly 24 hours ago", -24, 24, null],
    ["activated 240 days ago", -240 * 24, 24, null],
    ["activated 53 minutes ahead of the clock", 53 / 60, 24, { until: 24 + 53 / 60, countFrom: -24 }],
    ["activated 30 hours ahead of the clock", 30, 24, { until: 54, countFrom: -24 }],
    ["a 2-hour cap, activated an hour ago", -1, 2, { until: 1, countFrom: -2 }],
    ["a 2-hour cap, activated 2 hours ago", -2, 2, null],
    ["a cap of no hours", 0, 0, null],
    ["a negative cap", 0, -5, null],
    ["a cap of no number", 0, Number.NaN, null],
  ] as const)("%s", (_label, activated, hours, expected) => {
    const window = newBeneficiaryCapWindow(activated === null ? null : NOW + activated * HOUR, NOW, hours);
    expect(window).toEqual(
      expected === null
        ? null
        : { untilMs: NOW + expected.until * HOUR, countFromMs: NOW + expected.countFrom * HOUR },
    );
  });

  it("counts a payment made before a stored activation that lay ahead of the clock", () => {
    const activated = NOW + 53 * 60_000;
    const firstPayment = NOW;
    const window = newBeneficiaryCapWindow(activated, NOW + 60_000, 24);
    expect(window).not.toBeNull();
    expect(firstPayment).toBeGreaterThanOrEqual(window?.countFromMs ?? Number.POSITIVE_INFINITY);
  });

  const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
  const hours = fc.integer({ min: 1, max: 24 * 7 });

  it("never caps a beneficiary less because its activation lies ahead of the clock", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 400 * HOUR }), hours, (now, ahead, h) => {
        const future = newBeneficiaryCapWindow(now + ahead, now, h);
        const present = newBeneficiaryCapWindow(now, now, h);
        expect(future).not.toBeNull();
        expect(present).not.toBeNull();
        expect(future!.untilMs).toBeGreaterThanOrEqual(present!.untilMs);
        expect(future!.countFromMs).toBeLessThanOrEqual(present!.countFromMs);
      }),
    );
  });

  it("applies exactly until the activation plus the hours, and counts every payment of the last hours", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -400 * HOUR, max: 400 * HOUR }), hours, (now, offset, h) => {
        const activated = now + offset;
        const window = newBeneficiaryCapWindow(activated, now, h);
        expect(window !== null).toBe(now < activated + h * HOUR);
        if (window === null) return;
        expect(window.untilMs).toBe(activated + h * HOUR);
        expect(window.countFromMs).toBeLessThanOrEqual(Math.min(activated, now - h * HOUR));
        expect(window.countFromMs).toBe(now - h * HOUR);
      }),
    );
  });

  it("lets no stretch of the cap's hours take more than the cap while it applies", () => {
    const cap = 5_000_000;
    const attempt = fc.record({
      // minutes after the first attempt, and the amount in paise
      after: fc.integer({ min: 0, max: 72 * 60 }),
      amount: fc.integer({ min: 1, max: cap }),
    });
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: -48 * 60, max: 48 * 60 }),
        hours,
        fc.array(attempt, { maxLength: 30 }),
        (start, activatedAfter, h, attempts) => {
          const activated = start + activatedAfter * 60_000;
          const made: { at: number; amount: number }[] = [];
          for (const { after, amount } of [...attempts].sort((a, b) => a.after - b.after)) {
            const at = start + after * 60_000;
            const window = newBeneficiaryCapWindow(activated, at, h);
            if (window !== null) {
              const counted = made
                .filter((p) => p.at >= window.countFromMs)
                .reduce((s, p) => s + p.amount, 0);
              if (counted + amount > cap) continue;
            }
            made.push({ at, amount });
          }
          for (const payment of made) {
            if (newBeneficiaryCapWindow(activated, payment.at, h) === null) continue;
            const stretch = made
              .filter((p) => p.at > payment.at - h * HOUR && p.at <= payment.at)
              .reduce((s, p) => s + p.amount, 0);
            expect(stretch).toBeLessThanOrEqual(cap);
          }
        },
      ),
    );
  });
});

describe("what is left of the new-beneficiary cap", () => {
  it.each([
    [5_000_000n, 0n, 5_000_000n],
    [5_000_000n, 3_000_000n, 2_000_000n],
    [5_000_000n, 5_000_000n, 0n],
    [5_000_000n, 6_000_000n, 0n],
  ])("a cap of %s paise with %s paid leaves %s", (cap, paid, left) => {
    expect(newBeneficiaryCapRemaining(cap, paid)).toBe(left);
  });

  it("never leaves less than nothing, and what is left plus what was paid is the cap while under it", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (cap, paid) => {
          const left = newBeneficiaryCapRemaining(cap, paid);
          expect(left >= 0n).toBe(true);
          if (paid <= cap) expect(left + paid).toBe(cap);
          else expect(left).toBe(0n);
        },
      ),
    );
  });
});
