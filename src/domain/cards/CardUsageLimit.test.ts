import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import {
  USAGE_CHANNELS,
  USAGE_REGIONS,
  validateUsageLimit,
  validateUsageUpdate,
  type CardUsage,
  type ChannelUsage,
} from "./CardUsageLimit";

function usage(overrides: Partial<Record<keyof CardUsage, ChannelUsage>> = {}): CardUsage {
  const base: ChannelUsage = { enabled: true, limit: 10_000_00n, globalLimit: 50_000_00n };
  const entries = USAGE_REGIONS.flatMap((r) => USAGE_CHANNELS.map((c) => [`${r}.${c}`, base] as const));
  return { ...(Object.fromEntries(entries) as CardUsage), ...overrides };
}

describe("validateUsageLimit (spec 002 section 5)", () => {
  it("rejects 0 and allows the global limit itself", () => {
    expect(validateUsageLimit(0n, 100n)).toEqual(Result.fail("USAGE_LIMIT.ZERO"));
    expect(validateUsageLimit(-1n, 100n)).toEqual(Result.fail("USAGE_LIMIT.ZERO"));
    expect(validateUsageLimit(1n, 100n)).toEqual(Result.succeed(1n));
    expect(validateUsageLimit(100n, 100n)).toEqual(Result.succeed(100n));
    expect(validateUsageLimit(101n, 100n)).toEqual(Result.fail("USAGE_LIMIT.ABOVE_GLOBAL"));
  });
  it("accepts exactly 1..global", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -5n, max: 1000n }),
        fc.bigInt({ min: 1n, max: 1000n }),
        (limit, global) => {
          expect(Result.isSuccess(validateUsageLimit(limit, global))).toBe(limit > 0n && limit <= global);
        },
      ),
    );
  });
});

describe("validateUsageUpdate", () => {
  it("lists the regions and channels", () => {
    expect(USAGE_REGIONS).toEqual(["DOMESTIC", "INTERNATIONAL"]);
    expect(USAGE_CHANNELS).toEqual(["ATM", "POS", "ECOM", "CONLESS"]);
  });
  it("refuses no change", () => {
    expect(validateUsageUpdate(usage(), usage())).toEqual(Result.fail("USAGE_LIMIT.NO_CHANGES"));
  });
  it("accepts a changed limit or a changed flag", () => {
    const after = usage({ "DOMESTIC.POS": { enabled: true, limit: 20_000_00n, globalLimit: 50_000_00n } });
    expect(validateUsageUpdate(usage(), after)).toEqual(Result.succeed(after));
    const off = usage({
      "INTERNATIONAL.ECOM": { enabled: false, limit: 10_000_00n, globalLimit: 50_000_00n },
    });
    expect(validateUsageUpdate(usage(), off)).toEqual(Result.succeed(off));
  });
  it("checks enabled channels only", () => {
    const zero = usage({ "DOMESTIC.ATM": { enabled: true, limit: 0n, globalLimit: 50_000_00n } });
    expect(validateUsageUpdate(usage(), zero)).toEqual(Result.fail("USAGE_LIMIT.ZERO"));
    const high = usage({
      "INTERNATIONAL.CONLESS": { enabled: true, limit: 50_000_01n, globalLimit: 50_000_00n },
    });
    expect(validateUsageUpdate(usage(), high)).toEqual(Result.fail("USAGE_LIMIT.ABOVE_GLOBAL"));
    const disabledZero = usage({ "DOMESTIC.ATM": { enabled: false, limit: 0n, globalLimit: 50_000_00n } });
    expect(validateUsageUpdate(usage(), disabledZero)).toEqual(Result.succeed(disabledZero));
  });
  it("checks an unchanged but invalid channel when another changed", () => {
    const bad: ChannelUsage = { enabled: true, limit: 60_000_00n, globalLimit: 50_000_00n };
    const before = usage({ "DOMESTIC.ECOM": bad });
    const after = usage({
      "DOMESTIC.ECOM": bad,
      "DOMESTIC.POS": { enabled: true, limit: 1n, globalLimit: 50_000_00n },
    });
    expect(validateUsageUpdate(before, after)).toEqual(Result.fail("USAGE_LIMIT.ABOVE_GLOBAL"));
  });
});
