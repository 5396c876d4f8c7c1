import { formatLongDate } from "../../../src/domain/dates/AppDate";
import type { Paise } from "../../../src/domain/money/Money";
import {
  DOCUMENT_LABELS,
  periodText,
  personName,
  productName,
  type DocumentLanguage,
} from "./documentLabels";
import { artifact, drawRun, openTaggedPdf, PAGE, taggedRuns, wrapLines } from "./pdfSupport";
import { money, type BranchInfo } from "./statementDocument";

/** What an interest certificate shows. */
export interface CertificateDocument {
  readonly lang: DocumentLanguage;
  readonly branch: BranchInfo;
  /** The primary holder as stored, title first ("Ms. Asha Verma"). */
  readonly customer: string;
  /** The primary holder's customer id (CIF). */
  readonly customerId: string;
  /** The primary holder's postal address, line by line. */
  readonly address: readonly string[];
  /** The primary holder's PAN, or null when none is registered (the certificate says so). */
  readonly pan: string | null;
  readonly accountNumber: string;
  readonly product: string;
  /** The financial year as "2025-26". */
  readonly yearLabel: string;
  readonly from: string;
  readonly to: string;
  readonly interestPaise: Paise;
  readonly tdsPaise: Paise;
  readonly generatedOn: string;
}

/**
 * Writes the interest certificate of one financial year as a tagged PDF, as Indian banks print it
 * for the customer's tax return: the bank's header, the title (H1), the certifying sentence, then
 * customer, customer id, address, PAN ("not registered" when the bank has none), account, product,
 * year, period, interest paid and tax deducted at source as labelled paragraphs, and the date;
 * "Page 1 of 1" is an artifact.
 */
export function certificatePdf(document: CertificateDocument): ReadableStream<Uint8Array> {
  const labels = DOCUMENT_LABELS[document.lang];
  const pdf = openTaggedPdf(document.lang, `${labels.certificateTitle} ${document.yearLabel}`);
  const { doc, root } = pdf;
  let y = PAGE.margin;
  const line = (type: string, text: string, size: number, bold: boolean, gap: number): void => {
    root.add(taggedRuns(doc, type, [{ text, x: PAGE.margin, y, size, bold }]));
    y += size * 1.4 + gap;
  };
  const item = (label: string, value: string): void => {
    root.add(
      taggedRuns(doc, "P", [
        { text: label, x: PAGE.margin, y, size: 10, bold: true },
        { text: value, x: PAGE.margin + 190, y, size: 10 },
      ]),
    );
    y += 16;
  };
  artifact(doc, () => {
    drawRun(doc, labels.page(1, 1), {
      x: PAGE.width - PAGE.margin,
      y: PAGE.height - PAGE.margin + 8,
      size: 8,
      alignRight: true,
    });
  });
  line("P", labels.bankName, 13, true, 0);
  item(labels.branch, `${document.branch.name}, ${document.branch.address2}, ${document.branch.address3}`);
  item(labels.ifsc, document.branch.ifsc);
  y += 10;
  line("H1", labels.certificateTitle, 18, true, 10);
  const sentence = labels.certificateText(document.accountNumber, document.yearLabel);
  const sentenceLines = wrapLines(doc, sentence, PAGE.width - 2 * PAGE.margin, 10);
  root.add(
    taggedRuns(
      doc,
      "P",
      sentenceLines.map((text, index) => ({ text, x: PAGE.margin, y: y + index * 15, size: 10 })),
    ),
  );
  y += sentenceLines.length * 15 + 12;
  item(labels.customer, personName(document.lang, document.customer));
  item(labels.customerId, document.customerId);
  const addressLines = wrapLines(doc, document.address.join(", "), PAGE.width - 2 * PAGE.margin - 190, 10);
  root.add(
    taggedRuns(doc, "P", [
      { text: labels.address, x: PAGE.margin, y, size: 10, bold: true },
      ...addressLines.map((text, index) => ({ text, x: PAGE.margin + 190, y: y + index * 15, size: 10 })),
    ]),
  );
  y += Math.max(1, addressLines.length) * 15 + 1;
  item(labels.pan, document.pan ?? labels.panNotRegistered);
  item(labels.accountNumber, document.accountNumber);
  item(labels.product, productName(document.lang, document.product));
  item(labels.financialYear, document.yearLabel);
  item(
    labels.period,
    periodText(
      labels,
      document.lang,
      formatLongDate(document.from, document.lang),
      formatLongDate(document.to, document.lang),
    ),
  );
  item(labels.interestPaid, money(document.interestPaise, document.lang));
  item(labels.taxDeducted, money(document.tdsPaise, document.lang));
  item(labels.generatedOn, formatLongDate(document.generatedOn, document.lang));
  y += 12;
  line("P", labels.computerGenerated, 8, false, 0);
  root.end();
  doc.end();
  return pdf.stream;
}
