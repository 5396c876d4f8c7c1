import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { RadioGroup } from "../../src/ui/RadioGroup";

const meta = {
  title: "UI/RadioGroup",
  component: RadioGroup,
  args: {
    label: "Transfer mode",
    onChange: fn(),
    options: [
      { value: "NEFT", label: "NEFT", description: "Credited within a few hours" },
      { value: "RTGS", label: "RTGS", description: "₹2,00,000 or more, credited at once" },
      { value: "IMPS", label: "IMPS", description: "Any time, up to ₹5,00,000" },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { errorMessage: "Choose a transfer mode" } };
export const Horizontal: Story = {
  args: {
    label: "Account type",
    orientation: "horizontal",
    options: [
      { value: "SB", label: "Savings" },
      { value: "CA", label: "Current" },
    ],
  },
};
export const German: Story = {
  args: {
    label: "Überweisungsart",
    options: [
      { value: "NEFT", label: "NEFT", description: "Gutschrift innerhalb weniger Stunden" },
      { value: "RTGS", label: "RTGS", description: "Ab ₹2,00,000, sofortige Gutschrift" },
    ],
  },
  globals: { lang: "de" },
};
export const Hindi: Story = {
  args: {
    label: "अंतरण का प्रकार",
    options: [
      { value: "NEFT", label: "NEFT", description: "कुछ घंटों में जमा" },
      { value: "IMPS", label: "IMPS", description: "किसी भी समय" },
    ],
  },
  globals: { lang: "hi" },
};
