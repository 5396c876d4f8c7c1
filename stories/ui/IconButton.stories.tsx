import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { IconButton } from "../../src/ui/IconButton";

const closeIcon = (
  <svg viewBox="0 0 24 24" focusable="false">
    <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
  </svg>
);

const meta = {
  title: "UI/IconButton",
  component: IconButton,
  args: { label: "Close", children: closeIcon, onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Secondary: Story = { args: { variant: "secondary" } };
export const German: Story = { args: { label: "Schließen" }, globals: { lang: "de" } };
export const Hindi: Story = { args: { label: "बंद करें" }, globals: { lang: "hi" } };
