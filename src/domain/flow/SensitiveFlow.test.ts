import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  type FlowConfig,
  flowCancelTarget,
  type FlowEvent,
  type FlowState,
  flowTransition,
  startFlow,
  TRANSACTION_PASSWORD_REQUIRED,
} from "./SensitiveFlow";

type V = { readonly amount: string };
const V1: V = { amount: "100" };
const V2: V = { amount: "250" };

const full: FlowConfig = {
  requiresTransactionPassword: true,
  requiresOtp: true,
  isPreLogin: false,
  idempotencyKey: "key-1",
};
const noPwd: FlowConfig = { ...full, requiresTransactionPassword: false };
const noOtp: FlowConfig = { ...full, requiresOtp: false };
const preLogin: FlowConfig = { ...full, requiresTransactionPassword: false, isPreLogin: true };

const form = (config: FlowConfig, values: V | null = null, error: string | null = null): FlowState<V> => ({
  step: "form",
  config,
  values,
  error,
});
const confirm = (config: FlowConfig, error: string | null = null): FlowState<V> => ({
  step: "confirm",
  config,
  values: V1,
  error,
});
const otp = (config: FlowConfig): FlowState<V> => ({ step: "otp", config, values: V1 });
const success = (config: FlowConfig, otpVerified: boolean): FlowState<V> => ({
  step: "success",
  config,
  values: V1,
  otpVerified,
});
const question = (config: FlowConfig, otpVerified: boolean): FlowState<V> => ({
  step: "question",
  config,
  values: V1,
  prompt: "transfers:cutOff.question",
  reference: "NEFT123",
  otpVerified,
});
const cancelled = (
  config: FlowConfig,
  to: "dashboard" | "login" | "logout",
  reason: "user" | "otpBlocked" | "otpGenerateFailed" | "transactionPasswordBlocked",
): FlowState<V> => ({ step: "cancelled", config, to, reason });

const E = {
  submit: { type: "submit", values: V1 },
  submit2: { type: "submit", values: V2 },
  back: { type: "back" },
  confirmOk: { type: "confirm", transactionPasswordVerified: true },
  confirmNoPwd: { type: "confirm", transactionPasswordVerified: false },
  pwdWrong: { type: "transactionPasswordWrong", message: "TRANSACTION_PASSWORD.WRONG" },
  otpOk: { type: "otpVerified" },
  fail: { type: "fail", message: "server says no" },
  blockOtp: { type: "block", reason: "otpBlocked" },
  blockGen: { type: "block", reason: "otpGenerateFailed" },
  blockPwd: { type: "block", reason: "transactionPasswordBlocked" },
  cancel: { type: "cancel" },
  ask: { type: "ask", prompt: "transfers:cutOff.question", reference: "NEFT123" },
  askVerified: {
    type: "ask",
    prompt: "transfers:cutOff.question",
    reference: "NEFT123",
    transactionPasswordVerified: true,
  },
  answered: { type: "answered" },
} satisfies Record<string, FlowEvent<V>>;

describe("startFlow", () => {
  it("opens the empty form with the caller's key", () => {
    expect(startFlow<V>(full)).toEqual(form(full));
    expect(startFlow<V>(full).config.idempotencyKey).toBe("key-1");
  });
});

describe("flowCancelTarget", () => {
  it.each([
    [full, "user", "dashboard"],
    [full, "otpBlocked", "dashboard"],
    [full, "otpGenerateFailed", "dashboard"],
    [full, "transactionPasswordBlocked", "logout"],
    [preLogin, "user", "login"],
    [preLogin, "otpBlocked", "login"],
    [preLogin, "otpGenerateFailed", "login"],
    [preLogin, "transactionPasswordBlocked", "login"],
  ] as const)("%j %s -> %s", (config, reason, to) => {
    expect(flowCancelTarget(config, reason)).toBe(to);
  });
});

describe("flowTransition: every step with every event", () => {
  const table: [string, FlowState<V>, FlowEvent<V>, FlowState<V>][] = [
    // form
    ["form submit", form(full), E.submit, confirm(full)],
    [
      "form (kept values) submit new values",
      form(full, V1, "x"),
      E.submit2,
      { step: "confirm", config: full, values: V2, error: null },
    ],
    ["form back", form(full), E.back, form(full)],
    ["form confirm", form(full), E.confirmOk, form(full)],
    ["form password wrong", form(full), E.pwdWrong, form(full)],
    ["form otpVerified", form(full), E.otpOk, form(full)],
    ["form fail (pre-check error)", form(full, V1), E.fail, form(full, V1, "server says no")],
    ["form block otp", form(full), E.blockOtp, cancelled(full, "dashboard", "otpBlocked")],
    ["form cancel", form(full), E.cancel, cancelled(full, "dashboard", "user")],
    ["form cancel pre-login", form(preLogin), E.cancel, cancelled(preLogin, "login", "user")],
    // confirm
    ["confirm submit", confirm(full), E.submit2, confirm(full)],
    ["confirm back keeps the values", confirm(full, "old"), E.back, form(full, V1)],
    ["confirm with verified password", confirm(full), E.confirmOk, otp(full)],
    [
      "confirm without verified password",
      confirm(full),
      E.confirmNoPwd,
      confirm(full, TRANSACTION_PASSWORD_REQUIRED),
    ],
    ["confirm, no password configured", confirm(noPwd), E.confirmNoPwd, otp(noPwd)],
    ["confirm, no password configured, verified anyway", confirm(noPwd), E.confirmOk, otp(noPwd)],
    ["confirm, no OTP step", confirm(noOtp), E.confirmOk, success(noOtp, false)],
    [
      "confirm, no OTP step, unverified",
      confirm(noOtp),
      E.confirmNoPwd,
      confirm(noOtp, TRANSACTION_PASSWORD_REQUIRED),
    ],
    ["confirm wrong password", confirm(full), E.pwdWrong, confirm(full, "TRANSACTION_PASSWORD.WRONG")],
    ["confirm otpVerified", confirm(full), E.otpOk, confirm(full)],
    ["confirm fail", confirm(full), E.fail, form(full, V1, "server says no")],
    [
      "confirm block password",
      confirm(full),
      E.blockPwd,
      cancelled(full, "logout", "transactionPasswordBlocked"),
    ],
    [
      "confirm block password pre-login",
      confirm(preLogin),
      E.blockPwd,
      cancelled(preLogin, "login", "transactionPasswordBlocked"),
    ],
    ["confirm cancel", confirm(full), E.cancel, cancelled(full, "dashboard", "user")],
    // otp
    ["otp submit", otp(full), E.submit2, otp(full)],
    ["otp back", otp(full), E.back, otp(full)],
    ["otp confirm", otp(full), E.confirmOk, otp(full)],
    ["otp password wrong", otp(full), E.pwdWrong, otp(full)],
    ["otp verified", otp(full), E.otpOk, success(full, true)],
    ["otp fail", otp(full), E.fail, form(full, V1, "server says no")],
    ["otp blocked", otp(full), E.blockOtp, cancelled(full, "dashboard", "otpBlocked")],
    ["otp generate failed", otp(full), E.blockGen, cancelled(full, "dashboard", "otpGenerateFailed")],
    ["otp blocked pre-login", otp(preLogin), E.blockOtp, cancelled(preLogin, "login", "otpBlocked")],
    ["otp cancel", otp(full), E.cancel, cancelled(full, "dashboard", "user")],
    ["otp cancel pre-login", otp(preLogin), E.cancel, cancelled(preLogin, "login", "user")],
    // the final call asks the customer to agree before it goes on (the NEFT cut-off)
    ["otp ask", otp(full), E.ask, question(full, true)],
    ["confirm ask, no OTP step", confirm(noOtp), E.askVerified, question(noOtp, false)],
    [
      "confirm ask, no OTP step, password unverified",
      confirm(noOtp),
      E.ask,
      confirm(noOtp, TRANSACTION_PASSWORD_REQUIRED),
    ],
    [
      "confirm ask, no OTP step, no password configured",
      confirm({ ...noOtp, requiresTransactionPassword: false }),
      E.ask,
      question({ ...noOtp, requiresTransactionPassword: false }, false),
    ],
    ["confirm ask with an OTP step still to come", confirm(full), E.ask, confirm(full)],
    ["form ask", form(full), E.ask, form(full)],
    ["otp answered without a question", otp(full), E.answered, otp(full)],
    ["question answered, after a code", question(full, true), E.answered, success(full, true)],
    ["question answered, no code step", question(noOtp, false), E.answered, success(noOtp, false)],
    ["question declined or its call failed", question(full, true), E.fail, form(full, V1, "server says no")],
    ["question cancel", question(full, true), E.cancel, cancelled(full, "dashboard", "user")],
    ["question block", question(full, true), E.blockOtp, cancelled(full, "dashboard", "otpBlocked")],
    ["question otpVerified", question(full, true), E.otpOk, question(full, true)],
    ["question confirm", question(full, true), E.confirmOk, question(full, true)],
    ["question asked again", question(full, true), E.ask, question(full, true)],
    ["question back", question(full, true), E.back, question(full, true)],
  ];

  it.each(table)("%s", (_name, state, event, expected) => {
    expect(flowTransition(state, event)).toEqual(expected);
  });

  const finals = [success(full, true), success(noOtp, false), cancelled(full, "dashboard", "user")];
  it.each(finals.flatMap((s) => Object.values(E).map((e) => [s.step, e, s] as const)))(
    "final %s ignores %j",
    (_step, event, state) => {
      expect(flowTransition(state, event)).toBe(state);
    },
  );

  it("events that do not fit the step return the same state object", () => {
    const state = confirm(full);
    expect(flowTransition(state, E.otpOk)).toBe(state);
    expect(flowTransition(form(full), E.back)).toEqual(form(full));
  });
});

describe("flowTransition: properties", () => {
  const values = fc.record({ amount: fc.stringMatching(/^[0-9]{1,5}$/) });
  const event: fc.Arbitrary<FlowEvent<V>> = fc.oneof(
    values.map((v): FlowEvent<V> => ({ type: "submit", values: v })),
    fc.constantFrom<FlowEvent<V>>(
      E.back,
      E.confirmOk,
      E.confirmNoPwd,
      E.pwdWrong,
      E.otpOk,
      E.fail,
      E.blockOtp,
      E.blockGen,
      E.blockPwd,
      E.cancel,
      E.ask,
      E.askVerified,
      E.answered,
    ),
  );
  const config = fc.record({
    requiresTransactionPassword: fc.boolean(),
    requiresOtp: fc.boolean(),
    isPreLogin: fc.boolean(),
    idempotencyKey: fc.uuid(),
  });

  it("no event sequence reaches success without passing the OTP step when OTP is required", () => {
    fc.assert(
      fc.property(config, fc.array(event, { maxLength: 40 }), (cfg, events) => {
        let state = startFlow<V>(cfg);
        for (const e of events) {
          const next = flowTransition(state, e);
          if (next.step === "success" && state.step !== "success") {
            if (state.step === "question") {
              // An answered question keeps what came before it: the code when the flow has one.
              expect(e.type).toBe("answered");
              expect(next.otpVerified).toBe(cfg.requiresOtp);
            } else if (cfg.requiresOtp) {
              expect(state.step).toBe("otp");
              expect(e.type).toBe("otpVerified");
              expect(next.otpVerified).toBe(true);
            } else {
              expect(state.step).toBe("confirm");
            }
          }
          state = next;
        }
      }),
      { numRuns: 500 },
    );
  });

  it("success with a configured transaction password always passed a verified confirm", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = startFlow<V>({ ...full, requiresOtp: false });
        let passedVerifiedConfirm = false;
        for (const e of events) {
          const next = flowTransition(state, e);
          if (state.step === "confirm" && next.step !== "confirm" && next.step !== "form") {
            passedVerifiedConfirm =
              e.type === "confirm" || e.type === "ask"
                ? e.transactionPasswordVerified === true
                : passedVerifiedConfirm;
          }
          if (next.step === "success" && state.step !== "success") {
            expect(passedVerifiedConfirm).toBe(true);
          }
          state = next;
        }
      }),
    );
  });

  it("the configuration and its idempotency key never change", () => {
    fc.assert(
      fc.property(config, fc.array(event, { maxLength: 40 }), (cfg, events) => {
        const final = events.reduce<FlowState<V>>(flowTransition, startFlow<V>(cfg));
        expect(final.config).toBe(cfg);
      }),
    );
  });

  it("back from confirm always restores the submitted values", () => {
    fc.assert(
      fc.property(values, (v) => {
        const state = flowTransition(
          flowTransition(startFlow<V>(full), { type: "submit", values: v }),
          E.back,
        );
        expect(state).toEqual({ step: "form", config: full, values: v, error: null });
      }),
    );
  });
});

describe("TRANSACTION_PASSWORD_REQUIRED", () => {
  it("is a stable code", () => {
    expect(TRANSACTION_PASSWORD_REQUIRED).toBe("TRANSACTION_PASSWORD.REQUIRED");
  });
});
