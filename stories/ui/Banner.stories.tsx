import type { Meta, StoryObj } from "@storybook/react-vite";
import { Banner } from "../../src/ui/Banner";

const meta = {
  title: "UI/Banner",
  component: Banner,
  args: { tone: "success", title: "Transfer successful", children: "Reference number 402918374615" },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const ErrorTone: Story = {
  args: { tone: "error", title: "Transfer failed", children: "The daily limit is reached." },
};
export const Warning: Story = {
  args: { tone: "warning", title: "Scheduled maintenance", children: "Sunday 02:00–04:00 IST" },
};
export const InfoWithoutTitle: Story = {
  render: () => <Banner tone="info">Your last sign-in was on 21 Nov 2026.</Banner>,
};
export const German: Story = {
  args: { tone: "error", title: "Überweisung fehlgeschlagen", children: "Das Tageslimit ist erreicht." },
  globals: { lang: "de" },
};
export const Hindi: Story = {
  args: { tone: "success", title: "अंतरण सफल", children: "संदर्भ संख्या 402918374615" },
  globals: { lang: "hi" },
};
