import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Button } from "../../src/ui/Button";

const meta = {
  title: "UI/Button",
  component: Button,
  args: { children: "Continue", onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: "secondary", children: "Back" } };
export const Quiet: Story = { args: { variant: "quiet", children: "Cancel" } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Pending: Story = { args: { isPending: true, pendingLabel: "Processing", children: "Pay now" } };

function PendingDemo() {
  const [isPending, setPending] = useState(false);
  return (
    <Button isPending={isPending} pendingLabel="Processing" onPress={() => setPending(true)}>
      Pay now
    </Button>
  );
}

/** Press to see the pending state: focus stays and the name becomes "Pay now Processing". */
export const PendingOnPress: Story = { render: () => <PendingDemo /> };

export const German: Story = {
  args: { children: "Überweisungsempfängerverwaltung öffnen", variant: "secondary" },
  globals: { lang: "de" },
};
export const Hindi: Story = { args: { children: "आगे बढ़ें" }, globals: { lang: "hi" } };
