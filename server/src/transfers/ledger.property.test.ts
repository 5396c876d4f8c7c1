import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Paise } from "../../../src/domain/money/Money";
import { ApiError } from "../kernel/http/ApiError";
import { useTestDeps } from "../testSupport/testDatabase";
import { checkLedger, postJournal, UnbalancedJournalError } from "./Ledger";
import { PaymentService, type PaymentInput } from "./PaymentService";

/**
 * Properties of the ledger (issue 19): whatever sequence of payments customers make (succeeding or
 * refused, completed or stored after the cut-off and then confirmed), the postings sum to zero,
 * every journal balances, and every balance equals the sum of its postings.
 */
const deps = useTestDeps();

const SALARY = "10000010000011";
const FAMILY = "10000010000071";
const BUSINESS = "10000020000012";
const PRIYA = { account: "50100234567891", ifsc: "HDFC0000240" };
const RAVI = "20000010000021";

/** One step of a random sequence. */
type Step =
  | { readonly kind: "IFT"; readonly from: string; readonly to: string; readonly amount: Paise }
  | { readonly kind: "IFTWB"; readonly amount: Paise }
  | {
      readonly kind: "NEFT" | "RTGS";
      readonly from: string;
      readonly amount: Paise;
      readonly afterCutOff: boolean;
    };

const accountArb = fc.constantFrom(SALARY, FAMILY, BUSINESS);
const amountArb = fc.oneof(
  fc.bigInt({ min: 1n, max: 5_000_000n }),
  fc.bigInt({ min: 20_000_000n, max: 40_000_000n }),
);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("IFT" as const), from: accountArb, to: accountArb, amount: amountArb }),
  fc.record({ kind: fc.constant("IFTWB" as const), amount: amountArb }),
  fc.record({
    kind: fc.constantFrom("NEFT" as const, "RTGS" as const),
    from: accountArb,
    amount: amountArb,
    afterCutOff: fc.boolean(),
  }),
);

describe("the ledger under random payments", () => {
  it("keeps the postings at zero and every balance equal to its postings", async () => {
    const [priya] = await deps.db.query<{ id: string }>(
      "SELECT id::text AS id FROM beneficiaries WHERE customer_id = 'CIF10000001' AND account_number = $1",
      [PRIYA.account],
    );
    const [ravi] = await deps.db.query<{ id: string }>(
      "SELECT id::text AS id FROM beneficiaries WHERE customer_id = 'CIF10000001' AND account_number = $1",
      [RAVI],
    );
    const open = new PaymentService(deps.config.transfers);
    const closed = new PaymentService({ ...deps.config.transfers, neftCutOff: "00:00" });
    const moment = { now: deps.clock.now(), appDate: "2026-11-22" };
    const outcomes = { made: 0, confirmed: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const step of steps) {
          const input: PaymentInput =
            step.kind === "IFT"
              ? {
                  username: "asha",
                  network: "IFT",
                  fromAccount: step.from,
                  toAccount: step.to,
                  amount: step.amount,
                  remarks: "p",
                  payeeNarration: "",
                }
              : step.kind === "IFTWB"
                ? {
                    username: "asha",
                    network: "IFTWB",
                    fromAccount: SALARY,
                    toAccount: RAVI,
                    beneficiaryId: ravi?.id ?? "",
                    amount: step.amount,
                    remarks: "p",
                    payeeNarration: "",
                  }
                : {
                    username: "asha",
                    network: step.kind,
                    fromAccount: step.from,
                    toAccount: PRIYA.account,
                    toIfsc: PRIYA.ifsc,
                    beneficiaryId: priya?.id ?? "",
                    amount: step.amount,
                    remarks: "p",
                    payeeNarration: "",
                  };
          const service = step.kind === "NEFT" && step.afterCutOff ? closed : open;
          try {
            const made = await deps.db.transaction((tx) => service.pay(tx, input, moment));
            outcomes.made += 1;
            if (made.status === "AWAITING_CONFIRMATION") {
              await deps.db.transaction((tx) =>
                service.confirmAfterCutOff(
                  tx,
                  {
                    username: "asha",
                    reference: made.reference,
                    fromAccount: made.fromAccountNumber,
                    toAccount: made.benAccountNumber,
                    toIfsc: made.benIfsc,
                    amount: made.amount,
                    narration: made.remarks,
                  },
                  moment,
                ),
              );
              outcomes.confirmed += 1;
            }
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            outcomes.refused += 1;
          }
        }
        const check = await checkLedger(deps.db);
        expect(check).toEqual({
          postingsSum: 0n,
          unbalancedJournals: 0,
          accountMismatches: 0,
          internalMismatches: 0,
        });
        const [negative] = await deps.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM accounts WHERE account_group IN ('SAV', 'DDA') AND balance_paise < 0",
        );
        expect(negative?.n).toBe(0);
      }),
      { numRuns: 15, seed: 20261127 },
    );
    // The sequences made payments, confirmed stored ones and met refusals alike.
    expect(outcomes.made).toBeGreaterThan(10);
    expect(outcomes.confirmed).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  });

  it("refuses a journal that does not balance before writing anything, and never changes a posting", async () => {
    const [before] = await deps.db.query<{ n: number }>("SELECT count(*)::int AS n FROM journals");
    await expect(
      deps.db.transaction((tx) =>
        postJournal(tx, {
          kind: "PAYMENT",
          narration: "broken",
          postedAt: deps.clock.now(),
          valueOn: "2026-11-22",
          postings: [
            { account: SALARY, amount: -100n, description: "x" },
            { internal: "NEFT_OUTWARD", amount: 99n },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(UnbalancedJournalError);
    const [after] = await deps.db.query<{ n: number }>("SELECT count(*)::int AS n FROM journals");
    expect(after?.n).toBe(before?.n);
    await expect(deps.db.query("UPDATE postings SET amount_paise = amount_paise + 1")).rejects.toThrow(
      /never changed/,
    );
    await expect(deps.db.query("DELETE FROM journals")).rejects.toThrow(/never changed/);
  });
});
