import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Button } from "../../src/ui/Button";
import { Form } from "../../src/ui/Form";
import { RadioGroup } from "../../src/ui/RadioGroup";
import { TextField } from "../../src/ui/TextField";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/Form",
  component: Form,
  args: { onSubmit: fn(), children: null },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit empty to see the error summary take focus and link to each field. */
function TransferForm({ isLong = false }: { isLong?: boolean }) {
  const t = useText();
  const [errors, setErrors] = useState<{ fieldId: string; message: string }[]>([]);
  const [attempt, setAttempt] = useState(0);
  const errorFor = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;
  const payeeError = errorFor("payee");
  const modeError = errorFor("mode");
  const payeeMessage = isLong
    ? t({
        en: "Enter the payee's name exactly as it appears on their bank account, including middle names",
        de: "Bitte den Namen des Zahlungsempfängers genau wie auf seinem Bankkonto eingeben, einschließlich zweiter Vornamen",
        hi: "लाभार्थी का नाम ठीक वैसा ही दर्ज करें जैसा उसके बैंक खाते में है, मध्य नाम सहित",
      })
    : t({
        en: "Enter the payee's name",
        de: "Bitte den Namen des Zahlungsempfängers eingeben",
        hi: "लाभार्थी का नाम दर्ज करें",
      });
  const modeMessage = t({
    en: "Choose a transfer mode",
    de: "Bitte eine Überweisungsart wählen",
    hi: "अंतरण का प्रकार चुनें",
  });
  return (
    <Form
      errorSummary={{
        title: t({ en: "There is a problem", de: "Es gibt ein Problem", hi: "कोई समस्या है" }),
        errors,
        attempt,
      }}
      onSubmit={(data) => {
        const next: { fieldId: string; message: string }[] = [];
        if (!data.get("payee")) next.push({ fieldId: "payee", message: payeeMessage });
        if (!data.get("mode")) next.push({ fieldId: "mode", message: modeMessage });
        setErrors(next);
        setAttempt((n) => n + 1);
      }}
    >
      <TextField
        id="payee"
        name="payee"
        label={t({ en: "Payee name", de: "Name des Zahlungsempfängers", hi: "लाभार्थी का नाम" })}
        autoComplete="off"
        {...(payeeError ? { errorMessage: payeeError } : {})}
      />
      <RadioGroup
        id="mode"
        name="mode"
        label={t({ en: "Transfer mode", de: "Überweisungsart", hi: "अंतरण का प्रकार" })}
        options={[
          { value: "NEFT", label: "NEFT" },
          { value: "IMPS", label: "IMPS" },
        ]}
        {...(modeError ? { errorMessage: modeError } : {})}
      />
      <div>
        <Button type="submit">{t({ en: "Continue", de: "Weiter", hi: "आगे बढ़ें" })}</Button>
      </div>
    </Form>
  );
}

/** Empty form. */
export const Default: Story = { render: () => <TransferForm /> };

/** Submitted empty: the error summary has focus and each field shows its error. */
export const FailedSubmit: Story = {
  render: () => <TransferForm />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button"));
  },
};

/** Submitted empty with long messages. */
export const LongContent: Story = {
  render: () => <TransferForm isLong />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button"));
  },
};
