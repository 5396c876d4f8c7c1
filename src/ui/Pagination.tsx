import { Button as AriaButton } from "react-aria-components";
import { isPagerShown, pageCount as countPages } from "../domain/accounts/ListPaging";
import "./Pagination.css";

interface PaginationBaseProps {
  /** Name of the navigation landmark, e.g. "Pages of the statement". */
  label: string;
  /** The current page, 1-based. */
  page: number;
  /** Called with the page to show; the app may move focus to the table caption afterwards. */
  onPageChange: (page: number) => void;
  /** Name of the previous-page button, e.g. "Previous page". */
  previousLabel: string;
  /** Name of the next-page button, e.g. "Next page". */
  nextLabel: string;
  /** Name of a page button, e.g. `(n) => "Page " + n`. */
  pageLabel: (page: number) => string;
  /** Name of the current page's button when it should differ from `pageLabel` (aria-current already says "current page"). */
  currentPageLabel?: (page: number) => string;
  /** The compact pager's text on narrow screens, e.g. `(page, count) => "Page 3 of 12"`. */
  pageOfLabel: (page: number, pageCount: number) => string;
}

interface PaginationByPageCount {
  /** The number of pages. */
  pageCount: number;
  totalRows?: never;
  pageSize?: never;
  hiddenAt?: never;
  rangeText?: never;
}

interface PaginationByRows {
  /** The number of rows in the whole list; with `pageSize` it gives the number of pages. */
  totalRows: number;
  pageSize: number;
  /** Hides the pager when the list has at most this many rows (spec 000 section 9, e.g. 4 for account lists). */
  hiddenAt?: number;
  /** The status below the pager, e.g. `(from, to, total) => "Rows 11–20 of 45"`; announced politely when the page changes. */
  rangeText?: (from: number, to: number, total: number) => string;
  pageCount?: never;
}

/** Props of {@link Pagination}. */
export type PaginationProps = PaginationBaseProps & (PaginationByPageCount | PaginationByRows);

type PageItem = number | "gap-start" | "gap-end";

/** The page buttons shown: all up to 7 pages, else first, last and the current page with its neighbours. */
export function visiblePages(page: number, count: number): PageItem[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - 1, count - 4));
  const end = Math.min(count - 1, Math.max(page + 1, 5));
  const items: PageItem[] = [1];
  if (start > 2) items.push("gap-start");
  for (let n = start; n <= end; n++) items.push(n);
  if (end < count - 1) items.push("gap-end");
  items.push(count);
  return items;
}

/**
 * A pager for tables and lists in a named navigation landmark. The current page has
 * aria-current="page"; "Previous" on the first page and "Next" on the last stay in place and
 * focusable with aria-disabled, so focus is never lost when a page is pressed. On narrow screens
 * it becomes previous, "Page 3 of 12", next. The optional range text is a polite status.
 */
export function Pagination(props: PaginationProps) {
  const { label, page, onPageChange, previousLabel, nextLabel, pageLabel, currentPageLabel, pageOfLabel } =
    props;
  const hasRows = props.totalRows !== undefined;
  if (hasRows && props.hiddenAt !== undefined && !isPagerShown(props.totalRows, props.hiddenAt)) return null;
  const count = hasRows ? countPages(props.totalRows, props.pageSize) : Math.max(1, props.pageCount);
  const current = Math.min(Math.max(1, page), count);
  const isFirst = current === 1;
  const isLast = current === count;
  const go = (target: number) => {
    if (target >= 1 && target <= count && target !== current) onPageChange(target);
  };
  const range =
    hasRows && props.rangeText
      ? props.rangeText(
          props.totalRows === 0 ? 0 : (current - 1) * props.pageSize + 1,
          Math.min(current * props.pageSize, props.totalRows),
          props.totalRows,
        )
      : null;

  return (
    <nav className="ui-pagination" aria-label={label}>
      <div className="ui-pagination-bar">
        {/* Shown only in the compact form, on its own line above previous and next. */}
        <p className="ui-pagination-compact">{pageOfLabel(current, count)}</p>
        <AriaButton
          className="ui-pagination-button ui-pagination-step"
          {...(isFirst ? { "aria-disabled": true } : {})}
          onPress={() => go(current - 1)}
        >
          <span className="ui-pagination-arrow" aria-hidden="true">
            <svg viewBox="0 0 16 16" focusable="false">
              <path d="M10.5 3 5.5 8l5 5" />
            </svg>
          </span>
          <span>{previousLabel}</span>
        </AriaButton>
        <ul className="ui-pagination-pages">
          {visiblePages(current, count).map((item) =>
            typeof item === "number" ? (
              <li key={item}>
                <AriaButton
                  className="ui-pagination-button ui-pagination-page"
                  aria-label={item === current && currentPageLabel ? currentPageLabel(item) : pageLabel(item)}
                  {...(item === current ? { "aria-current": "page" as const } : {})}
                  onPress={() => go(item)}
                >
                  {item}
                </AriaButton>
              </li>
            ) : (
              <li key={item} className="ui-pagination-gap" aria-hidden="true">
                …
              </li>
            ),
          )}
        </ul>
        <AriaButton
          className="ui-pagination-button ui-pagination-step"
          {...(isLast ? { "aria-disabled": true } : {})}
          onPress={() => go(current + 1)}
        >
          <span>{nextLabel}</span>
          <span className="ui-pagination-arrow" aria-hidden="true">
            <svg viewBox="0 0 16 16" focusable="false">
              <path d="M5.5 3l5 5-5 5" />
            </svg>
          </span>
        </AriaButton>
      </div>
      {range !== null ? (
        <p className="ui-pagination-range" role="status">
          {range}
        </p>
      ) : null}
    </nav>
  );
}
