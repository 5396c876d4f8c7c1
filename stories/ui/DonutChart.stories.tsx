import type { Meta, StoryObj } from "@storybook/react-vite";
import { within } from "storybook/test";
import { formatInr } from "../../src/domain";
import { DonutChart, type DonutChartProps } from "../../src/ui/DonutChart";
import { useStoryLocale, useText, type Texts } from "../support/storyText";
import { useTableToggleLabels } from "../support/chartStory";

interface Part {
  id: string;
  label: Texts;
  value: number;
}

/** March expenses by category, in paise. */
const EXPENSES: Part[] = [
  { id: "rent", label: { en: "Rent", de: "Miete", hi: "किराया" }, value: 2_800_000 },
  { id: "groceries", label: { en: "Groceries", de: "Lebensmittel", hi: "किराने का सामान" }, value: 1_245_050 },
  {
    id: "bills",
    label: { en: "Electricity and phone", de: "Strom und Telefon", hi: "बिजली और फ़ोन" },
    value: 532_000,
  },
  { id: "emi", label: { en: "Loan EMI", de: "Kreditrate (EMI)", hi: "ऋण की EMI" }, value: 1_890_000 },
  { id: "fuel", label: { en: "Fuel", de: "Kraftstoff", hi: "ईंधन" }, value: 410_000 },
  { id: "other", label: { en: "Other", de: "Sonstiges", hi: "अन्य" }, value: 603_025 },
];

const LONG_EXPENSES: Part[] = [
  {
    id: "insurance",
    label: {
      en: "Insurance premiums (health, life and vehicle)",
      de: "Versicherungsbeiträge (Kranken-, Lebens- und Kfz-Versicherung)",
      hi: "बीमा प्रीमियम (स्वास्थ्य, जीवन और वाहन)",
    },
    value: 1_520_000,
  },
  {
    id: "school",
    label: {
      en: "School fees and tuition",
      de: "Schulgebühren und Nachhilfeunterricht",
      hi: "स्कूल फ़ीस और ट्यूशन",
    },
    value: 2_250_000,
  },
  {
    id: "sip",
    label: {
      en: "Mutual fund SIP instalments",
      de: "Investmentfonds-Sparplanraten (SIP)",
      hi: "म्यूचुअल फ़ंड SIP की किस्तें",
    },
    value: 1_000_000,
  },
];

/** A busy month: 11 categories, more than the six series styles; the smallest are grouped. */
const ELEVEN_EXPENSES: Part[] = [
  ...EXPENSES.slice(0, 5),
  { id: "shopping", label: { en: "Shopping", de: "Einkäufe", hi: "ख़रीदारी" }, value: 350_000 },
  { id: "dining", label: { en: "Dining out", de: "Essen gehen", hi: "बाहर खाना" }, value: 240_000 },
  { id: "travel", label: { en: "Travel", de: "Reisen", hi: "यात्रा" }, value: 180_000 },
  { id: "education", label: { en: "Education", de: "Bildung", hi: "शिक्षा" }, value: 120_000 },
  { id: "transfers", label: { en: "Transfers", de: "Überweisungen", hi: "ट्रांसफ़र" }, value: 60_000 },
  { id: "health", label: { en: "Health", de: "Gesundheit", hi: "स्वास्थ्य" }, value: 100 },
];

const ASSETS_LIABILITIES: Part[] = [
  { id: "assets", label: { en: "Assets", de: "Vermögen", hi: "परिसंपत्तियाँ" }, value: 486_250_000 },
  {
    id: "liabilities",
    label: { en: "Liabilities", de: "Verbindlichkeiten", hi: "देनदारियाँ" },
    value: 162_080_000,
  },
];

interface DemoProps extends Partial<DonutChartProps> {
  parts?: Part[];
  kind?: "expenses" | "networth" | "long";
}

function Demo({ parts = EXPENSES, kind = "expenses", ...args }: DemoProps) {
  const t = useText();
  const locale = useStoryLocale();
  const lang = locale === "pseudo" ? "en" : locale;
  const titles: Record<NonNullable<DemoProps["kind"]>, Texts> = {
    expenses: { en: "Expenses by category", de: "Ausgaben nach Kategorie", hi: "श्रेणी के अनुसार ख़र्च" },
    networth: {
      en: "Assets and liabilities",
      de: "Vermögen und Verbindlichkeiten",
      hi: "परिसंपत्तियाँ और देनदारियाँ",
    },
    long: {
      en: "Recurring payments from your savings account by purpose",
      de: "Regelmäßige Zahlungen von Ihrem Sparkonto nach Verwendungszweck",
      hi: "आपके बचत खाते से नियमित भुगतान, उद्देश्य के अनुसार",
    },
  };
  const descriptions: Record<NonNullable<DemoProps["kind"]>, Texts> = {
    expenses: {
      en: "Total ₹74,800.75 in March; rent was the largest part.",
      de: "Insgesamt 74.800,75 ₹ im März; die Miete war der größte Teil.",
      hi: "मार्च में कुल ₹74,800.75; सबसे बड़ा हिस्सा किराए का रहा।",
    },
    networth: {
      en: "Your assets are three times your liabilities.",
      de: "Ihr Vermögen ist dreimal so hoch wie Ihre Verbindlichkeiten.",
      hi: "आपकी परिसंपत्तियाँ आपकी देनदारियों से तीन गुना हैं।",
    },
    long: {
      en: "School fees were almost half of the recurring payments in March.",
      de: "Schulgebühren machten im März fast die Hälfte der regelmäßigen Zahlungen aus.",
      hi: "मार्च में नियमित भुगतानों का लगभग आधा हिस्सा स्कूल फ़ीस का था।",
    },
  };
  return (
    <DonutChart
      {...args}
      headingLevel={2}
      title={t(titles[kind])}
      description={t(descriptions[kind])}
      segments={parts.map((part) => ({ id: part.id, label: t(part.label), value: part.value }))}
      formatValue={(paise) => formatInr(BigInt(Math.round(paise)), lang)}
      categoryHeader={t(
        kind === "networth"
          ? { en: "Type", de: "Art", hi: "प्रकार" }
          : { en: "Category", de: "Kategorie", hi: "श्रेणी" },
      )}
      valueHeader={t({ en: "Amount", de: "Betrag", hi: "राशि" })}
      shareHeader={t({ en: "Share", de: "Anteil", hi: "हिस्सा" })}
      tableCaption={t({
        en: `${t(titles[kind])}, March 2026`,
        de: `${t(titles[kind])}, März 2026`,
        hi: `${t(titles[kind])}, मार्च 2026`,
      })}
      {...useTableToggleLabels()}
      groupLabel={(labels) => {
        const names = new Intl.ListFormat(lang, { type: "conjunction" }).format(labels);
        return t({
          en: `Smaller categories: ${names}`,
          de: `Kleinere Kategorien: ${names}`,
          hi: `छोटी श्रेणियाँ: ${names}`,
        });
      }}
      emptyText={t({
        en: "No expenses in March.",
        de: "Im März gab es keine Ausgaben.",
        hi: "मार्च में कोई ख़र्च नहीं हुआ।",
      })}
    />
  );
}

const meta = {
  title: "UI/DonutChart",
  component: DonutChart,
  args: {
    title: "Expenses by category",
    description: "",
    segments: [],
    formatValue: String,
    categoryHeader: "Category",
    valueHeader: "Amount",
    shareHeader: "Share",
    tableCaption: "",
    showTableLabel: "Show data as table",
    hideTableLabel: "Hide table",
    emptyText: "",
    groupLabel: (labels) => labels.join(", "),
  },
  render: function Render(args) {
    return <Demo {...args} />;
  },
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six expense categories, each with its own colour and pattern, shares in the legend. */
export const ExpensesByCategory: Story = {};

/** Eleven categories: the five largest and "Smaller categories" (the other six), six distinct styles. */
export const ElevenCategories: Story = {
  render: function Render(args) {
    return <Demo {...args} parts={ELEVEN_EXPENSES} />;
  },
};

/** Assets against liabilities (net worth). */
export const AssetsAndLiabilities: Story = {
  render: function Render(args) {
    return <Demo {...args} parts={ASSETS_LIABILITIES} kind="networth" />;
  },
};

/** The data table shown (opened with the toggle): amounts and percentages. */
export const TableShown: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { expanded: false }));
  },
};

/** No expenses: the empty text replaces the chart. */
export const Empty: Story = {
  render: function Render(args) {
    return <Demo {...args} parts={[]} />;
  },
};

/** Long category names wrap in the legend (the table is in "Table shown"). */
export const LongLabels: Story = {
  render: function Render(args) {
    return <Demo {...args} parts={LONG_EXPENSES} kind="long" />;
  },
};
