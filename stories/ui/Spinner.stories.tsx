import type { Meta, StoryObj } from "@storybook/react-vite";
import { LoadingRegion, Spinner } from "../../src/ui/Spinner";

const meta = {
  title: "UI/Spinner",
  component: Spinner,
  args: { label: "Loading accounts" },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LabelHidden: Story = { args: { isLabelVisible: false } };
export const German: Story = { args: { label: "Kontoauszug wird geladen" }, globals: { lang: "de" } };
export const Hindi: Story = { args: { label: "खाते लोड हो रहे हैं" }, globals: { lang: "hi" } };
export const BusyRegion: Story = {
  render: () => (
    <LoadingRegion isBusy label="Refreshing balance">
      <p>Savings account ending 4321</p>
    </LoadingRegion>
  ),
};
