import type { Meta, StoryObj } from "@storybook/react-vite";
import { LoadingRegion, Spinner, type SpinnerProps } from "../../src/ui/Spinner";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/Spinner",
  component: Spinner,
  args: { label: "" },
  render: function Render(args: SpinnerProps) {
    const t = useText();
    return (
      <Spinner
        {...args}
        label={t({ en: "Loading accounts", de: "Konten werden geladen", hi: "खाते लोड हो रहे हैं" })}
      />
    );
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With its label visible. */
export const Default: Story = {};
/** The label only for screen readers. */
export const LabelHidden: Story = { args: { isLabelVisible: false } };
/** A region while it loads (aria-busy). */
export const Loading: Story = {
  render: function Render() {
    const t = useText();
    return (
      <LoadingRegion
        isBusy
        label={t({ en: "Loading statement", de: "Kontoauszug wird geladen", hi: "खाता विवरण लोड हो रहा है" })}
      />
    );
  },
};
/** A long label wraps beside the spinner. */
export const LongContent: Story = {
  render: function Render(args: SpinnerProps) {
    const t = useText();
    return (
      <Spinner
        {...args}
        label={t({
          en: "Loading the transactions of all your savings and current accounts for the last six months",
          de: "Umsätze aller Ihrer Spar- und Girokonten der letzten sechs Monate werden geladen",
          hi: "पिछले छह महीनों के आपके सभी बचत और चालू खातों के लेन-देन लोड हो रहे हैं",
        })}
      />
    );
  },
};
