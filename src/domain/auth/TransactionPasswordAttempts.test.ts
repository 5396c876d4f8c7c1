import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  initialTransactionPasswordAttempts,
  transactionPasswordAttempt,
  type TransactionPasswordAttempts,
} from "./TransactionPasswordAttempts";

describe("initialTransactionPasswordAttempts", () => {
  it.each([
    [3, 3],
    [1, 1],
    [5.9, 5],
    [0.9, 1],
    [0, 1],
    [-2, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])("max %d -> %d", (max, expected) => {
    expect(initialTransactionPasswordAttempts(max)).toEqual({ wrongAttempts: 0, maxAttempts: expected });
  });
});

describe("transactionPasswordAttempt (spec 000 sections 4 and 8)", () => {
  const s = (wrongAttempts: number, maxAttempts: number): TransactionPasswordAttempts => ({
    wrongAttempts,
    maxAttempts,
  });

  it.each([
    [s(0, 3), "accepted", { kind: "accepted", state: s(0, 3) }],
    [s(2, 3), "accepted", { kind: "accepted", state: s(2, 3) }],
    [s(0, 3), "wrong", { kind: "wrong", remaining: 2, state: s(1, 3) }],
    [s(1, 3), "wrong", { kind: "wrong", remaining: 1, state: s(2, 3) }],
    [s(2, 3), "wrong", { kind: "blocked", state: s(3, 3) }],
    [s(3, 3), "accepted", { kind: "blocked", state: s(3, 3) }],
    [s(3, 3), "wrong", { kind: "blocked", state: s(3, 3) }],
    [s(0, 1), "wrong", { kind: "blocked", state: s(1, 1) }],
  ] as const)("%j %s -> %j", (state, outcome, decision) => {
    expect(transactionPasswordAttempt(state, outcome)).toEqual(decision);
  });

  it("exactly max wrong answers in a row block, never fewer", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (max) => {
        let state = initialTransactionPasswordAttempts(max);
        for (let i = 1; i < max; i++) {
          const d = transactionPasswordAttempt(state, "wrong");
          expect(d).toEqual({
            kind: "wrong",
            remaining: max - i,
            state: { wrongAttempts: i, maxAttempts: max },
          });
          state = d.state;
        }
        expect(transactionPasswordAttempt(state, "wrong").kind).toBe("blocked");
      }),
    );
  });

  it("once blocked, every answer stays blocked", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.constantFrom("accepted", "wrong"), (max, outcome) => {
        expect(transactionPasswordAttempt(s(max, max), outcome).kind).toBe("blocked");
      }),
    );
  });
});
