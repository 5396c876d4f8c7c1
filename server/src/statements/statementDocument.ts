import type { StatementRow } from "../../../src/adapters/rib/contract/statements";
import { formatDisplayDate, formatLongDate } from "../../../src/domain/dates/AppDate";
import { formatInr, type Paise } from "../../../src/domain/money/Money";
import {
  DOCUMENT_LABELS,
  periodText,
  personName,
  productName,
  type DocumentLabels,
  type DocumentLanguage,
} from "./documentLabels";
import type { StatementSummary } from "./statementData";

/** The bank branch that keeps the account (from the database). */
export interface BranchInfo {
  readonly name: string;
  readonly address2: string;
  readonly address3: string;
  readonly ifsc: string;
}

/**
 * Everything a statement file shows. Its rows are read in batches while the file is written;
 * `batches` reads them afresh on every call (the PDF reads them twice: once to count its pages).
 */
export interface StatementDocument {
  readonly lang: DocumentLanguage;
  readonly branch: BranchInfo;
  readonly accountNumber: string;
  /** The primary holder as stored, title first ("Ms. Asha Verma"). */
  readonly holder: string;
  /** The primary holder's customer id (CIF). */
  readonly customerId: string;
  /** The primary holder's postal address, line by line. */
  readonly address: readonly string[];
  readonly product: string;
  readonly from: string;
  readonly to: string;
  /** The application date the file is made on. */
  readonly generatedOn: string;
  readonly summary: StatementSummary;
  readonly batches: () => AsyncIterable<readonly StatementRow[]>;
}

/** The texts of one statement row in the document language (empty cells as ""). */
export interface RowTexts {
  readonly date: string;
  readonly description: string;
  readonly cheque: string;
  readonly debit: string;
  readonly credit: string;
  readonly balance: string;
}

/** Rupees in the document language's form (the domain's `formatInr`: Indian grouping in en, hi; threes in de). */
export function money(amount: Paise, lang: DocumentLanguage): string {
  return formatInr(amount, lang);
}

/** A row's cell texts: the short date of the language, amounts in the debit or credit column, balance. */
export function rowTexts(row: StatementRow, lang: DocumentLanguage): RowTexts {
  const amount = money(row.amount, lang);
  return {
    date: formatDisplayDate(row.date, lang),
    description: row.description,
    cheque: row.chequeNumber ?? "",
    debit: row.crdr === "DR" ? amount : "",
    credit: row.crdr === "CR" ? amount : "",
    balance: money(row.balance, lang),
  };
}

/** A label and its value of the document's summary block. */
export interface SummaryItem {
  readonly label: string;
  readonly value: string;
}

/** The account and period block of a statement, in order. */
export function accountItems(document: StatementDocument): SummaryItem[] {
  const labels = DOCUMENT_LABELS[document.lang];
  return [
    { label: labels.accountNumber, value: document.accountNumber },
    { label: labels.accountHolder, value: personName(document.lang, document.holder) },
    { label: labels.customerId, value: document.customerId },
    { label: labels.address, value: document.address.join(", ") },
    { label: labels.product, value: productName(document.lang, document.product) },
    {
      label: labels.branch,
      value: `${document.branch.name}, ${document.branch.address2}, ${document.branch.address3}`,
    },
    { label: labels.ifsc, value: document.branch.ifsc },
    {
      label: labels.period,
      value: periodText(
        labels,
        document.lang,
        formatLongDate(document.from, document.lang),
        formatLongDate(document.to, document.lang),
      ),
    },
    { label: labels.generatedOn, value: formatLongDate(document.generatedOn, document.lang) },
  ];
}

/** The balances and totals of a statement, in order (opening + credits - debits = closing). */
export function balanceItems(document: StatementDocument): SummaryItem[] {
  const labels = DOCUMENT_LABELS[document.lang];
  const { summary, lang } = document;
  return [
    { label: labels.openingBalance, value: money(summary.openingBalance, lang) },
    { label: labels.totalCredits, value: money(summary.creditTotal, lang) },
    { label: labels.totalDebits, value: money(summary.debitTotal, lang) },
    { label: labels.closingBalance, value: money(summary.closingBalance, lang) },
    { label: labels.rowCount, value: String(summary.rowCount) },
  ];
}

/** The column headings of the rows table, in order. */
export function columnHeadings(labels: DocumentLabels): readonly string[] {
  return [labels.date, labels.description, labels.cheque, labels.debit, labels.credit, labels.balance];
}
