import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef, useState } from "react";
import { ACCOUNT_LIST_PAGER_HIDDEN_AT, pageRows } from "../../src/domain/accounts/ListPaging";
import { Pagination } from "../../src/ui/Pagination";
import { Table } from "../../src/ui/Table";
import { useText } from "../support/storyText";

/** The translated names every pager story uses. */
function usePagerText() {
  const t = useText();
  return {
    label: t({ en: "Pages of the statement", de: "Seiten des Kontoauszugs", hi: "विवरण के पृष्ठ" }),
    previousLabel: t({ en: "Previous page", de: "Vorherige Seite", hi: "पिछला पृष्ठ" }),
    nextLabel: t({ en: "Next page", de: "Nächste Seite", hi: "अगला पृष्ठ" }),
    pageLabel: (n: number) => t({ en: `Page ${n}`, de: `Seite ${n}`, hi: `पृष्ठ ${n}` }),
    pageOfLabel: (page: number, count: number) =>
      t({ en: `Page ${page} of ${count}`, de: `Seite ${page} von ${count}`, hi: `पृष्ठ ${page} / ${count}` }),
    rangeText: (from: number, to: number, total: number) =>
      t({
        en: `Rows ${from}–${to} of ${total}`,
        de: `Zeilen ${from}–${to} von ${total}`,
        hi: `${total} में से पंक्तियाँ ${from}–${to}`,
      }),
  };
}

/** A statement pager with its own page state, starting at `initialPage`. */
function StatementPager({ initialPage, totalRows }: { initialPage: number; totalRows: number }) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      {...usePagerText()}
      page={page}
      totalRows={totalRows}
      pageSize={10}
      hiddenAt={ACCOUNT_LIST_PAGER_HIDDEN_AT}
      onPageChange={setPage}
    />
  );
}

const meta = {
  title: "UI/Pagination",
  component: Pagination,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj;

/** First page: "Previous" stays in place, focusable and aria-disabled. */
export const FirstPage: Story = {
  render: () => <StatementPager initialPage={1} totalRows={45} />,
};

/** A middle page of many: the first, the last and the neighbours of the current page. */
export const MiddlePage: Story = {
  render: () => <StatementPager initialPage={6} totalRows={118} />,
};

/** Last page: "Next" is aria-disabled and the range ends at the total. */
export const LastPage: Story = {
  render: () => <StatementPager initialPage={5} totalRows={45} />,
};

/** Known page count without row totals: no range text. */
export const PageCountOnly: Story = {
  render: function Render() {
    const { rangeText: _rangeText, ...text } = usePagerText();
    const [page, setPage] = useState(2);
    return <Pagination {...text} page={page} pageCount={3} onPageChange={setPage} />;
  },
};

/** Four accounts: at most ACCOUNT_LIST_PAGER_HIDDEN_AT rows, so the pager is not rendered (spec 000 section 9). */
export const Hidden: Story = {
  render: function Render() {
    const t = useText();
    return (
      <>
        <p>
          {t({
            en: "4 accounts: the pager is hidden for 4 rows or fewer.",
            de: "4 Konten: Bei höchstens 4 Zeilen wird keine Seitennavigation gezeigt.",
            hi: "4 खाते: 4 या कम पंक्तियों पर पृष्ठ नेविगेशन नहीं दिखता।",
          })}
        </p>
        <StatementPager initialPage={1} totalRows={4} />
      </>
    );
  },
};

interface Payee {
  id: string;
  name: string;
  ifsc: string;
}

const payees: Payee[] = Array.from({ length: 12 }, (_, i) => ({
  id: `P${i + 1}`,
  name: ["Ravi Kumar", "Asha Traders", "Sunita Sharma", "Lakshmi Electricals"][i % 4] + ` ${i + 1}`,
  ifsc: ["SBIN0001234", "HDFC0000123", "PUNB0112000", "ICIC0000456"][i % 4] ?? "",
}));

/** With its table: after a page change the app moves focus to the table's caption. */
export const WithTable: Story = {
  render: function Render() {
    const t = useText();
    const text = usePagerText();
    const [page, setPage] = useState(1);
    const caption = useRef<HTMLElement | null>(null);
    return (
      <>
        <Table<Payee>
          caption={t({ en: "Your payees", de: "Ihre Empfänger", hi: "आपके प्राप्तकर्ता" })}
          captionRef={caption}
          columns={[
            { id: "name", label: t({ en: "Payee", de: "Empfänger", hi: "प्राप्तकर्ता" }), isRowHeader: true },
            { id: "ifsc", label: "IFSC" },
          ]}
          rows={pageRows(payees, page, 5)}
          getRowId={(p) => p.id}
          emptyContent={t({ en: "No data", de: "Keine Daten", hi: "कोई डेटा नहीं" })}
        />
        <Pagination
          {...text}
          label={t({
            en: "Pages of the payee list",
            de: "Seiten der Empfängerliste",
            hi: "प्राप्तकर्ता सूची के पृष्ठ",
          })}
          page={page}
          totalRows={payees.length}
          pageSize={5}
          onPageChange={(next) => {
            setPage(next);
            caption.current?.focus();
          }}
        />
      </>
    );
  },
};
