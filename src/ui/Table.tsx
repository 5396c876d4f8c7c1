import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type JSX,
  type ReactNode,
  type Ref,
} from "react";
import {
  Cell,
  Checkbox as AriaCheckbox,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
} from "react-aria-components";
import { EmptyState } from "./EmptyState";
import { Spinner } from "./Spinner";
import "./Table.css";

/** One column of a {@link Table}. */
export interface TableColumn<Row> {
  /** Stable id; it is also the `column` of the sort descriptor. */
  id: string;
  /** The column header (translated); also shown before each filled value when rows stack on narrow screens. */
  label: string;
  /** The cells of this column name their row (e.g. the date or the payee); screen readers say it when moving between rows. */
  isRowHeader?: boolean;
  /** The header sorts on press, Enter or Space; the app sorts the rows in `onSortChange`. */
  allowsSorting?: boolean;
  /** "end" for amounts: aligned to the end with tabular numerals. */
  align?: "start" | "end";
  /** The cell content; without it the row's property named `id` is shown as text. */
  render?: (row: Row) => ReactNode;
}

/** Which column the rows are sorted by, and in which direction. */
export interface TableSortDescriptor {
  column: string;
  direction: "ascending" | "descending";
}

interface TableBaseProps<Row> {
  /** Visible caption above the table; it is the accessible name of the table and of its scroll region. */
  caption: string;
  /** Makes the caption a heading of this level (for a table that is a section of its own). */
  captionHeadingLevel?: 2 | 3 | 4;
  /** Lets the app move focus to the caption (e.g. after a page change); the caption is focusable by script only. */
  captionRef?: Ref<HTMLElement>;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** The stable id of a row (e.g. the transaction reference); it is the key used for selection. */
  getRowId: (row: Row) => string;
  sortDescriptor?: TableSortDescriptor;
  onSortChange?: (sort: TableSortDescriptor) => void;
  /** Shown in the body when there are no rows, e.g. an {@link EmptyState}, or a title for one. */
  emptyContent: ReactNode;
  /** While true the table is `aria-busy` and a spinner named `loadingLabel` is shown. */
  isLoading?: boolean;
  /** Name of the loading spinner, e.g. "Loading transactions". */
  loadingLabel?: string;
  /** Id of the table's outer box (e.g. the target of a skip link). */
  id?: string;
}

interface TableWithoutSelection {
  selectionMode?: "none";
}

interface TableWithSelection<Row> {
  /** A checkbox per row: "multiple" (approval lists, with select all) or "single". */
  selectionMode: "multiple" | "single";
  /** Ids of the selected rows. */
  selectedKeys: Iterable<string>;
  /** Called with the ids of all selected rows (select all yields every row's id). */
  onSelectionChange: (keys: Set<string>) => void;
  /** Name of the select-all checkbox ("Select all payments"); in single selection the checkbox column's header. */
  selectAllLabel: string;
  /** Name of a row's checkbox, e.g. "Select payment to Ravi Kumar of ₹5,000". */
  selectRowLabel: (row: Row) => string;
}

/** Props of {@link Table}. */
export type TableProps<Row> = TableBaseProps<Row> & (TableWithoutSelection | TableWithSelection<Row>);

function cellText<Row>(row: Row, column: TableColumn<Row>): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.id];
  return value === undefined || value === null ? "" : String(value as string | number);
}

/** A cell with nothing to show (no cheque number, no credit on a debit row): its card leaves the field out. */
function isEmptyValue(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || value === "";
}

function SortIcon({ direction }: { direction: "ascending" | "descending" | undefined }) {
  return (
    <span className="ui-table-sort-icon" aria-hidden="true" data-direction={direction ?? "none"}>
      <svg viewBox="0 0 16 16" focusable="false">
        {direction === "ascending" ? (
          <path d="M8 3 13 10H3z" />
        ) : direction === "descending" ? (
          <path d="M8 13 3 6h10z" />
        ) : (
          <path d="M8 2 12 7H4zM8 14 4 9h8z" />
        )}
      </svg>
    </span>
  );
}

function CheckboxBox({ isSelected, isIndeterminate }: { isSelected: boolean; isIndeterminate: boolean }) {
  return (
    <span className="ui-checkbox-box ui-table-checkbox-box" aria-hidden="true">
      {isIndeterminate ? (
        <svg viewBox="0 0 18 18" focusable="false">
          <line x1="4" y1="9" x2="14" y2="9" />
        </svg>
      ) : isSelected ? (
        <svg viewBox="0 0 18 18" focusable="false">
          <polyline points="3.5 9.5 7.5 13.5 14.5 4.5" />
        </svg>
      ) : null}
    </span>
  );
}

const SELECTION_COLUMN = "ui-table-selection";

/** What Tab stops at inside a cell: a picker's or menu's button, a link, a field, a checkbox. */
const TABBABLE_CONTROL =
  ':is(button, a[href], input, select, textarea, [tabindex]):not([tabindex^="-"], [disabled], [type="hidden"])';

/**
 * A body cell's `<td>`. React Aria's grid gives the cell that last had focus `tabindex="0"` (the
 * grid's one Tab stop) even when the focus is on a control inside it (a row's Actions button after
 * its menu closed); axe then counts the cell as a pointer target of its own whose free area around
 * the control is under 24 by 24 px (target-size, serious; issue 9 of the keyboard test). A cell
 * that holds a control takes `tabindex="-1"` instead: the control is the Tab stop, and when Tab
 * comes back into the grid React Aria's collection focus handler moves focus back to the cell that
 * last had it, which hands it to that control (react-aria useSelectableCollection `onFocus`,
 * useGridCell `focus`), so arrows and Tab reach the same controls as before. A cell without a
 * control keeps React Aria's tabindex, or Tab could no longer reach the grid.
 */
function BodyCellElement({ ref, tabIndex, ...props }: JSX.IntrinsicElements["td"]) {
  const own = useRef<HTMLTableCellElement | null>(null);
  const [holdsControl, setHoldsControl] = useState(false);
  // Whenever the content changes: it may have gained or lost its control.
  useLayoutEffect(() => {
    setHoldsControl(own.current?.querySelector(TABBABLE_CONTROL) != null);
  }, [props.children]);
  // One callback per React Aria ref, so React does not detach and attach the cell on every render.
  const setRef = useCallback(
    (element: HTMLTableCellElement | null) => {
      own.current = element;
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return <td {...props} ref={setRef} tabIndex={holdsControl && tabIndex === 0 ? -1 : tabIndex} />;
}

/**
 * React Aria's `render` of a body cell: {@link BodyCellElement} with React Aria's props and ref.
 * Its type allows a `div` for virtualized tables; this one is not virtualized, so it is a `td`.
 */
const renderBodyCell = (props: JSX.IntrinsicElements["td" | "div"]) => (
  <BodyCellElement {...(props as JSX.IntrinsicElements["td"])} />
);

/**
 * A data table on React Aria's grid: arrow keys move between cells, Enter or Space on a sortable
 * header sorts, Space selects a row. The visible caption names the table and the focusable
 * region it scrolls in sideways (WCAG 1.4.10 allows two-dimensional scrolling for data tables).
 * Where the table's own box is narrower than 40rem, each row stacks into a card that shows the
 * label of every filled column before its value (empty values are left out); the header row then
 * shows only what works there (sortable headers, the select-all checkbox), never inert labels.
 */
export function Table<Row>(props: TableProps<Row>) {
  const {
    caption,
    captionHeadingLevel,
    captionRef,
    columns,
    rows,
    getRowId,
    sortDescriptor,
    onSortChange,
    emptyContent,
    isLoading = false,
    loadingLabel,
    id,
  } = props;
  const captionId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const selection = props.selectionMode === "multiple" || props.selectionMode === "single" ? props : null;

  // React Aria's Table does not pass aria-busy through to the grid element, so set it here.
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    if (isLoading) table.setAttribute("aria-busy", "true");
    else table.removeAttribute("aria-busy");
  }, [isLoading]);

  const CaptionTag = captionHeadingLevel ? (`h${captionHeadingLevel}` as const) : "p";
  const showSpinnerAbove = isLoading && loadingLabel !== undefined && rows.length > 0;

  return (
    <div className="ui-table" {...(id !== undefined ? { id } : {})}>
      <CaptionTag
        id={captionId}
        className="ui-table-caption"
        tabIndex={-1}
        ref={captionRef as Ref<HTMLParagraphElement & HTMLHeadingElement>}
      >
        {caption}
      </CaptionTag>
      {showSpinnerAbove ? <Spinner label={loadingLabel} /> : null}
      {/* Focusable so keyboard users can scroll a wide table sideways (tables are the reflow exception). */}
      <div
        className="ui-table-scroll"
        role="region"
        aria-labelledby={captionId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <AriaTable
          ref={tableRef}
          aria-labelledby={captionId}
          className="ui-table-grid"
          {...(sortDescriptor ? { sortDescriptor: sortDescriptor as SortDescriptor } : {})}
          {...(onSortChange
            ? {
                onSortChange: (sort: SortDescriptor) =>
                  onSortChange({ column: String(sort.column), direction: sort.direction }),
              }
            : {})}
          {...(selection
            ? {
                selectionMode: selection.selectionMode,
                selectedKeys: new Set<Key>(selection.selectedKeys),
                onSelectionChange: (keys: Selection) =>
                  selection.onSelectionChange(
                    keys === "all" ? new Set(rows.map(getRowId)) : new Set(Array.from(keys, String)),
                  ),
              }
            : {})}
        >
          <TableHeader className="ui-table-header">
            {selection ? (
              <Column id={SELECTION_COLUMN} className="ui-table-column ui-table-column--selection">
                {selection.selectionMode === "multiple" ? (
                  <AriaCheckbox
                    slot="selection"
                    aria-label={selection.selectAllLabel}
                    className="ui-table-checkbox"
                  >
                    {({ isSelected, isIndeterminate }) => (
                      <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />
                    )}
                  </AriaCheckbox>
                ) : (
                  <span className="ui-visually-hidden">{selection.selectAllLabel}</span>
                )}
              </Column>
            ) : null}
            {columns.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                textValue={column.label}
                {...(column.isRowHeader ? { isRowHeader: true } : {})}
                {...(column.allowsSorting ? { allowsSorting: true } : {})}
                className={`ui-table-column ui-table-column--${column.align ?? "start"}${column.allowsSorting ? "" : " ui-table-column--static"}`}
              >
                {({ sortDirection }) => (
                  <span className="ui-table-column-content">
                    <span className="ui-table-column-label">{column.label}</span>
                    {column.allowsSorting ? <SortIcon direction={sortDirection} /> : null}
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody
            className="ui-table-body"
            renderEmptyState={() =>
              isLoading && loadingLabel !== undefined ? (
                <div className="ui-table-loading">
                  <Spinner label={loadingLabel} />
                </div>
              ) : typeof emptyContent === "string" ? (
                <EmptyState title={emptyContent} />
              ) : (
                emptyContent
              )
            }
          >
            {rows.map((row) => {
              const rowId = getRowId(row);
              return (
                <Row key={rowId} id={rowId} className="ui-table-row">
                  {selection ? (
                    <Cell className="ui-table-cell ui-table-cell--selection" render={renderBodyCell}>
                      <SelectionCheckbox
                        label={selection.selectRowLabel(row)}
                        isSingle={selection.selectionMode === "single"}
                      />
                    </Cell>
                  ) : null}
                  {columns.map((column) => {
                    const value = cellText(row, column);
                    const isEmpty = isEmptyValue(value);
                    return (
                      <Cell
                        key={column.id}
                        render={renderBodyCell}
                        className={`ui-table-cell ui-table-cell--${column.align ?? "start"}${isEmpty ? " ui-table-cell--empty" : ""}`}
                      >
                        {/* The stacked layout's label: hidden from assistive technology, which already
                            gets the column header from the grid (this keeps it from being read twice).
                            An empty cell has none, so a card never lists a label without a value. */}
                        {isEmpty ? null : (
                          <>
                            <span className="ui-table-cell-label" aria-hidden="true">
                              {column.label}
                            </span>
                            <span className="ui-table-cell-value">{value}</span>
                          </>
                        )}
                      </Cell>
                    );
                  })}
                </Row>
              );
            })}
          </TableBody>
        </AriaTable>
      </div>
    </div>
  );
}

function SelectionCheckbox({ label, isSingle }: { label: string; isSingle: boolean }) {
  const labelId = useId();
  return (
    <>
      {/* React Aria names the checkbox "Select" plus the row header; this names it with the app's own
          (translated) text instead, referenced from a hidden element so nothing is read twice. */}
      <span id={labelId} hidden>
        {label}
      </span>
      <AriaCheckbox slot="selection" aria-labelledby={labelId} className="ui-table-checkbox">
        {({ isSelected, isIndeterminate }) => (
          <CheckboxBox isSelected={isSelected} isIndeterminate={!isSingle && isIndeterminate} />
        )}
      </AriaCheckbox>
    </>
  );
}
