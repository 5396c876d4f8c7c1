import { useTranslation } from "react-i18next";

/**
 * The product names the bank's server sends (`productName`, `prodType`), each with the key of its
 * name in the page's language. The server writes them in English; a product missing here (a new
 * one the bank added) is shown as the server wrote it rather than not at all.
 */
export const PRODUCT_KEYS: Readonly<Record<string, string>> = {
  "Savings Account Regular": "savingsRegular",
  "Savings Account Family": "savingsFamily",
  "Current Account Classic": "currentClassic",
  "Fixed Deposit 1 Year": "fixedDeposit1Year",
  "Fixed Deposit 2 Years": "fixedDeposit2Years",
  "Recurring Deposit 3 Years": "recurringDeposit3Years",
  "Home Loan": "homeLoan",
  "Gold Loan": "goldLoan",
  "NRE Savings Account": "nreSavings",
  "NRO Savings Account": "nroSavings",
};

/** The titles the server puts before a customer's name ("Ms. Asha Verma"), with their keys. */
export const TITLE_KEYS: Readonly<Record<string, string>> = {
  "Mr.": "mr",
  "Ms.": "ms",
  "Mrs.": "mrs",
};

const TITLED_NAME = /^(Mr\.|Ms\.|Mrs\.)\s+(.+)$/;

type Translate = ReturnType<typeof useTranslation>["t"];

/** A product name in the page's language (the server's text when the product is unknown). */
export function productText(t: Translate, name: string): string {
  const key = PRODUCT_KEYS[name.trim()];
  return key === undefined ? name : t(`accounts:product.${key}`, { defaultValue: name });
}

/**
 * A customer's name with its title in the page's language ("Ms. Asha Verma" is "Frau Asha Verma"
 * in German, "सुश्री Asha Verma" in Hindi); the name itself is never translated, and a name without
 * a known title is shown as it came.
 */
export function personText(t: Translate, name: string): string {
  const match = TITLED_NAME.exec(name.trim());
  if (match === null) return name;
  const [, title = "", rest = ""] = match;
  const key = TITLE_KEYS[title];
  return key === undefined ? name : `${t(`accounts:title.${key}`, { defaultValue: title })} ${rest}`;
}

/**
 * The one place that puts what the server sends as English text (product names, titles) into the
 * page's language: `product(name)` and `person(name)`.
 */
export function useServerText(): {
  readonly product: (name: string) => string;
  readonly person: (name: string) => string;
} {
  const { t } = useTranslation();
  return { product: (name) => productText(t, name), person: (name) => personText(t, name) };
}
