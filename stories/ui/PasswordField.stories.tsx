import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { PasswordField } from "../../src/ui/PasswordField";

const meta = {
  title: "UI/PasswordField",
  component: PasswordField,
  args: { label: "Password", showLabel: "Show password", hideLabel: "Hide password", onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewPassword: Story = {
  args: { label: "New password", autoComplete: "new-password", description: "At least 8 characters" },
};
export const WithError: Story = { args: { errorMessage: "Enter your password" } };
export const German: Story = {
  args: {
    label: "Passwort",
    showLabel: "Passwort anzeigen",
    hideLabel: "Passwort verbergen",
    errorMessage: "Bitte Passwort eingeben",
  },
  globals: { lang: "de" },
};
export const Hindi: Story = {
  args: { label: "पासवर्ड", showLabel: "पासवर्ड दिखाएँ", hideLabel: "पासवर्ड छिपाएँ" },
  globals: { lang: "hi" },
};

/** The password shown (toggle pressed). */
export const Shown: Story = {
  args: { defaultValue: "S3cure!pass" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
  },
};
