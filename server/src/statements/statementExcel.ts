import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { Paise } from "../../../src/domain/money/Money";
import { DOCUMENT_LABELS, type DocumentLanguage } from "./documentLabels";
import { accountItems, columnHeadings, type StatementDocument } from "./statementDocument";

/** Rupees with two decimals and Indian digit grouping (lakh, crore); negative amounts in the last section. */
export const INDIAN_RUPEE_FORMAT = "[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00";

/**
 * The number format of the amounts of the sheet, by its language: English and Hindi with Indian
 * grouping (its commas are escaped literals, so every spreadsheet shows them as commas); German with
 * the standard grouped format, which a German spreadsheet writes with its own separators (1.234,50),
 * as German pages group amounts in threes. A German spreadsheet would show the Indian format's
 * literal commas beside its decimal comma (1,23,456,50), a number no German reader can read.
 */
export const RUPEE_FORMATS: Readonly<Record<DocumentLanguage, string>> = {
  en: INDIAN_RUPEE_FORMAT,
  de: "#,##0.00",
  hi: INDIAN_RUPEE_FORMAT,
};

/**
 * Dates of the sheet: the short date of the language, as on the statement screen (dd/mm/yyyy;
 * German dd.mm.yyyy), the separators escaped so that no spreadsheet swaps in its own.
 */
export const DATE_FORMATS: Readonly<Record<DocumentLanguage, string>> = {
  en: "dd\\/mm\\/yyyy",
  de: "dd\\.mm\\.yyyy",
  hi: "dd\\/mm\\/yyyy",
};

/**
 * An amount as the number of rupees a spreadsheet cell holds (its number format shows it): a cell
 * takes a JavaScript number, and the division of the integer paise is correctly rounded, so the
 * cell holds the nearest number to the exact amount.
 */
function rupeesCell(amount: Paise): number {
  return Number(amount) / 100;
}

/** A payload date as the UTC midnight Excel stores as that calendar day. */
function excelDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/**
 * Writes a statement as an Excel workbook (.xlsx) with exceljs's streaming writer: a title block
 * (bank, account, period, opening and closing balance, totals), then a header row and one row per
 * transaction with real dates and amounts as numbers in rupees (in the language's number format).
 * Each row is committed as soon as it is written, so the sheet is never held in memory.
 */
export function statementExcel(document: StatementDocument): ReadableStream<Uint8Array> {
  const labels = DOCUMENT_LABELS[document.lang];
  const output = new PassThrough();
  const run = async (): Promise<void> => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = labels.bankName;
    workbook.title = `${labels.statementTitle} ${document.accountNumber}`;
    const sheet = workbook.addWorksheet(labels.statementTitle);
    sheet.columns = [
      { width: 14 },
      { width: 44 },
      { width: 16 },
      { width: 16 },
      { width: 16 },
      { width: 18 },
    ];
    const title = sheet.addRow([labels.bankName]);
    title.font = { bold: true, size: 13 };
    title.commit();
    const heading = sheet.addRow([labels.statementTitle]);
    heading.font = { bold: true, size: 16 };
    heading.commit();
    for (const item of accountItems(document)) {
      const row = sheet.addRow([item.label, item.value]);
      row.getCell(1).font = { bold: true };
      row.commit();
    }
    const { summary } = document;
    const amounts: [string, Paise][] = [
      [labels.openingBalance, summary.openingBalance],
      [labels.totalCredits, summary.creditTotal],
      [labels.totalDebits, summary.debitTotal],
      [labels.closingBalance, summary.closingBalance],
    ];
    for (const [label, amount] of amounts) {
      const row = sheet.addRow([label, rupeesCell(amount)]);
      row.getCell(1).font = { bold: true };
      row.getCell(2).numFmt = RUPEE_FORMATS[document.lang];
      row.getCell(2).alignment = { horizontal: "left" };
      row.commit();
    }
    const count = sheet.addRow([labels.rowCount, summary.rowCount]);
    count.getCell(1).font = { bold: true };
    count.getCell(2).alignment = { horizontal: "left" };
    count.commit();
    sheet.addRow([]).commit();
    const header = sheet.addRow([...columnHeadings(labels)]);
    header.font = { bold: true };
    header.eachCell((cell) => {
      cell.border = { bottom: { style: "thin" } };
    });
    header.commit();
    for await (const batch of document.batches()) {
      for (const transaction of batch) {
        const amount = rupeesCell(transaction.amount);
        const row = sheet.addRow([
          excelDate(transaction.date),
          transaction.description,
          transaction.chequeNumber ?? "",
          transaction.crdr === "DR" ? amount : null,
          transaction.crdr === "CR" ? amount : null,
          rupeesCell(transaction.balance),
        ]);
        row.getCell(1).numFmt = DATE_FORMATS[document.lang];
        for (const column of [4, 5, 6]) row.getCell(column).numFmt = RUPEE_FORMATS[document.lang];
        row.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  run().catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
