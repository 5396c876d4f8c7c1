import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatDisplayDate, formatInr, type Paise } from "../../domain";
import type { AccountGroupCrDrResponse } from "../../adapters/rib/contract/insights";
import { Money } from "../../ui/Money";
import { Table, type TableColumn } from "../../ui/Table";
import { useBank } from "../ServicesContext";
import { bankQuery } from "../bankQueries";
import { useFailureOf } from "../session/FailureProvider";
import { usePageLanguage } from "../i18n/usePageLanguage";

/** Account groups with a name of their own; any other group is shown by its code. */
const NAMED_GROUPS = ["SAV", "DDA", "CD", "FD", "RC", "LN"] as const;

type GroupRow = AccountGroupCrDrResponse[number];

/**
 * This month's money in and out per account group of the customer (savings, current, deposits,
 * loans), from `dashboard/getAccountGroupCrDrDetails`, as a table with the period in its caption.
 */
export function AccountGroupSummary() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const bank = useBank();
  const groups = useQuery(bankQuery(bank, "accountGroupCrDr", {}));
  useFailureOf(groups.error);
  const money = (paise: Paise) => <Money formatted={formatInr(paise, language)} />;
  const first = groups.data?.[0];
  // While it loads, its place is kept (insights.css): the blocks below do not move when it comes.
  if (groups.isPending)
    return <div className="insights-pending insights-pending--groups" aria-hidden="true" />;
  if (groups.data === undefined || first === undefined) return null;
  const columns: TableColumn<GroupRow>[] = [
    {
      id: "group",
      label: t("insights:groups.group"),
      isRowHeader: true,
      render: (row) =>
        (NAMED_GROUPS as readonly string[]).includes(row.accountGroup)
          ? t(`insights:groups.name.${row.accountGroup}`, { count: row.accountCount })
          : row.accountGroup,
    },
    {
      id: "credit",
      label: t("insights:inflow.credit"),
      align: "end",
      render: (row) => money(row.creditAmount),
    },
    { id: "debit", label: t("insights:inflow.debit"), align: "end", render: (row) => money(row.debitAmount) },
  ];
  return (
    <Table
      caption={t("insights:groups.caption", {
        from: formatDisplayDate(first.fromDate, language),
        to: formatDisplayDate(first.toDate, language),
      })}
      captionHeadingLevel={3}
      columns={columns}
      rows={groups.data}
      getRowId={(row) => row.accountGroup}
      emptyContent={t("insights:chart.empty")}
    />
  );
}
