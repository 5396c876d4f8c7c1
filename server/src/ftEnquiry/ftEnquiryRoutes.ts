import { Result } from "effect";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import {
  FT_ENQUIRY_NO_DATA_ERROR_CODE,
  type FtEnquiryRow,
} from "../../../src/adapters/rib/contract/ftEnquiry";
import { validateFundTransferSearch } from "../../../src/domain/transfers/FundTransferEnquiry";
import {
  enquiryStatusOf,
  FUND_TRANSFER_ENQUIRY_TYPE_NETWORKS,
} from "../../../src/domain/transfers/TransferStatus";
import { ApiError, invalidRequest } from "../kernel/http/ApiError";
import { serve, type CallRouter } from "../kernel/http/pipeline";
import { FtEnquiryRepository, type EnquiryPaymentRow } from "./FtEnquiryRepository";

/**
 * The fund-transfer enquiry (spec 001 `fundTrnsfrEnquiry`): the signed-in customer's own payments
 * only, newest first, 10 a page, with the spec's status labels (domain `enquiryStatusOf`). The
 * reference server keeps the clearing's statuses itself, so it never answers the third-party error
 * 1031 that a bank with a separate clearing system would; a customer with no payment at all answers
 * 404 with 3004 (no data), a search that finds nothing an empty page (no result).
 */

/** The English message of a payment that did not go through, by its state. */
function errorMessage(row: EnquiryPaymentRow): string | null {
  if (row.status === "REJECTED")
    return "The payment was rejected and the amount credited back to your account.";
  if (row.status === "RETURNED")
    return "The beneficiary's bank returned the payment; the amount was credited back.";
  if (row.status === "CANCELLED") return "The payment was cancelled before it was made.";
  return null;
}

/** One stored payment as an enquiry row. */
export function enquiryRowOf(row: EnquiryPaymentRow): FtEnquiryRow {
  const amount = BigInt(row.amount_paise);
  const charges = BigInt(row.charges_paise);
  return {
    date: row.date,
    trnRefNumber: row.reference,
    accountNumber: row.from_account,
    amount,
    charges,
    totalAmount: amount + charges,
    benAcnNumber: row.to_account,
    title: row.to_name,
    ifsc: row.to_ifsc,
    paymentNetwork: row.network,
    status: enquiryStatusOf({
      network: row.network,
      status: row.status,
      clearingStatus: row.clearing_status,
    }),
    errorCode: row.error_code,
    errMsg: errorMessage(row),
  };
}

/** Registers `fundTransactionList`. */
export function registerFtEnquiryRoutes(router: CallRouter): void {
  const { db } = router.services.deps;

  serve(router, endpoints.fundTransactionList, async ({ request, session }) => {
    // The schema decoded the wire's dd/MM/yyyy into the domain's yyyy-MM-dd.
    const { fromDate, toDate } = request;
    if ((fromDate === null) !== (toDate === null)) {
      throw invalidRequest(
        `${fromDate === null ? "fromDate" : "toDate"}: give both dates of the range or neither.`,
      );
    }
    const checked = validateFundTransferSearch({
      useDateRange: fromDate !== null,
      fromDate: fromDate ?? "",
      toDate: toDate ?? "",
      ...(request.fromAmount === null ? {} : { fromAmount: request.fromAmount }),
      ...(request.toAmount === null ? {} : { toAmount: request.toAmount }),
    });
    if (Result.isFailure(checked)) {
      const field = checked.failure === "ENQUIRY.AMOUNT_RANGE_REVERSED" ? "toAmount" : "fromDate";
      throw invalidRequest(`${field}: the range's start is after its end (${checked.failure}).`);
    }
    const repository = new FtEnquiryRepository(db);
    const customerId = await repository.customerIdOf(session.username);
    if (!(await repository.hasAny(customerId))) {
      throw new ApiError(404, "FT_ENQUIRY.NO_DATA", "No fund transfers found.", {
        errorCode: FT_ENQUIRY_NO_DATA_ERROR_CODE,
      });
    }
    const benName = request.benName === null || request.benName.trim() === "" ? null : request.benName.trim();
    const filter = {
      fromDate,
      toDate,
      fromAmount: request.fromAmount,
      toAmount: request.toAmount,
      benName,
      networks: request.type === null ? null : FUND_TRANSFER_ENQUIRY_TYPE_NETWORKS[request.type],
    };
    const totalRecords = await repository.count(customerId, filter);
    const rows = await repository.page(customerId, filter, request.beginValue, request.totalrows);
    return { transactions: rows.map(enquiryRowOf), totalRecords };
  });
}
