import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  canRegenerate,
  otpCancelTarget,
  otpGenerateFailureMessage,
  type OtpEvent,
  type OtpPolicyConfig,
  type OtpState,
  otpTransition,
  startOtp,
} from "./OtpPolicy";

const config: OtpPolicyConfig = {
  allowedAttempts: 3,
  allowedRegenerations: 2,
  regenerateWaitSeconds: 90,
  isPreLogin: false,
  customerType: "R",
};
const run = (state: OtpState, events: readonly OtpEvent[]): OtpState => events.reduce(otpTransition, state);
const generated: OtpEvent = { type: "generated", otac: "A1" };
const entering = (over: Partial<OtpPolicyConfig> = {}): OtpState =>
  otpTransition(startOtp({ ...config, ...over }), generated);

describe("otpCancelTarget and otpGenerateFailureMessage (spec 000 sections 4 and 8)", () => {
  it("pre-login flows cancel to sign-in, others to the dashboard", () => {
    expect(otpCancelTarget(true)).toBe("login");
    expect(otpCancelTarget(false)).toBe("dashboard");
  });
  it("NR customers get their own generate-failure message", () => {
    expect(otpGenerateFailureMessage("NR")).toBe("OTP.GENERATE_FAILED_NR");
    expect(otpGenerateFailureMessage("R")).toBe("OTP.GENERATE_FAILED");
  });
});

describe("otpTransition: generate", () => {
  it("starts by generating", () => {
    expect(startOtp(config)).toEqual({ phase: "generating", config, regenerationsUsed: 0 });
  });

  it("a generated code opens the entry with the configured attempts and wait", () => {
    expect(entering()).toEqual({
      phase: "entering",
      config,
      otac: "A1",
      attemptsLeft: 3,
      regenerationsUsed: 0,
      secondsUntilRegenerate: 90,
      lastError: null,
    });
  });

  it.each([
    [{ allowedAttempts: 5 }, 5],
    [{ allowedAttempts: 1 }, 1],
    [{ allowedAttempts: 0 }, 3],
    [{ allowedAttempts: 2.7 }, 2],
    [{ allowedAttempts: Number.NaN }, 3],
    [{}, 3],
  ])("the server's allowed attempts %j override the configuration -> %d", (override, attempts) => {
    const state = otpTransition(startOtp(config), { ...generated, ...override });
    expect(state).toMatchObject({ phase: "entering", attemptsLeft: attempts });
  });

  it.each([
    [0, 1],
    [-1, 1],
    [1, 1],
    [4, 4],
  ])("configured attempts %d -> %d when the server says none", (allowedAttempts, attempts) => {
    expect(entering({ allowedAttempts })).toMatchObject({ attemptsLeft: attempts });
  });

  it.each([
    [undefined, 90],
    [0, 0],
    [30, 30],
    [-5, 90],
    [Number.NaN, 90],
  ])("regenerate wait %s -> %d", (wait, seconds) => {
    const c: OtpPolicyConfig = { ...config, ...(wait === undefined ? {} : { regenerateWaitSeconds: wait }) };
    if (wait === undefined) delete (c as { regenerateWaitSeconds?: number }).regenerateWaitSeconds;
    expect(otpTransition(startOtp(c), generated)).toMatchObject({ secondsUntilRegenerate: seconds });
  });

  it.each([
    ["R", false, "OTP.GENERATE_FAILED", "dashboard"],
    ["NR", false, "OTP.GENERATE_FAILED_NR", "dashboard"],
    ["R", true, "OTP.GENERATE_FAILED", "login"],
    ["NR", true, "OTP.GENERATE_FAILED_NR", "login"],
  ] as const)(
    "a refused generation (%s, pre-login %s) -> %s to %s",
    (customerType, isPreLogin, message, cancelTo) => {
      expect(
        otpTransition(startOtp({ ...config, customerType, isPreLogin }), { type: "generateRefused" }),
      ).toEqual({
        phase: "generateFailed",
        message,
        cancelTo,
      });
    },
  );

  it.each<OtpEvent>([
    { type: "tick", seconds: 5 },
    { type: "regenerate" },
    { type: "validated", outcome: "success" },
    { type: "validated", outcome: "invalid" },
  ])("while generating %j changes nothing", (event) => {
    const state = startOtp(config);
    expect(otpTransition(state, event)).toBe(state);
  });
});

describe("otpTransition: countdown and regenerate", () => {
  it.each([
    [1, 89],
    [89, 1],
    [90, 0],
    [91, 0],
    [0, 90],
    [-1, 90],
    [Number.NaN, 90],
  ])("tick %d -> %d left", (seconds, left) => {
    expect(otpTransition(entering(), { type: "tick", seconds })).toMatchObject({
      secondsUntilRegenerate: left,
    });
  });

  it("regenerating waits for the countdown", () => {
    const state = entering();
    expect(canRegenerate(state)).toBe(false);
    expect(otpTransition(state, { type: "regenerate" })).toBe(state);
    const after89 = otpTransition(state, { type: "tick", seconds: 89 });
    expect(canRegenerate(after89)).toBe(false);
    const after90 = otpTransition(after89, { type: "tick", seconds: 1 });
    expect(canRegenerate(after90)).toBe(true);
    expect(otpTransition(after90, { type: "regenerate" })).toEqual({
      phase: "generating",
      config,
      regenerationsUsed: 1,
    });
  });

  it("canRegenerate is false outside the entry", () => {
    expect(canRegenerate(startOtp(config))).toBe(false);
    expect(canRegenerate({ phase: "verified" })).toBe(false);
  });

  it("a new code resets the attempts and the error and keeps the regeneration count", () => {
    const state = run(entering(), [
      { type: "validated", outcome: "invalid" },
      { type: "tick", seconds: 90 },
      { type: "regenerate" },
      { type: "generated", otac: "B2" },
    ]);
    expect(state).toEqual({
      phase: "entering",
      config,
      otac: "B2",
      attemptsLeft: 3,
      regenerationsUsed: 1,
      secondsUntilRegenerate: 90,
      lastError: null,
    });
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [-1, 0],
    [Number.NaN, 0],
  ])("with %d regenerations allowed, the request after %d regenerations blocks", (allowed, used) => {
    let state = entering({ allowedRegenerations: allowed });
    for (let i = 0; i < used; i++) {
      state = run(state, [{ type: "tick", seconds: 90 }, { type: "regenerate" }, generated]);
      expect(state).toMatchObject({ phase: "entering", regenerationsUsed: i + 1 });
    }
    expect(run(state, [{ type: "tick", seconds: 90 }, { type: "regenerate" }])).toEqual({
      phase: "blocked",
      reason: "regenerations",
      cancelTo: "dashboard",
    });
  });
});

describe("otpTransition: validation", () => {
  it("a valid code verifies", () => {
    expect(otpTransition(entering(), { type: "validated", outcome: "success" })).toEqual({
      phase: "verified",
    });
  });

  it("a wrong code costs one attempt and shows the error", () => {
    expect(otpTransition(entering(), { type: "validated", outcome: "invalid" })).toMatchObject({
      phase: "entering",
      attemptsLeft: 2,
      lastError: "OTP.INVALID",
    });
  });

  it.each([
    [1, false, "dashboard"],
    [3, false, "dashboard"],
    [3, true, "login"],
  ] as const)(
    "with %d attempts the last wrong code blocks (pre-login %s -> %s)",
    (attempts, isPreLogin, cancelTo) => {
      let state = entering({ allowedAttempts: attempts, isPreLogin });
      for (let i = 1; i < attempts; i++) {
        state = otpTransition(state, { type: "validated", outcome: "invalid" });
        expect(state).toMatchObject({ phase: "entering", attemptsLeft: attempts - i });
      }
      expect(otpTransition(state, { type: "validated", outcome: "invalid" })).toEqual({
        phase: "blocked",
        reason: "attempts",
        cancelTo,
      });
    },
  );

  it.each([false, true])("cancel (pre-login %s) from generating and entering", (isPreLogin) => {
    const cancelTo = isPreLogin ? "login" : "dashboard";
    expect(otpTransition(startOtp({ ...config, isPreLogin }), { type: "cancel" })).toEqual({
      phase: "cancelled",
      cancelTo,
    });
    expect(otpTransition(entering({ isPreLogin }), { type: "cancel" })).toEqual({
      phase: "cancelled",
      cancelTo,
    });
  });

  it("entering ignores a second generate answer or a refused generation", () => {
    const state = entering();
    expect(otpTransition(state, generated)).toBe(state);
    expect(otpTransition(state, { type: "generateRefused" })).toBe(state);
  });
});

describe("otpTransition: properties", () => {
  const event: fc.Arbitrary<OtpEvent> = fc.oneof(
    fc.constant<OtpEvent>(generated),
    fc.constant<OtpEvent>({ type: "generateRefused" }),
    fc.integer({ min: -5, max: 120 }).map((seconds): OtpEvent => ({ type: "tick", seconds })),
    fc.constant<OtpEvent>({ type: "regenerate" }),
    fc.constantFrom<OtpEvent>(
      { type: "validated", outcome: "success" },
      { type: "validated", outcome: "invalid" },
    ),
    fc.constant<OtpEvent>({ type: "cancel" }),
  );

  it("final states never change", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), fc.array(event, { maxLength: 10 }), (first, later) => {
        const state = run(startOtp(config), first);
        if (state.phase === "generating" || state.phase === "entering") return;
        expect(run(state, later)).toBe(state);
      }),
    );
  });

  it("never more wrong codes per generated code than allowed, never more regenerations than allowed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 3 }),
        fc.array(event, { maxLength: 60 }),
        (allowedAttempts, allowedRegenerations, events) => {
          let state = startOtp({ ...config, allowedAttempts, allowedRegenerations });
          let wrongSinceCode = 0;
          for (const e of events) {
            const next = otpTransition(state, e);
            if (state.phase === "entering" && e.type === "validated" && e.outcome === "invalid")
              wrongSinceCode++;
            if (e.type === "generated" && state.phase === "generating") wrongSinceCode = 0;
            if (next.phase === "entering" || next.phase === "generating") {
              expect(wrongSinceCode).toBeLessThan(allowedAttempts);
              expect(next.regenerationsUsed).toBeLessThanOrEqual(allowedRegenerations);
            }
            state = next;
          }
        },
      ),
    );
  });
});

describe("otpTransition: sanitised numbers", () => {
  it("a non-finite server attempt count falls back to the configuration", () => {
    const state = otpTransition(startOtp(config), {
      type: "generated",
      otac: "A1",
      allowedAttempts: Number.NaN,
    });
    expect(state).toEqual({ ...entering(), attemptsLeft: 3 });
    const inf = otpTransition(startOtp(config), { type: "generated", otac: "A1", allowedAttempts: Infinity });
    expect(inf).toEqual({ ...entering(), attemptsLeft: 3 });
  });

  it("a zero tick returns the very same state", () => {
    const state = entering();
    expect(otpTransition(state, { type: "tick", seconds: 0 })).toBe(state);
  });
});
