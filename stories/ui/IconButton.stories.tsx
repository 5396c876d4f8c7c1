import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { IconButton, type IconButtonProps } from "../../src/ui/IconButton";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/IconButton",
  component: IconButton,
  args: { label: "", children: "⬇", onPress: fn() },
  render: function Render(args: IconButtonProps) {
    const t = useText();
    return (
      <IconButton
        {...args}
        label={t({
          en: "Download statement as PDF",
          de: "Kontoauszug als PDF herunterladen",
          hi: "खाता विवरण PDF में डाउनलोड करें",
        })}
      />
    );
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quiet by default; the label names it, the icon is hidden. */
export const Default: Story = {};
/** With a border. */
export const Secondary: Story = { args: { variant: "secondary" } };
/** Disabled. */
export const Disabled: Story = { args: { isDisabled: true } };
/** Keyboard focus shows the focus ring. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await canvas.findByRole("button");
  },
};
/** A long name changes nothing visible: the button stays 44 px square. */
export const LongContent: Story = {
  render: function Render(args: IconButtonProps) {
    const t = useText();
    return (
      <IconButton
        {...args}
        variant="secondary"
        label={t({
          en: "Download the statement of the savings account ending 4321 for April 2026 as PDF",
          de: "Kontoauszug des Sparkontos mit Endung 4321 für April 2026 als PDF herunterladen",
          hi: "4321 पर समाप्त बचत खाते का अप्रैल 2026 का विवरण PDF में डाउनलोड करें",
        })}
      />
    );
  },
};
