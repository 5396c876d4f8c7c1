import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { DateField } from "../../src/ui/DateField";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/DateField",
  component: DateField,
  args: { label: "", onChange: fn() },
  render: function Render(args) {
    const t = useText();
    return (
      <DateField
        {...args}
        label={t({ en: "Date of birth", de: "Geburtsdatum", hi: "जन्म तिथि" })}
        description={t({
          en: "Day, month and year, for example 05/11/1990",
          de: "Tag, Monat und Jahr, zum Beispiel 05.11.1990",
          hi: "दिन, महीना और वर्ष, जैसे 05/11/1990",
        })}
      />
    );
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: "1990-11-05" } };

export const Required: Story = { args: { isRequired: true } };

/** The app checks the reported date against the range and passes the error. */
export const MinMax: Story = {
  render: function Render(args) {
    const t = useText();
    const [value, setValue] = useState<string | null>("2026-11-20");
    const outside = value !== null && (value < "2026-11-22" || value > "2027-02-20");
    return (
      <DateField
        {...args}
        value={value}
        onChange={setValue}
        minValue="2026-11-22"
        maxValue="2027-02-20"
        label={t({ en: "Payment date", de: "Zahlungsdatum", hi: "भुगतान तिथि" })}
        description={t({
          en: "From 22/11/2026 to 20/02/2027",
          de: "Vom 22.11.2026 bis 20.02.2027",
          hi: "22/11/2026 से 20/02/2027 तक",
        })}
        {...(outside
          ? {
              errorMessage: t({
                en: "Choose a date from 22/11/2026 to 20/02/2027",
                de: "Wählen Sie ein Datum vom 22.11.2026 bis 20.02.2027",
                hi: "22/11/2026 से 20/02/2027 के बीच की तिथि चुनें",
              }),
            }
          : {})}
      />
    );
  },
};

export const Invalid: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <DateField
        {...args}
        defaultValue="2030-01-01"
        label={t({ en: "Date of birth", de: "Geburtsdatum", hi: "जन्म तिथि" })}
        errorMessage={t({
          en: "The date of birth must be in the past",
          de: "Das Geburtsdatum muss in der Vergangenheit liegen",
          hi: "जन्म तिथि पिछली तारीख होनी चाहिए",
        })}
      />
    );
  },
};

export const Disabled: Story = { args: { defaultValue: "1990-11-05", isDisabled: true } };
