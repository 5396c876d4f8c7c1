import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { TextField, type TextFieldProps } from "../../src/ui/TextField";
import { useText } from "../support/storyText";

/** The args choose which slots show (any non-empty description or error); the text follows the toolbar language. */
const meta = {
  title: "UI/TextField",
  component: TextField,
  args: { label: "", onChange: fn(), inputMode: "numeric" },
  render: function Render(args: TextFieldProps) {
    const t = useText();
    return (
      <TextField
        {...args}
        label={t({ en: "Account number", de: "Kontonummer", hi: "खाता संख्या" })}
        {...(args.description
          ? {
              description: t({
                en: "12 to 16 digits, no spaces",
                de: "12 bis 16 Ziffern, ohne Leerzeichen",
                hi: "12 से 16 अंक, बिना रिक्ति के",
              }),
            }
          : {})}
        {...(args.errorMessage
          ? {
              errorMessage: t({
                en: "Enter an account number of 12 to 16 digits",
                de: "Bitte eine Kontonummer mit 12 bis 16 Ziffern eingeben",
                hi: "12 से 16 अंकों की खाता संख्या दर्ज करें",
              }),
            }
          : {})}
      />
    );
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, label only. */
export const Default: Story = {};
/** With a hint linked as its description. */
export const WithDescription: Story = { args: { description: "yes" } };
/** Invalid: the error is shown, linked and aria-invalid is set. */
export const WithError: Story = { args: { description: "yes", errorMessage: "yes", defaultValue: "12345" } };
/** Required. */
export const Required: Story = { args: { isRequired: true } };
/** Filled in. */
export const Filled: Story = { args: { defaultValue: "001234567890" } };
/** Disabled. */
export const Disabled: Story = { args: { defaultValue: "001234567890", isDisabled: true } };
/** Keyboard focus shows the focus ring. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await canvas.findByRole("textbox");
  },
};
/** Long label, hint and error wrap at 320 px and 200% text. */
export const LongContent: Story = {
  render: function Render(args: TextFieldProps) {
    const t = useText();
    return (
      <TextField
        {...args}
        label={t({
          en: "Account number of the payee at the other bank, as printed on the cheque",
          de: "Kontonummer des Zahlungsempfängers bei der anderen Bank, wie auf dem Scheck gedruckt",
          hi: "दूसरे बैंक में लाभार्थी की खाता संख्या, जैसी चेक पर छपी है",
        })}
        description={t({
          en: "Savings and current accounts have 12 to 16 digits; leave out spaces and hyphens",
          de: "Spar- und Girokonten haben 12 bis 16 Ziffern; Leerzeichen und Bindestriche weglassen",
          hi: "बचत और चालू खातों में 12 से 16 अंक होते हैं; रिक्ति और हाइफ़न न लिखें",
        })}
        errorMessage={t({
          en: "This account number is too short: enter all 12 to 16 digits",
          de: "Diese Kontonummer ist zu kurz: bitte alle 12 bis 16 Ziffern eingeben",
          hi: "यह खाता संख्या बहुत छोटी है: सभी 12 से 16 अंक दर्ज करें",
        })}
      />
    );
  },
};
