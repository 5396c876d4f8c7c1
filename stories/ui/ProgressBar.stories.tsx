import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProgressBar } from "../../src/ui/ProgressBar";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/ProgressBar",
  component: ProgressBar,
  args: { label: "" },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A step count: "Step 2 of 4". */
export const Steps: Story = {
  render: function Render() {
    const t = useText();
    return (
      <ProgressBar
        label={t({ en: "Opening a fixed deposit", de: "Festgeld eröffnen", hi: "सावधि जमा खोलना" })}
        value={2}
        minValue={0}
        maxValue={4}
        valueLabel={t({ en: "Step 2 of 4", de: "Schritt 2 von 4", hi: "4 में से चरण 2" })}
      />
    );
  },
};

/** A percentage. */
export const Percentage: Story = {
  render: function Render() {
    const t = useText();
    return (
      <ProgressBar
        label={t({
          en: "Uploading KYC document",
          de: "KYC-Dokument wird hochgeladen",
          hi: "केवाईसी दस्तावेज़ अपलोड हो रहा है",
        })}
        value={60}
        valueLabel={t({ en: "60%", de: "60 %", hi: "60%" })}
      />
    );
  },
};

/** Complete. */
export const Complete: Story = {
  render: function Render() {
    const t = useText();
    return (
      <ProgressBar
        label={t({
          en: "Uploading KYC document",
          de: "KYC-Dokument wird hochgeladen",
          hi: "केवाईसी दस्तावेज़ अपलोड हो रहा है",
        })}
        value={100}
        valueLabel={t({ en: "100%", de: "100 %", hi: "100%" })}
      />
    );
  },
};

/** Indeterminate: the amount of work is unknown (the stripe stands still under reduced motion). */
export const Indeterminate: Story = {
  render: function Render() {
    const t = useText();
    return (
      <ProgressBar
        label={t({
          en: "Preparing your account statement for April 2026 to September 2026",
          de: "Ihr Kontoauszug für April 2026 bis September 2026 wird vorbereitet",
          hi: "अप्रैल 2026 से सितंबर 2026 तक का आपका खाता विवरण तैयार किया जा रहा है",
        })}
      />
    );
  },
};
