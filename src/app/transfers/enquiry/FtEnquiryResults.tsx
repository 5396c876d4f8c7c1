import { useTranslation } from "react-i18next";
import type { FtEnquiryRow } from "../../../adapters/rib/contract/ftEnquiry";
import {
  FUND_TRANSFER_ENQUIRY_PAGE_SIZE,
  formatDisplayDate,
  formatInr,
  type Paise,
  showsEnquiryFooter,
} from "../../../domain";
import { Table, type TableColumn } from "../../../ui/Table";
import { Pager } from "../../forms/Pager";
import { usePageLanguage } from "../../i18n/usePageLanguage";
import { STATUS_KEYS, statusTone } from "./ftEnquiryStatus";

/** Props of {@link FtEnquiryResults}. */
export interface FtEnquiryResultsProps {
  readonly rows: readonly FtEnquiryRow[];
  readonly totalRecords: number;
  readonly page: number;
  readonly onPageChange: (page: number) => void;
  readonly isLoading: boolean;
  /** Receives focus when an answer arrives (the table's caption). */
  readonly captionRef: React.Ref<HTMLElement>;
}

/** The English message of a row as the screen words it: by its status, with the bank's reason code. */
function messageKey(row: FtEnquiryRow): string | null {
  if (row.status === "Returned") return "ftEnquiry:errMsg.returned";
  if (row.status === "Cancelled") return "ftEnquiry:errMsg.cancelled";
  if (row.errMsg !== null || /Reject/u.test(row.status)) return "ftEnquiry:errMsg.rejected";
  return null;
}

/**
 * The enquiry's results: a table of 10 rows a page (date, reference, account, beneficiary with
 * account and IFSC, amount with charges, status, message) and the pager, hidden at 10 rows or
 * fewer (spec 001 section 9).
 */
export function FtEnquiryResults({
  rows,
  totalRecords,
  page,
  onPageChange,
  isLoading,
  captionRef,
}: FtEnquiryResultsProps) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const money = (paise: Paise) => formatInr(paise, language);

  const columns: TableColumn<FtEnquiryRow>[] = [
    { id: "date", label: t("ftEnquiry:column.date"), render: (row) => formatDisplayDate(row.date, language) },
    {
      id: "reference",
      label: t("ftEnquiry:column.reference"),
      isRowHeader: true,
      render: (row) => (
        <span className="ft-enquiry-stack">
          <span>{row.trnRefNumber}</span>
          <span className="ft-enquiry-detail">{t(`ftEnquiry:network.${row.paymentNetwork}`)}</span>
        </span>
      ),
    },
    { id: "from", label: t("ftEnquiry:column.from"), render: (row) => row.accountNumber },
    {
      id: "payee",
      label: t("ftEnquiry:column.payee"),
      render: (row) => (
        <span className="ft-enquiry-stack">
          <span>{row.title}</span>
          <span className="ft-enquiry-detail">
            {t("ftEnquiry:payeeAccount", { account: row.benAcnNumber })}
          </span>
          {row.ifsc !== "" ? (
            <span className="ft-enquiry-detail">{t("ftEnquiry:payeeIfsc", { ifsc: row.ifsc })}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: "amount",
      label: t("ftEnquiry:column.amount"),
      align: "end",
      render: (row) => (
        <span className="ft-enquiry-stack">
          <span>{money(row.totalAmount)}</span>
          {row.charges > 0n ? (
            <span className="ft-enquiry-detail">
              {t("ftEnquiry:charges", { charges: money(row.charges) })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: "status",
      label: t("ftEnquiry:column.status"),
      render: (row) => (
        <span className={`ft-enquiry-status ft-enquiry-status--${statusTone(row.status)}`}>
          {t(`ftEnquiry:status.${STATUS_KEYS[row.status]}`)}
        </span>
      ),
    },
    {
      id: "message",
      label: t("ftEnquiry:column.message"),
      render: (row) => {
        const key = messageKey(row);
        if (key === null) return null;
        return (
          <span className="ft-enquiry-stack">
            <span>{t(key)}</span>
            {row.errorCode !== null ? (
              <span className="ft-enquiry-detail">{t("ftEnquiry:errMsg.code", { code: row.errorCode })}</span>
            ) : null}
          </span>
        );
      },
    },
  ];

  return (
    <section className="ft-enquiry-results" aria-label={t("ftEnquiry:results.region")}>
      <Table
        caption={t("ftEnquiry:results.caption", { count: totalRecords })}
        captionHeadingLevel={2}
        captionRef={captionRef}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.trnRefNumber}
        emptyContent={t("ftEnquiry:results.noResult")}
        isLoading={isLoading}
        loadingLabel={t("common:loading")}
      />
      {showsEnquiryFooter(totalRecords) ? (
        <Pager
          label={t("ftEnquiry:pager.label")}
          page={page}
          onPageChange={onPageChange}
          totalRows={totalRecords}
          pageSize={FUND_TRANSFER_ENQUIRY_PAGE_SIZE}
          hiddenAt={FUND_TRANSFER_ENQUIRY_PAGE_SIZE}
          rangeText={(from, to, total) => t("ftEnquiry:pager.range", { from, to, total })}
        />
      ) : null}
    </section>
  );
}
