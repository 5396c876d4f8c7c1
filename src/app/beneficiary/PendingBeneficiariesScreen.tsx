import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@tanstack/react-query";
import { BENEFICIARY_LIST_PAGE_SIZE } from "../../domain";
import { AlertDialog } from "../../ui/AlertDialog";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { DescriptionList } from "../../ui/DescriptionList";
import { Spinner } from "../../ui/Spinner";
import { Table, type TableColumn } from "../../ui/Table";
import { useBank } from "../ServicesContext";
import { flowCall } from "../flow/flowCall";
import { SensitiveFlowScreen } from "../flow/SensitiveFlowScreen";
import { Pager } from "../forms/Pager";
import { localText, translate, type LocalText } from "../i18n/localText";
import { ScreenHeading, useGo } from "../navigation/StateProvider";
import { useFailure, useFailureOf } from "../session/FailureProvider";
import { pendingBeneficiaryListQuery, type BeneficiaryRow } from "./beneficiaryQueries";
import { beneficiaryColumns } from "./beneficiaryColumns";
import { checkChange } from "./checkChange";
import "./beneficiary.css";

/**
 * beneficiary.pendingBene (spec 001 sections 2 and 4): the beneficiaries whose addition was not
 * confirmed with its code, 5 a page. "Approve" goes to the one-time code (pendingBeneOTP) bound to
 * the beneficiary, which activates it; "Delete" asks in an alertdialog (pendingBeneConfirm) and
 * removes it, says so, and puts focus on the list.
 */
export function PendingBeneficiariesScreen() {
  const [approving, setApproving] = useState<BeneficiaryRow | null>(null);
  return approving !== null ? (
    <ApproveFlow row={approving} onLeave={() => setApproving(null)} />
  ) : (
    <PendingList onApprove={setApproving} />
  );
}

function PendingList({ onApprove }: { readonly onApprove: (row: BeneficiaryRow) => void }) {
  const { t } = useTranslation();
  const bank = useBank();
  const { handleFailureText } = useFailure();
  const list = useQuery(pendingBeneficiaryListQuery(bank));
  const failure = useFailureOf(list.error);
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<BeneficiaryRow | null>(null);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: LocalText } | null>(null);
  const captionRef = useRef<HTMLElement>(null);
  const remove = useMutation({
    mutationKey: ["pendingBeneficiaryDelete"],
    mutationFn: (row: BeneficiaryRow) =>
      bank.call(
        "pendingBeneficiaryDelete",
        { sequence: row.sequence, type: row.type },
        // One deletion, one key: a retry of this press replays it.
        { idempotencyKey: crypto.randomUUID() },
      ),
    retry: false,
  });

  const confirmDelete = (row: BeneficiaryRow) => {
    setToDelete(null);
    remove.mutate(row, {
      // The pending list was read afresh before this runs (the declaration's `invalidates`).
      onSuccess: () => {
        setOutcome({ tone: "success", text: localText("beneficiary:pending.deleted", { name: row.name }) });
        captionRef.current?.focus();
      },
      onError: (error) => {
        const text = handleFailureText(error);
        if (text !== null) setOutcome({ tone: "error", text });
        captionRef.current?.focus();
      },
    });
  };

  const rows = list.data?.beneficiaryList ?? [];
  const pageRows = rows.slice((page - 1) * BENEFICIARY_LIST_PAGE_SIZE, page * BENEFICIARY_LIST_PAGE_SIZE);
  const columns: TableColumn<BeneficiaryRow>[] = [
    ...beneficiaryColumns(t),
    {
      id: "actions",
      label: t("beneficiary:list.columns.actions"),
      render: (row) => (
        <div className="beneficiary-row-actions">
          <Button
            aria-label={t("beneficiary:pending.approveRow", { name: row.name })}
            onPress={() => onApprove(row)}
          >
            {t("beneficiary:pending.approve")}
          </Button>
          <Button
            variant="secondary"
            aria-label={t("beneficiary:pending.deleteRow", { name: row.name })}
            onPress={() => setToDelete(row)}
          >
            {t("beneficiary:list.delete")}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="app-screen app-screen--wide beneficiary-screen">
      <ScreenHeading />
      <p>{t("beneficiary:pending.intro")}</p>
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      {outcome !== null ? <Banner tone={outcome.tone}>{translate(t, outcome.text)}</Banner> : null}
      {list.data === undefined ? (
        list.isPending ? (
          <Spinner label={t("common:loading")} />
        ) : null
      ) : (
        <>
          <Table
            caption={t("beneficiary:pending.caption")}
            captionRef={captionRef}
            columns={columns}
            rows={pageRows}
            getRowId={(row) => row.sequence}
            emptyContent={t("beneficiary:pending.empty")}
            isLoading={remove.isPending}
            loadingLabel={t("common:loading")}
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
        title={t("beneficiary:pending.deleteConfirmTitle", { name: toDelete?.name ?? "" })}
        primaryActionLabel={t("beneficiary:delete.confirmAction")}
        onPrimaryAction={() => {
          if (toDelete !== null) confirmDelete(toDelete);
        }}
        cancelLabel={t("flow:cancel")}
        onCancel={() => setToDelete(null)}
        tone="warning"
      >
        <p>
          {t("beneficiary:pending.deleteConfirmBody", {
            name: toDelete?.name ?? "",
            account: toDelete?.rnBenAcctNo ?? "",
          })}
        </p>
      </AlertDialog>
    </div>
  );
}

/** Approval of a pending beneficiary: its details, "Approve", the code bound to it, success. */
function ApproveFlow({ row, onLeave }: { readonly row: BeneficiaryRow; readonly onLeave: () => void }) {
  const { t } = useTranslation();
  const go = useGo();
  return (
    <SensitiveFlowScreen
      titleKey="beneficiary:pending.approveTitle"
      requiresTransactionPassword={false}
      initialValues={row}
      renderSummary={(values) => (
        <>
          <p>{t("beneficiary:pending.approveIntro", { name: values.name })}</p>
          <DescriptionList
            items={[
              { term: t("beneficiary:summary.name"), description: values.name },
              { term: t("beneficiary:summary.nickName"), description: values.nickName },
              { term: t("beneficiary:summary.accountNumber"), description: values.rnBenAcctNo },
              { term: t("beneficiary:summary.bank"), description: `${values.bankName}, ${values.branch}` },
            ]}
          />
        </>
      )}
      confirmLabel={t("beneficiary:pending.approve")}
      toRequest={(values: BeneficiaryRow) =>
        flowCall("beneficiaryUpdateStatus", { sequence: values.sequence, type: values.type })
      }
      otpSmsKey="beneficiary:pending.smsService"
      toResult={checkChange("beneficiary:add.failed")}
      renderSuccess={() => (
        <div className="flow-success">
          <Banner tone="success">{t("beneficiary:pending.approved")}</Banner>
          <div className="flow-actions">
            <Button onPress={() => go("beneficiary.viewBeneficiaryList")}>
              {t("beneficiary:add.backToBeneficiaries")}
            </Button>
          </div>
        </div>
      )}
      onLeave={onLeave}
    />
  );
}
