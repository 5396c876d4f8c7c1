import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  amountInWords,
  formatInr,
  formatDisplayDate,
  isDownloadOffered,
  isStatementPagerShown,
  showsOpeningDateWarning,
  STATEMENT_PAGE_SIZE,
  statementPeriod,
  statementPeriodEnd,
  type DownloadFormat,
  type Paise,
} from "../../domain";
import type { StatementResponse, StatementRow } from "../../adapters/rib/contract/statements";
import { AlertDialog } from "../../ui/AlertDialog";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { DateText } from "../../ui/DateText";
import { DescriptionList, type DescriptionListItem } from "../../ui/DescriptionList";
import { DownloadButton } from "../../ui/DownloadButton";
import { EmptyState } from "../../ui/EmptyState";
import { Money } from "../../ui/Money";
import { Table, type TableColumn } from "../../ui/Table";
import { Pager } from "../forms/Pager";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { PrintPreviewDialog } from "./PrintPreview";
import { DOWNLOAD_FORMATS, type StatementDownload } from "./useStatementDownload";
import type { Criteria } from "./useStatementForm";

const FORMAT_LABEL_KEYS: Readonly<Record<DownloadFormat, string>> = {
  PDF: "statements:download.pdf",
  EXCEL: "statements:download.excel",
  HTML: "statements:download.html",
};

/** Props of {@link StatementResult}. */
export interface StatementResultProps {
  readonly criteria: Criteria;
  readonly result: StatementResponse;
  readonly headingRef: React.RefObject<HTMLHeadingElement | null>;
  readonly isLoading: boolean;
  readonly page: number;
  readonly onPageChange: (page: number) => void;
  readonly appDate: string | undefined;
  readonly download: StatementDownload;
}

/**
 * A statement: its heading (which takes focus), period and balances, ten rows a page, the print
 * preview (warned first when the account opened inside a predefined period) and the downloads.
 */
export function StatementResult({
  criteria,
  result,
  headingRef,
  isLoading,
  page,
  onPageChange,
  appDate,
  download,
}: StatementResultProps) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const [printStep, setPrintStep] = useState<"closed" | "warning" | "preview">("closed");
  const periodEnd = appDate === undefined ? null : statementPeriodEnd(appDate, criteria.account.closedDate);

  const openPrint = () => {
    if (periodEnd === null) return;
    setPrintStep(
      showsOpeningDateWarning(criteria.request.stmtType, result.accountOpenedDate, periodEnd)
        ? "warning"
        : "preview",
    );
  };

  const money = (paise: Paise) => formatInr(paise, language);
  // An overdrawn balance is read out by its size; the formatted amount carries the minus sign.
  const balance = (paise: Paise) => (
    <Money formatted={money(paise)} words={amountInWords(paise < 0n ? -paise : paise, language)} />
  );

  const columns: TableColumn<StatementRow>[] = [
    {
      id: "date",
      label: t("statements:column.date"),
      isRowHeader: true,
      render: (row) => <DateText value={row.date} language={language} />,
    },
    { id: "description", label: t("statements:column.description") },
    { id: "cheque", label: t("statements:column.cheque"), render: (row) => row.chequeNumber ?? "" },
    {
      id: "debit",
      label: t("statements:column.debit"),
      align: "end",
      render: (row) => (row.crdr === "DR" ? money(row.amount) : ""),
    },
    {
      id: "credit",
      label: t("statements:column.credit"),
      align: "end",
      render: (row) => (row.crdr === "CR" ? money(row.amount) : ""),
    },
    {
      id: "balance",
      label: t("statements:column.balance"),
      align: "end",
      render: (row) => money(row.balance),
    },
  ];

  const rows = result.transaclist;
  const total = result.totalRecords;
  const heading = t("statements:result.heading", { account: criteria.account.accNoWithNickName });
  const summary: DescriptionListItem[] = [
    {
      term: t("statements:result.period"),
      description: t("statements:result.periodValue", {
        from: formatDisplayDate(result.fromDate, language),
        to: formatDisplayDate(result.toDate, language),
      }),
    },
    { term: t("statements:result.opening"), description: balance(result.openingBalance) },
    { term: t("statements:result.closing"), description: balance(result.closingBalance) },
  ];
  const caption = t("statements:result.caption", { count: total });
  // The file is always asked for oldest first (the order the spec offers downloads in), so the
  // downloads are here whatever order the screen shows; a newest-first screen says so.
  const offered = isDownloadOffered(true, criteria.request.stmtType);
  const periodStart = periodEnd === null ? null : statementPeriod(criteria.request.stmtType, periodEnd);
  const { downloading, outcome } = download;

  return (
    <>
      <section className="statement-result" aria-labelledby="statement-result-heading">
        <h2 id="statement-result-heading" ref={headingRef} tabIndex={-1} className="statement-result-heading">
          {heading}
        </h2>
        <DescriptionList items={summary} />
        {total === 0 ? (
          <EmptyState
            title={t("statements:result.none")}
            description={t("statements:result.noneHint")}
            headingLevel={3}
          />
        ) : (
          <>
            <Table
              caption={caption}
              captionHeadingLevel={3}
              columns={columns}
              rows={rows}
              getRowId={(row) => String(row.sequence)}
              emptyContent={t("statements:result.none")}
              isLoading={isLoading}
              loadingLabel={t("statements:loading")}
            />
            {isStatementPagerShown(total) && criteria.request.stmtType !== "MINI" ? (
              <Pager
                label={t("statements:pager.label")}
                page={page}
                onPageChange={onPageChange}
                totalRows={total}
                pageSize={STATEMENT_PAGE_SIZE}
                hiddenAt={STATEMENT_PAGE_SIZE}
                rangeText={(from, to, all) => t("statements:pager.range", { from, to, total: all })}
              />
            ) : null}
            <div className="flow-actions">
              <Button variant="secondary" onPress={openPrint}>
                {t("statements:print.open")}
              </Button>
            </div>
            <section className="statement-downloads" aria-labelledby="statement-downloads-heading">
              <h3 id="statement-downloads-heading">{t("statements:download.heading")}</h3>
              {offered && !criteria.request.sortByAsc ? (
                <p id="statement-download-order">{t("statements:download.oldestFirst")}</p>
              ) : null}
              {offered ? (
                <div className="statement-download-buttons">
                  {DOWNLOAD_FORMATS.map((format) => (
                    <DownloadButton
                      key={format}
                      label={t("statements:download.label")}
                      fileType={t(FORMAT_LABEL_KEYS[format])}
                      onPress={() => download.start(criteria, format)}
                      isPending={downloading === format}
                      pendingLabel={t("statements:download.preparing")}
                      isDisabled={downloading !== null && downloading !== format}
                    />
                  ))}
                </div>
              ) : (
                <p>{t("statements:download.notOffered")}</p>
              )}
              {outcome !== null ? <Banner tone={outcome.tone}>{outcome.text}</Banner> : null}
            </section>
          </>
        )}
      </section>
      <AlertDialog
        isOpen={printStep === "warning"}
        title={t("statements:print.warningTitle")}
        tone="warning"
        primaryActionLabel={t("statements:print.continue")}
        onPrimaryAction={() => setPrintStep("preview")}
        cancelLabel={t("statements:print.cancel")}
        onCancel={() => setPrintStep("closed")}
      >
        <p>
          {periodStart?.kind === "DATES"
            ? t("statements:print.warning", {
                date: formatDisplayDate(result.accountOpenedDate, language),
                start: formatDisplayDate(periodStart.from, language),
              })
            : null}
        </p>
      </AlertDialog>
      <PrintPreviewDialog
        isOpen={printStep === "preview"}
        onClose={() => setPrintStep("closed")}
        heading={heading}
        summary={summary}
        caption={caption}
        columns={columns}
        rows={rows}
        page={page}
      />
    </>
  );
}
