import { Redacted } from "effect";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import {
  type CategoryListResponse,
  type EnquiryResponse,
  type EnquiryRow,
  type MarkFraudResponse,
} from "../../../src/adapters/rib/contract/enquiry";
import { CLOSED_STATUS_CODE } from "../../../src/domain/accounts/AccountStatus";
import {
  canCategorise,
  FRAUD_EXCEPTION_STATUS_CODE,
  FRAUD_REPORT_MAX_AGE_DAYS,
  fraudReportRefusal,
} from "../../../src/domain/enquiry/Categorisation";
import {
  capAtSystemDate,
  ENQUIRY_DEBIT_TYPE,
  isEnquiryAccount,
  searchFilterErrors,
} from "../../../src/domain/enquiry/EnquiryFilter";
import {
  isTransactionCategory,
  TRANSACTION_CATEGORIES,
  type TransactionCategory,
} from "../../../src/domain/enquiry/TransactionCategory";
import type { Paise } from "../../../src/domain/money/Money";
import type { OwnedAccount } from "../kernel/accounts/ownership";
import { audit } from "../kernel/auth/audit";
import { ApiError, invalidRequest } from "../kernel/http/ApiError";
import { serve, type CallContext, type CallRouter } from "../kernel/http/pipeline";
import { EnquiryRepository } from "./EnquiryRepository";

/** English names of the bank's transaction categories (the channels show their own translations). */
export const CATEGORY_DESCRIPTIONS: Readonly<Record<TransactionCategory, string>> = {
  INCOME: "Income",
  INTEREST: "Interest",
  TRANSFER: "Transfer",
  RENT: "Rent",
  GROCERY: "Grocery",
  FOOD: "Food and dining",
  SHOPPING: "Shopping",
  UTILITIES: "Utilities",
  TRAVEL: "Travel",
  HEALTH: "Health",
  EDUCATION: "Education",
  INSURANCE: "Insurance",
  CASH: "Cash",
  LOAN: "Loan",
  OTHERS: "Others",
};

/** The English text of a transaction that is already reported as fraud. */
export const ALREADY_REPORTED_MESSAGE = "This transaction is already reported as fraud.";

/** English name of a category id (the id itself for an unknown one). */
function categoryDescription(id: string): string {
  return isTransactionCategory(id) ? CATEGORY_DESCRIPTIONS[id] : id;
}

/**
 * An amount of the request, or 400 naming the field when it is negative (the schema has already
 * refused a fraction and a number beyond 2^53 - 1).
 */
function filterAmount(value: Paise | null, field: string): Paise | null {
  if (value !== null && value < 0n) {
    throw invalidRequest(`${field}: the amount must be a whole number of paise, not negative.`);
  }
  return value;
}

/** 422 `ENQUIRY.CATEGORISE_NOT_ALLOWED` (not 403/409, which the client treats as the end of the session). */
const categoriseNotAllowed = (): ApiError =>
  new ApiError(
    422,
    "ENQUIRY.CATEGORISE_NOT_ALLOWED",
    "You can change categories only on your own savings and current accounts where you are the primary holder.",
  );

/** Transaction enquiry: the lists, the categories, categorisation and fraud reports (spec 000 sections 3, 5, 6). */
export function registerEnquiryRoutes(router: CallRouter): void {
  const { services } = router;
  const { deps } = services;
  const { db, clock } = deps;
  const enquiry = new EnquiryRepository(db);

  /** The customer's account (the pipeline checked it is theirs) when the enquiry offers it (open SAV or DDA), else 400. */
  const enquiryAccount = (account: OwnedAccount): OwnedAccount => {
    if (!isEnquiryAccount(account.account_group) || account.status === CLOSED_STATUS_CODE) {
      throw new ApiError(
        400,
        "ENQUIRY.ACCOUNT_NOT_ELIGIBLE",
        "The transaction enquiry is available for open savings and current accounts only.",
      );
    }
    return account;
  };

  const list = async (
    { request, owned }: CallContext<typeof endpoints.transactionList>,
    onlyMarked: boolean,
  ): Promise<EnquiryResponse> => {
    const today = services.appDate();
    // The schema decoded the wire's dd/MM/yyyy into the domain's yyyy-MM-dd.
    const from = request.fromDate;
    const to = request.toDate;
    if (capAtSystemDate(to, today) !== to) {
      throw invalidRequest("toDate: the to date cannot be after today's date.");
    }
    if (from > to) throw invalidRequest("fromDate: the from date cannot be after the to date.");
    const filterErrors = searchFilterErrors({
      fromAmount: filterAmount(request.fromAmount, "fromAmount"),
      toAmount: filterAmount(request.toAmount, "toAmount"),
      fromCheque: request.fromCheckNumber,
      toCheque: request.toCheckNumber,
    });
    if (filterErrors.includes("FILTER.TO_AMOUNT_BELOW_FROM")) {
      throw invalidRequest("toAmount: the to amount cannot be less than the from amount.");
    }
    if (filterErrors.includes("FILTER.TO_CHEQUE_BELOW_FROM")) {
      throw invalidRequest("toCheckNumber: the to cheque number cannot be less than the from cheque number.");
    }
    const account = enquiryAccount(owned.accountNumber);
    const direction = request.type === null ? null : request.type === ENQUIRY_DEBIT_TYPE ? "DR" : "CR";
    const { rows, total } = await enquiry.transactionPage(
      {
        accountNumber: account.account_number,
        from,
        to,
        fromAmount: request.fromAmount,
        toAmount: request.toAmount,
        fromCheque: request.fromCheckNumber,
        toCheque: request.toCheckNumber,
        direction,
        onlyMarked,
      },
      { ascending: request.sortByAsc, offset: request.beginValue, limit: request.totalrows },
    );
    return {
      transaclist: rows.map((row): EnquiryRow => ({
        sequence: row.sequence,
        accountNumber: row.account_number,
        date: row.posted_on,
        effectiveDate: row.value_on,
        description: row.description,
        chequeNumber: row.cheque_number,
        crdr: row.direction,
        amount: BigInt(row.amount_paise),
        balance: BigInt(row.balance_after_paise),
        trnCateogry: row.category,
        categoryDescription: categoryDescription(row.category),
        fruadpostedTime: row.marked_at,
      })),
      totalRecords: total,
      canCategorise: canCategorise(account.account_group, account.role === "primary"),
    };
  };

  serve(router, endpoints.transactionList, (context) => list(context, false));
  serve(router, endpoints.transactionListFraud, (context) => list(context, true));

  const categories = (): CategoryListResponse =>
    TRANSACTION_CATEGORIES.map((id) => ({
      txnCategoryID: id,
      categoryDescription: CATEGORY_DESCRIPTIONS[id],
    }));
  serve(router, endpoints.categoryList, categories);
  serve(router, endpoints.txnCategoryMapping, categories);

  serve(router, endpoints.updateTranCategory, async ({ request: changes, session, state, owned }) => {
    for (const change of changes) {
      if (!isTransactionCategory(change.category)) {
        throw invalidRequest(`category: ${change.category} is not a known category.`);
      }
    }
    for (const account of owned.account) {
      if (!canCategorise(account.account_group, account.role === "primary")) throw categoriseNotAllowed();
    }
    const now = clock.now();
    await db.transaction(async (tx) => {
      const inTx = new EnquiryRepository(tx);
      for (const change of changes) {
        const old = await inTx.changeCategory(change.account, change.sequence, change.category);
        if (old === null) {
          throw invalidRequest(`sequence: no transaction ${String(change.sequence)} on this account.`);
        }
        if (old !== change.category) {
          await inTx.recordCategoryChange({
            accountNumber: change.account,
            sequence: change.sequence,
            oldCategory: old,
            newCategory: change.category,
            username: session.username,
            at: now,
          });
        }
      }
    });
    await audit(db, {
      event: "CATEGORY_UPDATE",
      username: session.username,
      ip: state.ip,
      outcome: "OK",
      at: now,
    });
    return { value: true };
  });

  serve(router, endpoints.checkDuplicateFraudTrans, async ({ request, secrets, owned }) => {
    const opened = secrets.encAccountNumber;
    if (opened === undefined || Redacted.value(opened) !== request.accountNumber) {
      throw new ApiError(400, "REQUEST.INTEGRITY", "The request could not be verified.");
    }
    const account = enquiryAccount(owned.accountNumber);
    const exists = await enquiry.transactionExists(
      account.account_number,
      request.sequence,
      request.transactionDate,
    );
    if (!exists) throw invalidRequest("sequence: no such transaction on this account and date.");
    const marked = await enquiry.isMarked(account.account_number, request.sequence);
    return marked
      ? { value: true, errorMessage: ALREADY_REPORTED_MESSAGE }
      : { value: false, errorMessage: null };
  });

  serve(router, endpoints.markFraudTransaction, async ({ request, session, state, owned }) => {
    filterAmount(request.amount, "amount");
    const account = enquiryAccount(owned.accountNumber);
    const txn = await enquiry.findTransaction(
      account.account_number,
      request.sequence,
      request.transactionDate,
      request.amount,
    );
    if (txn === null) {
      throw invalidRequest("sequence: no transaction with this date and amount on this account.");
    }
    const now = clock.now();
    const record = async (outcome: string): Promise<void> =>
      audit(db, { event: "FRAUD_MARK", username: session.username, ip: state.ip, outcome, at: now });
    const refuse = (statusCode: number | null, statusMsg: string): MarkFraudResponse => ({
      success: false,
      data: null,
      statusCode,
      statusMsg,
    });
    const refusal = fraudReportRefusal(txn.direction, txn.posted_on, services.appDate());
    if (refusal === "CREDIT") {
      await record("REFUSED_CREDIT");
      return refuse(null, "Only debit transactions can be reported as fraud.");
    }
    if (refusal === "TOO_OLD") {
      await record("REFUSED_TOO_OLD");
      return refuse(
        FRAUD_EXCEPTION_STATUS_CODE,
        `The bank could not take the report: transactions older than ${String(FRAUD_REPORT_MAX_AGE_DAYS)} days are reported at a branch.`,
      );
    }
    const reference = await enquiry.markFraud(
      {
        accountNumber: account.account_number,
        sequence: request.sequence,
        username: session.username,
        didTransaction: request.fraudtrnchk,
        sharedCredentials: request.fraudcidfro,
        blockCard: request.fraudcrdblk,
        comment: request.fraudComment,
      },
      now,
    );
    if (reference === null) {
      await record("DUPLICATE");
      return refuse(null, ALREADY_REPORTED_MESSAGE);
    }
    await record("OK");
    return {
      success: true,
      data: reference,
      statusCode: null,
      statusMsg: `The transaction is reported as fraud. Reference number ${reference}.`,
    };
  });
}
