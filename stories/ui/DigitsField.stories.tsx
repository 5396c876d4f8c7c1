import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { DigitsField, type DigitsFieldProps } from "../../src/ui/DigitsField";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/DigitsField",
  component: DigitsField,
  args: { label: "Account number", onChange: fn() },
  render: function Render(args: DigitsFieldProps) {
    const t = useText();
    return (
      <DigitsField
        {...args}
        label={t({ en: "Account number", de: "Kontonummer", hi: "खाता संख्या" })}
        description={t({
          en: "9 to 18 digits; spaces are removed",
          de: "9 bis 18 Ziffern; Leerzeichen werden entfernt",
          hi: "9 से 18 अंक; खाली जगह हटा दी जाती है",
        })}
        maxLength={18}
      />
    );
  },
} satisfies Meta<typeof DigitsField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty account number field. */
export const Default: Story = {};

/** A pasted "5010 0012 3456 78" kept as its digits. */
export const WithValue: Story = { args: { defaultValue: "5010 0012 3456 78" } };

/** Invalid: the error is shown below and linked to the input. */
export const Invalid: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <DigitsField
        {...args}
        label={t({ en: "Cheque number", de: "Schecknummer", hi: "चेक संख्या" })}
        description={t({ en: "6 digits", de: "6 Ziffern", hi: "6 अंक" })}
        errorMessage={t({
          en: "Enter the 6-digit cheque number",
          de: "Geben Sie die 6-stellige Schecknummer ein",
          hi: "6 अंकों की चेक संख्या दर्ज करें",
        })}
        defaultValue="1234"
        length={6}
      />
    );
  },
};

/** Disabled with a value (a registered mobile number that cannot be changed here). */
export const Disabled: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <DigitsField
        {...args}
        label={t({ en: "Registered mobile number", de: "Registrierte Mobilnummer", hi: "पंजीकृत मोबाइल नंबर" })}
        defaultValue="9876543210"
        length={10}
        autoComplete="tel-national"
        isDisabled
      />
    );
  },
};

/** A 4-digit PIN, required. */
export const Pin: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <DigitsField
        {...args}
        label={t({ en: "Debit card PIN", de: "PIN der Debitkarte", hi: "डेबिट कार्ड पिन" })}
        description={t({ en: "4 digits", de: "4 Ziffern", hi: "4 अंक" })}
        length={4}
        autoComplete="off"
        isRequired
      />
    );
  },
};

/** A long label and hint that must wrap at 320 px and 200% text. */
export const LongLabel: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <DigitsField
        {...args}
        label={t({
          en: "Account number of the beneficiary as printed on the passbook or cheque leaf",
          de: "Kontonummer des Zahlungsempfängers laut Sparbuch oder Scheckformular (Begünstigtenkontonummer)",
          hi: "पासबुक या चेक पन्ने पर छपी लाभार्थी की खाता संख्या",
        })}
        description={t({
          en: "Only the digits are kept; spaces and hyphens are removed as you type or paste",
          de: "Nur die Ziffern werden übernommen; Leerzeichen und Bindestriche werden beim Tippen oder Einfügen entfernt",
          hi: "केवल अंक रखे जाते हैं; टाइप या पेस्ट करते समय खाली जगह और हाइफ़न हटा दिए जाते हैं",
        })}
        maxLength={18}
      />
    );
  },
};
