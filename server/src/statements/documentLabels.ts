/** The languages statements and certificates are written in. */
export type DocumentLanguage = "en" | "de" | "hi";

/** The texts of the statement and certificate documents (the server writes these files itself). */
export interface DocumentLabels {
  readonly bankName: string;
  readonly statementTitle: string;
  readonly certificateTitle: string;
  readonly branch: string;
  readonly ifsc: string;
  readonly accountNumber: string;
  readonly accountHolder: string;
  readonly product: string;
  readonly period: string;
  readonly periodTo: string;
  readonly openingBalance: string;
  readonly closingBalance: string;
  readonly totalDebits: string;
  readonly totalCredits: string;
  readonly rowCount: string;
  readonly summary: string;
  readonly transactions: string;
  readonly tableCaption: string;
  readonly date: string;
  readonly description: string;
  readonly cheque: string;
  readonly debit: string;
  readonly credit: string;
  readonly balance: string;
  /** The page number with the page count: "Page 1 of 3". */
  readonly page: (page: number, pages: number) => string;
  readonly customerId: string;
  readonly address: string;
  readonly pan: string;
  /** Said in place of the PAN when the customer has none registered with the bank. */
  readonly panNotRegistered: string;
  readonly generatedOn: string;
  readonly customer: string;
  readonly financialYear: string;
  readonly interestPaid: string;
  readonly taxDeducted: string;
  readonly certificateText: (account: string, year: string) => string;
  readonly computerGenerated: string;
  readonly tableRegion: string;
}

/** The document texts in English, German and Hindi. */
export const DOCUMENT_LABELS: Readonly<Record<DocumentLanguage, DocumentLabels>> = {
  en: {
    bankName: "Sahyog Bank",
    statementTitle: "Account statement",
    certificateTitle: "Interest certificate",
    branch: "Branch",
    ifsc: "IFSC",
    accountNumber: "Account number",
    accountHolder: "Account holder",
    product: "Product",
    period: "Period",
    periodTo: "to",
    openingBalance: "Opening balance",
    closingBalance: "Closing balance",
    totalDebits: "Total debits",
    totalCredits: "Total credits",
    rowCount: "Number of transactions",
    summary: "Summary",
    transactions: "Transactions",
    tableCaption: "Transactions of the period, oldest first",
    date: "Date",
    description: "Description",
    cheque: "Cheque number",
    debit: "Debit",
    credit: "Credit",
    balance: "Balance",
    page: (page, pages) => `Page ${String(page)} of ${String(pages)}`,
    customerId: "Customer ID",
    address: "Address",
    pan: "PAN",
    panNotRegistered: "Not registered with the bank",
    generatedOn: "Generated on",
    customer: "Customer",
    financialYear: "Financial year",
    interestPaid: "Interest paid",
    taxDeducted: "Tax deducted at source (TDS)",
    certificateText: (account, year) =>
      `This is to certify that the interest below was credited to account ${account} in the financial year ${year}.`,
    computerGenerated: "This is a computer-generated document and needs no signature.",
    tableRegion: "Transactions table (scrolls sideways)",
  },
  de: {
    bankName: "Sahyog Bank",
    statementTitle: "Kontoauszug",
    certificateTitle: "Zinsbescheinigung",
    branch: "Filiale",
    ifsc: "IFSC",
    accountNumber: "Kontonummer",
    accountHolder: "Kontoinhaber",
    product: "Produkt",
    period: "Zeitraum",
    periodTo: "bis",
    openingBalance: "Anfangssaldo",
    closingBalance: "Endsaldo",
    totalDebits: "Summe der Belastungen",
    totalCredits: "Summe der Gutschriften",
    rowCount: "Anzahl der Umsätze",
    summary: "Übersicht",
    transactions: "Umsätze",
    tableCaption: "Umsätze des Zeitraums, älteste zuerst",
    date: "Datum",
    description: "Beschreibung",
    cheque: "Schecknummer",
    debit: "Belastung",
    credit: "Gutschrift",
    balance: "Saldo",
    page: (page, pages) => `Seite ${String(page)} von ${String(pages)}`,
    customerId: "Kundennummer",
    address: "Anschrift",
    pan: "PAN (indische Steuernummer)",
    panNotRegistered: "Bei der Bank nicht hinterlegt",
    generatedOn: "Erstellt am",
    customer: "Kunde",
    financialYear: "Geschäftsjahr",
    interestPaid: "Gezahlte Zinsen",
    taxDeducted: "Einbehaltene Quellensteuer (TDS)",
    certificateText: (account, year) =>
      `Hiermit wird bescheinigt, dass dem Konto ${account} im Geschäftsjahr ${year} die unten genannten Zinsen gutgeschrieben wurden.`,
    computerGenerated: "Dieses Dokument wurde maschinell erstellt und ist ohne Unterschrift gültig.",
    tableRegion: "Umsatztabelle (seitlich scrollbar)",
  },
  hi: {
    bankName: "सहयोग बैंक",
    statementTitle: "खाता विवरण",
    certificateTitle: "ब्याज प्रमाणपत्र",
    branch: "शाखा",
    ifsc: "आईएफ़एससी",
    accountNumber: "खाता संख्या",
    accountHolder: "खाताधारक",
    product: "उत्पाद",
    period: "अवधि",
    periodTo: "से",
    openingBalance: "प्रारंभिक शेष",
    closingBalance: "अंतिम शेष",
    totalDebits: "कुल नामे",
    totalCredits: "कुल जमा",
    rowCount: "लेनदेन की संख्या",
    summary: "सारांश",
    transactions: "लेनदेन",
    tableCaption: "अवधि के लेनदेन, सबसे पुराने पहले",
    date: "तारीख़",
    description: "विवरण",
    cheque: "चेक संख्या",
    debit: "नामे",
    credit: "जमा",
    balance: "शेष",
    page: (page, pages) => `पृष्ठ ${String(page)} / ${String(pages)}`,
    customerId: "ग्राहक आईडी",
    address: "पता",
    pan: "पैन",
    panNotRegistered: "बैंक में पंजीकृत नहीं",
    generatedOn: "बनाने की तारीख़",
    customer: "ग्राहक",
    financialYear: "वित्तीय वर्ष",
    interestPaid: "भुगतान किया गया ब्याज",
    taxDeducted: "स्रोत पर कर कटौती (टीडीएस)",
    certificateText: (account, year) =>
      `प्रमाणित किया जाता है कि वित्तीय वर्ष ${year} में खाता ${account} में नीचे दिया गया ब्याज जमा किया गया।`,
    computerGenerated: "यह कंप्यूटर से बना दस्तावेज़ है और इस पर हस्ताक्षर की आवश्यकता नहीं है।",
    tableRegion: "लेनदेन तालिका (बगल में स्क्रॉल होती है)",
  },
};

/**
 * The product names the bank stores (accounts.product_name, in English) in each document language;
 * a product missing here is printed as stored. The app keeps the same names in its locale files
 * (accounts.json "product"), so a customer meets one name on the screen and on paper.
 */
export const PRODUCT_NAMES: Readonly<Record<DocumentLanguage, Readonly<Record<string, string>>>> = {
  en: {},
  de: {
    "Savings Account Regular": "Sparkonto Standard",
    "Savings Account Family": "Sparkonto Familie",
    "Current Account Classic": "Girokonto Classic",
    "Fixed Deposit 1 Year": "Festgeld 1 Jahr",
    "Fixed Deposit 2 Years": "Festgeld 2 Jahre",
    "Recurring Deposit 3 Years": "Ratensparvertrag 3 Jahre",
    "Home Loan": "Immobilienkredit",
    "Gold Loan": "Goldkredit",
    "NRE Savings Account": "NRE-Sparkonto",
    "NRO Savings Account": "NRO-Sparkonto",
  },
  hi: {
    "Savings Account Regular": "बचत खाता नियमित",
    "Savings Account Family": "बचत खाता परिवार",
    "Current Account Classic": "चालू खाता क्लासिक",
    "Fixed Deposit 1 Year": "सावधि जमा 1 वर्ष",
    "Fixed Deposit 2 Years": "सावधि जमा 2 वर्ष",
    "Recurring Deposit 3 Years": "आवर्ती जमा 3 वर्ष",
    "Home Loan": "गृह ऋण",
    "Gold Loan": "स्वर्ण ऋण",
    "NRE Savings Account": "एनआरई बचत खाता",
    "NRO Savings Account": "एनआरओ बचत खाता",
  },
};

/** The titles the bank stores before a name (customers.prefix) in each document language. */
export const TITLES: Readonly<Record<DocumentLanguage, Readonly<Record<string, string>>>> = {
  en: {},
  de: { "Mr.": "Herr", "Ms.": "Frau", "Mrs.": "Frau", "Dr.": "Dr." },
  hi: { "Mr.": "श्री", "Ms.": "सुश्री", "Mrs.": "श्रीमती", "Dr.": "डॉ." },
};

/** A stored product name in the document language (as stored when unknown). */
export function productName(lang: DocumentLanguage, stored: string): string {
  return PRODUCT_NAMES[lang][stored] ?? stored;
}

/** A stored "Title First Last" with its title in the document language; the name itself as stored. */
export function personName(lang: DocumentLanguage, stored: string): string {
  const match = /^(\S+)\s+(.+)$/.exec(stored);
  const title = match?.[1];
  const translated = title === undefined ? undefined : TITLES[lang][title];
  return translated === undefined || match === null ? stored : `${translated} ${match[2] ?? ""}`;
}

/** The period as "from to to" in the document language ("1 April 2026 to 22 November 2026"; Hindi "… से … तक"). */
export function periodText(labels: DocumentLabels, lang: DocumentLanguage, from: string, to: string): string {
  return lang === "hi" ? `${from} ${labels.periodTo} ${to} तक` : `${from} ${labels.periodTo} ${to}`;
}
