import type { Meta, StoryObj } from "@storybook/react-vite";
import { within } from "storybook/test";
import { BarChart, type BarChartProps } from "../../src/ui/BarChart";
import { useText, type Texts } from "../support/storyText";
import { useMoneyFormats, useTableToggleLabels } from "../support/chartStory";

const MONTHS: Texts[] = [
  { en: "Oct", de: "Okt.", hi: "अक्टू." },
  { en: "Nov", de: "Nov.", hi: "नव." },
  { en: "Dec", de: "Dez.", hi: "दिस." },
  { en: "Jan", de: "Jan.", hi: "जन." },
  { en: "Feb", de: "Feb.", hi: "फ़र." },
  { en: "Mar", de: "März", hi: "मार्च" },
];

const LONG_MONTHS: Texts[] = [
  { en: "October 2025", de: "Oktober 2025", hi: "अक्टूबर 2025" },
  { en: "November 2025", de: "November 2025", hi: "नवंबर 2025" },
  { en: "December 2025", de: "Dezember 2025", hi: "दिसंबर 2025" },
  { en: "January 2026", de: "Januar 2026", hi: "जनवरी 2026" },
  { en: "February 2026", de: "Februar 2026", hi: "फ़रवरी 2026" },
  { en: "March 2026", de: "März 2026", hi: "मार्च 2026" },
];

/** Monthly credits and debits of a savings account, in paise. */
const INFLOW = [8_450_000, 8_450_000, 12_450_000, 8_610_000, 8_610_000, 9_025_000];
const OUTFLOW = [6_230_050, 7_815_000, 13_120_075, 5_990_000, 7_240_500, 10_480_000];

function InflowOutflow({
  isLong = false,
  isEmpty = false,
  ...args
}: Partial<BarChartProps> & {
  isLong?: boolean;
  isEmpty?: boolean;
}) {
  const t = useText();
  const money = useMoneyFormats();
  return (
    <BarChart
      {...args}
      {...money}
      headingLevel={2}
      title={t(
        isLong
          ? {
              en: "Incoming and outgoing payments of the savings account, month by month",
              de: "Zahlungseingänge und Zahlungsausgänge des Sparkontos im Monatsvergleich",
              hi: "बचत खाते में आने और जाने वाले भुगतान, महीने-दर-महीने",
            }
          : { en: "Money in and out", de: "Geldeingänge und -ausgänge", hi: "आय और व्यय" },
      )}
      description={t({
        en: "Savings account XXXX4321, October to March. More went out than came in during December and March.",
        de: "Sparkonto XXXX4321, Oktober bis März. Im Dezember und im März ging mehr Geld hinaus als herein.",
        hi: "बचत खाता XXXX4321, अक्टूबर से मार्च। दिसंबर और मार्च में आय से अधिक व्यय हुआ।",
      })}
      series={
        isEmpty
          ? []
          : [
              {
                id: "in",
                label: t(
                  isLong
                    ? {
                        en: "Credits (salary, interest, refunds)",
                        de: "Gutschriften (Gehalt, Zinsen, Erstattungen)",
                        hi: "जमा (वेतन, ब्याज, धनवापसी)",
                      }
                    : { en: "Inflow", de: "Eingänge", hi: "आय" },
                ),
                values: INFLOW,
              },
              {
                id: "out",
                label: t(
                  isLong
                    ? {
                        en: "Debits (transfers, card payments, bills)",
                        de: "Lastschriften (Überweisungen, Kartenzahlungen, Rechnungen)",
                        hi: "नामे (अंतरण, कार्ड भुगतान, बिल)",
                      }
                    : { en: "Outflow", de: "Ausgänge", hi: "व्यय" },
                ),
                values: OUTFLOW,
              },
            ]
      }
      categories={(isLong ? LONG_MONTHS : MONTHS).map(t)}
      categoryHeader={t({ en: "Month", de: "Monat", hi: "महीना" })}
      tableCaption={t({
        en: "Money in and out by month, savings account XXXX4321",
        de: "Geldeingänge und -ausgänge je Monat, Sparkonto XXXX4321",
        hi: "महीनेवार आय और व्यय, बचत खाता XXXX4321",
      })}
      {...useTableToggleLabels()}
      emptyText={t({
        en: "No transactions between October and March.",
        de: "Zwischen Oktober und März gab es keine Umsätze.",
        hi: "अक्टूबर से मार्च के बीच कोई लेन-देन नहीं हुआ।",
      })}
    />
  );
}

const meta = {
  title: "UI/BarChart",
  component: BarChart,
  args: {
    title: "Money in and out",
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
    return <InflowOutflow {...args} />;
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inflow and outflow over six months: solid and hatched bars, legend, table toggle. */
export const InflowAndOutflow: Story = {};

/** The data table shown (opened with the toggle). */
export const TableShown: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { expanded: false }));
  },
};

/** Focused: keyboard focus on the table toggle, the first stop after the chart. */
export const Focused: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
  },
};

/** No transactions: the empty text replaces the chart. */
export const Empty: Story = {
  render: function Render(args) {
    return <InflowOutflow {...args} isEmpty />;
  },
};

/** Long title, series and month names (German and Hindi run longest); month labels thin out when narrow. */
export const LongLabels: Story = {
  render: function Render(args) {
    return <InflowOutflow {...args} isLong />;
  },
};
