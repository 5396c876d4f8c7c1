import type { Meta, StoryObj } from "@storybook/react-vite";
import { within } from "storybook/test";
import { LineChart, type LineChartProps } from "../../src/ui/LineChart";
import { useText, type Texts } from "../support/storyText";
import { useMoneyFormats, useTableToggleLabels } from "../support/chartStory";

const MONTHS: Texts[] = [
  { en: "Apr", de: "Apr.", hi: "अप्रै." },
  { en: "May", de: "Mai", hi: "मई" },
  { en: "Jun", de: "Juni", hi: "जून" },
  { en: "Jul", de: "Juli", hi: "जुला." },
  { en: "Aug", de: "Aug.", hi: "अग." },
  { en: "Sep", de: "Sept.", hi: "सितं." },
  { en: "Oct", de: "Okt.", hi: "अक्टू." },
  { en: "Nov", de: "Nov.", hi: "नव." },
  { en: "Dec", de: "Dez.", hi: "दिस." },
  { en: "Jan", de: "Jan.", hi: "जन." },
  { en: "Feb", de: "Feb.", hi: "फ़र." },
  { en: "Mar", de: "März", hi: "मार्च" },
];

const LONG_MONTHS: Texts[] = [
  { en: "April", de: "April", hi: "अप्रैल" },
  { en: "May", de: "Mai", hi: "मई" },
  { en: "June", de: "Juni", hi: "जून" },
  { en: "July", de: "Juli", hi: "जुलाई" },
  { en: "August", de: "August", hi: "अगस्त" },
  { en: "September", de: "September", hi: "सितंबर" },
  { en: "October", de: "Oktober", hi: "अक्टूबर" },
  { en: "November", de: "November", hi: "नवंबर" },
  { en: "December", de: "Dezember", hi: "दिसंबर" },
  { en: "January", de: "Januar", hi: "जनवरी" },
  { en: "February", de: "Februar", hi: "फ़रवरी" },
  { en: "March", de: "März", hi: "मार्च" },
];

/** Month-end balances in paise. */
const SAVINGS = [
  12_045_050, 12_880_000, 13_410_075, 12_990_000, 14_250_000, 15_105_500, 14_720_000, 16_030_000, 15_480_025,
  17_200_000, 18_915_000, 21_034_575,
];
const CURRENT = [
  4_510_000, 6_200_000, 3_850_000, 5_125_000, 7_480_000, 6_010_000, 4_095_000, 8_300_000, 7_150_000,
  5_640_000, 6_920_000, 9_880_000,
];

interface DemoProps extends Partial<LineChartProps> {
  isLong?: boolean;
  isEmpty?: boolean;
  hasTwoAccounts?: boolean;
}

function Balance({ isLong = false, isEmpty = false, hasTwoAccounts = false, ...args }: DemoProps) {
  const t = useText();
  const savings = {
    id: "savings",
    label: t(
      isLong
        ? {
            en: "Savings account XXXX4321 (joint holder: Asha Kumar)",
            de: "Sparkonto XXXX4321 (gemeinsam mit Asha Kumar)",
            hi: "बचत खाता XXXX4321 (संयुक्त धारक: आशा कुमार)",
          }
        : { en: "Savings account", de: "Sparkonto", hi: "बचत खाता" },
    ),
    values: SAVINGS,
  };
  const current = {
    id: "current",
    label: t({ en: "Current account", de: "Girokonto", hi: "चालू खाता" }),
    values: CURRENT,
  };
  return (
    <LineChart
      {...args}
      {...useMoneyFormats()}
      headingLevel={2}
      title={t(
        isLong
          ? {
              en: "Month-end balance of your accounts over the financial year 2025–26",
              de: "Kontostand Ihrer Konten zum Monatsende im Geschäftsjahr 2025–26",
              hi: "वित्त वर्ष 2025–26 में आपके खातों का महीने के अंत का शेष",
            }
          : { en: "Balance over the year", de: "Kontostand im Jahresverlauf", hi: "वर्ष भर का शेष" },
      )}
      description={t({
        en: "The savings balance grew from ₹1,20,450.50 in April to ₹2,10,345.75 in March.",
        de: "Der Stand des Sparkontos stieg von 120.450,50 ₹ im April auf 210.345,75 ₹ im März.",
        hi: "बचत खाते का शेष अप्रैल में ₹1,20,450.50 से बढ़कर मार्च में ₹2,10,345.75 हो गया।",
      })}
      series={isEmpty ? [] : hasTwoAccounts ? [savings, current] : [savings]}
      categories={(isLong ? LONG_MONTHS : MONTHS).map(t)}
      categoryHeader={t({ en: "Month", de: "Monat", hi: "महीना" })}
      tableCaption={t({
        en: "Month-end balance, April 2025 to March 2026",
        de: "Kontostand zum Monatsende, April 2025 bis März 2026",
        hi: "महीने के अंत का शेष, अप्रैल 2025 से मार्च 2026",
      })}
      {...useTableToggleLabels()}
      emptyText={t({
        en: "No balance history yet: the account was opened this month.",
        de: "Noch kein Verlauf: Das Konto wurde in diesem Monat eröffnet.",
        hi: "अभी कोई इतिहास नहीं: खाता इसी महीने खोला गया है।",
      })}
    />
  );
}

const meta = {
  title: "UI/LineChart",
  component: LineChart,
  args: {
    title: "Balance over the year",
    description: "",
    series: [],
    categories: [],
    categoryHeader: "Month",
    formatValue: String,
    tableCaption: "",
    showTableLabel: "Show data as table",
    hideTableLabel: "Hide table",
    emptyText: "",
  },
  render: function Render(args) {
    return <Balance {...args} />;
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Savings balance over twelve months. */
export const BalanceOverTheYear: Story = {};

/** Two accounts: solid line with circles, dashed line with squares. */
export const TwoAccounts: Story = {
  render: function Render(args) {
    return <Balance {...args} hasTwoAccounts />;
  },
};

/** The data table shown (opened with the toggle). */
export const TableShown: Story = {
  render: function Render(args) {
    return <Balance {...args} hasTwoAccounts />;
  },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { expanded: false }));
  },
};

/** No history: the empty text replaces the chart. */
export const Empty: Story = {
  render: function Render(args) {
    return <Balance {...args} isEmpty />;
  },
};

/** Long title, series and month names; only every n-th month is labelled on a narrow screen. */
export const LongLabels: Story = {
  render: function Render(args) {
    return <Balance {...args} isLong hasTwoAccounts />;
  },
};
