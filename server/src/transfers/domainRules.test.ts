import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import type { TransferNetwork } from "../../../src/adapters/rib/contract/transfers";
import type { Paise } from "../../../src/domain/money/Money";
import { validateTransferAmount } from "../../../src/domain/transfers/TransferLimits";
import { loadConfig, type TransferAmountLimits, type TransferConfig } from "../kernel/config";
import type { ApiError } from "../kernel/http/ApiError";
import { type PaymentAmountFacts, PaymentService } from "./PaymentService";

/**
 * The server's amount check is the domain's rule (GUIDE.md "One rule, one place"): for the same
 * facts and the same configured limits, the server refuses with exactly the code the domain's
 * `validateTransferAmount` gives (the screens check with it before they send), or passes when it
 * passes. A second copy of the bounds or of the order of the refusals in the server fails here.
 */

const BASE: TransferConfig = loadConfig({}).transfers;
const NETWORKS: readonly TransferNetwork[] = ["IFT", "IFTWB", "NEFT", "RTGS"];

const paise = fc.bigInt({ min: 1n, max: 2_000_000_000n });
// A configured value the domain does not take (zero) falls back to its default on both sides.
const limitValue = fc.oneof({ weight: 9, arbitrary: paise }, { weight: 1, arbitrary: fc.constant(0n) });
const limits: fc.Arbitrary<TransferAmountLimits> = fc.record({
  ftLimits: fc.record({ withInBankGlobal: paise, otherBankGlobal: paise, quickPayMaxLimit: paise }),
  minNeft: limitValue,
  maxNeft: limitValue,
  minRtgs: limitValue,
  maxRtgs: limitValue,
  minImpsftp2a: limitValue,
  maxImpsftp2a: limitValue,
  maxDlImpsftp2a: limitValue,
});
const fact = (min: bigint) => fc.option(fc.bigInt({ min, max: 3_000_000_000n }), { nil: undefined });

/** Limits and facts, the amount often on a bound or next to it. */
const cases = limits.chain((configured) =>
  fc
    .record({
      network: fc.constantFrom(...NETWORKS),
      amount: fc.oneof(
        fc.bigInt({ min: 1n, max: 3_000_000_000n }),
        fc
          .constantFrom(
            configured.minNeft,
            configured.maxNeft,
            configured.minRtgs,
            configured.maxRtgs,
            100n,
            100_000_000n,
          )
          .chain((bound) => fc.constantFrom(bound - 1n, bound, bound + 1n))
          .filter((amount) => amount >= 1n),
      ),
      availableBalance: fact(-1_000_000n),
      beneficiaryLimit: fact(0n),
      newBeneficiaryCap: fact(0n),
      dailyRemaining: fact(-1_000_000n),
    })
    .map((facts) => ({ configured, facts: withoutUndefined(facts) })),
);

/** The facts as the domain reads them (a missing one left out), with the configured limits in paise. */
function domainCode(configured: TransferAmountLimits, facts: PaymentAmountFacts): string | null {
  const pick = (key: string, value: Paise | undefined) => (value === undefined ? {} : { [key]: value });
  const checked = validateTransferAmount({
    amount: facts.amount,
    network: facts.network,
    config: {
      minNeft: configured.minNeft,
      maxNeft: configured.maxNeft,
      minRtgs: configured.minRtgs,
      maxRtgs: configured.maxRtgs,
      minImpsftp2a: BigInt(configured.minImpsftp2a),
      maxImpsftp2a: BigInt(configured.maxImpsftp2a),
      maxDlImpsftp2a: BigInt(configured.maxDlImpsftp2a),
    },
    ...pick("availableBalance", facts.availableBalance),
    ...pick("beneficiaryLimit", facts.beneficiaryLimit),
    ...pick("newBeneficiaryCap", facts.newBeneficiaryCap),
    ...pick("dailyRemaining", facts.dailyRemaining),
  });
  return Result.isFailure(checked) ? checked.failure : null;
}

/** The facts with the missing ones left out, as the service takes them. */
function withoutUndefined(facts: {
  readonly [K in keyof PaymentAmountFacts]-?: PaymentAmountFacts[K] | undefined;
}): PaymentAmountFacts {
  return Object.fromEntries(
    Object.entries(facts).filter(([, value]) => value !== undefined),
  ) as unknown as PaymentAmountFacts;
}

describe("the server's amount check is the domain's validateTransferAmount", () => {
  it("refuses with the domain's code, or passes, for any limits and facts", () => {
    fc.assert(
      fc.property(cases, ({ configured, facts }) => {
        const refusal = new PaymentService({ ...BASE, limits: configured }).amountRefusal(facts);
        expect(refusal?.code ?? null).toBe(domainCode(configured, facts));
        if (refusal !== null) {
          expect(refusal.status).toBe(422);
          expect(refusal.extra).toEqual({ field: "transferAmount" });
        }
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("the server's texts of the domain's refusals", () => {
  const service = new PaymentService(BASE);
  const refused = (facts: PaymentAmountFacts): Pick<ApiError, "code" | "statusMsg"> | null => {
    const refusal = service.amountRefusal(facts);
    return refusal === null ? null : { code: refusal.code, statusMsg: refusal.statusMsg };
  };

  it("names the configured bounds of the network", () => {
    expect(refused({ network: "NEFT", amount: 99n })).toEqual({
      code: "TRANSFER.AMOUNT_BELOW_MIN",
      statusMsg: "The smallest NEFT amount is 100 paise.",
    });
    expect(refused({ network: "RTGS", amount: 1_000_000_001n })).toEqual({
      code: "TRANSFER.AMOUNT_ABOVE_MAX",
      statusMsg: "The largest RTGS amount is 1000000000 paise.",
    });
    expect(refused({ network: "RTGS", amount: 20_000_000n })).toBeNull();
    expect(refused({ network: "IFT", amount: 1n })).toBeNull();
  });

  it("says what is left of the new-beneficiary cap", () => {
    expect(refused({ network: "IFTWB", amount: 1_000n, newBeneficiaryCap: 999n })).toEqual({
      code: "TRANSFER.NEW_BENEFICIARY_CAP",
      statusMsg: `A beneficiary added in the last ${String(BASE.newBeneficiaryHours)} hours may be paid at most ${String(BASE.newBeneficiaryCapPaise)} paise in all; 999 paise are left.`,
    });
  });

  it("keeps the bank's texts of the balance, the beneficiary limit and the daily limit", () => {
    expect(refused({ network: "NEFT", amount: 1_000n, availableBalance: 999n })).toEqual({
      code: "TRANSFER.INSUFFICIENT_BALANCE",
      statusMsg: "Insufficient balance.Please enter valid amount",
    });
    expect(refused({ network: "NEFT", amount: 1_000n, beneficiaryLimit: 999n })).toEqual({
      code: "TRANSFER.ABOVE_BENEFICIARY_LIMIT",
      statusMsg: "The amount is above the beneficiary's transfer limit.",
    });
    expect(refused({ network: "IFTWB", amount: 1_000n, dailyRemaining: 999n })).toEqual({
      code: "TRANSFER.DAILY_LIMIT",
      statusMsg: "The daily IFTWB limit would be exceeded.",
    });
  });
});
