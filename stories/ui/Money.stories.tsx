import type { Meta, StoryObj } from "@storybook/react-vite";
import { Money, type MoneyProps } from "../../src/ui/Money";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/Money",
  component: Money,
  args: { formatted: "₹1,23,456.50" },
  render: function Render(args: MoneyProps) {
    const t = useText();
    return (
      <p>
        {t({ en: "Available balance:", de: "Verfügbarer Kontostand:", hi: "उपलब्ध शेष राशि:" })}{" "}
        <Money {...args} />
      </p>
    );
  },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Figures only. */
export const Default: Story = {};
/** With the amount in words for screen readers (not shown). */
export const WithWords: Story = {
  render: function Render(args: MoneyProps) {
    const t = useText();
    return (
      <p>
        {t({ en: "Available balance:", de: "Verfügbarer Kontostand:", hi: "उपलब्ध शेष राशि:" })}{" "}
        <Money
          {...args}
          formatted={t({ en: "₹1,23,456.50", de: "123.456,50\u00a0₹", hi: "₹1,23,456.50" })}
          words={t({
            en: "one lakh twenty-three thousand four hundred fifty-six rupees fifty paise",
            de: "einhundertdreiundzwanzigtausendvierhundertsechsundfünfzig Rupien und fünfzig Paise",
            hi: "एक लाख तेईस हज़ार चार सौ छप्पन रुपये पचास पैसे",
          })}
        />
      </p>
    );
  },
};
/** Zero. */
export const Zero: Story = { args: { formatted: "₹0.00" } };
/** A large amount: the figures never break inside. */
export const LongContent: Story = { args: { formatted: "₹12,34,56,78,901.00" } };
