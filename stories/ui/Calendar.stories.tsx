import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Calendar, type CalendarProps } from "../../src/ui/Calendar";
import { useText } from "../support/storyText";

/** The calendar on its own (DatePicker shows it in a popover). */
const meta = {
  title: "UI/Calendar",
  component: Calendar,
  args: { previousLabel: "", nextLabel: "", onChange: fn() },
  render: function Render(args: CalendarProps) {
    const t = useText();
    return (
      <Calendar
        {...args}
        label={t({ en: "Payment date", de: "Zahlungsdatum", hi: "भुगतान की तारीख" })}
        previousLabel={t({ en: "Previous month", de: "Vorheriger Monat", hi: "पिछला महीना" })}
        nextLabel={t({ en: "Next month", de: "Nächster Monat", hi: "अगला महीना" })}
      />
    );
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: "2026-11-22" } };
/** Only dates from today to the end of the month can be picked (a pay-later window). */
export const WithMinAndMax: Story = {
  args: { defaultValue: "2026-11-22", minValue: "2026-11-22", maxValue: "2026-11-30" },
};
export const Disabled: Story = { args: { defaultValue: "2026-11-22", isDisabled: true } };
