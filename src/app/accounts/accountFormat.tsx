import {
  accountKind,
  accountLabel,
  amountInWords,
  formatInr,
  formatDisplayDate,
  isAccountStatusCode,
  displayedAccountStatus,
  type AccountKind,
  type AccountKindFields,
  type AccountLabel,
  type AccountStatusName,
  type Paise,
} from "../../domain";
import type { TFunction } from "i18next";
import type { AccountListItem } from "../../adapters/rib/contract/accounts";
import { Money } from "../../ui/Money";
import { LOCALES, type Language } from "../i18n/i18n";
import { usePageLanguage } from "../i18n/usePageLanguage";

/** The kinds in the order the account screens show their groups. */
export const KIND_ORDER: readonly AccountKind[] = ["savings", "current", "deposit", "loan", "other"];

/** The fields of a list item that decide its kind (closed items carry their former group in `grp`). */
export function kindFieldsOf(item: AccountListItem): AccountKindFields {
  return {
    groupCode: item.grp ?? item.account_grp_code,
    typeCode: item.account_type_code,
    classCode: item.clas.code,
  };
}

/** The kind of a list item (domain `accountKind`). */
export function kindOfItem(item: AccountListItem): AccountKind {
  return accountKind(kindFieldsOf(item));
}

/** What a list item is called (domain `accountLabel`): its kind, or e.g. an NRE savings account. */
export function labelOfItem(item: AccountListItem): AccountLabel {
  return accountLabel(kindFieldsOf(item));
}

/**
 * The i18n key of the name of an account whose kind alone does not name it (an NRE or NRO savings
 * or current account: "NRE savings account"); null when the kind says it all.
 */
export function schemeNameKey(label: AccountLabel): string | null {
  return (KIND_ORDER as readonly string[]).includes(label) ? null : `accounts:kind.${label}`;
}

/**
 * The fields of one of the customer's own accounts that a picker names it by: an account-list item
 * (closed items carry their former group in `grp`) or a payment source.
 */
export interface PickerAccount {
  readonly account_grp_code: string;
  readonly account_type_code: string;
  /** The number as the screens show it, with the nickname when there is one. */
  readonly accNoWithNickName: string;
  readonly clas?: { readonly code: string };
  readonly grp?: string | null;
}

/**
 * The option text of an own account in every picker (payment source and target, statement,
 * certificate, enquiry, insights): what the account is (domain `accountLabel`: its kind, refined
 * by its non-resident scheme) before its number as the screen shows it, e.g. "NRE savings account
 * 10000030000013", so two accounts without a nickname differ on screen and in the option's name.
 */
export function accountOptionLabel(t: TFunction, account: PickerAccount): string {
  const label = accountLabel({
    groupCode: account.grp ?? account.account_grp_code,
    typeCode: account.account_type_code,
    classCode: account.clas?.code ?? null,
  });
  return t(`accounts:option.${label}`, { account: account.accNoWithNickName });
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

/**
 * A date of the account and home screens: the short date of the page's language, as on every
 * other screen ("24/11/2026", German "24.11.2026"; the raw text when not a date).
 */
export function longDate(iso: string | null, language: Language): string {
  if (iso === null) return "";
  try {
    return formatDisplayDate(iso, language);
  } catch {
    return iso;
  }
}

/** An amount with Indian grouping; the amount in words follows for screen readers when `withWords`. */
export function Amount({
  paise,
  withWords = false,
}: {
  readonly paise: Paise;
  readonly withWords?: boolean;
}) {
  const language = usePageLanguage();
  const formatted = formatInr(paise, language);
  return withWords && paise >= 0n ? (
    <Money formatted={formatted} words={amountInWords(paise, language)} />
  ) : (
    <Money formatted={formatted} />
  );
}

/** A yearly interest rate in basis points as "7.10 % a year", with the decimal sign of the page's locale. */
export function interestRateText(
  basisPoints: number,
  language: Language,
  template: (rate: string) => string,
) {
  const rate = new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(basisPoints / 100);
  return template(rate);
}
