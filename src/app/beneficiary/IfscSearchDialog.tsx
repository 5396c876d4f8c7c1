import { useState } from "react";
import { useTranslation } from "react-i18next";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  IFSC_SEARCH_MIN_LENGTH,
  IFSC_SEARCH_PAGE_SIZE,
  isIfscSearchTermLongEnough,
  type IfscSearchField,
} from "../../domain";
import type { BankCalls } from "../../adapters/rib/BankClient";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { Form } from "../../ui/Form";
import { Select } from "../../ui/Select";
import { Table, type TableColumn } from "../../ui/Table";
import { TextField } from "../../ui/TextField";
import { useBank } from "../ServicesContext";
import { bankQuery } from "../bankQueries";
import { Pager } from "../forms/Pager";
import { useFormErrors, type FieldErrorText } from "../forms/useFormErrors";
import { localText } from "../i18n/localText";
import { useFailureOf } from "../session/FailureProvider";
import { ifscSearchOptionsQuery, type IfscBranchRow } from "./beneficiaryQueries";

type Criteria = Omit<BankCalls["ifscSearch"]["request"], "page">;

const FIELD = {
  ifsc: "ifsc-search-ifsc",
  bankName: "ifsc-search-bank",
  state: "ifsc-search-state",
  city: "ifsc-search-city",
  branch: "ifsc-search-branch",
} as const;

const ANY_STATE = "any";

/** Props of {@link IfscSearchDialog}. */
export interface IfscSearchDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** A row's "Choose": its IFSC goes into the form and the dialog closes. */
  readonly onChoose: (branch: IfscBranchRow) => void;
}

/**
 * The IFSC search pop-up (searchIFSCcodeDialog, spec 001 sections 2 and 5): by IFSC (at least 4
 * characters), bank (4), state, city (3) and branch, answered 5 rows a page in a table whose rows
 * each have a "Choose" button named by the code, bank and branch; an empty answer says "No
 * Records Found". Short terms are refused in the dialog's error summary before any call. The
 * number of codes found is announced; focus stays where the customer searched from.
 */
export function IfscSearchDialog({ isOpen, onClose, onChoose }: IfscSearchDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("beneficiary:ifscSearch.title")}
      actions={
        <Button variant="secondary" onPress={onClose}>
          {t("beneficiary:ifscSearch.close")}
        </Button>
      }
    >
      <IfscSearch onChoose={onChoose} />
    </Dialog>
  );
}

function IfscSearch({ onChoose }: { readonly onChoose: (branch: IfscBranchRow) => void }) {
  const { t } = useTranslation();
  const bank = useBank();
  const options = useQuery(ifscSearchOptionsQuery(bank));
  useFailureOf(options.error);
  const [form, setForm] = useState({ ifsc: "", bankName: "", state: ANY_STATE, city: "", branch: "" });
  const [criteria, setCriteria] = useState<Criteria | null>(null);
  const [page, setPage] = useState(1);
  const formErrors = useFormErrors();
  const results = useQuery({
    ...bankQuery(bank, "ifscSearch", { ...criteria, page }),
    enabled: criteria !== null,
    placeholderData: keepPreviousData,
  });
  const failure = useFailureOf(results.error);

  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const search = () => {
    const errors: FieldErrorText[] = [];
    for (const field of ["ifsc", "bankName", "city"] as const satisfies readonly IfscSearchField[]) {
      const value = form[field].trim();
      if (value !== "" && !isIfscSearchTermLongEnough(field, value)) {
        errors.push({
          fieldId: FIELD[field],
          text: localText("beneficiary:ifscSearch.tooShort", { count: IFSC_SEARCH_MIN_LENGTH[field] }),
        });
      }
    }
    const next: Criteria = {
      ...(form.ifsc.trim() !== "" ? { ifsc: form.ifsc.trim().toUpperCase() } : {}),
      ...(form.bankName.trim() !== "" ? { bankName: form.bankName.trim() } : {}),
      ...(form.state !== ANY_STATE ? { state: form.state } : {}),
      ...(form.city.trim() !== "" ? { city: form.city.trim() } : {}),
      ...(form.branch.trim() !== "" ? { branch: form.branch.trim() } : {}),
    };
    if (errors.length === 0 && Object.keys(next).length === 0) {
      errors.push({ fieldId: FIELD.ifsc, text: localText("beneficiary:ifscSearch.noCriteria") });
    }
    if (errors.length > 0) {
      formErrors.show(errors);
      return;
    }
    formErrors.clear();
    setPage(1);
    setCriteria(next);
  };

  const answer = results.data;
  const columns: TableColumn<IfscBranchRow>[] = [
    { id: "ifsc", label: t("beneficiary:ifscSearch.columns.ifsc"), isRowHeader: true },
    { id: "bankName", label: t("beneficiary:ifscSearch.columns.bank") },
    { id: "branch", label: t("beneficiary:ifscSearch.columns.branch") },
    { id: "city", label: t("beneficiary:ifscSearch.columns.city") },
    { id: "state", label: t("beneficiary:ifscSearch.columns.state") },
    {
      id: "choose",
      label: t("beneficiary:ifscSearch.columns.action"),
      render: (row) => (
        <Button
          variant="secondary"
          aria-label={t("beneficiary:ifscSearch.chooseRow", {
            ifsc: row.ifsc,
            bank: row.bankName,
            branch: row.branch,
          })}
          onPress={() => onChoose(row)}
        >
          {t("beneficiary:ifscSearch.choose")}
        </Button>
      ),
    },
  ];

  return (
    <div className="beneficiary-ifsc-search">
      <p>{t("beneficiary:ifscSearch.intro")}</p>
      <Form onSubmit={search} errorSummary={formErrors.summary}>
        <TextField
          id={FIELD.ifsc}
          label={t("beneficiary:ifscSearch.ifsc")}
          autoComplete="off"
          spellCheck={false}
          maxLength={11}
          value={form.ifsc}
          onChange={set("ifsc")}
          {...formErrors.errorProps(FIELD.ifsc)}
        />
        <TextField
          id={FIELD.bankName}
          label={t("beneficiary:ifscSearch.bankName")}
          autoComplete="off"
          value={form.bankName}
          onChange={set("bankName")}
          {...formErrors.errorProps(FIELD.bankName)}
        />
        <Select
          id={FIELD.state}
          label={t("beneficiary:ifscSearch.state")}
          placeholder={t("beneficiary:ifscSearch.anyState")}
          options={[
            { id: ANY_STATE, label: t("beneficiary:ifscSearch.anyState") },
            ...(options.data?.states ?? []).map((state) => ({ id: state, label: state })),
          ]}
          selectedKey={form.state}
          onSelectionChange={(id) => set("state")(id ?? ANY_STATE)}
        />
        <TextField
          id={FIELD.city}
          label={t("beneficiary:ifscSearch.city")}
          autoComplete="off"
          value={form.city}
          onChange={set("city")}
          {...formErrors.errorProps(FIELD.city)}
        />
        <TextField
          id={FIELD.branch}
          label={t("beneficiary:ifscSearch.branch")}
          autoComplete="off"
          value={form.branch}
          onChange={set("branch")}
        />
        <Button type="submit" isPending={results.isFetching} pendingLabel={t("common:loading")}>
          {t("beneficiary:ifscSearch.search")}
        </Button>
      </Form>
      {failure !== null ? <p role="alert">{failure}</p> : null}
      {/* In the dialog from the start, so that the count of each search is announced when it changes. */}
      <p role="status" className="beneficiary-found">
        {criteria !== null && answer !== undefined && !results.isFetching
          ? t("beneficiary:ifscSearch.found", { count: answer.totalCount })
          : ""}
      </p>
      {criteria !== null && answer !== undefined ? (
        <>
          <Table
            caption={t("beneficiary:ifscSearch.caption")}
            columns={columns}
            rows={answer.ifscList}
            getRowId={(row) => row.ifsc}
            emptyContent={t("beneficiary:ifscSearch.noRecords")}
            isLoading={results.isFetching}
            loadingLabel={t("common:loading")}
          />
          <Pager
            label={t("beneficiary:ifscSearch.pages")}
            page={page}
            onPageChange={setPage}
            totalRows={answer.totalCount}
            pageSize={IFSC_SEARCH_PAGE_SIZE}
            hiddenAt={IFSC_SEARCH_PAGE_SIZE}
            rangeText={(from, to, total) => t("beneficiary:ifscSearch.range", { from, to, total })}
          />
        </>
      ) : null}
    </div>
  );
}
