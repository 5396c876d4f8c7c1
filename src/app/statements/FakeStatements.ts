import {
  accountKind,
  compareIsoDates,
  isDownloadOffered,
  MINI_STATEMENT_ROWS,
  shiftIsoDate,
  statementPeriod,
  statementPeriodEnd,
  CLOSED_STATUS_CODE,
} from "../../domain";
import type { AccountListItem } from "../../adapters/rib/contract/accounts";
import type {
  InterestCertificateRequest,
  StatementDownloadRequest,
  StatementRequest,
  StatementResponse,
  StatementRow,
} from "../../adapters/rib/contract/statements";
import type { BinaryFile } from "../../adapters/rib/FetchBankApi";

/** The application date of the fake bank. */
const APP_DATE = "2026-11-22";

/** Makes a failure shaped like the adapter's error. */
type FailureOf = (status: number, code: string) => Error;

interface Movement {
  readonly date: string;
  readonly description: string;
  readonly chequeNumber: string | null;
  readonly crdr: "DR" | "CR";
  readonly amount: number;
}

/** 24 months of a salary account: salary, rent by cheque, UPI spends and quarterly interest. */
function savingsMovements(from: string): Movement[] {
  const moves: Movement[] = [];
  for (let month = 0; month < 24; month += 1) {
    const first = shiftIsoDate(APP_DATE.slice(0, 8) + "01", { months: -23 + month });
    if (compareIsoDates(first, from) < 0) continue;
    const day = (n: number) => `${first.slice(0, 8)}${String(n).padStart(2, "0")}`;
    moves.push({
      date: day(1),
      description: "SALARY NOV INFOSYS LTD",
      chequeNumber: null,
      crdr: "CR",
      amount: 9_500_000,
    });
    moves.push({
      date: day(5),
      description: "CHQ PAID RENT SHARMA",
      chequeNumber: String(100_200 + month),
      crdr: "DR",
      amount: 2_500_000,
    });
    moves.push({
      date: day(9),
      description: "UPI/BIGBASKET/GROCERY",
      chequeNumber: null,
      crdr: "DR",
      amount: 345_050,
    });
    moves.push({
      date: day(14),
      description: "NEFT/ELECTRICITY MSEDCL",
      chequeNumber: null,
      crdr: "DR",
      amount: 187_000,
    });
    moves.push({
      date: day(20),
      description: "IMPS/RAVI KUMAR/LOAN REPAY",
      chequeNumber: null,
      crdr: "CR",
      amount: 500_000,
    });
    if (month % 3 === 2) {
      moves.push({
        date: day(28),
        description: "INTEREST CREDIT",
        chequeNumber: null,
        crdr: "CR",
        amount: 41_250,
      });
    }
  }
  return moves.filter((m) => compareIsoDates(m.date, APP_DATE) <= 0);
}

/** A few movements of a current account (no interest). */
function currentMovements(): Movement[] {
  const moves: Movement[] = [];
  for (let month = 0; month < 8; month += 1) {
    const first = shiftIsoDate("2026-04-01", { months: month });
    if (compareIsoDates(first, APP_DATE) > 0) break;
    moves.push({
      date: first,
      description: "NEFT/CUSTOMER PAYMENT",
      chequeNumber: null,
      crdr: "CR",
      amount: 1_250_000,
    });
    moves.push({
      date: shiftIsoDate(first, { days: 10 }),
      description: "CHQ PAID SUPPLIER",
      chequeNumber: String(500_100 + month),
      crdr: "DR",
      amount: 800_000,
    });
  }
  return moves;
}

/**
 * The statements of the fake bank: rows per account built from the accounts of the fake bank
 * (the salary savings account has 24 months; the current account some months; the fixed deposit
 * its quarterly interest; loans and other accounts none), paged, filtered and sorted like the
 * server's `transaction/search`, with downloads and the interest certificate.
 */
export class FakeStatements {
  /** The statement requests received, in order. */
  readonly searches: StatementRequest[] = [];
  /** The download requests received, in order. */
  readonly downloads: StatementDownloadRequest[] = [];
  /** The certificate requests received, in order. */
  readonly certificates: InterestCertificateRequest[] = [];
  /** When set, the next download answers an empty file (spec 000 section 8). */
  emptyDownload = false;
  /** When set, the next certificate fails with this status and code. */
  failCertificate: { readonly status: number; readonly code: string } | undefined;
  private readonly rowsByAccount = new Map<string, StatementRow[]>();

  constructor(private readonly accounts: () => readonly AccountListItem[]) {}

  /** The rows of one account, ascending, with balances. */
  rowsOf(accountNumber: string): StatementRow[] {
    const known = this.rowsByAccount.get(accountNumber);
    if (known !== undefined) return known;
    const account = this.accounts().find((a) => a.account_number === accountNumber);
    let moves: Movement[] = [];
    let balance = 0;
    if (account !== undefined) {
      const kind = accountKind({
        groupCode: account.account_grp_code,
        typeCode: account.account_type_code,
        classCode: account.clas.code,
      });
      if (kind === "savings" && account.status !== CLOSED_STATUS_CODE) {
        moves = savingsMovements(account.openedDate);
        balance = 1_000_000;
      } else if (kind === "current") {
        moves = currentMovements();
        balance = 40_000_000;
      } else if (kind === "deposit" && account.status === CLOSED_STATUS_CODE) {
        moves = [
          {
            date: account.openedDate,
            description: "DEPOSIT OPENED",
            chequeNumber: null,
            crdr: "CR",
            amount: 10_000_000,
          },
          {
            date: "2025-04-15",
            description: "INTEREST CREDIT",
            chequeNumber: null,
            crdr: "CR",
            amount: 180_000,
          },
          {
            date: "2026-01-15",
            description: "MATURITY PAYOUT",
            chequeNumber: null,
            crdr: "DR",
            amount: 10_180_000,
          },
        ];
      } else if (kind === "deposit") {
        moves = [
          {
            date: "2026-06-30",
            description: "INTEREST CREDIT",
            chequeNumber: null,
            crdr: "CR",
            amount: 875_000,
          },
          {
            date: "2026-09-30",
            description: "INTEREST CREDIT",
            chequeNumber: null,
            crdr: "CR",
            amount: 875_000,
          },
        ];
        balance = 50_000_000;
      }
    }
    const rows = moves
      .slice()
      .sort((a, b) => compareIsoDates(a.date, b.date))
      .map((move, index) => {
        balance += move.crdr === "CR" ? move.amount : -move.amount;
        return {
          sequence: index + 1,
          date: move.date,
          valueDate: move.date,
          description: move.description,
          chequeNumber: move.chequeNumber,
          crdr: move.crdr,
          amount: move.amount,
          balance,
        };
      });
    this.rowsByAccount.set(accountNumber, rows);
    return rows;
  }

  private account(accountNumber: string, failure: FailureOf): AccountListItem {
    const account = this.accounts().find((a) => a.account_number === accountNumber);
    if (account === undefined) throw failure(404, "ACCOUNT.NOT_FOUND");
    return account;
  }

  /** The rows of the period and filters, ascending, with the balances around the period. */
  private select(request: StatementRequest, failure: FailureOf) {
    const account = this.account(request.accountNumber, failure);
    const all = this.rowsOf(request.accountNumber);
    const period = statementPeriod(request.stmtType, statementPeriodEnd(APP_DATE, account.closedDate));
    let from: string;
    let to: string;
    if (period.kind === "DATES") {
      ({ from, to } = period);
    } else if (period.kind === "CHOSEN_DATES") {
      if (request.fromDate === null || request.toDate === null) throw failure(400, "REQUEST.INVALID");
      from = request.fromDate;
      to = compareIsoDates(request.toDate, APP_DATE) > 0 ? APP_DATE : request.toDate;
      if (compareIsoDates(from, to) > 0) throw failure(400, "REQUEST.INVALID");
    } else {
      from = all[Math.max(0, all.length - MINI_STATEMENT_ROWS)]?.date ?? APP_DATE;
      to = APP_DATE;
    }
    let inPeriod =
      period.kind === "LAST_ROWS"
        ? all.slice(-MINI_STATEMENT_ROWS)
        : all.filter((r) => compareIsoDates(r.date, from) >= 0 && compareIsoDates(r.date, to) <= 0);
    const before = all.filter((r) => compareIsoDates(r.date, from) < 0).at(-1);
    const openingBalance =
      inPeriod[0] !== undefined ? inPeriod[0].balance - signed(inPeriod[0]) : (before?.balance ?? 0);
    const closingBalance = inPeriod.at(-1)?.balance ?? openingBalance;
    inPeriod = inPeriod.filter(
      (r) =>
        (request.fromAmount === null || r.amount >= request.fromAmount) &&
        (request.toAmount === null || r.amount <= request.toAmount) &&
        (request.fromCheckNumber === null ||
          (r.chequeNumber !== null && Number(r.chequeNumber) >= Number(request.fromCheckNumber))) &&
        (request.toCheckNumber === null ||
          (r.chequeNumber !== null && Number(r.chequeNumber) <= Number(request.toCheckNumber))) &&
        (request.type === null || (request.type === 0 ? r.crdr === "DR" : r.crdr === "CR")),
    );
    return { account, rows: inPeriod, from, to, openingBalance, closingBalance };
  }

  /** One page of a statement (`transaction/search`). */
  search(request: StatementRequest, failure: FailureOf): StatementResponse {
    this.searches.push(request);
    const { account, rows, from, to, openingBalance, closingBalance } = this.select(request, failure);
    const ordered = request.sortByAsc && request.stmtType !== "MINI" ? rows : rows.slice().reverse();
    return {
      transaclist: ordered.slice(request.beginValue, request.beginValue + request.totalrows),
      totalRecords: ordered.length,
      fromDate: from,
      toDate: to,
      openingBalance,
      closingBalance,
      accountOpenedDate: account.openedDate,
    };
  }

  /** A statement file (`report/statement`). */
  download(request: StatementDownloadRequest, failure: FailureOf): BinaryFile {
    this.downloads.push(request);
    if (!isDownloadOffered(request.sortByAsc, request.stmtType)) throw failure(400, "STATEMENT.NOT_OFFERED");
    const { rows } = this.select(request, failure);
    if (rows.length === 0) throw failure(404, "STATEMENT.NO_DATA");
    if (this.emptyDownload) {
      this.emptyDownload = false;
      throw failure(200, "FILE.EMPTY");
    }
    const kinds = {
      1: { name: "Statement.pdf", type: "application/pdf" },
      2: {
        name: "Statement.xlsx",
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      },
      3: { name: "Statement.html", type: "text/html" },
    } as const;
    const kind = kinds[request.dwndType];
    const text = rows.map((r) => `${r.date} ${r.description} ${String(r.amount)}`).join("\n");
    return { blob: new Blob([text], { type: kind.type }), fileName: kind.name };
  }

  /** An interest certificate (`getInterestCertificate`). */
  certificate(request: InterestCertificateRequest, failure: FailureOf): BinaryFile {
    this.certificates.push(request);
    if (this.failCertificate !== undefined) {
      const { status, code } = this.failCertificate;
      this.failCertificate = undefined;
      throw failure(status, code);
    }
    const account = this.account(request.accountNumber, failure);
    const start = `${String(request.financialYearStart)}-04-01`;
    const end = `${String(request.financialYearStart + 1)}-03-31`;
    const kind = accountKind({
      groupCode: account.account_grp_code,
      typeCode: account.account_type_code,
      classCode: account.clas.code,
    });
    if (
      kind === "loan" ||
      compareIsoDates(end, account.openedDate) < 0 ||
      compareIsoDates(start, APP_DATE) > 0
    ) {
      throw failure(404, "CERTIFICATE.NOT_AVAILABLE");
    }
    const interest = this.rowsOf(request.accountNumber).filter(
      (r) =>
        r.crdr === "CR" &&
        r.description.startsWith("INTEREST") &&
        compareIsoDates(r.date, start) >= 0 &&
        compareIsoDates(r.date, end) <= 0,
    );
    if (interest.length === 0) throw failure(404, "CERTIFICATE.NO_INTEREST");
    return {
      blob: new Blob(["%PDF-1.7 certificate"], { type: "application/pdf" }),
      fileName: "InterestCertificate.pdf",
    };
  }
}

function signed(row: StatementRow): number {
  return row.crdr === "CR" ? row.amount : -row.amount;
}
