import { useTranslation } from "react-i18next";
import {
  accountKind,
  amountInWords,
  formatInr,
  formatLongDate,
  isAccountStatusCode,
  displayedAccountStatus,
  paiseFromNumber,
  type AccountKind,
  type AccountStatusName,
} from "../../domain";
import type { AccountListItem } from "../../adapters/rib/contract/accounts";
import { Money } from "../../ui/Money";
import { isLanguage, type Language } from "../i18n/i18n";

/** The kinds in the order the account screens show their groups. */
export const KIND_ORDER: readonly AccountKind[] = ["savings", "current", "deposit", "loan", "other"];

/** The page's language for the domain's formatters. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : "en";
}

/** The kind of a list item (closed items carry their former group in `grp`). */
export function kindOfItem(item: AccountListItem): AccountKind {
  return accountKind({
    groupCode: item.grp ?? item.account_grp_code,
    typeCode: item.account_type_code,
    classCode: item.clas.code,
  });
}

const STATUS_KEYS: Readonly<Record<AccountStatusName, string>> = {
  Active: "active",
  Inactive: "inactive",
  Dormant: "dormant",
  Escheat: "escheat",
  Closed: "closed",
  "Close Out in Process": "closeOutInProcess",
};

/**
 * The i18n key of an account's status name (domain `displayedAccountStatus`: a closed account's
 * screens always say Closed); an unknown code gets the "unknown" text rather than an invented name.
 */
export function statusKey(code: number, isClosedAccount: boolean): string {
  if (!isClosedAccount && !isAccountStatusCode(code)) return "accounts:status.unknown";
  return `accounts:status.${STATUS_KEYS[displayedAccountStatus(code, isClosedAccount)]}`;
}

/** A date of the account screens: dd-MMM-yyyy in the page's language (the raw text when not a date). */
export function longDate(iso: string | null, language: Language): string {
  if (iso === null) return "";
  try {
    return formatLongDate(iso, language);
  } catch {
    return iso;
  }
}

/** An amount with Indian grouping; the amount in words follows for screen readers when `withWords`. */
export function Amount({
  paise,
  withWords = false,
}: {
  readonly paise: number;
  readonly withWords?: boolean;
}) {
  const language = useLanguage();
  const amount = paiseFromNumber(paise);
  const formatted = formatInr(amount, language);
  return withWords && amount >= 0n ? (
    <Money formatted={formatted} words={amountInWords(amount, language)} />
  ) : (
    <Money formatted={formatted} />
  );
}

/** A yearly interest rate in basis points as "7.10 % p.a." with the language's decimal sign. */
export function interestRateText(
  basisPoints: number,
  language: Language,
  template: (rate: string) => string,
) {
  const rate = (basisPoints / 100).toFixed(2);
  return template(language === "de" ? rate.replace(".", ",") : rate);
}
