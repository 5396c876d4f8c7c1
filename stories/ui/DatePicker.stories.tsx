import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn, userEvent, within } from "storybook/test";
import { DatePicker } from "../../src/ui/DatePicker";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/DatePicker",
  component: DatePicker,
  args: { label: "", calendarLabel: "", previousLabel: "", nextLabel: "", onChange: fn() },
  render: function Render(args) {
    const t = useText();
    return (
      <DatePicker
        {...args}
        label={t({ en: "Transfer date", de: "Überweisungsdatum", hi: "अंतरण तिथि" })}
        description={t({
          en: "The payment is sent on this day",
          de: "Die Zahlung wird an diesem Tag ausgeführt",
          hi: "भुगतान इसी दिन भेजा जाएगा",
        })}
        calendarLabel={t({ en: "Choose from calendar", de: "Aus dem Kalender wählen", hi: "कैलेंडर से चुनें" })}
        previousLabel={t({ en: "Previous month", de: "Vorheriger Monat", hi: "पिछला महीना" })}
        nextLabel={t({ en: "Next month", de: "Nächster Monat", hi: "अगला महीना" })}
      />
    );
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const openCalendar: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getAllByRole("button")[0] as HTMLElement);
};

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: "2026-11-25" } };

/** Scheduled payments: from today (22/11/2026) to 90 days ahead; earlier days are unavailable. */
export const MinMax: Story = {
  args: { defaultValue: "2026-11-25", minValue: "2026-11-22", maxValue: "2027-02-20" },
};

export const Invalid: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <DatePicker
        {...args}
        defaultValue="2026-11-29"
        label={t({ en: "Transfer date", de: "Überweisungsdatum", hi: "अंतरण तिथि" })}
        calendarLabel={t({ en: "Choose from calendar", de: "Aus dem Kalender wählen", hi: "कैलेंडर से चुनें" })}
        previousLabel={t({ en: "Previous month", de: "Vorheriger Monat", hi: "पिछला महीना" })}
        nextLabel={t({ en: "Next month", de: "Nächster Monat", hi: "अगला महीना" })}
        errorMessage={t({
          en: "29/11/2026 is a Sunday: choose a working day",
          de: "29.11.2026 ist ein Sonntag: Wählen Sie einen Werktag",
          hi: "29/11/2026 रविवार है: कोई कार्य दिवस चुनें",
        })}
      />
    );
  },
};

export const Disabled: Story = { args: { defaultValue: "2026-11-25", isDisabled: true } };

/** The calendar popover, opened with the button. */
export const OpenCalendar: Story = {
  args: { defaultValue: "2026-11-25", minValue: "2026-11-22", maxValue: "2027-02-20" },
  play: openCalendar,
};

/** Controlled by the app, which reports the chosen date below. */
export const Controlled: Story = {
  render: function Render(args) {
    const t = useText();
    const [value, setValue] = useState<string | null>("2026-12-01");
    return (
      <>
        <DatePicker
          {...args}
          value={value}
          onChange={setValue}
          label={t({
            en: "Standing instruction starts",
            de: "Dauerauftrag beginnt",
            hi: "स्थायी निर्देश शुरू होगा",
          })}
          calendarLabel={t({ en: "Choose from calendar", de: "Aus dem Kalender wählen", hi: "कैलेंडर से चुनें" })}
          previousLabel={t({ en: "Previous month", de: "Vorheriger Monat", hi: "पिछला महीना" })}
          nextLabel={t({ en: "Next month", de: "Nächster Monat", hi: "अगला महीना" })}
        />
        <p>
          {t({
            en: "Value sent to the server:",
            de: "An den Server gesendeter Wert:",
            hi: "सर्वर को भेजा गया मान:",
          })}{" "}
          <code>{value ?? "null"}</code>
        </p>
      </>
    );
  },
};
