import {
  type DateWindow,
  isWithinWindow,
  payNowWindow,
  rtgsWindow,
  scheduledPaymentWindow,
  standingInstructionWindow,
} from "../dates/DateWindow";
import type { PaymentNetwork } from "./PaymentNetwork";

/** The payment options of a third-party or NEFT/RTGS payment (spec 001 sections 3 and 4). */
export type PaymentOption = "payNow" | "schedule" | "standingInstruction";

/**
 * The dates a payment may carry (spec 001 sections 5 and 9), all yyyy-MM-dd, `today` the application
 * date: Pay Now and every RTGS payment only today; a scheduled payment from the next day to 6 months
 * ahead; a standing instruction from the next day to 1 year ahead. From an RC account the window ends
 * no later than the account's maturity date (which can leave it empty: min after max).
 */
export function paymentDateWindow(input: {
  readonly option: PaymentOption;
  readonly network: PaymentNetwork;
  readonly today: string;
  readonly maturityDate?: string;
}): DateWindow {
  if (input.network === "RTGS") return rtgsWindow(input.today);
  if (input.option === "payNow") return payNowWindow(input.today);
  const maturityDate = input.maturityDate ?? null;
  return input.option === "schedule"
    ? scheduledPaymentWindow(input.today, maturityDate)
    : standingInstructionWindow(input.today, maturityDate);
}

/** Whether `date` is allowed for the payment described by `input` (see {@link paymentDateWindow}). */
export function isPaymentDateAllowed(date: string, input: Parameters<typeof paymentDateWindow>[0]): boolean {
  return isWithinWindow(date, paymentDateWindow(input));
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/u;

/** The minutes since midnight of a time of day written HH:mm or HH:mm:ss (24-hour clock); throws a RangeError otherwise. */
function minutesOfDay(time: string): number {
  const match = TIME_OF_DAY.exec(time);
  if (match === null) throw new RangeError(`Not a time of day in HH:mm: "${time}".`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Whether `timeOfDay` (HH:mm or HH:mm:ss in Asia/Kolkata, the bank's time) is at or after the NEFT
 * cut-off `cutOff` (HH:mm; the bank's setting, "not shown" in spec 001 section 9): from the cut-off
 * minute on, seconds ignored. Throws a RangeError when either is not a time of day.
 */
export function isPastNeftCutOff(timeOfDay: string, cutOff: string): boolean {
  return minutesOfDay(timeOfDay) >= minutesOfDay(cutOff);
}

/**
 * Whether a payment of `network` made at `timeOfDay` waits for the customer's cut-off confirmation
 * (spec 001 sections 4 and 8, statusCode 0): a NEFT past the cut-off ({@link isPastNeftCutOff}), which
 * once confirmed settles on the next working day (`nextBankWorkingDay`). No other network waits.
 */
export function waitsForCutOffConfirmation(
  network: PaymentNetwork,
  timeOfDay: string,
  cutOff: string,
): boolean {
  return network === "NEFT" && isPastNeftCutOff(timeOfDay, cutOff);
}

/** Whether a payment option posts a transfer now (Pay Now) or adds a scheduled payment (spec 001 section 4). */
export function postsScheduledPayment(option: PaymentOption): boolean {
  return option !== "payNow";
}
