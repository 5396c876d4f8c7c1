import { Result } from "effect";
import type { Paise } from "../money/Money";
import type { PaymentNetwork } from "./PaymentNetwork";

/** The transfer limits of `getConfigurationData` (spec 001 section 9, docs/API.md), all in paise. */
export interface TransferLimitsConfiguration {
  readonly minNeft?: Paise;
  readonly maxNeft?: Paise;
  readonly minRtgs?: Paise;
  readonly maxRtgs?: Paise;
  readonly minImpsftp2a?: Paise;
  readonly maxImpsftp2a?: Paise;
  readonly maxDlImpsftp2a?: Paise;
  readonly ftLimits?: {
    readonly withInBankGlobal?: Paise;
    readonly otherBankGlobal?: Paise;
    readonly quickPayMaxLimit?: Paise;
  };
}

/** The default smallest transfer amount, ₹1 (spec 001 sections 5 and 9). */
export const DEFAULT_MIN_TRANSFER: Paise = 100n;
/** The default largest transfer amount, ₹10,00,000 (spec 001 sections 5 and 9). */
export const DEFAULT_MAX_TRANSFER: Paise = 100_000_000n;

/** An inclusive range of allowed amounts in paise; `max` null when only the balance and limits bound it. */
export interface AmountBounds {
  readonly min: Paise;
  readonly max: Paise | null;
}

/** The smallest amount of a transfer without configured bounds: one paisa. */
export const MIN_POSITIVE_AMOUNT: Paise = 1n;

const configured = (value: Paise | undefined, fallback: Paise): Paise =>
  value !== undefined && value > 0n ? value : fallback;

/**
 * The amount bounds of `network` (spec 001 section 9): NEFT minNeft/maxNeft, RTGS minRtgs/maxRtgs,
 * IMPS to account minImpsftp2a/maxImpsftp2a, and every missing or non-positive configured value of
 * these takes the default ₹1 to ₹10,00,000. Own, within-bank and IMPS-to-mobile transfers have no
 * configured bounds (not shown): any positive amount, bounded by the balance and the beneficiary limit.
 */
export function amountBounds(
  network: PaymentNetwork,
  config: TransferLimitsConfiguration = {},
): AmountBounds {
  switch (network) {
    case "NEFT":
      return {
        min: configured(config.minNeft, DEFAULT_MIN_TRANSFER),
        max: configured(config.maxNeft, DEFAULT_MAX_TRANSFER),
      };
    case "RTGS":
      return {
        min: configured(config.minRtgs, DEFAULT_MIN_TRANSFER),
        max: configured(config.maxRtgs, DEFAULT_MAX_TRANSFER),
      };
    case "IMPS/P2A":
      return {
        min: configured(config.minImpsftp2a, DEFAULT_MIN_TRANSFER),
        max: configured(config.maxImpsftp2a, DEFAULT_MAX_TRANSFER),
      };
    default:
      return { min: MIN_POSITIVE_AMOUNT, max: null };
  }
}

/** The configured daily IMPS-to-account limit (maxDlImpsftp2a), or null when none is configured. */
export function impsDailyLimit(config: TransferLimitsConfiguration): Paise | null {
  return config.maxDlImpsftp2a !== undefined && config.maxDlImpsftp2a > 0n ? config.maxDlImpsftp2a : null;
}

/** Why a transfer amount is refused (stable codes). */
export type TransferAmountError =
  | "TRANSFER.AMOUNT_BELOW_MIN"
  | "TRANSFER.AMOUNT_ABOVE_MAX"
  | "TRANSFER.INSUFFICIENT_BALANCE"
  | "TRANSFER.ABOVE_BENEFICIARY_LIMIT"
  | "TRANSFER.NEW_BENEFICIARY_CAP"
  | "TRANSFER.DAILY_LIMIT";

/**
 * Validates a transfer amount (spec 001 section 5), in this order: the network's bounds (both
 * inclusive), the available balance ("Insufficient balance.Please enter valid amount"), then the
 * beneficiary's transfer limit, which blocks only an amount the balance covers; then the cap on a
 * beneficiary still in its first hours (`newBeneficiaryCap`, given only while it applies; as real
 * banks limit a new payee), then what is left of the network's daily limit today. Equal is allowed
 * everywhere; a missing balance, limit, cap or daily remainder is not checked.
 */
export function validateTransferAmount(input: {
  readonly amount: Paise;
  readonly network: PaymentNetwork;
  readonly config?: TransferLimitsConfiguration;
  readonly availableBalance?: Paise;
  readonly beneficiaryLimit?: Paise;
  readonly newBeneficiaryCap?: Paise;
  readonly dailyRemaining?: Paise;
}): Result.Result<Paise, TransferAmountError> {
  const { min, max } = amountBounds(input.network, input.config);
  if (input.amount < min) return Result.fail("TRANSFER.AMOUNT_BELOW_MIN");
  if (max !== null && input.amount > max) return Result.fail("TRANSFER.AMOUNT_ABOVE_MAX");
  if (input.availableBalance !== undefined && input.amount > input.availableBalance) {
    return Result.fail("TRANSFER.INSUFFICIENT_BALANCE");
  }
  if (input.beneficiaryLimit !== undefined && input.amount > input.beneficiaryLimit) {
    return Result.fail("TRANSFER.ABOVE_BENEFICIARY_LIMIT");
  }
  if (input.newBeneficiaryCap !== undefined && input.amount > input.newBeneficiaryCap) {
    return Result.fail("TRANSFER.NEW_BENEFICIARY_CAP");
  }
  if (input.dailyRemaining !== undefined && input.amount > input.dailyRemaining) {
    return Result.fail("TRANSFER.DAILY_LIMIT");
  }
  return Result.succeed(input.amount);
}
