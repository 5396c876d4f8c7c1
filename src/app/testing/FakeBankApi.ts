import type { AppBankApi } from "../services";
import { FakeEnquiry } from "../enquiry/FakeEnquiry";
import { FakeAccounts } from "../accounts/FakeAccounts";
import { FakeStatements } from "../statements/FakeStatements";
import type {
  InterestCertificateRequest,
  StatementDownloadRequest,
  StatementRequest,
} from "../../adapters/rib/contract/statements";
import type { AccountDetailRequest, NicknameUpdateRequest } from "../../adapters/rib/contract/accounts";
import type {
  DuplicateFraudCheckRequest,
  EnquiryRequest,
  MarkFraudRequest,
  UpdateCategoryRequest,
} from "../../adapters/rib/contract/enquiry";
import type { AccountListKind } from "../../adapters/rib/FetchBankApi";

/** A failure shaped like the adapter's `RibError`. */
export class FakeFailure extends Error {
  readonly _tag = "BankApiFailure";
  constructor(
    readonly status: number,
    readonly code: string,
    readonly body: unknown = { status, code, statusMsg: code },
  ) {
    super(`${status} ${code}`);
  }
  get statusMsg(): string {
    return this.code;
  }
}

/**
 * An in-memory bank for the screens not yet on the scripted bank (accounts, statements, enquiry),
 * with a log of the calls made. Sign-in, the session, the action codes, the security settings and
 * the survey answer from `ScriptedBank` and its fixtures.
 */
export class FakeBankApi implements AppBankApi {
  readonly calls: string[] = [];

  /** The transaction enquiry's accounts, rows, categories and fraud marks. */
  readonly enquiry = new FakeEnquiry();
  /** The accounts of the account screens (lists, details, nicknames). */
  readonly accounts = new FakeAccounts();
  /** The statements, downloads and interest certificates of the fake bank's accounts. */
  readonly statements = new FakeStatements(() => this.accounts.list("statement"));

  async getServerDate() {
    this.calls.push("getServerDate");
    return { appDate: "2026-11-22" };
  }

  /** The enquiry's SAV and DDA accounts for the enquiry; the account screens' accounts for the other lists. */
  async getAccountList(kind: AccountListKind) {
    this.calls.push(`getAccountList:${kind}`);
    return kind === "enquiry" ? this.enquiry.accounts : this.accounts.list(kind);
  }

  /** The detail of one of the customer's accounts; another number is 404 ACCOUNT.NOT_FOUND. */
  async getAccountDetail(request: AccountDetailRequest) {
    this.calls.push(`getAccountDetail:${request.accountNumber}`);
    const detail = this.accounts.detail(request.accountNumber);
    if (detail === undefined) throw new FakeFailure(404, "ACCOUNT.NOT_FOUND");
    return detail;
  }

  /** The active accounts with nicknames, grouped by kind. */
  async getAccountNicknames() {
    this.calls.push("getAccountNicknames");
    return this.accounts.nicknames();
  }

  /** The customer information dialog's details. */
  async getCustomerDetailsAndRm() {
    this.calls.push("getCustomerDetailsAndRm");
    return this.accounts.customerDetails();
  }

  /** The account information of one of the customer's accounts; another number is 404. */
  async getAccountInformation(accountNumber: string) {
    this.calls.push(`getAccountInformation:${accountNumber}`);
    const information = this.accounts.information(accountNumber);
    if (information === undefined) throw new FakeFailure(404, "ACCOUNT.NOT_FOUND");
    return information;
  }

  /** The primary holder's signature; for a joint holder or another number 404. */
  async getPrimarySignature(accountNumber: string) {
    this.calls.push(`getPrimarySignature:${accountNumber}`);
    const signature = this.accounts.signature(accountNumber);
    if (signature === undefined) throw new FakeFailure(404, "ACCOUNT.NOT_FOUND");
    return signature;
  }

  /** Saves one group's changed nicknames (see `FakeAccounts.failNicknameSave`). */
  async updateNicknames(request: NicknameUpdateRequest) {
    this.calls.push("updateNicknames");
    const answer = this.accounts.updateNicknames(request);
    if ("status" in answer) throw new FakeFailure(answer.status, "SERVER.ERROR");
    return answer;
  }

  /** One page of the enquiry. */
  async searchTransactions(request: EnquiryRequest) {
    this.calls.push("searchTransactions");
    return this.enquiry.search(request, false);
  }

  /** One page of the transactions marked as fraud. */
  async searchFraudTransactions(request: EnquiryRequest) {
    this.calls.push("searchFraudTransactions");
    return this.enquiry.search(request, true);
  }

  /** The category ids with English names. */
  async getCategoryList() {
    this.calls.push("getCategoryList");
    return this.enquiry.categories();
  }

  /** Saves the category changes (see `FakeEnquiry.failCategorySave`). */
  async updateTransactionCategories(request: UpdateCategoryRequest) {
    this.calls.push("updateTransactionCategories");
    return this.enquiry.updateCategories(request, (status) => new FakeFailure(status, "SERVER.ERROR"));
  }

  /** Whether the row is already marked as fraud. */
  async checkDuplicateFraud(request: Omit<DuplicateFraudCheckRequest, "encAccountNumber">) {
    this.calls.push("checkDuplicateFraud");
    return this.enquiry.checkDuplicate(request);
  }

  /** One page of a statement. */
  async searchStatement(request: StatementRequest) {
    this.calls.push(`searchStatement:${request.accountNumber}`);
    return this.statements.search(request, (status, code) => new FakeFailure(status, code));
  }

  /** A statement file (see `FakeStatements.emptyDownload`). */
  async downloadStatement(request: StatementDownloadRequest) {
    this.calls.push(`downloadStatement:${String(request.dwndType)}`);
    return this.statements.download(request, (status, code) => new FakeFailure(status, code));
  }

  /** An interest certificate (see `FakeStatements.failCertificate`). */
  async getInterestCertificate(request: InterestCertificateRequest) {
    this.calls.push(`getInterestCertificate:${request.accountNumber}`);
    return this.statements.certificate(request, (status, code) => new FakeFailure(status, code));
  }

  /** Marks the row as fraud (see `FakeEnquiry.nextFraudAnswer`, `failFraudCall`). */
  async markFraudTransaction(request: MarkFraudRequest) {
    this.calls.push("markFraudTransaction");
    return this.enquiry.markFraud(request, (status) => new FakeFailure(status, "SERVER.ERROR"));
  }
}
