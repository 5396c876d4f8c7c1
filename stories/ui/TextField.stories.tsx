import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { TextField } from "../../src/ui/TextField";

const meta = {
  title: "UI/TextField",
  component: TextField,
  args: { label: "Account number", onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: { description: "12 to 16 digits, no spaces", inputMode: "numeric" },
};
export const WithError: Story = {
  args: {
    description: "12 to 16 digits, no spaces",
    errorMessage: "Enter an account number of 12 to 16 digits",
  },
};
export const Required: Story = { args: { label: "Payee name", isRequired: true, autoComplete: "name" } };
export const Disabled: Story = { args: { label: "IFSC", defaultValue: "SBIN0001234", isDisabled: true } };
export const German: Story = {
  args: {
    label: "Begünstigtenkontonummer",
    description: "Kontonummer des Zahlungsempfängers",
    errorMessage: "Bitte eine gültige Kontonummer eingeben",
  },
  globals: { lang: "de" },
};
export const Hindi: Story = {
  args: { label: "लाभार्थी का नाम", description: "जैसा बैंक खाते में है", errorMessage: "लाभार्थी का नाम दर्ज करें" },
  globals: { lang: "hi" },
};
