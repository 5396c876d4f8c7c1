import type { Context } from "hono";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { BENEFICIARY_MAX_TRANSFER_LIMIT } from "../../../src/domain/beneficiary/Beneficiary";
import {
  PAYMENT_AWAITING_CONFIRMATION_STATUS_CODE,
  PAYMENT_COMPLETED_STATUS_CODE,
  type PaymentDetail,
  type PaymentResponse,
  type SourceAccount,
  type TransferNetwork,
} from "../../../src/adapters/rib/contract/transfers";
import { nonResidentScheme } from "../../../src/domain/accounts/AccountGroup";
import { nextBankWorkingDay } from "../../../src/domain/dates/BankCalendar";
import { isPastNeftCutOff } from "../../../src/domain/transfers/PaymentDates";
import {
  isAllowedSourceAccount,
  isMaturedRecurringDeposit,
  mayCreditPayee,
  paymentFlow,
  sourceAccountGroups,
} from "../../../src/domain/transfers/PaymentNetwork";
import { accountReference } from "../accounts/accountListRoutes";
import { audit } from "../kernel/auth/audit";
import { kolkataTime } from "../kernel/clock";
import type { AppEnv } from "../kernel/http/context";
import { fileAnswer, serve, type CallRouter } from "../kernel/http/pipeline";
import { beneficiaryNotFound, PaymentService, paymentNotFound, transferRefused } from "./PaymentService";
import { TransferRepository } from "./TransferRepository";
import { receiptFileName, receiptHtml, receiptPdf, readReceipt } from "./receipt";

/** The audit event of a refused reach for another customer's account, beneficiary or payment. */
export const TRANSFER_ACCESS_EVENT = "TRANSFER_ACCESS";

/** The audit event of a payment made (outcome: its network and status). */
export const PAYMENT_EVENT = "PAYMENT";

/** The answer of a payment call. */
function paymentAnswer(payment: PaymentDetail): PaymentResponse {
  const waiting = payment.status === "AWAITING_CONFIRMATION";
  return {
    success: true,
    statusCode: waiting ? PAYMENT_AWAITING_CONFIRMATION_STATUS_CODE : PAYMENT_COMPLETED_STATUS_CODE,
    statusMsg: waiting
      ? `The NEFT cut-off has passed. Confirm to send this payment on ${payment.valueDate}.`
      : "Your Transaction has been completed successfully",
    data: payment.reference,
    payment,
  };
}

/** Writes the refusal of a reach for what is not the customer's, then answers `error` (outside any transaction). */
async function refuseForeign(
  db: TransferRepository["db"],
  c: Context<AppEnv>,
  username: string,
  now: Date,
  detail: string,
  error: Error,
): Promise<never> {
  await audit(db, {
    event: TRANSFER_ACCESS_EVENT,
    username,
    ip: c.get("req").ip,
    outcome: "REFUSED",
    at: now,
    detail,
  });
  throw error;
}

/**
 * The beneficiary named by a payment must be the customer's own: anything else (another customer's,
 * or none) is 404 `TRANSFER.BENEFICIARY_NOT_FOUND`, audited. Read before the payment's transaction
 * (`admit`), so the audit row stays when the call is refused.
 */
async function admitBeneficiary(
  repository: TransferRepository,
  c: Context<AppEnv>,
  username: string,
  now: Date,
  sequence: string | undefined,
  accountNumber: string,
  type: 2 | 3,
): Promise<void> {
  const customerId = await repository.customerIdOf(username);
  if (!(await repository.hasBeneficiary(customerId, type, sequence, accountNumber))) {
    await refuseForeign(
      repository.db,
      c,
      username,
      now,
      `beneficiary ${sequence ?? accountNumber}`,
      beneficiaryNotFound(),
    );
  }
}

/** Registers the payment calls (spec 001 section 7, "Transfers"). */
export function registerTransferRoutes(router: CallRouter): void {
  const { services } = router;
  const { db, config } = services.deps;
  const payments = new PaymentService(config.transfers);
  const repository = new TransferRepository(db);
  const moment = (now: Date) => ({ now, appDate: services.appDate() });

  serve(router, endpoints.fundsTransferWithinBank, {
    admit: async ({ request, session, c, now }) => {
      // An own-account transfer's payee is checked by the pipeline (`ownedAccounts`).
      if (request.paymentNetwork !== "IFT") {
        await admitBeneficiary(
          repository,
          c,
          session.username,
          now,
          request.benSequence,
          request.benAccountNumber,
          2,
        );
      }
    },
    run: async ({ request, session, tx, now }) =>
      paymentAnswer(
        await payments.pay(
          tx,
          {
            username: session.username,
            network: request.paymentNetwork,
            fromAccount: request.fromAccountNumber,
            toAccount: request.benAccountNumber,
            ...(request.benSequence === undefined ? {} : { beneficiaryId: request.benSequence }),
            amount: request.transferAmount,
            remarks: request.transComment,
            payeeNarration: request.transToComment,
            ...(request.paymentDate === undefined ? {} : { paymentDate: request.paymentDate }),
          },
          moment(now),
        ),
      ),
    audit: { event: PAYMENT_EVENT, outcome: ({ request }) => `${request.paymentNetwork} OK` },
  });

  serve(router, endpoints.neftRtgs, {
    admit: async ({ request, session, c, now }) => {
      await admitBeneficiary(
        repository,
        c,
        session.username,
        now,
        request.benSequence,
        request.benAccountNumber,
        3,
      );
    },
    run: async ({ request, session, tx, now }) =>
      paymentAnswer(
        await payments.pay(
          tx,
          {
            username: session.username,
            network: request.paymentNetwork,
            fromAccount: request.fromAccountNumber,
            toAccount: request.benAccountNumber,
            toIfsc: request.benIfsc,
            beneficiaryId: request.benSequence,
            amount: request.transferAmount,
            remarks: request.narrationFromAccount,
            payeeNarration: request.remarks ?? "",
            ...(request.charges === undefined ? {} : { shownCharges: request.charges }),
            ...(request.paymentDate === undefined ? {} : { paymentDate: request.paymentDate }),
          },
          moment(now),
        ),
      ),
    audit: { event: PAYMENT_EVENT, outcome: ({ request }) => `${request.paymentNetwork} OK` },
  });

  serve(router, endpoints.neftRtgsCutOffConfirm, {
    admit: async ({ request, session, c, now }) => {
      const found = await payments.find(
        db,
        await repository.customerIdOf(session.username),
        request.reference,
      );
      if (found === null)
        await refuseForeign(db, c, session.username, now, `payment ${request.reference}`, paymentNotFound());
    },
    run: async ({ request, session, tx, now }) =>
      paymentAnswer(
        await payments.confirmAfterCutOff(
          tx,
          {
            username: session.username,
            reference: request.reference,
            fromAccount: request.fromAccountNumber,
            toAccount: request.benAccountNumber,
            toIfsc: request.benIfsc,
            amount: request.transferAmount,
            narration: request.narrationFromAccount,
          },
          moment(now),
        ),
      ),
    audit: { event: PAYMENT_EVENT, outcome: () => "NEFT CONFIRMED" },
  });

  serve(router, endpoints.neftRtgsCharges, async ({ request, owned }) => {
    const account = owned.fromAccountNumber;
    if (!isAllowedSourceAccount(paymentFlow(request.paymentNetwork), account.account_group)) {
      throw transferRefused("TRANSFER.SOURCE_NOT_ALLOWED", "Payments cannot be made from this account.");
    }
    const charges = payments.charges(request.paymentNetwork, account.account_group, request.transferAmount);
    return {
      charge: charges.charge,
      gst: charges.gst,
      charges: charges.total,
      totalDebit: request.transferAmount + charges.total,
    };
  });

  serve(router, endpoints.neftRtgsLimits, async ({ session, now }) => {
    const appDate = services.appDate();
    const used = await payments.usedToday(db, await repository.customerIdOf(session.username), appDate);
    const daily = (network: "IFTWB" | "NEFT" | "RTGS") => {
      const limit = payments.dailyLimits[network];
      const left = limit - used[network];
      return { limit, used: used[network], remaining: left > 0n ? left : 0n };
    };
    const { minNeft, maxNeft, minRtgs, maxRtgs } = payments.limits;
    return {
      minNeft,
      maxNeft,
      minRtgs,
      maxRtgs,
      daily: { IFTWB: daily("IFTWB"), NEFT: daily("NEFT"), RTGS: daily("RTGS") },
      newBeneficiaryCap: payments.newBeneficiaryCap,
      newBeneficiaryHours: config.transfers.newBeneficiaryHours,
      maxBeneficiaryLimit: BENEFICIARY_MAX_TRANSFER_LIMIT,
      neftCutOff: config.transfers.neftCutOff,
      afterNeftCutOff: isPastNeftCutOff(kolkataTime(now), config.transfers.neftCutOff),
      appDate,
      nextWorkingDay: nextBankWorkingDay(appDate, config.transfers.holidays),
    };
  });

  serve(router, endpoints.checkFreezeState, async ({ request }) => {
    const state = await repository.freezeState(request.accountNumber);
    return {
      accountNumber: request.accountNumber,
      freezeState: state,
      debitAllowed: state === "NONE",
      creditAllowed: state !== "TOTAL",
    };
  });

  serve(router, endpoints.transferSourceAccounts, async ({ request, session }) =>
    sourceAccounts(repository, session.username, request.paymentNetwork, services.appDate()),
  );

  serve(router, endpoints.paymentReceipt, async ({ request, session, c, now }) => {
    const customerId = await repository.customerIdOf(session.username);
    const receipt = await readReceipt(db, payments, customerId, request.reference);
    if (receipt === null) {
      return refuseForeign(db, c, session.username, now, `payment ${request.reference}`, paymentNotFound());
    }
    const name = receiptFileName(request.reference, request.dwndType === 1 ? "pdf" : "html");
    return request.dwndType === 1
      ? fileAnswer(receiptPdf(receipt, request.lang), "application/pdf", name)
      : fileAnswer(receiptHtml(receipt, request.lang), "text/html; charset=utf-8", name);
  });
}

/**
 * The accounts a payment of `network` may come from: the customer's open accounts of the domain's
 * source groups for the network's flow (SAV, DDA and RC) that may be operated online (not a JOINT
 * mandate), not frozen for debits, a recurring deposit until its maturity
 * (`isMaturedRecurringDeposit`). IFT also lists each source's own targets: the other such accounts
 * not totally frozen that the source may credit (`mayCreditPayee`: an NRE one only from an NRE source).
 */
export async function sourceAccounts(
  repository: TransferRepository,
  username: string,
  network: TransferNetwork,
  appDate: string,
): Promise<SourceAccount[]> {
  const rows = await repository.sourceRows(username, sourceAccountGroups(paymentFlow(network)));
  const usable = rows.filter(
    (row) =>
      !isMaturedRecurringDeposit({ groupCode: row.account_group, maturityDate: row.maturity_date }, appDate),
  );
  return usable
    .filter((row) => row.freeze_state === "NONE")
    .map((row) => {
      const nickname = row.nickname ?? "";
      const targets =
        network === "IFT"
          ? usable
              .filter(
                (other) =>
                  other.account_number !== row.account_number &&
                  other.freeze_state !== "TOTAL" &&
                  mayCreditPayee(row.account_type, { typeCode: other.account_type }),
              )
              .map((other) => other.account_number)
          : [];
      return {
        account_number: row.account_number,
        rnAcctNo: accountReference(row.account_number),
        account_grp_code: row.account_group,
        account_type_code: row.account_type,
        shrt_account_names: nickname,
        accNoWithNickName: nickname === "" ? row.account_number : `${row.account_number} - ${nickname}`,
        bal_Available: BigInt(row.available),
        maturityDate: row.maturity_date,
        nonResident: nonResidentScheme(row.account_type),
        currencyCode: row.currency,
        ownTargets: targets,
      };
    });
}
