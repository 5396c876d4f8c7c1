import type { ErrorCode } from "../../../src/adapters/rib/contract/common";
import type {
  PaymentDetail,
  PaymentStatus,
  TransferNetwork,
} from "../../../src/adapters/rib/contract/transfers";
import { Result } from "effect";
import { nextBankWorkingDay } from "../../../src/domain/dates/BankCalendar";
import type { Paise } from "../../../src/domain/money/Money";
import { waitsForCutOffConfirmation } from "../../../src/domain/transfers/PaymentDates";
import {
  isAllowedSourceAccount,
  isMaturedRecurringDeposit,
  mayCreditPayee,
  paymentFlow,
} from "../../../src/domain/transfers/PaymentNetwork";
import { amountBounds, validateTransferAmount } from "../../../src/domain/transfers/TransferLimits";
import { kolkataTime } from "../kernel/clock";
import type { TransferAmountLimits, TransferConfig } from "../kernel/config";
import { newBeneficiaryCapLeft } from "../beneficiary/BeneficiaryRepository";
import type { Queryable } from "../kernel/db/Database";
import { ApiError } from "../kernel/http/ApiError";
import { chargesFor } from "./charges";
import { lockAccounts, postJournal, type LockedAccount, type Posting } from "./Ledger";

/**
 * Payments on the ledger (spec 001 sections 3 to 9): own account (IFT), within the bank (IFTWB),
 * NEFT and RTGS. Each runs in the caller's transaction (the pipeline's, with the idempotency key
 * and the consumed one-time code), in this order:
 *
 * 1. lock the customer's row (so the daily limits and the new-beneficiary cap are counted and
 *    charged by one payment of the customer at a time), then the accounts it touches in
 *    account-number order (`lockAccounts`), so balances are read and moved under the lock;
 * 2. check every rule of the bank (below), each with its own error code, before anything is written;
 * 3. post one journal (debit the source; credit the payee's account in the bank or the network's
 *    outward clearing account; the charges to charges income and GST payable) and store the payment.
 *
 * A NEFT after the configured cut-off is stored as AWAITING_CONFIRMATION with nothing debited
 * (statusCode 0); {@link PaymentService.confirmAfterCutOff} completes it once, by its reference, with
 * the next working day as its value date.
 */

/** The clearing status (the fund-transfer enquiry's label) of a completed payment of each network. */
export const CLEARING_STATUS: Readonly<Record<TransferNetwork, string>> = {
  IFT: "Internal tr. Success",
  IFTWB: "Internal tr. Success",
  NEFT: "NEFT Success",
  RTGS: "Success",
};
/** The clearing status of a NEFT confirmed after the cut-off (it settles the next working day). */
export const NEXT_DAY_CLEARING_STATUS = "Next Day Processing";
/** The clearing status of a NEFT waiting for the customer's cut-off confirmation. */
export const AWAITING_CLEARING_STATUS = "Entered";

/** A refusal of the bank's rules (422 unless said otherwise). */
export function transferRefused(code: ErrorCode, message: string, status = 422): ApiError {
  return new ApiError(status, code, message);
}

/**
 * A refusal of the payment's amount (422): its body names the request's amount field
 * (`transferAmount`), so the screens take the customer back to the amount with the values kept.
 */
export function amountRefused(code: ErrorCode, message: string): ApiError {
  return new ApiError(422, code, message, { field: "transferAmount" });
}

/**
 * What the amount of a payment is checked against; a fact left out is not checked. The domain's
 * `validateTransferAmount` decides, in its order.
 */
export interface PaymentAmountFacts {
  readonly network: TransferNetwork;
  readonly amount: Paise;
  /** What the source may still give once the payment's charges are taken (available balance less charges). */
  readonly availableBalance?: Paise;
  /** The beneficiary's transfer limit. */
  readonly beneficiaryLimit?: Paise;
  /** What is left of the new-beneficiary cap, while it applies. */
  readonly newBeneficiaryCap?: Paise;
  /** What is left of the network's daily limit today. */
  readonly dailyRemaining?: Paise;
}

/** What a payment asks for, as the handler read it from the request. */
export interface PaymentInput {
  readonly username: string;
  readonly network: TransferNetwork;
  readonly fromAccount: string;
  readonly toAccount: string;
  /** NEFT/RTGS: the payee's IFSC. */
  readonly toIfsc?: string;
  /** IFTWB, NEFT, RTGS: the beneficiary's id (`sequence`). */
  readonly beneficiaryId?: string;
  readonly amount: Paise;
  readonly remarks: string;
  readonly payeeNarration: string;
  /** The charges the confirm page showed, when sent. */
  readonly shownCharges?: Paise;
  /** The payment date the screen sent, when sent (must be the application date). */
  readonly paymentDate?: string;
}

/** The facts of the moment: the clock's instant and the application date. */
export interface PaymentMoment {
  readonly now: Date;
  readonly appDate: string;
}

interface BeneficiaryRow {
  readonly id: string;
  readonly customer_id: string;
  readonly type: number;
  readonly name: string;
  readonly account_number: string;
  readonly ifsc: string;
  readonly account_type: number;
  readonly transfer_limit_paise: number;
  readonly status: string;
  readonly activated_at: Date | string | null;
}

interface PaymentRow {
  readonly reference: string;
  readonly username: string;
  readonly customer_id: string;
  readonly network: TransferNetwork;
  readonly from_account: string;
  readonly beneficiary_id: string | null;
  readonly to_account: string;
  readonly to_ifsc: string;
  readonly to_name: string;
  readonly amount_paise: number;
  readonly charges_paise: number;
  readonly gst_paise: number;
  readonly remarks: string;
  readonly payee_narration: string;
  readonly status: PaymentStatus;
  readonly value_on: string;
  readonly booked_on: string;
  readonly created_at: Date | string;
}

/** A customer as a payment needs it. */
interface CustomerRow {
  readonly id: string;
  readonly customer_type: "R" | "NR";
  readonly name: string;
}

const PAYMENT_COLUMNS = `reference, username, customer_id, network, from_account, beneficiary_id::text AS beneficiary_id,
  to_account, to_ifsc, to_name, amount_paise, charges_paise, gst_paise, remarks, payee_narration, status,
  to_char(value_on, 'YYYY-MM-DD') AS value_on, to_char(coalesce(booked_on, value_on), 'YYYY-MM-DD') AS booked_on,
  created_at`;

/** The payments of the bank. */
export class PaymentService {
  /** The configured limits (the domain's `Paise`). */
  readonly limits: TransferAmountLimits;
  /** What a customer may pay per capped network and application date. */
  readonly dailyLimits: Readonly<Record<"IFTWB" | "NEFT" | "RTGS", Paise>>;
  /** The most a customer may pay a beneficiary in its first hours. */
  readonly newBeneficiaryCap: Paise;

  constructor(
    private readonly config: TransferConfig,
    private readonly ownIfscPrefix = "RIBK",
  ) {
    this.limits = config.limits;
    this.dailyLimits = config.dailyLimitPaise;
    this.newBeneficiaryCap = config.newBeneficiaryCapPaise;
  }

  /**
   * The refusal of a payment's amount by the domain's `validateTransferAmount` (bounds, balance,
   * beneficiary limit, new-beneficiary cap, daily limit, in that order), or null when it passes:
   * 422 naming `transferAmount`, with the code of the domain's failure and the bank's text.
   */
  amountRefusal(facts: PaymentAmountFacts): ApiError | null {
    const checked = validateTransferAmount({
      amount: facts.amount,
      network: facts.network,
      config: this.limits,
      ...optional("availableBalance", facts.availableBalance),
      ...optional("beneficiaryLimit", facts.beneficiaryLimit),
      ...optional("newBeneficiaryCap", facts.newBeneficiaryCap),
      ...optional("dailyRemaining", facts.dailyRemaining),
    });
    if (Result.isSuccess(checked)) return null;
    const network = facts.network;
    const bounds = amountBounds(network, this.limits);
    switch (checked.failure) {
      case "TRANSFER.AMOUNT_BELOW_MIN":
        return amountRefused(
          checked.failure,
          `The smallest ${network} amount is ${String(bounds.min)} paise.`,
        );
      case "TRANSFER.AMOUNT_ABOVE_MAX":
        return amountRefused(
          checked.failure,
          `The largest ${network} amount is ${String(bounds.max)} paise.`,
        );
      case "TRANSFER.INSUFFICIENT_BALANCE":
        return amountRefused(checked.failure, "Insufficient balance.Please enter valid amount");
      case "TRANSFER.ABOVE_BENEFICIARY_LIMIT":
        return amountRefused(checked.failure, "The amount is above the beneficiary's transfer limit.");
      case "TRANSFER.NEW_BENEFICIARY_CAP":
        return amountRefused(
          checked.failure,
          `A beneficiary added in the last ${String(this.config.newBeneficiaryHours)} hours may be paid at most ${String(this.newBeneficiaryCap)} paise in all; ${String(facts.newBeneficiaryCap)} paise are left.`,
        );
      case "TRANSFER.DAILY_LIMIT":
        return amountRefused(checked.failure, `The daily ${network} limit would be exceeded.`);
    }
  }

  /** Makes a payment (see the class's comment); answers the stored payment as the contract shows it. */
  async pay(tx: Queryable, input: PaymentInput, moment: PaymentMoment): Promise<PaymentDetail> {
    const customer = await this.lockCustomer(tx, input.username);
    if (input.paymentDate !== undefined && input.paymentDate !== moment.appDate) {
      throw transferRefused("TRANSFER.DATE_NOT_TODAY", "Pay Now and RTGS are made for today's date only.");
    }
    const beneficiary = input.network === "IFT" ? null : await this.beneficiary(tx, customer.id, input);
    const inBankTarget = input.network === "IFT" || input.network === "IFTWB";
    const locked = await lockAccounts(
      tx,
      inBankTarget ? [input.fromAccount, input.toAccount] : [input.fromAccount],
    );
    const source = await this.checkSource(
      tx,
      customer.id,
      locked.get(input.fromAccount),
      input.network,
      moment.appDate,
    );
    let targetName = beneficiary?.name ?? "";
    if (inBankTarget) {
      if (input.toAccount === input.fromAccount) {
        throw transferRefused("TRANSFER.SAME_ACCOUNT", "The source and the payee account are the same.");
      }
      const target = locked.get(input.toAccount);
      targetName = await this.checkInBankTarget(tx, customer.id, input.network, source, target, targetName);
    } else if (
      beneficiary !== null &&
      !mayCreditPayee(source.account_type, { beneficiaryAccountType: Number(beneficiary.account_type) })
    ) {
      throw transferRefused(
        "TRANSFER.NRE_CREDIT_NOT_ALLOWED",
        "An NRE account is credited from an NRE account only.",
      );
    }

    // The bounds first: an amount out of them has no charges to compare.
    const outOfBounds = this.amountRefusal({ network: input.network, amount: input.amount });
    if (outOfBounds !== null) throw outOfBounds;
    const charges = chargesFor(
      this.config.charges,
      this.config.gstBp,
      input.network,
      source.account_group,
      input.amount,
    );
    if (input.shownCharges !== undefined && input.shownCharges !== charges.total) {
      throw transferRefused("TRANSFER.CHARGES_CHANGED", "The charges of this payment have changed.");
    }
    // A beneficiary in its first hours takes at most the configured cap in all (made and waiting
    // payments, over the domain's window: `newBeneficiaryCapLeft`); the cap and the daily limit are
    // counted under the customer's row lock, so parallel payments of the customer count one by one.
    const cap =
      beneficiary === null ? null : await newBeneficiaryCapLeft(tx, beneficiary, moment.now, this.config);
    const refused = this.amountRefusal({
      network: input.network,
      amount: input.amount,
      availableBalance: source.balance_paise - source.hold_paise - charges.total,
      ...optional(
        "beneficiaryLimit",
        beneficiary === null ? undefined : BigInt(beneficiary.transfer_limit_paise),
      ),
      ...optional("newBeneficiaryCap", cap?.remaining),
      ...optional(
        "dailyRemaining",
        await this.dailyRemaining(tx, customer.id, input.network, moment.appDate),
      ),
    });
    if (refused !== null) throw refused;

    const reference = await this.nextReference(tx);
    const afterCutOff = waitsForCutOffConfirmation(
      input.network,
      kolkataTime(moment.now),
      this.config.neftCutOff,
    );
    const base = {
      reference,
      username: input.username,
      customerId: customer.id,
      network: input.network,
      fromAccount: input.fromAccount,
      beneficiaryId: beneficiary?.id ?? null,
      toAccount: input.toAccount,
      toIfsc: input.toIfsc ?? (await this.ownIfsc(tx, input.toAccount)),
      toName: targetName,
      amount: input.amount,
      charges: charges.total,
      gst: charges.gst,
      remarks: input.remarks,
      payeeNarration: input.payeeNarration,
    };
    if (afterCutOff) {
      await this.insertPayment(tx, base, {
        status: "AWAITING_CONFIRMATION",
        clearing: AWAITING_CLEARING_STATUS,
        journalId: null,
        valueOn: nextBankWorkingDay(moment.appDate, this.config.holidays),
        bookedOn: moment.appDate,
        now: moment.now,
      });
      return this.detail(tx, reference, null);
    }
    const journalId = await this.postPayment(tx, base, customer, moment.appDate, moment.appDate, moment.now);
    await this.insertPayment(tx, base, {
      status: "COMPLETED",
      clearing: CLEARING_STATUS[input.network],
      journalId,
      valueOn: moment.appDate,
      bookedOn: moment.appDate,
      now: moment.now,
    });
    return this.detail(tx, reference, input.fromAccount);
  }

  /**
   * Completes a NEFT stored after the cut-off, by its reference: the customer's own instruction,
   * still AWAITING_CONFIRMATION and made on the same application date (it holds its place in that
   * day's limits; an older one has lapsed), with the values the request repeats; the source is checked again
   * under its lock (balance, freeze, beneficiary still active) and debited once, with the next
   * working day as the value date. No second code: the instruction's code was consumed when it was made.
   */
  async confirmAfterCutOff(
    tx: Queryable,
    input: {
      readonly username: string;
      readonly reference: string;
      readonly fromAccount: string;
      readonly toAccount: string;
      readonly toIfsc: string;
      readonly amount: Paise;
      readonly narration: string;
    },
    moment: PaymentMoment,
  ): Promise<PaymentDetail> {
    const customer = await this.lockCustomer(tx, input.username);
    const rows = await tx.query<PaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE reference = $1 AND customer_id = $2 FOR UPDATE`,
      [input.reference, customer.id],
    );
    const payment = rows[0];
    if (payment === undefined) throw paymentNotFound();
    const amounts = paymentAmounts(payment);
    // An instruction is confirmed on the day it was made (its place in that day's limits); after it lapses.
    if (payment.status !== "AWAITING_CONFIRMATION" || payment.booked_on !== moment.appDate) {
      throw transferRefused(
        "TRANSFER.NOT_AWAITING_CONFIRMATION",
        "This payment is no longer waiting for confirmation.",
      );
    }
    if (
      payment.from_account !== input.fromAccount ||
      payment.to_account !== input.toAccount ||
      payment.to_ifsc !== input.toIfsc ||
      amounts.amount !== input.amount ||
      payment.remarks !== input.narration
    ) {
      throw transferRefused("TRANSFER.CONFIRMATION_MISMATCH", "The confirmation does not match the payment.");
    }
    if (payment.beneficiary_id !== null) {
      const [beneficiary] = await tx.query<{ status: string }>(
        "SELECT status FROM beneficiaries WHERE id = $1",
        [payment.beneficiary_id],
      );
      if (beneficiary?.status !== "ACTIVE") {
        throw transferRefused("TRANSFER.BENEFICIARY_NOT_ACTIVE", "The beneficiary is not active.");
      }
    }
    const locked = await lockAccounts(tx, [payment.from_account]);
    const source = await this.checkSource(
      tx,
      customer.id,
      locked.get(payment.from_account),
      payment.network,
      moment.appDate,
    );
    if (amounts.amount + amounts.charges > source.balance_paise - source.hold_paise) {
      throw transferRefused(
        "TRANSFER.INSUFFICIENT_BALANCE",
        "Insufficient balance.Please enter valid amount",
      );
    }
    const valueOn = nextBankWorkingDay(moment.appDate, this.config.holidays);
    const journalId = await this.postPayment(
      tx,
      {
        reference: payment.reference,
        network: payment.network,
        fromAccount: payment.from_account,
        toAccount: payment.to_account,
        toIfsc: payment.to_ifsc,
        toName: payment.to_name,
        ...amounts,
        remarks: payment.remarks,
        payeeNarration: payment.payee_narration,
      },
      customer,
      valueOn,
      moment.appDate,
      moment.now,
    );
    await tx.query(
      `UPDATE payments SET status = 'COMPLETED', clearing_status = $2, journal_id = $3, value_on = $4, completed_at = $5
        WHERE reference = $1`,
      [payment.reference, NEXT_DAY_CLEARING_STATUS, journalId, valueOn, moment.now],
    );
    return this.detail(tx, payment.reference, payment.from_account);
  }

  /** One of the customer's payments as the contract shows it, or null (another customer's is null too). */
  async find(db: Queryable, customerId: string, reference: string): Promise<PaymentDetail | null> {
    const rows = await db.query<{ reference: string }>(
      "SELECT reference FROM payments WHERE reference = $1 AND customer_id = $2",
      [reference, customerId],
    );
    if (rows.length === 0) return null;
    return this.detail(db, reference, null);
  }

  /** The charges of a payment (`neftRtgs/charges`). */
  charges(network: string, group: string, amount: Paise) {
    return chargesFor(this.config.charges, this.config.gstBp, network, group, amount);
  }

  /** What the customer paid today on each capped network (the application date). */
  async usedToday(
    db: Queryable,
    customerId: string,
    appDate: string,
  ): Promise<Record<"IFTWB" | "NEFT" | "RTGS", Paise>> {
    // sum() of BIGINT is NUMERIC, which both drivers answer as text.
    const rows = await db.query<{ network: string; used: string }>(
      `SELECT network, coalesce(sum(amount_paise), 0)::text AS used FROM payments
        WHERE customer_id = $1 AND coalesce(booked_on, value_on) = $2
          AND status IN ('COMPLETED', 'AWAITING_CONFIRMATION', 'RETURNED')
        GROUP BY network`,
      [customerId, appDate],
    );
    const used = { IFTWB: 0n, NEFT: 0n, RTGS: 0n };
    for (const row of rows)
      if (row.network in used) used[row.network as keyof typeof used] = BigInt(row.used);
    return used;
  }

  private async lockCustomer(tx: Queryable, username: string): Promise<CustomerRow> {
    const rows = await tx.query<CustomerRow>(
      `SELECT c.id, c.customer_type, c.prefix || ' ' || c.first_name || ' ' || c.last_name AS name
         FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.username = $1 FOR UPDATE OF c`,
      [username],
    );
    const row = rows[0];
    if (row === undefined) throw new ApiError(401, "SESSION.REQUIRED", "Please sign in.");
    return row;
  }

  private async beneficiary(tx: Queryable, customerId: string, input: PaymentInput): Promise<BeneficiaryRow> {
    const rows = await tx.query<BeneficiaryRow>(
      `SELECT id::text AS id, customer_id, type, name, account_number, ifsc, account_type, transfer_limit_paise, status,
              activated_at
         FROM beneficiaries
        WHERE customer_id = $1 AND status <> 'DELETED'
          AND (CASE WHEN $2::text IS NULL THEN account_number = $3 ELSE id = $2::bigint END)
        ORDER BY id LIMIT 1`,
      [customerId, input.beneficiaryId ?? null, input.toAccount],
    );
    const row = rows[0];
    if (row === undefined || row.account_number !== input.toAccount) throw beneficiaryNotFound();
    if (input.toIfsc !== undefined && row.ifsc !== input.toIfsc) throw beneficiaryNotFound();
    const wantType = input.network === "IFTWB" ? 2 : 3;
    if (Number(row.type) !== wantType) {
      throw transferRefused(
        "TRANSFER.WRONG_NETWORK",
        "This beneficiary cannot be paid by this kind of payment.",
      );
    }
    if (row.status !== "ACTIVE") {
      throw transferRefused("TRANSFER.BENEFICIARY_NOT_ACTIVE", "The beneficiary is not active.");
    }
    return row;
  }

  /** The source account: the customer's, active, a payment group, operable online, not frozen, an RC not matured. */
  private async checkSource(
    tx: Queryable,
    customerId: string,
    account: LockedAccount | undefined,
    network: TransferNetwork,
    appDate: string,
  ): Promise<LockedAccount> {
    const holder =
      account === undefined
        ? []
        : await tx.query<{ role: string }>(
            "SELECT role FROM account_holders WHERE account_number = $1 AND customer_id = $2",
            [account.account_number, customerId],
          );
    if (account === undefined || holder.length === 0) {
      throw new ApiError(404, "ACCOUNT.NOT_FOUND", "The account was not found.");
    }
    if (
      account.status !== 0 ||
      !isAllowedSourceAccount(paymentFlow(network), account.account_group) ||
      account.mode_of_operation === "JOINT"
    ) {
      throw transferRefused(
        "TRANSFER.SOURCE_NOT_ALLOWED",
        `A ${network} payment cannot be made from this account.`,
      );
    }
    if (account.freeze_state !== "NONE") {
      throw transferRefused("TRANSFER.ACCOUNT_FROZEN", "The account is frozen.");
    }
    if (
      isMaturedRecurringDeposit(
        { groupCode: account.account_group, maturityDate: account.maturity_date },
        appDate,
      )
    ) {
      throw transferRefused("TRANSFER.SOURCE_MATURED", "The recurring deposit has matured.");
    }
    return account;
  }

  /** The payee's account in the bank: own (IFT) or the beneficiary's (IFTWB), open, not totally frozen, the NRE rule. */
  private async checkInBankTarget(
    tx: Queryable,
    customerId: string,
    network: TransferNetwork,
    source: LockedAccount,
    target: LockedAccount | undefined,
    beneficiaryName: string,
  ): Promise<string> {
    if (target === undefined) {
      if (network === "IFT") throw new ApiError(404, "ACCOUNT.NOT_FOUND", "The account was not found.");
      throw transferRefused("TRANSFER.BENEFICIARY_NOT_ACTIVE", "The beneficiary's account is not open.");
    }
    let name = beneficiaryName;
    if (network === "IFT") {
      const own = await tx.query<{ name: string }>(
        `SELECT c.prefix || ' ' || c.first_name || ' ' || c.last_name AS name
           FROM account_holders h JOIN customers c ON c.id = h.customer_id
          WHERE h.account_number = $1 AND h.customer_id = $2`,
        [target.account_number, customerId],
      );
      if (own.length === 0) throw new ApiError(404, "ACCOUNT.NOT_FOUND", "The account was not found.");
      name = own[0]?.name ?? "";
      // An own transfer moves money between the accounts it may be made from.
      if (!isAllowedSourceAccount("own", target.account_group)) {
        throw transferRefused(
          "TRANSFER.TARGET_NOT_ALLOWED",
          "Money cannot be transferred into this account.",
        );
      }
    }
    if (target.status !== 0) {
      if (network === "IFT") throw transferRefused("TRANSFER.TARGET_NOT_ALLOWED", "The account is not open.");
      throw transferRefused("TRANSFER.BENEFICIARY_NOT_ACTIVE", "The beneficiary's account is not open.");
    }
    if (target.freeze_state === "TOTAL") {
      throw transferRefused("TRANSFER.TARGET_NOT_ALLOWED", "Money cannot be transferred into this account.");
    }
    if (!mayCreditPayee(source.account_type, { typeCode: target.account_type })) {
      throw transferRefused(
        "TRANSFER.NRE_CREDIT_NOT_ALLOWED",
        "An NRE account is credited from an NRE account only.",
      );
    }
    return name;
  }

  /** What is left of the network's daily limit on the application date; IFT has none. */
  private async dailyRemaining(
    tx: Queryable,
    customerId: string,
    network: TransferNetwork,
    appDate: string,
  ): Promise<Paise | undefined> {
    if (network === "IFT") return undefined;
    const used = await this.usedToday(tx, customerId, appDate);
    return this.dailyLimits[network] - used[network];
  }

  private async nextReference(tx: Queryable): Promise<string> {
    const [row] = await tx.query<{ n: string }>("SELECT nextval('payment_reference_seq')::text AS n");
    return `FT${String(row?.n).padStart(10, "0")}`;
  }

  private async ownIfsc(tx: Queryable, accountNumber: string): Promise<string> {
    const [row] = await tx.query<{ ifsc: string }>(
      "SELECT b.ifsc FROM accounts a JOIN branches b ON b.code = a.branch_code WHERE a.account_number = $1",
      [accountNumber],
    );
    return row?.ifsc ?? `${this.ownIfscPrefix}0000000`;
  }

  /** Posts the journal of a payment: the source's debits, the payee's or clearing's credit, the charges. */
  private async postPayment(
    tx: Queryable,
    payment: {
      readonly reference: string;
      readonly network: TransferNetwork;
      readonly fromAccount: string;
      readonly toAccount: string;
      readonly toIfsc: string;
      readonly toName: string;
      readonly amount: Paise;
      readonly charges: Paise;
      readonly gst: Paise;
      readonly remarks: string;
      readonly payeeNarration: string;
    },
    customer: CustomerRow,
    valueOn: string,
    postedOn: string,
    now: Date,
  ): Promise<number> {
    return postJournal(tx, {
      kind: "PAYMENT",
      narration: `${payment.network} ${payment.reference}`,
      postedAt: now,
      valueOn,
      postedOn,
      postings: paymentPostings(payment, customer.name),
    });
  }

  private async insertPayment(
    tx: Queryable,
    p: {
      readonly reference: string;
      readonly username: string;
      readonly customerId: string;
      readonly network: TransferNetwork;
      readonly fromAccount: string;
      readonly beneficiaryId: string | null;
      readonly toAccount: string;
      readonly toIfsc: string;
      readonly toName: string;
      readonly amount: Paise;
      readonly charges: Paise;
      readonly gst: Paise;
      readonly remarks: string;
      readonly payeeNarration: string;
    },
    state: {
      readonly status: PaymentStatus;
      readonly clearing: string;
      readonly journalId: number | null;
      readonly valueOn: string;
      readonly bookedOn: string;
      readonly now: Date;
    },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO payments (reference, username, customer_id, network, from_account, beneficiary_id, to_account, to_ifsc,
         to_name, amount_paise, charges_paise, gst_paise, remarks, payee_narration, status, clearing_status, journal_id,
         created_at, value_on, booked_on, completed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)`,
      [
        p.reference,
        p.username,
        p.customerId,
        p.network,
        p.fromAccount,
        p.beneficiaryId,
        p.toAccount,
        p.toIfsc,
        p.toName,
        p.amount,
        p.charges,
        p.gst,
        p.remarks,
        p.payeeNarration,
        state.status,
        state.clearing,
        state.journalId,
        state.now,
        state.valueOn,
        state.bookedOn,
        state.status === "COMPLETED" ? state.now : null,
      ],
    );
  }

  /** A stored payment as the contract shows it; the source's available balance when `balanceOf` is given. */
  private async detail(db: Queryable, reference: string, balanceOf: string | null): Promise<PaymentDetail> {
    const [row] = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE reference = $1`, [
      reference,
    ]);
    if (row === undefined) throw paymentNotFound();
    let availableBalance: Paise | null = null;
    if (balanceOf !== null) {
      const [account] = await db.query<{ available: number }>(
        "SELECT balance_paise - hold_paise AS available FROM accounts WHERE account_number = $1",
        [balanceOf],
      );
      availableBalance = account === undefined ? null : BigInt(account.available);
    }
    return toDetail(row, availableBalance);
  }
}

/** The postings of a payment: IFT/IFTWB to the payee's account, NEFT/RTGS to the outward clearing; charges apart. */
export function paymentPostings(
  payment: {
    readonly reference: string;
    readonly network: TransferNetwork;
    readonly fromAccount: string;
    readonly toAccount: string;
    readonly toName: string;
    readonly amount: Paise;
    readonly charges: Paise;
    readonly gst: Paise;
    readonly remarks: string;
    readonly payeeNarration: string;
  },
  payerName: string,
): Posting[] {
  const note = (text: string) => (text === "" ? "" : `/${text}`);
  const postings: Posting[] = [
    {
      account: payment.fromAccount,
      amount: -payment.amount,
      description: `${payment.network}/${payment.reference}/${payment.toName || payment.toAccount}${note(payment.remarks)}`,
      category: "TRANSFER",
    },
  ];
  if (payment.network === "IFT" || payment.network === "IFTWB") {
    postings.push({
      account: payment.toAccount,
      amount: payment.amount,
      description: `${payment.network}/${payment.reference}/${payerName}${note(payment.payeeNarration)}`,
      category: "TRANSFER",
    });
  } else {
    postings.push({
      internal: payment.network === "NEFT" ? "NEFT_OUTWARD" : "RTGS_OUTWARD",
      amount: payment.amount,
    });
  }
  if (payment.charges > 0n) {
    postings.push({
      account: payment.fromAccount,
      amount: -payment.charges,
      description: `${payment.network} charges incl. GST/${payment.reference}`,
      category: "OTHERS",
    });
    postings.push({ internal: "CHARGES_INCOME", amount: payment.charges - payment.gst });
    if (payment.gst > 0n) postings.push({ internal: "GST_PAYABLE", amount: payment.gst });
  }
  return postings;
}

/** The amount, charges and GST of a stored payment. */
function paymentAmounts(row: PaymentRow): { amount: Paise; charges: Paise; gst: Paise } {
  return { amount: BigInt(row.amount_paise), charges: BigInt(row.charges_paise), gst: BigInt(row.gst_paise) };
}

function toDetail(row: PaymentRow, availableBalance: Paise | null): PaymentDetail {
  const { amount, charges, gst } = paymentAmounts(row);
  return {
    reference: row.reference,
    paymentNetwork: row.network,
    status: row.status,
    fromAccountNumber: row.from_account,
    benAccountNumber: row.to_account,
    benIfsc: row.to_ifsc,
    benName: row.to_name,
    benSequence: row.beneficiary_id,
    amount,
    charges,
    gst,
    totalDebit: amount + charges,
    remarks: row.remarks,
    valueDate: row.value_on,
    createdAt: new Date(row.created_at).toISOString(),
    availableBalance,
  };
}

/** `{ [key]: value }`, or nothing when the value is undefined (the domain's optional facts take no undefined). */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/** The answer for a reference that is not the customer's payment (someone else's is not found too). */
export function paymentNotFound(): ApiError {
  return new ApiError(404, "TRANSFER.PAYMENT_NOT_FOUND", "The payment was not found.");
}

/** The answer for a beneficiary that is not the customer's (someone else's is not found too). */
export function beneficiaryNotFound(): ApiError {
  return new ApiError(404, "TRANSFER.BENEFICIARY_NOT_FOUND", "The beneficiary was not found.");
}
