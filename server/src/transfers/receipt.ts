import type { PaymentDetail } from "../../../src/adapters/rib/contract/transfers";
import { maskAccountNumber } from "../../../src/domain/beneficiary/Beneficiary";
import { formatLongDate } from "../../../src/domain/dates/AppDate";
import { amountInWords } from "../../../src/domain/money/AmountInWords";
import { formatInr, type Paise } from "../../../src/domain/money/Money";
import { BeneficiaryRepository } from "../beneficiary/BeneficiaryRepository";
import type { Queryable } from "../kernel/db/Database";
import { DOCUMENT_LABELS, personName, type DocumentLanguage } from "../statements/documentLabels";
import { artifact, drawRun, openTaggedPdf, PAGE, taggedRuns, wrapLines } from "../statements/pdfSupport";
import { escapeHtml, textStream } from "../statements/statementHtml";
import type { PaymentService } from "./PaymentService";

/**
 * The receipt of a payment (spec 001: the success page's facts as a document): a tagged PDF or an
 * accessible HTML page in the requested language, with the reference, the accounts, whom the
 * money went to (the account holder's name the bank recorded, the customer's nickname of the
 * beneficiary, its account masked as on every screen, and at another bank the bank and the IFSC),
 * the amount in figures and in words, the charges, the total debited, the value date and the status.
 */

/** What a receipt shows: the payment, its payer and its payee. */
export interface Receipt {
  readonly payment: PaymentDetail;
  /** The payer as stored, title first ("Ms. Asha Verma"). */
  readonly payer: string;
  /** The nickname the customer gave the beneficiary paid; null for an own-account transfer. */
  readonly payeeNickname: string | null;
  /** The payee's bank and branch, from the IFSC directory, of a NEFT or RTGS payment; null within the bank. */
  readonly payeeBank: string | null;
}

/** The texts of the receipt. */
interface ReceiptLabels {
  readonly title: string;
  readonly reference: string;
  readonly network: string;
  readonly networks: Readonly<Record<PaymentDetail["paymentNetwork"], string>>;
  readonly status: string;
  readonly statuses: Readonly<Record<PaymentDetail["status"], string>>;
  readonly payer: string;
  readonly fromAccount: string;
  readonly payee: string;
  readonly nickname: string;
  readonly toAccount: string;
  readonly payeeBank: string;
  readonly ifsc: string;
  readonly amount: string;
  readonly amountInWords: string;
  readonly charges: string;
  readonly totalDebit: string;
  readonly remarks: string;
  readonly valueDate: string;
  readonly madeAt: string;
  readonly details: string;
}

const RECEIPT_LABELS: Readonly<Record<DocumentLanguage, ReceiptLabels>> = {
  en: {
    title: "Payment receipt",
    reference: "Reference number",
    network: "Payment type",
    networks: {
      IFT: "Own account transfer",
      IFTWB: "Transfer within the bank",
      NEFT: "NEFT",
      RTGS: "RTGS",
    },
    status: "Status",
    statuses: {
      AWAITING_CONFIRMATION: "Waiting for your confirmation",
      COMPLETED: "Completed",
      CANCELLED: "Cancelled",
      REJECTED: "Rejected",
      RETURNED: "Returned",
    },
    payer: "Paid by",
    fromAccount: "From account",
    payee: "Payee",
    nickname: "Nickname",
    toAccount: "To account",
    payeeBank: "Payee's bank",
    ifsc: "IFSC",
    amount: "Amount",
    amountInWords: "Amount in words",
    charges: "Charges (GST included)",
    totalDebit: "Total debited",
    remarks: "Remarks",
    valueDate: "Value date",
    madeAt: "Made on",
    details: "Payment details",
  },
  de: {
    title: "Zahlungsbeleg",
    reference: "Referenznummer",
    network: "Zahlungsart",
    networks: {
      IFT: "Übertrag zwischen eigenen Konten",
      IFTWB: "Überweisung innerhalb der Bank",
      NEFT: "NEFT",
      RTGS: "RTGS",
    },
    status: "Status",
    statuses: {
      AWAITING_CONFIRMATION: "Wartet auf Ihre Bestätigung",
      COMPLETED: "Ausgeführt",
      CANCELLED: "Storniert",
      REJECTED: "Abgelehnt",
      RETURNED: "Zurückgegeben",
    },
    payer: "Auftraggeber",
    fromAccount: "Vom Konto",
    payee: "Empfänger",
    nickname: "Spitzname",
    toAccount: "Auf das Konto",
    payeeBank: "Bank des Empfängers",
    ifsc: "IFSC",
    amount: "Betrag",
    amountInWords: "Betrag in Worten",
    charges: "Gebühren (inkl. GST)",
    totalDebit: "Belastet insgesamt",
    remarks: "Verwendungszweck",
    valueDate: "Wertstellung",
    madeAt: "Erteilt am",
    details: "Zahlungsdetails",
  },
  hi: {
    title: "भुगतान रसीद",
    reference: "संदर्भ संख्या",
    network: "भुगतान का प्रकार",
    networks: {
      IFT: "अपने खातों के बीच अंतरण",
      IFTWB: "बैंक के भीतर अंतरण",
      NEFT: "एनईएफटी",
      RTGS: "आरटीजीएस",
    },
    status: "स्थिति",
    statuses: {
      AWAITING_CONFIRMATION: "आपकी पुष्टि की प्रतीक्षा में",
      COMPLETED: "पूर्ण",
      CANCELLED: "रद्द",
      REJECTED: "अस्वीकृत",
      RETURNED: "वापस",
    },
    payer: "भुगतानकर्ता",
    fromAccount: "खाते से",
    payee: "प्राप्तकर्ता",
    nickname: "उपनाम",
    toAccount: "खाते में",
    payeeBank: "प्राप्तकर्ता का बैंक",
    ifsc: "आईएफएससी",
    amount: "राशि",
    amountInWords: "राशि शब्दों में",
    charges: "शुल्क (जीएसटी सहित)",
    totalDebit: "कुल नामे राशि",
    remarks: "टिप्पणी",
    valueDate: "मूल्य तिथि",
    madeAt: "किया गया",
    details: "भुगतान विवरण",
  },
};

/** One of the customer's payments with its payer and payee, or null (another customer's is null too). */
export async function readReceipt(
  db: Queryable,
  payments: PaymentService,
  customerId: string,
  reference: string,
): Promise<Receipt | null> {
  const payment = await payments.find(db, customerId, reference);
  if (payment === null) return null;
  const beneficiaries = new BeneficiaryRepository(db);
  const isOtherBank = payment.paymentNetwork === "NEFT" || payment.paymentNetwork === "RTGS";
  const [payer] = await db.query<{ name: string }>(
    "SELECT prefix || ' ' || first_name || ' ' || last_name AS name FROM customers WHERE id = $1",
    [customerId],
  );
  // A deleted beneficiary's row stays, so a receipt of an old payment still names it.
  const beneficiary =
    payment.benSequence === null ? null : await beneficiaries.find(customerId, payment.benSequence);
  const branch = isOtherBank ? await beneficiaries.branch(payment.benIfsc) : null;
  const bank =
    branch !== null
      ? `${branch.bankName}, ${branch.branch}`
      : isOtherBank && beneficiary !== null
        ? `${beneficiary.bank_name}, ${beneficiary.branch_name}`
        : null;
  return {
    payment,
    payer: payer?.name ?? "",
    payeeNickname: beneficiary?.nickname ?? null,
    payeeBank: bank,
  };
}

/** The receipt's file name: `Receipt-FT1000000001.pdf`. */
export function receiptFileName(reference: string, extension: "pdf" | "html"): string {
  return `Receipt-${reference}.${extension}`;
}

/** The receipt's lines: label and value, in order. */
export function receiptItems(
  receipt: Receipt,
  lang: DocumentLanguage,
): Array<{ label: string; value: string }> {
  const labels = RECEIPT_LABELS[lang];
  const p = receipt.payment;
  const money = (amount: Paise) => formatInr(amount, lang);
  return [
    { label: labels.reference, value: p.reference },
    { label: labels.network, value: labels.networks[p.paymentNetwork] },
    { label: labels.status, value: labels.statuses[p.status] },
    { label: labels.payer, value: personName(lang, receipt.payer) },
    { label: labels.fromAccount, value: p.fromAccountNumber },
    { label: labels.payee, value: p.benName },
    ...(receipt.payeeNickname === null ? [] : [{ label: labels.nickname, value: receipt.payeeNickname }]),
    // A beneficiary's account is masked as on every screen; an own account is the customer's.
    {
      label: labels.toAccount,
      value: p.benSequence === null ? p.benAccountNumber : maskAccountNumber(p.benAccountNumber),
    },
    ...(receipt.payeeBank === null ? [] : [{ label: labels.payeeBank, value: receipt.payeeBank }]),
    { label: labels.ifsc, value: p.benIfsc },
    { label: labels.amount, value: money(p.amount) },
    { label: labels.amountInWords, value: amountInWords(p.amount, lang) },
    { label: labels.charges, value: money(p.charges) },
    { label: labels.totalDebit, value: money(p.totalDebit) },
    ...(p.remarks === "" ? [] : [{ label: labels.remarks, value: p.remarks }]),
    { label: labels.valueDate, value: formatLongDate(p.valueDate, lang) },
    { label: labels.madeAt, value: formatLongDate(p.createdAt.slice(0, 10), lang) },
  ];
}

/** The receipt as one accessible HTML page: `lang`, a title, an h1, the bank, the items as a description list. */
export function receiptHtml(receipt: Receipt, lang: DocumentLanguage): ReadableStream<Uint8Array> {
  const labels = RECEIPT_LABELS[lang];
  const bank = DOCUMENT_LABELS[lang].bankName;
  const title = `${labels.title} ${receipt.payment.reference}`;
  const items = receiptItems(receipt, lang)
    .map((item) => `<dt>${escapeHtml(item.label)}</dt><dd>${escapeHtml(item.value)}</dd>`)
    .join("\n");
  const page = `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: "Noto Sans", "Noto Sans Devanagari", Arial, sans-serif; margin: 1rem; color: #1a1a1a; background: #fff; line-height: 1.5; }
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
.bank { font-weight: bold; font-size: 1.1rem; margin: 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
dt { font-weight: bold; }
dd { margin: 0; overflow-wrap: anywhere; }
@media (max-width: 30rem) { dl { grid-template-columns: 1fr; } dd { margin-bottom: 0.5rem; } }
</style>
</head>
<body>
<main>
<p class="bank">${escapeHtml(bank)}</p>
<h1>${escapeHtml(title)}</h1>
<section aria-labelledby="details">
<h2 id="details">${escapeHtml(labels.details)}</h2>
<dl>
${items}
</dl>
</section>
<p>${escapeHtml(DOCUMENT_LABELS[lang].computerGenerated)}</p>
</main>
</body>
</html>
`;
  return textStream(
    (async function* () {
      yield page;
    })(),
  );
}

/** The receipt as a tagged PDF: the bank, the title (H1), each item a labelled paragraph, the page number an artifact. */
export function receiptPdf(receipt: Receipt, lang: DocumentLanguage): ReadableStream<Uint8Array> {
  const labels = RECEIPT_LABELS[lang];
  const title = `${labels.title} ${receipt.payment.reference}`;
  const pdf = openTaggedPdf(lang, title);
  const { doc, root } = pdf;
  let y = PAGE.margin;
  artifact(doc, () => {
    drawRun(doc, DOCUMENT_LABELS[lang].page(1, 1), {
      x: PAGE.width - PAGE.margin,
      y: PAGE.height - PAGE.margin + 8,
      size: 8,
      alignRight: true,
    });
  });
  root.add(
    taggedRuns(doc, "P", [{ text: DOCUMENT_LABELS[lang].bankName, x: PAGE.margin, y, size: 13, bold: true }]),
  );
  y += 28;
  root.add(taggedRuns(doc, "H1", [{ text: title, x: PAGE.margin, y, size: 18, bold: true }]));
  y += 36;
  const valueX = PAGE.margin + 170;
  for (const item of receiptItems(receipt, lang)) {
    const lines = wrapLines(doc, item.value, PAGE.width - PAGE.margin - valueX, 10);
    root.add(
      taggedRuns(doc, "P", [
        { text: item.label, x: PAGE.margin, y, size: 10, bold: true },
        ...lines.map((text, index) => ({ text, x: valueX, y: y + index * 15, size: 10 })),
      ]),
    );
    y += Math.max(1, lines.length) * 15 + 3;
  }
  y += 12;
  root.add(
    taggedRuns(doc, "P", [{ text: DOCUMENT_LABELS[lang].computerGenerated, x: PAGE.margin, y, size: 8 }]),
  );
  root.end();
  doc.end();
  return pdf.stream;
}
