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

/** Whether a payment option posts a transfer now (Pay Now) or adds a scheduled payment (spec 001 section 4). */
export function postsScheduledPayment(option: PaymentOption): boolean {
  return option !== "payNow";
}
