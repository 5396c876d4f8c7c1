import {
  BENEFICIARY_ACTIVATE_OTP_MODULE,
  BENEFICIARY_RAISE_LIMIT_OTP_MODULE,
} from "../../../src/adapters/rib/contract/beneficiary";
import {
  NEFT_RTGS_OTP_MODULE,
  WITHIN_BANK_TRANSFER_OTP_MODULE,
} from "../../../src/adapters/rib/contract/transfers";
import { BENEFICIARY_TYPE } from "../../../src/domain/beneficiary/Beneficiary";
import { formatRupeeFigures, type Paise } from "../../../src/domain/money/Money";
import type { BeneficiaryRow } from "../beneficiary/BeneficiaryRepository";
import { BeneficiaryRepository } from "../beneficiary/BeneficiaryRepository";
import type { Queryable } from "../kernel/db/Database";

/** An amount of a code's binding: whole paise as digits, at most 16 of them (the wire's safe integers). */
const BOUND_AMOUNT = /^[1-9]\d{0,15}$/u;
/** A beneficiary's sequence of a code's binding. */
const BOUND_SEQUENCE = /^[1-9]\d{0,17}$/u;

/** `INR 1,500.00`: the SMS keeps to the GSM alphabet, which has no rupee sign. */
function smsAmount(paise: Paise): string {
  return `INR ${formatRupeeFigures(paise, "en")}`;
}

/** The payee as the bank recorded it: the holder's name and the account's last four digits. */
function smsPayee(
  row: Pick<BeneficiaryRow, "name" | "account_number" | "bank_name">,
  withBank: boolean,
): string {
  const bank = withBank ? ` at ${row.bank_name}` : "";
  return `${row.name} (account ending ${row.account_number.slice(-4)}${bank})`;
}

function amountOf(text: string | undefined): Paise | null {
  return text !== undefined && BOUND_AMOUNT.test(text) ? BigInt(text) : null;
}

/**
 * What a signed-in customer's code confirms, said in its SMS (docs/DECISIONS.md D66): the amount
 * and the payee of a payment, the payee being added, the payee and the new limit of a raise. Only
 * what the bank knows goes in: amounts read as digits and written by the bank, the payee's name,
 * bank and account ending from the customer's own beneficiary; a binding that names none of the
 * customer's payees, or an amount that is not whole paise, gives `undefined`, and the SMS then
 * names only the kind of action. Nothing a client writes as text reaches the message.
 */
export async function describeBoundAction(
  db: Queryable,
  customerId: string,
  module: string,
  bind: Readonly<Record<string, string>> | undefined,
): Promise<string | undefined> {
  if (bind === undefined) return undefined;
  const beneficiaries = new BeneficiaryRepository(db);
  switch (module) {
    case WITHIN_BANK_TRANSFER_OTP_MODULE:
    case NEFT_RTGS_OTP_MODULE: {
      const amount = amountOf(bind["transferAmount"]);
      const account = bind["benAccountNumber"];
      if (amount === null || account === undefined) return undefined;
      const otherBank = module === NEFT_RTGS_OTP_MODULE;
      const payee = (
        await beneficiaries.list(
          customerId,
          ["ACTIVE"],
          otherBank ? BENEFICIARY_TYPE.otherBank : BENEFICIARY_TYPE.withinBank,
        )
      ).find((row) => row.account_number === account && (!otherBank || row.ifsc === bind["benIfsc"]));
      if (payee === undefined) return undefined;
      const network =
        otherBank && bind["paymentNetwork"] === "RTGS" ? " by RTGS" : otherBank ? " by NEFT" : "";
      return `pay ${smsAmount(amount)}${network} to ${smsPayee(payee, otherBank)}`;
    }
    case BENEFICIARY_ACTIVATE_OTP_MODULE:
    case BENEFICIARY_RAISE_LIMIT_OTP_MODULE: {
      const sequence = bind["sequence"];
      if (sequence === undefined || !BOUND_SEQUENCE.test(sequence)) return undefined;
      const payee = await beneficiaries.find(customerId, sequence);
      if (payee === null || payee.status === "DELETED") return undefined;
      const otherBank = payee.type === BENEFICIARY_TYPE.otherBank;
      if (module === BENEFICIARY_ACTIVATE_OTP_MODULE) {
        return payee.status === "PENDING" ? `add ${smsPayee(payee, otherBank)} as a payee` : undefined;
      }
      const limit = amountOf(bind["tranferLimit"]);
      if (limit === null) return undefined;
      return `raise the payment limit of ${smsPayee(payee, otherBank)} to ${smsAmount(limit)}`;
    }
    default:
      return undefined;
  }
}
