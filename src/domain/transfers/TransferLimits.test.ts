import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { PAYMENT_NETWORKS } from "./PaymentNetwork";
import {
  DEFAULT_MAX_TRANSFER,
  DEFAULT_MIN_TRANSFER,
  MIN_POSITIVE_AMOUNT,
  type TransferLimitsConfiguration,
  amountBounds,
  impsDailyLimit,
  validateTransferAmount,
} from "./TransferLimits";

const CONFIG: TransferLimitsConfiguration = {
  minNeft: 100n,
  maxNeft: 20_000_000n,
  minRtgs: 20_000_000n,
  maxRtgs: 100_000_000n,
  minImpsftp2a: 100n,
  maxImpsftp2a: 50_000_000n,
  maxDlImpsftp2a: 50_000_000n,
  ftLimits: { withInBankGlobal: 100_000_000n, otherBankGlobal: 100_000_000n, quickPayMaxLimit: 2_500_000n },
};

describe("amountBounds", () => {
  it("defaults to ₹1 to ₹10,00,000", () => {
    expect(DEFAULT_MIN_TRANSFER).toBe(100n);
    expect(DEFAULT_MAX_TRANSFER).toBe(100_000_000n);
    for (const n of ["NEFT", "RTGS", "IMPS/P2A"] as const) {
      expect(amountBounds(n)).toEqual({ min: 100n, max: 100_000_000n });
      expect(amountBounds(n, {})).toEqual({ min: 100n, max: 100_000_000n });
    }
  });

  it("takes each network's configured bounds", () => {
    expect(amountBounds("NEFT", CONFIG)).toEqual({ min: 100n, max: 20_000_000n });
    expect(amountBounds("RTGS", CONFIG)).toEqual({ min: 20_000_000n, max: 100_000_000n });
    expect(amountBounds("IMPS/P2A", CONFIG)).toEqual({ min: 100n, max: 50_000_000n });
    expect(amountBounds("IMPS/P2A", { minImpsftp2a: 500n, maxImpsftp2a: 700n })).toEqual({
      min: 500n,
      max: 700n,
    });
    expect(amountBounds("NEFT", { minNeft: 300n, maxNeft: 400n })).toEqual({ min: 300n, max: 400n });
  });

  it("falls back to the default for a zero or negative configured value", () => {
    const zeros = {
      minNeft: 0n,
      maxNeft: 0n,
      minRtgs: -1n,
      maxRtgs: 0n,
      minImpsftp2a: 0n,
      maxImpsftp2a: -5n,
    };
    for (const n of ["NEFT", "RTGS", "IMPS/P2A"] as const) {
      expect(amountBounds(n, zeros)).toEqual({ min: 100n, max: 100_000_000n });
    }
    expect(amountBounds("NEFT", { minNeft: 1n, maxNeft: 1n })).toEqual({ min: 1n, max: 1n });
  });

  it("own, within-bank and IMPS-to-mobile transfers take any positive amount", () => {
    expect(MIN_POSITIVE_AMOUNT).toBe(1n);
    for (const n of ["IFT", "IFTWB", "IMPS/P2P"] as const) {
      expect(amountBounds(n, CONFIG)).toEqual({ min: 1n, max: null });
    }
  });

  it("the daily IMPS limit is configured or null", () => {
    expect(impsDailyLimit(CONFIG)).toBe(50_000_000n);
    expect(impsDailyLimit({})).toBeNull();
    expect(impsDailyLimit({ maxDlImpsftp2a: 0n })).toBeNull();
    expect(impsDailyLimit({ maxDlImpsftp2a: 1n })).toBe(1n);
  });
});

describe("validateTransferAmount", () => {
  it.each([
    [99n, "TRANSFER.AMOUNT_BELOW_MIN"],
    [100n, null],
    [100_000_000n, null],
    [100_000_001n, "TRANSFER.AMOUNT_ABOVE_MAX"],
    [0n, "TRANSFER.AMOUNT_BELOW_MIN"],
  ] as const)("NEFT by default: %s paise", (amount, error) => {
    expect(validateTransferAmount({ amount, network: "NEFT" })).toEqual(
      error === null ? Result.succeed(amount) : Result.fail(error),
    );
  });

  it("RTGS with configured bounds: 2,00,000 vs 1,99,999.99", () => {
    expect(validateTransferAmount({ amount: 19_999_999n, network: "RTGS", config: CONFIG })).toEqual(
      Result.fail("TRANSFER.AMOUNT_BELOW_MIN"),
    );
    expect(validateTransferAmount({ amount: 20_000_000n, network: "RTGS", config: CONFIG })).toEqual(
      Result.succeed(20_000_000n),
    );
  });

  it("the balance: equal allowed, one paisa more refused", () => {
    expect(validateTransferAmount({ amount: 5000n, network: "IFTWB", availableBalance: 5000n })).toEqual(
      Result.succeed(5000n),
    );
    expect(validateTransferAmount({ amount: 5001n, network: "IFTWB", availableBalance: 5000n })).toEqual(
      Result.fail("TRANSFER.INSUFFICIENT_BALANCE"),
    );
  });

  it("the beneficiary limit: equal allowed, one paisa more refused; the balance is named first", () => {
    expect(validateTransferAmount({ amount: 5000n, network: "IFTWB", beneficiaryLimit: 5000n })).toEqual(
      Result.succeed(5000n),
    );
    expect(validateTransferAmount({ amount: 5001n, network: "IFTWB", beneficiaryLimit: 5000n })).toEqual(
      Result.fail("TRANSFER.ABOVE_BENEFICIARY_LIMIT"),
    );
    expect(
      validateTransferAmount({
        amount: 9000n,
        network: "NEFT",
        availableBalance: 8000n,
        beneficiaryLimit: 5000n,
      }),
    ).toEqual(Result.fail("TRANSFER.INSUFFICIENT_BALANCE"));
    expect(
      validateTransferAmount({
        amount: 7000n,
        network: "NEFT",
        availableBalance: 8000n,
        beneficiaryLimit: 5000n,
      }),
    ).toEqual(Result.fail("TRANSFER.ABOVE_BENEFICIARY_LIMIT"));
  });

  it("a new beneficiary's cap, then the daily remainder: equal allowed, one paisa more refused, in that order", () => {
    const base = { network: "IFTWB", availableBalance: 100_000n, beneficiaryLimit: 90_000n } as const;
    expect(validateTransferAmount({ ...base, amount: 5000n, newBeneficiaryCap: 5000n })).toEqual(
      Result.succeed(5000n),
    );
    expect(validateTransferAmount({ ...base, amount: 5001n, newBeneficiaryCap: 5000n })).toEqual(
      Result.fail("TRANSFER.NEW_BENEFICIARY_CAP"),
    );
    expect(validateTransferAmount({ ...base, amount: 7000n, dailyRemaining: 7000n })).toEqual(
      Result.succeed(7000n),
    );
    expect(validateTransferAmount({ ...base, amount: 7001n, dailyRemaining: 7000n })).toEqual(
      Result.fail("TRANSFER.DAILY_LIMIT"),
    );
    expect(
      validateTransferAmount({ ...base, amount: 95_000n, newBeneficiaryCap: 5000n, dailyRemaining: 1000n }),
    ).toEqual(Result.fail("TRANSFER.ABOVE_BENEFICIARY_LIMIT"));
    expect(
      validateTransferAmount({ ...base, amount: 6000n, newBeneficiaryCap: 5000n, dailyRemaining: 1000n }),
    ).toEqual(Result.fail("TRANSFER.NEW_BENEFICIARY_CAP"));
  });

  it("an own transfer has no upper bound but the balance", () => {
    expect(validateTransferAmount({ amount: 10n ** 14n, network: "IFT" })).toEqual(
      Result.succeed(10n ** 14n),
    );
    expect(validateTransferAmount({ amount: 0n, network: "IFT" })).toEqual(
      Result.fail("TRANSFER.AMOUNT_BELOW_MIN"),
    );
    expect(validateTransferAmount({ amount: 1n, network: "IFT" })).toEqual(Result.succeed(1n));
  });

  it("accepts exactly the amounts inside every bound", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_NETWORKS),
        fc.bigInt({ min: -10n, max: 2n * 10n ** 8n }),
        fc.bigInt({ min: 0n, max: 2n * 10n ** 8n }),
        fc.bigInt({ min: 0n, max: 2n * 10n ** 8n }),
        (network, amount, availableBalance, beneficiaryLimit) => {
          const { min, max } = amountBounds(network, CONFIG);
          const ok = Result.isSuccess(
            validateTransferAmount({ amount, network, config: CONFIG, availableBalance, beneficiaryLimit }),
          );
          expect(ok).toBe(
            amount >= min &&
              (max === null || amount <= max) &&
              amount <= availableBalance &&
              amount <= beneficiaryLimit,
          );
        },
      ),
    );
  });
});
