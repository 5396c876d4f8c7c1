import type { Meta, StoryObj } from "@storybook/react-vite";
import { Steps } from "../../src/ui/Steps";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/Steps",
  component: Steps,
  args: { label: "", steps: [], currentStep: "", completedLabel: "", currentLabel: "", upcomingLabel: "" },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

function TransferSteps({ currentStep }: { currentStep: string }) {
  const t = useText();
  return (
    <Steps
      label={t({ en: "Progress", de: "Fortschritt", hi: "प्रगति" })}
      steps={[
        { id: "form", label: t({ en: "Transfer details", de: "Überweisungsdetails", hi: "अंतरण विवरण" }) },
        { id: "confirm", label: t({ en: "Confirm", de: "Bestätigen", hi: "पुष्टि करें" }) },
        { id: "otp", label: t({ en: "One-time code", de: "Einmalcode", hi: "एक बार का कोड (ओटीपी)" }) },
        { id: "done", label: t({ en: "Done", de: "Fertig", hi: "पूर्ण" }) },
      ]}
      currentStep={currentStep}
      completedLabel={t({ en: "Completed", de: "Abgeschlossen", hi: "पूरा हुआ" })}
      currentLabel={t({ en: "Current step", de: "Aktueller Schritt", hi: "वर्तमान चरण" })}
      upcomingLabel={t({ en: "Not started", de: "Noch nicht begonnen", hi: "अभी शुरू नहीं हुआ" })}
    />
  );
}

/** Step 1: the form. */
export const Details: Story = { render: () => <TransferSteps currentStep="form" /> };

/** Step 2: confirm. */
export const Confirm: Story = { render: () => <TransferSteps currentStep="confirm" /> };

/** Step 3: the one-time code. */
export const OneTimeCode: Story = { render: () => <TransferSteps currentStep="otp" /> };

/** Step 4: success (all earlier steps completed). */
export const Done: Story = { render: () => <TransferSteps currentStep="done" /> };

/** Long German labels (stack at 320 px). */
export const LongLabels: Story = {
  render: function Render() {
    const t = useText();
    return (
      <Steps
        label={t({ en: "Progress", de: "Fortschritt", hi: "प्रगति" })}
        steps={[
          {
            id: "nominee",
            label: t({ en: "Nominee details", de: "Angaben zur begünstigten Person", hi: "नामिती का विवरण" }),
          },
          {
            id: "tenure",
            label: t({
              en: "Deposit amount and tenure",
              de: "Anlagebetrag und Laufzeitvereinbarung",
              hi: "जमा राशि और अवधि",
            }),
          },
          {
            id: "review",
            label: t({
              en: "Review terms and conditions",
              de: "Geschäftsbedingungsüberprüfung",
              hi: "नियम और शर्तों की समीक्षा",
            }),
          },
        ]}
        currentStep="tenure"
        completedLabel={t({ en: "Completed", de: "Abgeschlossen", hi: "पूरा हुआ" })}
        currentLabel={t({ en: "Current step", de: "Aktueller Schritt", hi: "वर्तमान चरण" })}
        upcomingLabel={t({ en: "Not started", de: "Noch nicht begonnen", hi: "अभी शुरू नहीं हुआ" })}
      />
    );
  },
};
