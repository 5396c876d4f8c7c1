import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { EmptyState } from "./EmptyState";
import { LocaleProvider } from "./LocaleProvider";
import { Table, type TableColumn, type TableSortDescriptor } from "./Table";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

interface Txn {
  id: string;
  date: string;
  narration: string;
  debit: string;
}

const rows: Txn[] = [
  { id: "t1", date: "01-04-2025", narration: "UPI to Ravi Kumar", debit: "₹500.00" },
  { id: "t2", date: "02-04-2025", narration: "NEFT to Asha Traders", debit: "₹1,25,000.00" },
  { id: "t3", date: "03-04-2025", narration: "ATM withdrawal Connaught Place", debit: "₹2,000.00" },
];

const columns: TableColumn<Txn>[] = [
  { id: "date", label: "Date", isRowHeader: true, allowsSorting: true },
  { id: "narration", label: "Narration" },
  { id: "debit", label: "Debit", align: "end", allowsSorting: true },
];

function SortedStatement({ onSortChange }: { onSortChange?: (sort: TableSortDescriptor) => void }) {
  const [sort, setSort] = useState<TableSortDescriptor>({ column: "date", direction: "ascending" });
  return (
    <Table<Txn>
      caption="Statement"
      columns={columns}
      rows={sort.direction === "ascending" ? rows : [...rows].reverse()}
      getRowId={(row) => row.id}
      sortDescriptor={sort}
      onSortChange={(next) => {
        onSortChange?.(next);
        setSort(next);
      }}
      emptyContent="No data"
    />
  );
}

function ApprovalList({ onSelectionChange }: { onSelectionChange?: (keys: Set<string>) => void }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <Table<Txn>
      caption="Payments awaiting approval"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      emptyContent="No data"
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        onSelectionChange?.(keys);
        setSelected(keys);
      }}
      selectAllLabel="Select all payments"
      selectRowLabel={(row) => `Select ${row.narration}`}
    />
  );
}

const grid = () => screen.getByRole("grid");
const row = (name: string) => screen.getByRole("row", { name: new RegExp(name) });

describe("Table", () => {
  test("the visible caption names the table and its focusable scroll region", async () => {
    const user = userEvent.setup();
    render(<SortedStatement />);
    expect(screen.getByRole("grid", { name: "Statement" })).toBeInTheDocument();
    expect(screen.getByText("Statement")).toBeVisible();
    const region = screen.getByRole("region", { name: "Statement" });
    await user.tab();
    expect(region).toHaveFocus();
    expect(region).toContainElement(grid());
  });

  test("column headers and row headers carry the structure", () => {
    render(<SortedStatement />);
    for (const name of ["Date", "Narration", "Debit"]) {
      expect(screen.getByRole("columnheader", { name })).toBeInTheDocument();
    }
    for (const name of ["01-04-2025", "02-04-2025", "03-04-2025"]) {
      expect(screen.getByRole("rowheader", { name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole("rowheader")).toHaveLength(3);
    expect(within(row("02-04-2025")).getByRole("gridcell", { name: "₹1,25,000.00" })).toBeInTheDocument();
  });

  test("Enter on a sortable header sorts: aria-sort, the order and the announcement change", async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<SortedStatement onSortChange={onSortChange} />);
    const dateHeader = screen.getByRole("columnheader", { name: "Date" });
    expect(dateHeader).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("columnheader", { name: "Debit" })).toHaveAttribute("aria-sort", "none");
    expect(screen.getByRole("columnheader", { name: "Narration" })).not.toHaveAttribute("aria-sort");

    await user.tab(); // the scroll region
    await user.tab(); // into the grid, on the first row
    await user.keyboard("{ArrowUp}");
    expect(dateHeader).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(onSortChange).toHaveBeenCalledWith({ column: "date", direction: "descending" });
    expect(dateHeader).toHaveAttribute("aria-sort", "descending");
    expect(dateHeader).toHaveFocus();
    expect(screen.getAllByRole("rowheader")[0]).toHaveAccessibleName("03-04-2025");
    expect(grid()).toHaveAccessibleDescription("sorted by column Date in descending order");
    await vi.waitFor(() =>
      expect(screen.getAllByRole("log", { hidden: true }).map((log) => log.textContent)).toContain(
        "sorted by column Date in descending order",
      ),
    );
  });

  test("arrow keys move between cells and rows", async () => {
    const user = userEvent.setup();
    render(<SortedStatement />);
    await user.tab();
    await user.tab();
    expect(row("01-04-2025")).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("rowheader", { name: "01-04-2025" })).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowDown}");
    expect(screen.getByRole("gridcell", { name: "NEFT to Asha Traders" })).toHaveFocus();
  });

  test("Space selects a row and the select-all checkbox selects every row", async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<ApprovalList onSelectionChange={onSelectionChange} />);
    expect(grid()).toHaveAttribute("aria-multiselectable", "true");
    const first = screen.getByRole("checkbox", { name: "Select UPI to Ravi Kumar" });
    expect(first).not.toBeChecked();

    await user.tab();
    await user.tab();
    expect(row("01-04-2025")).toHaveFocus();
    await user.keyboard(" ");
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(["t1"]));
    expect(row("01-04-2025")).toHaveAttribute("aria-selected", "true");
    expect(first).toBeChecked();

    await user.click(screen.getByRole("checkbox", { name: "Select all payments" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(["t1", "t2", "t3"]));
    for (const checkbox of screen.getAllByRole("checkbox", { name: /^Select / })) {
      expect(checkbox).toBeChecked();
    }
  });

  test("a button inside a cell is reached with the arrow keys and pressed with Enter", async () => {
    const user = userEvent.setup();
    const onFraud = vi.fn();
    render(
      <Table<Txn>
        caption="Recent transactions"
        columns={[
          ...columns.slice(0, 2),
          {
            id: "action",
            label: "Action",
            render: (txn) => (
              <button type="button" onClick={() => onFraud(txn.id)}>
                Mark as fraud
              </button>
            ),
          },
        ]}
        rows={rows}
        getRowId={(txn) => txn.id}
        emptyContent="No data"
      />,
    );
    await user.tab();
    await user.tab();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(within(row("01-04-2025")).getByRole("button", { name: "Mark as fraud" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onFraud).toHaveBeenCalledWith("t1");
  });

  test("a cell holding a control is no Tab stop of its own: the control is, and Tab comes back to it", async () => {
    // axe target-size counted a focused cell with tabindex 0 around a row's button as a target
    // with less than 24 px of its own (the enquiry's Actions after their menu closed).
    const user = userEvent.setup();
    render(
      <>
        <Table<Txn>
          caption="Recent transactions"
          columns={[
            ...columns.slice(0, 2),
            { id: "action", label: "Action", render: () => <button type="button">Mark as fraud</button> },
          ]}
          rows={rows}
          getRowId={(txn) => txn.id}
          emptyContent="No data"
        />
        <button type="button">After the table</button>
      </>,
    );
    await user.tab();
    await user.tab();
    await user.keyboard("{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}");
    const button = within(row("02-04-2025")).getByRole("button", { name: "Mark as fraud" });
    expect(button).toHaveFocus();
    const cells = within(grid()).getAllByRole("gridcell");
    expect(cells.filter((cell) => cell.getAttribute("tabindex") === "0")).toEqual([]);
    await user.tab();
    expect(screen.getByRole("button", { name: "After the table" })).toHaveFocus();
    await user.tab({ shift: true });
    await waitFor(() => expect(button).toHaveFocus());
    // A cell without a control keeps the grid's Tab stop, so Tab still reaches the grid.
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("gridcell", { name: "NEFT to Asha Traders" })).toHaveFocus();
    expect(screen.getByRole("gridcell", { name: "NEFT to Asha Traders" })).toHaveAttribute("tabindex", "0");
  });

  test("an empty value leaves its cell empty: a stacked card lists no label without a value", () => {
    render(
      <Table<Txn>
        caption="Statement"
        columns={[
          ...columns,
          { id: "cheque", label: "Cheque number", render: (txn) => (txn.id === "t2" ? "000123" : "") },
        ]}
        rows={rows}
        getRowId={(txn) => txn.id}
        emptyContent="No data"
      />,
    );
    const [, , withoutCheque] = within(row("01-04-2025")).getAllByRole("gridcell");
    expect(withoutCheque).toBeEmptyDOMElement();
    const [, , withCheque] = within(row("02-04-2025")).getAllByRole("gridcell");
    expect(withCheque).toHaveTextContent("Cheque number000123");
    expect(withCheque).toHaveAccessibleName("000123");
  });

  test("without rows the empty state is the one cell of the table body", () => {
    render(
      <Table<Txn>
        caption="Accounts"
        columns={columns}
        rows={[]}
        getRowId={(txn) => txn.id}
        emptyContent={
          <EmptyState title="No accounts available!" description="Open an account at a branch." />
        }
      />,
    );
    const [, body] = screen.getAllByRole("rowgroup");
    expect(within(body!).getAllByRole("row")).toHaveLength(1);
    expect(
      within(body!).getByRole("row", { name: "No accounts available! Open an account at a branch." }),
    ).toBeInTheDocument();
  });

  test("a text as empty content becomes an empty state", () => {
    render(
      <Table<Txn>
        caption="Accounts"
        columns={columns}
        rows={[]}
        getRowId={(t) => t.id}
        emptyContent="No data"
      />,
    );
    const [, body] = screen.getAllByRole("rowgroup");
    expect(within(body!).getByText("No data")).toBeInTheDocument();
  });

  test("while loading the table is aria-busy and a named spinner is shown", () => {
    const { rerender } = render(
      <Table<Txn>
        caption="Statement"
        columns={columns}
        rows={[]}
        getRowId={(t) => t.id}
        emptyContent="No data"
        isLoading
        loadingLabel="Loading transactions"
      />,
    );
    expect(grid()).toHaveAttribute("aria-busy", "true");
    expect(within(grid()).getByRole("progressbar", { name: "Loading transactions" })).toBeInTheDocument();
    expect(screen.queryByText("No data")).not.toBeInTheDocument();

    rerender(
      <Table<Txn>
        caption="Statement"
        columns={columns}
        rows={rows}
        getRowId={(t) => t.id}
        emptyContent="No data"
        isLoading
        loadingLabel="Loading transactions"
      />,
    );
    expect(grid()).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("progressbar", { name: "Loading transactions" })).toBeInTheDocument();

    rerender(
      <Table<Txn>
        caption="Statement"
        columns={columns}
        rows={rows}
        getRowId={(t) => t.id}
        emptyContent="No data"
      />,
    );
    expect(grid()).not.toHaveAttribute("aria-busy");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  test("the app can move focus to the caption", () => {
    function WithRef() {
      const [caption, setCaption] = useState<HTMLElement | null>(null);
      return (
        <>
          <button type="button" onClick={() => caption?.focus()}>
            Next page
          </button>
          <Table<Txn>
            caption="Statement"
            captionHeadingLevel={3}
            captionRef={setCaption}
            columns={columns}
            rows={rows}
            getRowId={(t) => t.id}
            emptyContent="No data"
          />
        </>
      );
    }
    render(<WithRef />);
    screen.getByRole("button", { name: "Next page" }).click();
    expect(screen.getByRole("heading", { level: 3, name: "Statement" })).toHaveFocus();
  });

  test("a screen reader hears the table's name with its sort order and the sorted header", async () => {
    const { container } = render(<SortedStatement />);
    await virtual.start({ container });
    expect(await readUntil("grid")).toBe("grid, Statement, sorted by column Date in ascending order");
    expect(await readUntil("columnheader, Date")).toBe(
      "columnheader, Date, sortable column, column index 1, sorted in ascending order",
    );
    expect(await readUntil("columnheader, Debit")).toBe(
      "columnheader, Debit, sortable column, column index 3, no defined sort order",
    );
  });

  test("a screen reader hears the headers, the rows and each row's checkbox", async () => {
    const { container } = render(<ApprovalList />);
    await virtual.start({ container });
    expect(await readUntil("region")).toBe("region, Payments awaiting approval");
    expect(await readUntil("grid")).toBe("grid, Payments awaiting approval, multi-selectable");
    expect(await readUntil("checkbox")).toBe("checkbox, Select all payments, not checked");
    expect(await readUntil("columnheader, Date")).toBe(
      "columnheader, Date, sortable column, column index 2, no defined sort order",
    );
    expect(await readUntil("row, 01-04-2025")).toBe("row, 01-04-2025, not selected");
    expect(await readUntil("checkbox")).toBe("checkbox, Select UPI to Ravi Kumar, not checked");
    expect(await readUntil("rowheader")).toBe("rowheader, 01-04-2025");
    expect(await readUntil("gridcell, ₹")).toBe("gridcell, ₹500.00");
  });

  test("in Hindi the caption, headers and checkboxes are spoken in Hindi", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <Table<Txn>
          caption="भुगतान जो अनुमोदन की प्रतीक्षा में हैं"
          columns={[
            { id: "date", label: "तारीख", isRowHeader: true },
            { id: "narration", label: "विवरण" },
            { id: "debit", label: "नामे", align: "end" },
          ]}
          rows={[{ id: "t1", date: "01-04-2025", narration: "रवि कुमार को यूपीआई", debit: "₹500.00" }]}
          getRowId={(t) => t.id}
          emptyContent="कोई डेटा नहीं"
          selectionMode="multiple"
          selectedKeys={[]}
          onSelectionChange={() => {}}
          selectAllLabel="सभी भुगतान चुनें"
          selectRowLabel={(t) => `चुनें: ${t.narration}`}
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole("grid", { name: "भुगतान जो अनुमोदन की प्रतीक्षा में हैं" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "भुगतान जो अनुमोदन की प्रतीक्षा में हैं" })).toBeInTheDocument();
    await virtual.start({ container });
    expect(await readUntil("checkbox")).toBe("checkbox, सभी भुगतान चुनें, not checked");
    expect(await readUntil("columnheader, तारीख")).toBe("columnheader, तारीख, column index 2");
    expect(await readUntil("columnheader, नामे")).toBe("columnheader, नामे, column index 4");
    expect(await readUntil("checkbox")).toBe("checkbox, चुनें: रवि कुमार को यूपीआई, not checked");
    expect(await readUntil("rowheader")).toBe("rowheader, 01-04-2025");
  });
});
