import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Button, type ButtonProps } from "../../src/ui/Button";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/Button",
  component: Button,
  args: { children: null, onPress: fn() },
  render: function Render(args: ButtonProps) {
    const t = useText();
    return (
      <Button {...args} pendingLabel={t({ en: "Processing", de: "Wird bearbeitet", hi: "प्रक्रिया जारी है" })}>
        {t({ en: "Pay now", de: "Jetzt bezahlen", hi: "अभी भुगतान करें" })}
      </Button>
    );
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a screen. */
export const Primary: Story = {};
/** A second action, e.g. Back. */
export const Secondary: Story = { args: { variant: "secondary" } };
/** A low-weight action, e.g. Cancel. */
export const Quiet: Story = { args: { variant: "quiet" } };
/** Disabled: skipped by Tab, cannot be pressed. */
export const Disabled: Story = { args: { isDisabled: true } };
/** Pending: keeps focus, ignores presses, its name ends with the pending word. */
export const Pending: Story = { args: { isPending: true } };
/** Keyboard focus shows the focus ring. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await canvas.findByRole("button");
  },
};

/** Press to see the pending state: focus stays and the name becomes "Pay now Processing". */
export const PendingOnPress: Story = {
  render: function Render() {
    const t = useText();
    const [isPending, setPending] = useState(false);
    return (
      <Button
        isPending={isPending}
        pendingLabel={t({ en: "Processing", de: "Wird bearbeitet", hi: "प्रक्रिया जारी है" })}
        onPress={() => setPending(true)}
      >
        {t({ en: "Pay now", de: "Jetzt bezahlen", hi: "अभी भुगतान करें" })}
      </Button>
    );
  },
};

/** A long label wraps inside the button at 320 px and 200% text. */
export const LongContent: Story = {
  render: function Render(args: ButtonProps) {
    const t = useText();
    return (
      <Button {...args} variant="secondary">
        {t({
          en: "Open the management of registered payees for transfers to other banks",
          de: "Überweisungsempfängerverwaltung für Überweisungen an andere Banken öffnen",
          hi: "दूसरे बैंकों में अंतरण के लिए पंजीकृत लाभार्थियों का प्रबंधन खोलें",
        })}
      </Button>
    );
  },
};
