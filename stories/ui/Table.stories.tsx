import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { formatInr, type MoneyLanguage } from "../../src/domain/money/Money";
import { Button } from "../../src/ui/Button";
import { EmptyState } from "../../src/ui/EmptyState";
import { Table, type TableColumn, type TableSortDescriptor } from "../../src/ui/Table";
import { STORY_LOCALE_TAGS, useStoryLocale, useText, type Texts } from "../support/storyText";

interface StatementLine {
  id: string;
  /** ISO date of the value date. */
  date: string;
  narration: Texts;
  cheque: string;
  /** Paise; 0 when the line is a credit. */
  debit: bigint;
  credit: bigint;
  balance: bigint;
}

const statement: StatementLine[] = [
  {
    id: "TXN240401001",
    date: "2025-04-01",
    narration: {
      en: "UPI/DR/509112345678/RAVI KUMAR/SBIN/ravikumar@oksbi/Rent for April",
      de: "UPI/DR/509112345678/RAVI KUMAR/SBIN/ravikumar@oksbi/Miete für April",
      hi: "UPI/DR/509112345678/रवि कुमार/SBIN/ravikumar@oksbi/अप्रैल का किराया",
    },
    cheque: "",
    debit: 1800000n,
    credit: 0n,
    balance: 12345650n,
  },
  {
    id: "TXN240403002",
    date: "2025-04-03",
    narration: {
      en: "NEFT/CR/N093251234567/ASHA TRADERS PVT LTD/HDFC0000123/Invoice 4471",
      de: "NEFT/CR/N093251234567/ASHA TRADERS PVT LTD/HDFC0000123/Rechnung 4471",
      hi: "NEFT/CR/N093251234567/आशा ट्रेडर्स प्रा. लि./HDFC0000123/बिल 4471",
    },
    cheque: "",
    debit: 0n,
    credit: 12500000n,
    balance: 24845650n,
  },
  {
    id: "TXN240405003",
    date: "2025-04-05",
    narration: {
      en: "Cheque paid to Lakshmi Electricals, Karol Bagh",
      de: "Scheck an Lakshmi Electricals, Karol Bagh",
      hi: "लक्ष्मी इलेक्ट्रिकल्स, करोल बाग को चेक भुगतान",
    },
    cheque: "000451",
    debit: 4725000n,
    credit: 0n,
    balance: 20120650n,
  },
  {
    id: "TXN240410004",
    date: "2025-04-10",
    narration: {
      en: "ATM withdrawal, Connaught Place, New Delhi",
      de: "Geldautomat, Connaught Place, Neu-Delhi",
      hi: "एटीएम से निकासी, कनॉट प्लेस, नई दिल्ली",
    },
    cheque: "",
    debit: 1000000n,
    credit: 0n,
    balance: 19120650n,
  },
  {
    id: "TXN240430005",
    date: "2025-04-30",
    narration: {
      en: "Interest credited for the quarter",
      de: "Zinsgutschrift für das Quartal",
      hi: "तिमाही का ब्याज जमा",
    },
    cheque: "",
    debit: 0n,
    credit: 215075n,
    balance: 19335725n,
  },
];

/** Money and dates in the toolbar's language (the pseudo-locale formats like English). */
function useFormats() {
  const locale = useStoryLocale();
  const lang: MoneyLanguage = locale === "pseudo" ? "en" : locale;
  const dates = useMemo(
    () =>
      new Intl.DateTimeFormat(STORY_LOCALE_TAGS[locale].locale, {
        day: "2-digit",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }),
    [locale],
  );
  return {
    money: (paise: bigint) => (paise === 0n ? "" : formatInr(paise, lang)),
    date: (iso: string) => dates.format(new Date(`${iso}T00:00:00Z`)),
  };
}

function useStatementColumns(sortable: boolean): TableColumn<StatementLine>[] {
  const t = useText();
  const f = useFormats();
  return [
    {
      id: "date",
      label: t({ en: "Date", de: "Datum", hi: "तारीख" }),
      isRowHeader: true,
      allowsSorting: sortable,
      render: (line) => f.date(line.date),
    },
    {
      id: "narration",
      label: t({ en: "Narration", de: "Buchungstext", hi: "विवरण" }),
      render: (line) => t(line.narration),
    },
    {
      id: "cheque",
      label: t({ en: "Cheque no.", de: "Schecknummer", hi: "चेक संख्या" }),
    },
    {
      id: "debit",
      label: t({ en: "Debit", de: "Soll", hi: "नामे" }),
      align: "end",
      allowsSorting: sortable,
      render: (line) => f.money(line.debit),
    },
    {
      id: "credit",
      label: t({ en: "Credit", de: "Haben", hi: "जमा" }),
      align: "end",
      allowsSorting: sortable,
      render: (line) => f.money(line.credit),
    },
    {
      id: "balance",
      label: t({ en: "Balance", de: "Saldo", hi: "शेष राशि" }),
      align: "end",
      render: (line) => f.money(line.balance),
    },
  ];
}

function useStatementCaption() {
  const t = useText();
  return t({
    en: "Statement of savings account XXXXXXXX4321, 1 to 30 April 2025",
    de: "Auszug des Sparkontos XXXXXXXX4321, 1. bis 30. April 2025",
    hi: "बचत खाता XXXXXXXX4321 का विवरण, 1 से 30 अप्रैल 2025",
  });
}

const meta = {
  title: "UI/Table",
  component: Table,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj;

/** An account statement: dates as row headers, amounts aligned to the end with Indian grouping. */
export const Statement: Story = {
  render: function Render() {
    const t = useText();
    return (
      <Table<StatementLine>
        caption={useStatementCaption()}
        columns={useStatementColumns(false)}
        rows={statement}
        getRowId={(line) => line.id}
        emptyContent={t({ en: "No data", de: "Keine Daten", hi: "कोई डेटा नहीं" })}
      />
    );
  },
};

function sortLines(lines: readonly StatementLine[], sort: TableSortDescriptor): StatementLine[] {
  const key = sort.column as "date" | "debit" | "credit";
  const sorted = [...lines].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
  return sort.direction === "ascending" ? sorted : sorted.reverse();
}

/** Sorted by date, newest first; Date, Debit and Credit sort on press, Enter or Space. */
export const Sorted: Story = {
  render: function Render() {
    const t = useText();
    const [sort, setSort] = useState<TableSortDescriptor>({ column: "date", direction: "descending" });
    return (
      <Table<StatementLine>
        caption={useStatementCaption()}
        columns={useStatementColumns(true)}
        rows={sortLines(statement, sort)}
        getRowId={(line) => line.id}
        sortDescriptor={sort}
        onSortChange={setSort}
        emptyContent={t({ en: "No data", de: "Keine Daten", hi: "कोई डेटा नहीं" })}
      />
    );
  },
};

interface PendingPayment {
  id: string;
  payee: Texts;
  account: string;
  amount: bigint;
  date: string;
}

const pending: PendingPayment[] = [
  {
    id: "PAY-1001",
    payee: { en: "Ravi Kumar", de: "Ravi Kumar", hi: "रवि कुमार" },
    account: "SBIN0001234 · XXXX6789",
    amount: 500000n,
    date: "2025-05-02",
  },
  {
    id: "PAY-1002",
    payee: {
      en: "Asha Traders Private Limited",
      de: "Asha Traders Private Limited",
      hi: "आशा ट्रेडर्स प्राइवेट लिमिटेड",
    },
    account: "HDFC0000123 · XXXX1122",
    amount: 12500000n,
    date: "2025-05-05",
  },
  {
    id: "PAY-1003",
    payee: {
      en: "Municipal Corporation of Delhi, property tax",
      de: "Stadtverwaltung Delhi, Grundsteuer",
      hi: "दिल्ली नगर निगम, संपत्ति कर",
    },
    account: "PUNB0112000 · XXXX0045",
    amount: 1834700n,
    date: "2025-05-10",
  },
];

/** Payments awaiting approval: a checkbox per row and one to select all (Space selects the focused row). */
export const Selectable: Story = {
  render: function Render() {
    const t = useText();
    const f = useFormats();
    const [selected, setSelected] = useState<Set<string>>(new Set(["PAY-1002"]));
    return (
      <Table<PendingPayment>
        caption={t({
          en: "Scheduled payments awaiting your approval",
          de: "Geplante Zahlungen, die auf Ihre Freigabe warten",
          hi: "आपके अनुमोदन की प्रतीक्षा में निर्धारित भुगतान",
        })}
        columns={[
          {
            id: "payee",
            label: t({ en: "Payee", de: "Empfänger", hi: "प्राप्तकर्ता" }),
            isRowHeader: true,
            render: (p) => t(p.payee),
          },
          { id: "account", label: t({ en: "IFSC and account", de: "IFSC und Konto", hi: "IFSC और खाता" }) },
          {
            id: "date",
            label: t({ en: "Payment date", de: "Zahlungsdatum", hi: "भुगतान की तारीख" }),
            render: (p) => f.date(p.date),
          },
          {
            id: "amount",
            label: t({ en: "Amount", de: "Betrag", hi: "राशि" }),
            align: "end",
            render: (p) => f.money(p.amount),
          },
        ]}
        rows={pending}
        getRowId={(p) => p.id}
        emptyContent={t({ en: "No data", de: "Keine Daten", hi: "कोई डेटा नहीं" })}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        selectAllLabel={t({
          en: "Select all payments",
          de: "Alle Zahlungen auswählen",
          hi: "सभी भुगतान चुनें",
        })}
        selectRowLabel={(p) =>
          t({
            en: `Select payment to ${p.payee.en} of ${f.money(p.amount)}`,
            de: `Zahlung an ${p.payee.de} über ${f.money(p.amount)} auswählen`,
            hi: `${p.payee.hi} को ${f.money(p.amount)} का भुगतान चुनें`,
          })
        }
      />
    );
  },
};

/** Cells that hold buttons: arrow keys reach them, Enter presses them. */
export const WithActions: Story = {
  render: function Render() {
    const t = useText();
    const f = useFormats();
    return (
      <Table<StatementLine>
        caption={t({
          en: "Recent card transactions",
          de: "Letzte Kartenumsätze",
          hi: "हाल के कार्ड लेन-देन",
        })}
        columns={[
          {
            id: "date",
            label: t({ en: "Date", de: "Datum", hi: "तारीख" }),
            isRowHeader: true,
            render: (line) => f.date(line.date),
          },
          {
            id: "narration",
            label: t({ en: "Narration", de: "Buchungstext", hi: "विवरण" }),
            render: (line) => t(line.narration),
          },
          {
            id: "debit",
            label: t({ en: "Debit", de: "Soll", hi: "नामे" }),
            align: "end",
            render: (line) => f.money(line.debit),
          },
          {
            id: "action",
            label: t({ en: "Action", de: "Aktion", hi: "कार्रवाई" }),
            render: () => (
              <Button variant="secondary">
                {t({ en: "Mark as fraud", de: "Als Betrug melden", hi: "धोखाधड़ी के रूप में चिह्नित करें" })}
              </Button>
            ),
          },
        ]}
        rows={statement.filter((line) => line.debit > 0n)}
        getRowId={(line) => line.id}
        emptyContent={t({ en: "No data", de: "Keine Daten", hi: "कोई डेटा नहीं" })}
      />
    );
  },
};

/** No rows: the empty state is the one cell of the body. */
export const Empty: Story = {
  render: function Render() {
    const t = useText();
    return (
      <Table<StatementLine>
        caption={useStatementCaption()}
        columns={useStatementColumns(false)}
        rows={[]}
        getRowId={(line) => line.id}
        emptyContent={
          <EmptyState
            title={t({
              en: "No transactions in this period",
              de: "Keine Umsätze in diesem Zeitraum",
              hi: "इस अवधि में कोई लेन-देन नहीं",
            })}
            description={t({
              en: "Choose a longer period or another account.",
              de: "Wählen Sie einen längeren Zeitraum oder ein anderes Konto.",
              hi: "लंबी अवधि या कोई दूसरा खाता चुनें।",
            })}
          />
        }
      />
    );
  },
};

/** Loading the first page: the table is aria-busy and the body shows a named spinner. */
export const Loading: Story = {
  render: function Render() {
    const t = useText();
    return (
      <Table<StatementLine>
        caption={useStatementCaption()}
        columns={useStatementColumns(false)}
        rows={[]}
        getRowId={(line) => line.id}
        emptyContent={t({ en: "No data", de: "Keine Daten", hi: "कोई डेटा नहीं" })}
        isLoading
        loadingLabel={t({
          en: "Loading transactions",
          de: "Umsätze werden geladen",
          hi: "लेन-देन लोड हो रहे हैं",
        })}
      />
    );
  },
};

/** Reloading with rows shown (e.g. after a sort): the spinner sits above the table. */
export const Reloading: Story = {
  render: function Render() {
    const t = useText();
    return (
      <Table<StatementLine>
        caption={useStatementCaption()}
        columns={useStatementColumns(false)}
        rows={statement.slice(0, 2)}
        getRowId={(line) => line.id}
        emptyContent={t({ en: "No data", de: "Keine Daten", hi: "कोई डेटा नहीं" })}
        isLoading
        loadingLabel={t({
          en: "Loading transactions",
          de: "Umsätze werden geladen",
          hi: "लेन-देन लोड हो रहे हैं",
        })}
      />
    );
  },
};

interface Deposit {
  id: string;
  account: string;
  type: Texts;
  opened: string;
  maturity: string;
  rate: string;
  tenure: Texts;
  principal: bigint;
  interest: bigint;
  maturityAmount: bigint;
  nominee: Texts;
}

const deposits: Deposit[] = [
  {
    id: "FD1",
    account: "XXXXXXXX7781",
    type: { en: "Fixed deposit", de: "Festgeld", hi: "सावधि जमा" },
    opened: "2024-06-15",
    maturity: "2026-06-15",
    rate: "7.10 %",
    tenure: { en: "2 years", de: "2 Jahre", hi: "2 वर्ष" },
    principal: 50000000n,
    interest: 7590000n,
    maturityAmount: 57590000n,
    nominee: { en: "Sunita Sharma", de: "Sunita Sharma", hi: "सुनीता शर्मा" },
  },
  {
    id: "RD1",
    account: "XXXXXXXX9012",
    type: { en: "Recurring deposit", de: "Sparplan", hi: "आवर्ती जमा" },
    opened: "2025-01-05",
    maturity: "2027-01-05",
    rate: "6.80 %",
    tenure: { en: "24 months", de: "24 Monate", hi: "24 महीने" },
    principal: 12000000n,
    interest: 862000n,
    maturityAmount: 12862000n,
    nominee: { en: "Arjun Sharma", de: "Arjun Sharma", hi: "अर्जुन शर्मा" },
  },
];

/** Many columns: on a wide screen the table scrolls sideways inside its focusable, named region. */
export const ManyColumns: Story = {
  render: function Render() {
    const t = useText();
    const f = useFormats();
    return (
      <Table<Deposit>
        caption={t({ en: "Your deposits", de: "Ihre Einlagen", hi: "आपकी जमा राशियाँ" })}
        columns={[
          {
            id: "account",
            label: t({ en: "Deposit account", de: "Einlagenkonto", hi: "जमा खाता" }),
            isRowHeader: true,
          },
          { id: "type", label: t({ en: "Type", de: "Art", hi: "प्रकार" }), render: (d) => t(d.type) },
          {
            id: "opened",
            label: t({ en: "Opened on", de: "Eröffnet am", hi: "खोलने की तारीख" }),
            render: (d) => f.date(d.opened),
          },
          {
            id: "maturity",
            label: t({ en: "Maturity date", de: "Fälligkeitsdatum", hi: "परिपक्वता तिथि" }),
            render: (d) => f.date(d.maturity),
          },
          {
            id: "tenure",
            label: t({ en: "Tenure", de: "Laufzeit", hi: "अवधि" }),
            render: (d) => t(d.tenure),
          },
          { id: "rate", label: t({ en: "Interest rate", de: "Zinssatz", hi: "ब्याज दर" }), align: "end" },
          {
            id: "principal",
            label: t({ en: "Principal", de: "Anlagebetrag", hi: "मूलधन" }),
            align: "end",
            render: (d) => f.money(d.principal),
          },
          {
            id: "interest",
            label: t({ en: "Interest", de: "Zinsen", hi: "ब्याज" }),
            align: "end",
            render: (d) => f.money(d.interest),
          },
          {
            id: "maturityAmount",
            label: t({ en: "Maturity amount", de: "Auszahlungsbetrag bei Fälligkeit", hi: "परिपक्वता राशि" }),
            align: "end",
            render: (d) => f.money(d.maturityAmount),
          },
          {
            id: "nominee",
            label: t({ en: "Nominee", de: "Begünstigte Person", hi: "नामिती" }),
            render: (d) => t(d.nominee),
          },
        ]}
        rows={deposits}
        getRowId={(d) => d.id}
        emptyContent={t({
          en: "No accounts available!",
          de: "Keine Konten verfügbar!",
          hi: "कोई खाता उपलब्ध नहीं है!",
        })}
      />
    );
  },
};

/**
 * The stacked layout in a narrow container (as at 320 px): every cell shows its column label
 * before the value, and the header row stays as a strip of sort controls.
 */
export const Narrow: Story = {
  render: function Render() {
    const t = useText();
    const [sort, setSort] = useState<TableSortDescriptor>({ column: "date", direction: "ascending" });
    return (
      <div style={{ maxWidth: "20rem" }}>
        <Table<StatementLine>
          caption={useStatementCaption()}
          columns={useStatementColumns(true)}
          rows={sortLines(statement.slice(0, 3), sort)}
          getRowId={(line) => line.id}
          sortDescriptor={sort}
          onSortChange={setSort}
          emptyContent={t({ en: "No data", de: "Keine Daten", hi: "कोई डेटा नहीं" })}
        />
      </div>
    );
  },
};
