import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  ACCOUNT_LIST_PAGER_HIDDEN_AT,
  groupAccountsByKind,
  isAccountListPagerShown,
  isEnquiryAccount,
  pageRows,
  type AccountKind,
  type Paise,
} from "../../domain";
import type { AccountListItem, AccountListResponse } from "../../adapters/rib/contract/accounts";
import { Banner } from "../../ui/Banner";
import { EmptyState } from "../../ui/EmptyState";
import { Link } from "../../ui/Link";
import { LoadingRegion } from "../../ui/Spinner";
import { StackedText } from "../../ui/StackedText";
import { Table, type TableColumn } from "../../ui/Table";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { useBank } from "../ServicesContext";
import { Pager } from "../forms/Pager";
import { ScreenHeading, useGo } from "../navigation/StateProvider";
import { useFailureOf } from "../session/FailureProvider";
import {
  Amount,
  KIND_ORDER,
  kindFieldsOf,
  kindOfItem,
  labelOfItem,
  longDate,
  schemeNameKey,
  statusKey,
} from "./accountFormat";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { accountListQuery, closedAccountListQuery } from "./accountsQueries";
import "./accounts.css";

/** Rows a page of an account group; the pager is hidden at this many rows or fewer (spec 000 section 9). */
export const ACCOUNT_LIST_PAGE_SIZE = ACCOUNT_LIST_PAGER_HIDDEN_AT;

interface GroupTableProps {
  readonly kind: AccountKind;
  readonly rows: readonly AccountListItem[];
  readonly closed: boolean;
}

/**
 * The account number, its nickname, and the name of an account its group does not name (an NRE
 * savings account), one under the other and named "100010000011, Salary" (no stray spaces).
 */
function AccountCell({ account }: { readonly account: AccountListItem }) {
  const { t } = useTranslation();
  const nameKey = schemeNameKey(labelOfItem(account));
  return (
    <StackedText
      lines={[account.account_number, account.shrt_account_names, nameKey !== null ? t(nameKey) : ""]}
    />
  );
}

/**
 * What the customer can do with an account from the list, as banks offer it: its details, its
 * statement and (for an active savings or current account) the transaction enquiry. The statement
 * and the enquiry open with this account chosen, through the same `accountNumber` param the
 * account's detail screen hands them. Each link's name ends with the account number.
 */
function NextSteps({
  account,
  closed,
  onOpen,
}: {
  readonly account: AccountListItem;
  readonly closed: boolean;
  readonly onOpen: () => void;
}) {
  const { t } = useTranslation();
  const go = useGo();
  const params = { accountNumber: account.account_number };
  const ofAccount = (
    <VisuallyHidden> {t("accounts:list.ofAccount", { number: account.account_number })}</VisuallyHidden>
  );
  return (
    <ul className="accounts-next-steps">
      <li>
        <Link onPress={onOpen}>
          {t("accounts:list.viewDetails")}
          {ofAccount}
        </Link>
      </li>
      <li>
        <Link onPress={() => go("acctStmt", { params })}>
          {t("accounts:list.statement")}
          {ofAccount}
        </Link>
      </li>
      {!closed && isEnquiryAccount(account.account_grp_code) ? (
        <li>
          <Link onPress={() => go("txnEnquiry", { params })}>
            {t("accounts:list.enquiry")}
            {ofAccount}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

function GroupTable({ kind, rows, closed }: GroupTableProps) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const go = useGo();
  const [page, setPage] = useState(1);
  const prefix = closed ? "accounts:closed" : "accounts:list";
  const caption = t(`${prefix}.caption.${kind}`, { n: rows.length });

  const open = (account: AccountListItem) =>
    go(closed ? "inactiveAccountDetail" : "activeAccountDetail", {
      params: { accountNumber: account.account_number, accountType: account.account_type_code },
    });

  const account: TableColumn<AccountListItem> = {
    id: "account",
    label: t("accounts:list.column.account"),
    isRowHeader: true,
    render: (row) => <AccountCell account={row} />,
  };
  const status: TableColumn<AccountListItem> = {
    id: "status",
    label: t("accounts:list.column.status"),
    render: (row) => t(statusKey(row.status, closed)),
  };
  const details: TableColumn<AccountListItem> = {
    id: "nextSteps",
    label: t("accounts:list.column.nextSteps"),
    render: (row) => <NextSteps account={row} closed={closed} onOpen={() => open(row)} />,
  };
  const money = (id: string, labelKey: string, pick: (row: AccountListItem) => Paise) => ({
    id,
    label: t(labelKey),
    align: "end" as const,
    render: (row: AccountListItem) => <Amount paise={pick(row)} withWords />,
  });

  const columns: TableColumn<AccountListItem>[] = closed
    ? [
        account,
        {
          id: "opened",
          label: t("accounts:list.column.opened"),
          render: (row) => longDate(row.openedDate, language),
        },
        {
          id: "closedOn",
          label: t("accounts:list.column.closedOn"),
          render: (row) => longDate(row.closedDate, language),
        },
        status,
        details,
      ]
    : kind === "loan"
      ? [account, status, money("balance", "accounts:list.column.outstanding", (r) => r.balance), details]
      : kind === "deposit"
        ? [
            account,
            status,
            money("balance", "accounts:list.column.depositAmount", (r) => r.balance),
            money(
              "available",
              "accounts:list.column.available",
              (r) => r.bal_Available ?? r.availableBalance,
            ),
            {
              id: "maturity",
              label: t("accounts:list.column.maturity"),
              render: (row) => longDate(row.maturityDate, language),
            },
            details,
          ]
        : [
            account,
            status,
            money("balance", "accounts:list.column.balance", (r) => r.balance),
            money("available", "accounts:list.column.available", (r) => r.availableBalance),
            details,
          ];

  const pagerShown = isAccountListPagerShown(rows.length, false);
  return (
    // Not a landmark of its own: the table's scroll region is the group's region, named by the caption.
    <section className="accounts-group">
      <Table
        caption={caption}
        captionHeadingLevel={2}
        columns={columns}
        rows={pagerShown ? pageRows(rows, page, ACCOUNT_LIST_PAGE_SIZE) : rows}
        getRowId={(row) => row.account_number}
        emptyContent={t("accounts:list.emptyGroup")}
      />
      {pagerShown ? (
        <Pager
          label={t("accounts:pager.label", { group: caption })}
          page={page}
          onPageChange={setPage}
          totalRows={rows.length}
          pageSize={ACCOUNT_LIST_PAGE_SIZE}
          hiddenAt={ACCOUNT_LIST_PAGER_HIDDEN_AT}
          rangeText={(from, to, total) => t("accounts:pager.range", { from, to, total })}
        />
      ) : null}
    </section>
  );
}

function AccountLists({
  closed,
  list,
}: {
  readonly closed: boolean;
  readonly list: UseQueryResult<AccountListResponse>;
}) {
  const { t } = useTranslation();
  const failure = useFailureOf(list.error);
  const groups = groupAccountsByKind(list.data ?? [], kindFieldsOf);
  const prefix = closed ? "accounts:closed" : "accounts:list";
  const spendable = (list.data ?? []).filter((a) => {
    const kind = kindOfItem(a);
    return kind === "savings" || kind === "current";
  });
  const total = spendable.reduce((sum, a) => sum + a.balance, 0n);

  return (
    <div className="app-screen app-screen--wide accounts-screen">
      <ScreenHeading />
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      <LoadingRegion isBusy={list.isPending} label={t("accounts:loading")}>
        {list.data !== undefined && list.data.length === 0 ? (
          <EmptyState
            title={t(`${prefix}.empty`)}
            description={t(`${prefix}.emptyDescription`)}
            headingLevel={2}
          />
        ) : null}
        {!closed && spendable.length > 0 ? (
          <p className="accounts-total">
            {t("accounts:list.total", { count: spendable.length })} <Amount paise={total} withWords />
          </p>
        ) : null}
        {KIND_ORDER.map((kind) => {
          const rows = groups.get(kind);
          return rows === undefined ? null : (
            <GroupTable key={kind} kind={kind} rows={rows} closed={closed} />
          );
        })}
      </LoadingRegion>
    </div>
  );
}

/**
 * My accounts (state `acnList`, spec 000 sections 2-4, 9): the active accounts grouped by kind
 * (savings, current, deposits, loans), each group a table with balances (amount in words for screen
 * readers), status and the account's next steps (details, statement, transaction enquiry); a group's
 * pager appears above four rows.
 */
export function AccountListScreen() {
  const list = useQuery(accountListQuery(useBank()));
  return <AccountLists closed={false} list={list} />;
}

/** Closed accounts (state `closedAcnList`): grouped by their former kind, always Closed, with the closing date. */
export function ClosedAccountListScreen() {
  const list = useQuery(closedAccountListQuery(useBank()));
  return <AccountLists closed list={list} />;
}
