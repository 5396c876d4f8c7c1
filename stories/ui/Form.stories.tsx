import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Button } from "../../src/ui/Button";
import { Form } from "../../src/ui/Form";
import { TextField } from "../../src/ui/TextField";
import { RadioGroup } from "../../src/ui/RadioGroup";

const meta = {
  title: "UI/Form",
  component: Form,
  args: { onSubmit: fn(), children: null },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Texts {
  summaryTitle: string;
  payee: string;
  payeeError: string;
  mode: string;
  modeError: string;
  submit: string;
}

const en: Texts = {
  summaryTitle: "There is a problem",
  payee: "Payee name",
  payeeError: "Enter the payee's name",
  mode: "Transfer mode",
  modeError: "Choose a transfer mode",
  submit: "Continue",
};
const de: Texts = {
  summaryTitle: "Es gibt ein Problem",
  payee: "Name des Zahlungsempfängers",
  payeeError: "Bitte den Namen des Zahlungsempfängers eingeben",
  mode: "Überweisungsart",
  modeError: "Bitte eine Überweisungsart wählen",
  submit: "Weiter",
};
const hi: Texts = {
  summaryTitle: "कोई समस्या है",
  payee: "लाभार्थी का नाम",
  payeeError: "लाभार्थी का नाम दर्ज करें",
  mode: "अंतरण का प्रकार",
  modeError: "अंतरण का प्रकार चुनें",
  submit: "आगे बढ़ें",
};

/** Submit empty to see the error summary take focus and link to each field. */
function TransferForm({ texts }: { texts: Texts }) {
  const [errors, setErrors] = useState<{ fieldId: string; message: string }[]>([]);
  const [attempt, setAttempt] = useState(0);
  const errorFor = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;
  const payeeError = errorFor("payee");
  const modeError = errorFor("mode");
  return (
    <Form
      errorSummary={{ title: texts.summaryTitle, errors, attempt }}
      onSubmit={(data) => {
        const next: { fieldId: string; message: string }[] = [];
        if (!data.get("payee")) next.push({ fieldId: "payee", message: texts.payeeError });
        if (!data.get("mode")) next.push({ fieldId: "mode", message: texts.modeError });
        setErrors(next);
        setAttempt((n) => n + 1);
      }}
    >
      <TextField
        id="payee"
        name="payee"
        label={texts.payee}
        autoComplete="off"
        {...(payeeError ? { errorMessage: payeeError } : {})}
      />
      <RadioGroup
        id="mode"
        name="mode"
        label={texts.mode}
        options={[
          { value: "NEFT", label: "NEFT" },
          { value: "IMPS", label: "IMPS" },
        ]}
        {...(modeError ? { errorMessage: modeError } : {})}
      />
      <div>
        <Button type="submit">{texts.submit}</Button>
      </div>
    </Form>
  );
}

export const English: Story = { render: () => <TransferForm texts={en} /> };
export const German: Story = { render: () => <TransferForm texts={de} />, globals: { lang: "de" } };
export const Hindi: Story = { render: () => <TransferForm texts={hi} />, globals: { lang: "hi" } };

/** Submitted empty: the error summary has focus and each field shows its error. */
export const FailedSubmit: Story = {
  render: () => <TransferForm texts={en} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: en.submit }));
  },
};

/** The same in Hindi. */
export const FailedSubmitHindi: Story = {
  render: () => <TransferForm texts={hi} />,
  globals: { lang: "hi" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: hi.submit }));
  },
};
