import { TRANSACTION_CATEGORIES } from "../../domain";
import type { AccountListItem } from "../../adapters/rib/contract/accounts";
import type {
  CategoryListResponse,
  DuplicateFraudCheckRequest,
  DuplicateFraudCheckResponse,
  EnquiryRequest,
  EnquiryResponse,
  EnquiryRow,
  MarkFraudRequest,
  MarkFraudResponse,
  UpdateCategoryRequest,
} from "../../adapters/rib/contract/enquiry";

/** The fake savings account of the enquiry (primary holder, categorisable). */
export const FAKE_SAV = "10000010000011";
/** The fake current account of the enquiry. */
export const FAKE_DDA = "10000020000012";

function account(number: string, group: "SAV" | "DDA", nickname: string): AccountListItem {
  return {
    account_grp_code: group,
    account_type_code: group === "SAV" ? "SB101" : "CA201",
    account_number: number,
    rnAcctNo: `rn-${number}`,
    shrt_account_names: nickname,
    accNoWithNickName: nickname === "" ? number : `${number} - ${nickname}`,
    prodType: group,
    status: 0,
    balance: 12_500_000,
    availableBalance: 12_500_000,
    bal_Available: null,
    acnPrimaryHolder: group === "SAV",
    accMandFlag: false,
    holderCount: 1,
    maturityDate: null,
    linkedAcctNbr: null,
    isAllowedToClose: false,
    isLienMarked: false,
    clas: { code: "" },
    group: { code: group },
    currencyCode: "INR",
    openedDate: "2020-01-15",
    closedDate: null,
    grp: null,
  };
}

/** `dd/MM/yyyy` to `yyyy-MM-dd`. */
function isoOf(display: string): string {
  const [d, m, y] = display.split("/");
  return `${y ?? ""}-${m ?? ""}-${d ?? ""}`;
}

/** 23 rows on the savings account from 25/10/2026 (one cheque), 4 on the current account, oldest first. */
function seedRows(): EnquiryRow[] {
  const rows: EnquiryRow[] = [];
  let balance = 5_000_000;
  for (let i = 1; i <= 23; i += 1) {
    const credit = i % 5 === 1;
    const amount = credit ? 7_500_000 : 100_000 * i;
    balance += credit ? amount : -amount;
    const day = new Date(Date.UTC(2026, 9, 24 + i)).toISOString().slice(0, 10);
    rows.push({
      sequence: i,
      accountNumber: FAKE_SAV,
      date: day,
      effectiveDate: day,
      description: credit ? `SALARY CREDIT ${String(i)}` : `UPI GROCER ${String(i)}`,
      chequeNumber: i === 4 ? "000123" : null,
      crdr: credit ? "CR" : "DR",
      amount,
      balance,
      trnCateogry: credit ? "INCOME" : "GROCERY",
      categoryDescription: credit ? "Income" : "Grocery",
      fruadpostedTime: null,
    });
  }
  for (let i = 1; i <= 4; i += 1) {
    rows.push({
      sequence: 100 + i,
      accountNumber: FAKE_DDA,
      date: `2026-11-1${String(i)}`,
      effectiveDate: `2026-11-1${String(i)}`,
      description: `NEFT RENT ${String(i)}`,
      chequeNumber: null,
      crdr: "DR",
      amount: 2_000_000,
      balance: 10_000_000 - i * 2_000_000,
      trnCateogry: "RENT",
      categoryDescription: "Rent",
      fruadpostedTime: null,
    });
  }
  return rows;
}

/** The transaction enquiry part of the fake bank: rows, categories and fraud marks in memory. */
export class FakeEnquiry {
  readonly accounts: AccountListItem[] = [account(FAKE_SAV, "SAV", "Salary"), account(FAKE_DDA, "DDA", "")];
  readonly rows: EnquiryRow[] = seedRows();
  /** The requests of every search, newest last. */
  readonly searches: EnquiryRequest[] = [];
  /** The saved category changes. */
  readonly savedCategories: UpdateCategoryRequest[] = [];
  /** When set, `updateTransactionCategories` fails with this status. */
  failCategorySave: number | undefined;
  /** When set, `markFraudTransaction` answers this instead of success. */
  nextFraudAnswer: MarkFraudResponse | undefined;
  /** When set, `markFraudTransaction` fails with this status. */
  failFraudCall: number | undefined;
  fraudSerial = 0;

  /** One page of the rows matching the request (fraud-marked only when `fraudOnly`). */
  search(request: EnquiryRequest, fraudOnly: boolean): EnquiryResponse {
    this.searches.push(request);
    const from = isoOf(request.fromDate);
    const to = isoOf(request.toDate);
    const matching = this.rows.filter(
      (row) =>
        row.accountNumber === request.accountNumber &&
        row.date >= from &&
        row.date <= to &&
        (!fraudOnly || row.fruadpostedTime !== null) &&
        (request.fromAmount === null || row.amount >= request.fromAmount) &&
        (request.toAmount === null || row.amount <= request.toAmount) &&
        (request.fromCheckNumber === null ||
          (row.chequeNumber !== null && Number(row.chequeNumber) >= Number(request.fromCheckNumber))) &&
        (request.toCheckNumber === null ||
          (row.chequeNumber !== null && Number(row.chequeNumber) <= Number(request.toCheckNumber))) &&
        (request.type === null || (request.type === 0 ? row.crdr === "DR" : row.crdr === "CR")),
    );
    return {
      transaclist: matching.slice(request.beginValue, request.beginValue + request.totalrows),
      totalRecords: matching.length,
      canCategorise: request.accountNumber === FAKE_SAV,
    };
  }

  /** The category ids with English names. */
  categories(): CategoryListResponse {
    return TRANSACTION_CATEGORIES.map((id) => ({
      txnCategoryID: id,
      categoryDescription: id.charAt(0) + id.slice(1).toLowerCase(),
    }));
  }

  /** Saves the changes (all or none); throws the status in {@link failCategorySave}. */
  updateCategories(request: UpdateCategoryRequest, fail: (status: number) => Error): { value: boolean } {
    if (this.failCategorySave !== undefined) throw fail(this.failCategorySave);
    for (const change of request) {
      const row = this.rows.find((r) => r.accountNumber === change.account && r.sequence === change.sequence);
      if (row !== undefined) Object.assign(row, { trnCateogry: change.category });
    }
    this.savedCategories.push(request);
    return { value: true };
  }

  /** Whether the row is already marked as fraud. */
  checkDuplicate(request: Omit<DuplicateFraudCheckRequest, "encAccountNumber">): DuplicateFraudCheckResponse {
    const row = this.rows.find(
      (r) => r.accountNumber === request.accountNumber && r.sequence === request.sequence,
    );
    return row?.fruadpostedTime != null
      ? { value: true, errorMessage: "This transaction is already reported as fraud." }
      : { value: false, errorMessage: null };
  }

  /** Marks the row as fraud, or answers {@link nextFraudAnswer}. */
  markFraud(request: MarkFraudRequest, fail: (status: number) => Error): MarkFraudResponse {
    if (this.failFraudCall !== undefined) throw fail(this.failFraudCall);
    if (this.nextFraudAnswer !== undefined) return this.nextFraudAnswer;
    const row = this.rows.find(
      (r) => r.accountNumber === request.accountNumber && r.sequence === request.sequence,
    );
    if (row !== undefined) Object.assign(row, { fruadpostedTime: "2026-11-22T10:15:00" });
    this.fraudSerial += 1;
    return {
      success: true,
      data: `FRD${String(this.fraudSerial).padStart(6, "0")}`,
      statusCode: 0,
      statusMsg: "OK",
    };
  }
}
