import { useTranslation } from "react-i18next";
import {
  ENQUIRY_PAGE_SIZE,
  formatDisplayDate,
  formatInr,
  fraudReportRefusal,
  isClosingBalanceShown,
  isEnquiryFooterShown,
  isTransactionCategory,
  TRANSACTION_CATEGORIES,
  type Paise,
} from "../../domain";
import type { CategoryListResponse, EnquiryRow } from "../../adapters/rib/contract/enquiry";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { Menu } from "../../ui/Menu";
import { Select } from "../../ui/Select";
import { SlashSeparatedText } from "../../ui/SlashSeparatedText";
import { Table, type TableColumn } from "../../ui/Table";
import { Tabs } from "../../ui/Tabs";
import { Pager } from "../forms/Pager";
import type { Language } from "../i18n/i18n";
import { usePageLanguage } from "../i18n/usePageLanguage";
import type { EnquirySearch } from "./useEnquirySearch";
import { rowName, type FraudReporting } from "./useFraudReport";
import type { PendingCategories } from "./usePendingCategories";

/** "22/11/2026 10:15" (German "22.11.2026 10:15") from an ISO date-time. */
function markedAt(iso: string, language: Language): string {
  const date = iso.slice(0, 10);
  const time = iso.slice(11, 16);
  try {
    return `${formatDisplayDate(date, language)} ${time}`.trim();
  } catch {
    return iso;
  }
}

/** Props of {@link EnquiryResults}. */
export interface EnquiryResultsProps {
  readonly search: EnquirySearch;
  readonly categories: PendingCategories;
  readonly fraud: FraudReporting;
  readonly categoryList: CategoryListResponse | undefined;
  /** The bank's date (ISO), for which rows it takes a fraud report of; unknown: debits are offered. */
  readonly appDate: string | undefined;
}

/**
 * The enquiry's results: the two views (every transaction, those reported as fraud) as tabs whose
 * panel holds the save and report banners, the pending changes' actions, the table (a category
 * picker per row where the account may be categorised, an actions menu with "Report as fraud" or
 * the report's time) and the pager.
 */
export function EnquiryResults({ search, categories, fraud, categoryList, appDate }: EnquiryResultsProps) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const { criteria, view, result } = search;
  const answer = result.answer;
  const closingShown = criteria === null || isClosingBalanceShown(criteria.filters);
  const money = (paise: Paise) => formatInr(paise, language);
  const categoryName = (id: string) => (isTransactionCategory(id) ? t(`enquiry:category.${id}`) : id);
  const categoryIds = categoryList?.map((c) => c.txnCategoryID) ?? TRANSACTION_CATEGORIES;
  const categoryOptions = categoryIds.map((id) => ({ id, label: categoryName(id) }));
  // Only what the bank takes is offered: debits of the last 90 days (domain fraudReportRefusal).
  const isReportable = (row: EnquiryRow) =>
    appDate === undefined ? row.crdr === "DR" : fraudReportRefusal(row.crdr, row.date, appDate) === null;

  const columns: TableColumn<EnquiryRow>[] = [
    { id: "date", label: t("enquiry:column.date"), render: (row) => formatDisplayDate(row.date, language) },
    {
      id: "description",
      label: t("enquiry:column.description"),
      isRowHeader: true,
      render: (row) => <SlashSeparatedText text={row.description} />,
    },
    { id: "cheque", label: t("enquiry:column.cheque"), render: (row) => row.chequeNumber ?? "" },
    {
      id: "debit",
      label: t("enquiry:column.debit"),
      align: "end",
      render: (row) => (row.crdr === "DR" ? money(row.amount) : ""),
    },
    {
      id: "credit",
      label: t("enquiry:column.credit"),
      align: "end",
      render: (row) => (row.crdr === "CR" ? money(row.amount) : ""),
    },
    ...(closingShown && view === "all"
      ? [
          {
            id: "balance",
            label: t("enquiry:column.balance"),
            align: "end" as const,
            render: (row: EnquiryRow) => money(row.balance),
          },
        ]
      : []),
    {
      id: "category",
      label: t("enquiry:column.category"),
      render: (row) =>
        answer?.canCategorise === true && view === "all" ? (
          // The picker's label ("Category of 26/10/2026 UPI GROCER 2") is for screen readers: on
          // screen the column header (or the card's label) already says what it is.
          <div className="enquiry-category">
            <Select
              label={t("enquiry:categorise.label", { row: rowName(row, language) })}
              isLabelHidden
              placeholder={t("enquiry:categorise.placeholder")}
              options={categoryOptions}
              selectedKey={categories.categoryOf(row) ?? row.trnCateogry}
              onSelectionChange={(id) => {
                if (id !== null) categories.change(row, id);
              }}
            />
          </div>
        ) : (
          categoryName(row.trnCateogry)
        ),
    },
    {
      // A row's actions sit behind one compact menu button, so the column never squeezes a long
      // button label; a reported row says when it was reported instead, and a row the bank takes
      // no report of (a credit, an older debit) has no actions (its card leaves the field out).
      id: "actions",
      label: t("enquiry:column.actions"),
      render: (row) =>
        row.fruadpostedTime !== null ? (
          <span className="enquiry-fraud-mark">
            {t("enquiry:fraud.marked", { time: markedAt(row.fruadpostedTime, language) })}
          </span>
        ) : !isReportable(row) ? null : (
          <Menu
            label={t("enquiry:actions.label")}
            aria-label={t("enquiry:actions.labelRow", { row: rowName(row, language) })}
            items={[{ id: "fraud", label: t("enquiry:fraud.report") }]}
            onAction={() => fraud.start(row)}
          />
        ),
    },
  ];

  const total = answer?.totalRecords ?? 0;
  const { outcome: saveOutcome } = categories;
  const { outcome: fraudOutcome } = fraud;

  const body = (
    <div className="enquiry-results-body">
      {saveOutcome !== null ? <Banner tone={saveOutcome.tone}>{saveOutcome.text}</Banner> : null}
      {fraudOutcome !== null ? <Banner tone={fraudOutcome.tone}>{fraudOutcome.text}</Banner> : null}
      {categories.pending.length > 0 && !categories.showNotice ? (
        <div className="flow-actions">
          <Button
            onPress={categories.save}
            isPending={categories.isSaving}
            pendingLabel={t("enquiry:processing")}
          >
            {t("enquiry:categorise.saveCount", { count: categories.pending.length })}
          </Button>
          <Button variant="secondary" onPress={categories.discard}>
            {t("enquiry:categorise.discard")}
          </Button>
        </div>
      ) : null}
      <Table
        caption={
          view === "fraud"
            ? t("enquiry:results.fraudCaption", { count: total })
            : t("enquiry:results.caption", { count: total })
        }
        captionHeadingLevel={2}
        captionRef={result.focusRef}
        columns={columns}
        rows={answer?.transaclist ?? []}
        getRowId={(row) => `${row.accountNumber}-${String(row.sequence)}`}
        emptyContent={view === "fraud" ? t("enquiry:results.noneFraud") : t("enquiry:results.none")}
        isLoading={result.isSearching}
        loadingLabel={t("common:loading")}
      />
      {isEnquiryFooterShown(total) ? (
        <Pager
          label={t("enquiry:pager.label")}
          page={search.page}
          onPageChange={search.changePage}
          totalRows={total}
          pageSize={ENQUIRY_PAGE_SIZE}
          hiddenAt={ENQUIRY_PAGE_SIZE}
          rangeText={(from, to, all) => t("enquiry:pager.range", { from, to, total: all })}
        />
      ) : null}
    </div>
  );

  // The results are the selected tab's panel (only the selected one is rendered), so the tabs
  // control what follows them and no empty panel sits between the tabs and the table.
  return (
    <section className="enquiry-results" aria-label={t("enquiry:results.region")}>
      <Tabs
        label={t("enquiry:view.label")}
        selectedKey={view}
        onSelectionChange={(id) => search.changeView(id === "fraud" ? "fraud" : "all")}
        tabs={[
          { id: "all", label: t("enquiry:view.all"), content: view === "all" ? body : null },
          { id: "fraud", label: t("enquiry:view.fraud"), content: view === "fraud" ? body : null },
        ]}
      />
    </section>
  );
}
