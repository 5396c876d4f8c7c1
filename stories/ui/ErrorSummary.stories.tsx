import type { Meta, StoryObj } from "@storybook/react-vite";
import { ErrorSummary } from "../../src/ui/ErrorSummary";

const meta = {
  title: "UI/ErrorSummary",
  component: ErrorSummary,
  args: {
    title: "There is a problem",
    errors: [
      { fieldId: "amount", message: "Enter an amount of at least ₹1" },
      { fieldId: "remarks", message: "Remarks must be 30 characters or fewer" },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const German: Story = {
  args: {
    title: "Es gibt ein Problem",
    errors: [{ fieldId: "amount", message: "Bitte einen Betrag von mindestens ₹1 eingeben" }],
  },
  globals: { lang: "de" },
};
export const Hindi: Story = {
  args: { title: "कोई समस्या है", errors: [{ fieldId: "amount", message: "कम से कम ₹1 की राशि दर्ज करें" }] },
  globals: { lang: "hi" },
};
