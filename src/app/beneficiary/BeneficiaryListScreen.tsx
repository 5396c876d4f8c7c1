import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { BENEFICIARY_LIST_PAGE_SIZE } from "../../domain";
import { AlertDialog } from "../../ui/AlertDialog";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { Link } from "../../ui/Link";
import { RadioGroup } from "../../ui/RadioGroup";
import { Spinner } from "../../ui/Spinner";
import { Table, type TableColumn } from "../../ui/Table";
import { useBank } from "../ServicesContext";
import { Pager } from "../forms/Pager";
import { dateTimeText } from "../i18n/dateTimeText";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { ScreenHeading, StateNotice, useGo } from "../navigation/StateProvider";
import { useFailureOf } from "../session/FailureProvider";
import { beneficiaryListQuery, type BeneficiaryRow } from "./beneficiaryQueries";
import { beneficiaryColumns } from "./beneficiaryColumns";
import "./beneficiary.css";

type TypeFilter = "all" | "2" | "3";

/**
 * beneficiary.viewBeneficiaryList (spec 001 sections 2, 4 and 9): the saved beneficiaries, 5 a
 * page, with their status (a new one's first-24-hours cap with its end), type, bank and limit,
 * filtered by type; each row has "Change" (active
 * ones) and "Delete", named by the beneficiary. Delete asks first in an alertdialog, then goes to
 * the transaction password of beneficiary.modifyBeneficiary.
 */
export function BeneficiaryListScreen() {
  const { t } = useTranslation();
  const bank = useBank();
  const go = useGo();
  const list = useQuery(beneficiaryListQuery(bank));
  const failure = useFailureOf(list.error);
  const [filter, setFilter] = useState<TypeFilter>("all");
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<BeneficiaryRow | null>(null);

  const rows = (list.data?.beneficiaryList ?? []).filter(
    (row) => filter === "all" || String(row.type) === filter,
  );
  const pageRows = rows.slice((page - 1) * BENEFICIARY_LIST_PAGE_SIZE, page * BENEFICIARY_LIST_PAGE_SIZE);
  const columns = useListColumns({
    onModify: (row) =>
      go("beneficiary.modifyBeneficiary", { params: { sequence: row.sequence, action: "modify" } }),
    onDelete: setToDelete,
  });

  return (
    <div className="app-screen app-screen--wide beneficiary-screen">
      <ScreenHeading />
      <StateNotice />
      <p>{t("beneficiary:list.intro")}</p>
      <p>
        <Link onPress={() => go("beneficiary.options")}>{t("beneficiary:list.add")}</Link>
      </p>
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      {list.data === undefined ? (
        list.isPending ? (
          <Spinner label={t("common:loading")} />
        ) : null
      ) : (
        <>
          <RadioGroup
            label={t("beneficiary:list.filter")}
            orientation="horizontal"
            options={[
              { value: "all", label: t("beneficiary:list.filterAll") },
              { value: "2", label: t("beneficiary:types.2") },
              { value: "3", label: t("beneficiary:types.3") },
            ]}
            value={filter}
            onChange={(value) => {
              setFilter(value as TypeFilter);
              setPage(1);
            }}
          />
          <Table
            caption={t("beneficiary:list.caption")}
            columns={columns}
            rows={pageRows}
            getRowId={(row) => row.sequence}
            emptyContent={t("beneficiary:list.empty")}
          />
          <Pager
            label={t("beneficiary:list.pages")}
            page={page}
            onPageChange={setPage}
            totalRows={rows.length}
            pageSize={BENEFICIARY_LIST_PAGE_SIZE}
            hiddenAt={BENEFICIARY_LIST_PAGE_SIZE}
            rangeText={(from, to, total) => t("beneficiary:list.range", { from, to, total })}
          />
        </>
      )}
      <AlertDialog
        isOpen={toDelete !== null}
        title={t("beneficiary:delete.confirmTitle", { name: toDelete?.name ?? "" })}
        primaryActionLabel={t("beneficiary:delete.confirmAction")}
        onPrimaryAction={() => {
          if (toDelete === null) return;
          const sequence = toDelete.sequence;
          setToDelete(null);
          go("beneficiary.modifyBeneficiary", { params: { sequence, action: "delete" } });
        }}
        cancelLabel={t("flow:cancel")}
        onCancel={() => setToDelete(null)}
        tone="warning"
      >
        <p>
          {t("beneficiary:delete.confirmBody", {
            name: toDelete?.name ?? "",
            account: toDelete?.rnBenAcctNo ?? "",
          })}
        </p>
      </AlertDialog>
    </div>
  );
}

/** The columns of the beneficiary list, with the row actions. */
function useListColumns({
  onModify,
  onDelete,
}: {
  readonly onModify: (row: BeneficiaryRow) => void;
  readonly onDelete: (row: BeneficiaryRow) => void;
}): TableColumn<BeneficiaryRow>[] {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return [
    ...beneficiaryColumns(t),
    {
      id: "status",
      label: t("beneficiary:list.columns.status"),
      render: (row) => (
        <>
          {t(`beneficiary:statuses.${row.status}`)}
          {row.coolingOffUntil !== null ? (
            <span className="beneficiary-cooling-off">
              {t("beneficiary:list.coolingOff", { time: dateTimeText(row.coolingOffUntil, language) })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: "actions",
      label: t("beneficiary:list.columns.actions"),
      render: (row) => (
        <div className="beneficiary-row-actions">
          {row.status === "ACTIVE" ? (
            <Button
              variant="secondary"
              aria-label={t("beneficiary:list.modifyRow", { name: row.name })}
              onPress={() => onModify(row)}
            >
              {t("beneficiary:list.modify")}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            aria-label={t("beneficiary:list.deleteRow", { name: row.name })}
            onPress={() => onDelete(row)}
          >
            {t("beneficiary:list.delete")}
          </Button>
        </div>
      ),
    },
  ];
}
