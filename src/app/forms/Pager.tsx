import { useTranslation } from "react-i18next";
import { Pagination } from "../../ui/Pagination";

/** Props of {@link Pager}. */
export interface PagerProps {
  /** Name of the pager's navigation landmark, e.g. "Pages of the statement". */
  readonly label: string;
  /** The current page, 1-based. */
  readonly page: number;
  readonly onPageChange: (page: number) => void;
  /** Rows of the whole list. */
  readonly totalRows: number;
  readonly pageSize: number;
  /** The pager is hidden at this many rows or fewer (spec 000 section 9). */
  readonly hiddenAt: number;
  /** The status below the pager, e.g. "Transactions 11 to 20 of 45". */
  readonly rangeText: (from: number, to: number, total: number) => string;
}

/** The app's pager: src/ui Pagination with the page buttons named in the page's language. */
export function Pager({ label, page, onPageChange, totalRows, pageSize, hiddenAt, rangeText }: PagerProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      label={label}
      page={page}
      onPageChange={onPageChange}
      previousLabel={t("common:pager.previous")}
      nextLabel={t("common:pager.next")}
      pageLabel={(n) => t("common:pager.page", { page: n })}
      pageOfLabel={(p, count) => t("common:pager.pageOf", { page: p, count })}
      totalRows={totalRows}
      pageSize={pageSize}
      hiddenAt={hiddenAt}
      rangeText={rangeText}
    />
  );
}
