import type { AccountListItem, AccountListResponse } from "../../../src/adapters/rib/contract/accounts";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import type { Paise } from "../../../src/domain/money/Money";
import { accountKind, type AccountKind } from "../../../src/domain/accounts/AccountGroup";
import { CLOSED_STATUS_CODE } from "../../../src/domain/accounts/AccountStatus";
import { isEnquiryAccount } from "../../../src/domain/enquiry/EnquiryFilter";
import type { Queryable } from "../kernel/db/Database";
import { serve, type CallRouter } from "../kernel/http/pipeline";
import { AccountRepository, type AccountListDbRow } from "./AccountRepository";

/** Which of the customer's accounts a list shows. */
export type AccountListSelection = "active" | "closed" | "statement" | "enquiry";

/** The stored fields of an account that its list item needs (read by `AccountRepository`). */
export type { AccountListDbRow };

/** The order of the kinds in every list: savings, current, deposits, loans, others. */
const KIND_ORDER = { savings: 0, current: 1, deposit: 2, loan: 3, other: 4 } as const;

/** The opaque reference of an account number in lists (`rnAcctNo`); never used to authorise anything. */
export function accountReference(accountNumber: string): string {
  return Buffer.from(`rn:${accountNumber}`, "utf8").toString("base64url");
}

/** The bank's loan accounts carry the group LN (their type is the loan product: HL home loan, GL gold loan …). */
export const LOAN_GROUP_CODE = "LN";

/** The kind of a stored account: the domain's rule, with the bank's loan group read as class L. */
export function storedAccountKind(group: string, type: string): AccountKind {
  return accountKind({ groupCode: group, typeCode: type, classCode: group === LOAN_GROUP_CODE ? "L" : null });
}

/** One database row as the spec's account list item (spec 000 section 3). */
export function toAccountListItem(row: AccountListDbRow): AccountListItem {
  const kind = storedAccountKind(row.account_group, row.account_type);
  const balance: Paise = BigInt(row.balance_paise);
  const hold: Paise = BigInt(row.hold_paise);
  // A loan shows what is owed; any other account what is free of holds, never below zero.
  const available = kind === "loan" ? balance : balance > hold ? balance - hold : 0n;
  const closed = row.status === CLOSED_STATUS_CODE;
  const classCode = kind === "loan" ? "L" : kind === "deposit" ? "D" : "";
  const nickname = row.nickname ?? "";
  return {
    account_grp_code: row.account_group,
    account_type_code: row.account_type,
    account_number: row.account_number,
    rnAcctNo: accountReference(row.account_number),
    shrt_account_names: nickname,
    accNoWithNickName: nickname === "" ? row.account_number : `${row.account_number} - ${nickname}`,
    prodType: row.product_name,
    status: row.status,
    balance,
    availableBalance: available,
    bal_Available: kind === "deposit" ? balance : null,
    acnPrimaryHolder: row.role === "primary",
    accMandFlag: row.has_mandate,
    holderCount: Number(row.holder_count),
    maturityDate: row.maturity_date,
    linkedAcctNbr: null,
    isAllowedToClose: kind === "deposit" && !closed && row.role === "primary",
    isLienMarked: false,
    clas: { code: classCode },
    group: { code: row.account_group },
    currencyCode: row.currency,
    openedDate: row.opened_on,
    closedDate: closed ? row.closed_on : null,
    grp: closed ? row.account_group : null,
  };
}

/** Does `row` belong in the list `selection`? */
function inSelection(row: AccountListDbRow, selection: AccountListSelection): boolean {
  const closed = row.status === CLOSED_STATUS_CODE;
  switch (selection) {
    case "active":
      return !closed;
    case "closed":
      return closed;
    case "statement":
      return true;
    case "enquiry":
      return !closed && isEnquiryAccount(row.account_group);
  }
}

/**
 * The accounts of `username` (as primary or joint holder) in the list `selection`, ordered by kind
 * (savings, current, deposits, loans) and then by account number.
 */
export async function listAccounts(
  db: Queryable,
  username: string,
  selection: AccountListSelection,
): Promise<AccountListResponse> {
  const rows = await new AccountRepository(db).listRows(username);
  return rows
    .filter((row) => inSelection(row, selection))
    .map(toAccountListItem)
    .sort((a, b) => {
      const kindA = storedAccountKind(a.account_grp_code, a.account_type_code);
      const kindB = storedAccountKind(b.account_grp_code, b.account_type_code);
      return KIND_ORDER[kindA] - KIND_ORDER[kindB] || a.account_number.localeCompare(b.account_number);
    });
}

/** The account lists of spec 000 section 7: active, closed, for statements, and SAV/DDA for the enquiry. */
export function registerAccountListRoutes(router: CallRouter): void {
  const { db } = router.services.deps;
  const lists = [
    [endpoints.accountList, "active"],
    [endpoints.closedAccountList, "closed"],
    [endpoints.statementAccountList, "statement"],
    [endpoints.enquiryAccountList, "enquiry"],
  ] as const;
  for (const [call, selection] of lists) {
    serve(router, call, ({ session }) => listAccounts(db, session.username, selection));
  }
}
