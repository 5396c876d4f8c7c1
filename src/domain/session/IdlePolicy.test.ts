import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { idlePolicy, MIN_IDLE_WARNING_MS, SPEC_IDLE_WARNING_MS } from "./IdlePolicy";

describe("idlePolicy (spec 000 section 9, GUIDE section 5)", () => {
  it("defaults: 4 minutes, warning 30 s before the end, 10 extensions", () => {
    expect(idlePolicy()).toEqual({ idleTimeoutMs: 240_000, warningMs: 30_000, maxExtensions: 10 });
    expect(idlePolicy({})).toEqual(idlePolicy());
  });

  it.each([
    [{ warningMs: 45_000 }, 240_000, 45_000],
    [{ warningMs: 20_000 }, 240_000, 20_000],
    [{ warningMs: 19_999 }, 240_000, 20_000],
    [{ warningMs: SPEC_IDLE_WARNING_MS }, 240_000, 20_000],
    [{ warningMs: SPEC_IDLE_WARNING_MS, allowSpecWarning: true }, 240_000, 11_000],
    [{ warningMs: SPEC_IDLE_WARNING_MS, allowSpecWarning: false }, 240_000, 20_000],
    [{ idleTimeoutMs: 600_000 }, 600_000, 30_000],
    [{ idleTimeoutMs: 10_000 }, 10_000, 10_000],
    [{ idleTimeoutMs: 0 }, 240_000, 30_000],
    [{ idleTimeoutMs: -5 }, 240_000, 30_000],
    [{ idleTimeoutMs: Number.NaN, warningMs: Number.POSITIVE_INFINITY }, 240_000, 30_000],
    [{ warningMs: 0 }, 240_000, 30_000],
    [{ idleTimeoutMs: 240_000, warningMs: 300_000 }, 240_000, 240_000],
  ])("%j -> %d total, warning %d", (config, idleTimeoutMs, warningMs) => {
    expect(idlePolicy(config)).toEqual({ idleTimeoutMs, warningMs, maxExtensions: 10 });
  });

  it("the warning is at least 20 s (or the whole time-out) unless the spec value is allowed", () => {
    fc.assert(
      fc.property(
        fc.option(fc.double(), { nil: undefined }),
        fc.option(fc.double(), { nil: undefined }),
        (idleTimeoutMs, warningMs) => {
          const config = {
            ...(idleTimeoutMs === undefined ? {} : { idleTimeoutMs }),
            ...(warningMs === undefined ? {} : { warningMs }),
          };
          const policy = idlePolicy(config);
          expect(policy.idleTimeoutMs).toBeGreaterThan(0);
          expect(policy.warningMs).toBeGreaterThan(0);
          expect(policy.warningMs).toBeLessThanOrEqual(policy.idleTimeoutMs);
          expect(policy.warningMs).toBeGreaterThanOrEqual(
            Math.min(MIN_IDLE_WARNING_MS, policy.idleTimeoutMs),
          );
          expect(policy.maxExtensions).toBeGreaterThanOrEqual(10);
        },
      ),
    );
  });

  it("with allowSpecWarning any positive warning up to the time-out is kept", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 240_000 }), (warningMs) => {
        expect(idlePolicy({ warningMs, allowSpecWarning: true }).warningMs).toBe(warningMs);
      }),
    );
  });
});
