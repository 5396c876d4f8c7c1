import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SearchField, type SearchFieldProps } from "../../src/ui/SearchField";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/SearchField",
  component: SearchField,
  args: { label: "Search payees", clearLabel: "Clear search", onChange: fn(), onSubmit: fn(), onClear: fn() },
  render: function Render(args: SearchFieldProps) {
    const t = useText();
    return (
      <SearchField
        {...args}
        label={t({ en: "Search payees", de: "Zahlungsempfänger suchen", hi: "लाभार्थी खोजें" })}
        description={t({
          en: "Name, account number or IFSC",
          de: "Name, Kontonummer oder IFSC",
          hi: "नाम, खाता संख्या या IFSC",
        })}
        clearLabel={t({ en: "Clear search", de: "Suche löschen", hi: "खोज साफ़ करें" })}
      />
    );
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: no clear button yet. */
export const Default: Story = {};

/** With text: the clear button is shown. */
export const WithValue: Story = { args: { defaultValue: "SBIN0001234" } };

/** Invalid: too short a search, the error linked to the input. */
export const Invalid: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <SearchField
        {...args}
        label={t({ en: "Search transactions", de: "Umsätze durchsuchen", hi: "लेन-देन खोजें" })}
        clearLabel={t({ en: "Clear search", de: "Suche löschen", hi: "खोज साफ़ करें" })}
        defaultValue="NE"
        errorMessage={t({
          en: "Enter at least 3 characters",
          de: "Geben Sie mindestens 3 Zeichen ein",
          hi: "कम से कम 3 अक्षर दर्ज करें",
        })}
      />
    );
  },
};

/** Disabled while the payee list loads. */
export const Disabled: Story = { args: { isDisabled: true, defaultValue: "Ravi" } };

/** A long label and hint that must wrap at 320 px and 200% text. */
export const LongLabel: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <SearchField
        {...args}
        label={t({
          en: "Search your account statement by narration, cheque number or reference",
          de: "Kontoauszug nach Buchungstext, Schecknummer oder Referenznummer durchsuchen (Umsatzsuchfunktion)",
          hi: "विवरण, चेक संख्या या संदर्भ संख्या से अपना खाता विवरण खोजें",
        })}
        clearLabel={t({ en: "Clear search", de: "Suche löschen", hi: "खोज साफ़ करें" })}
        defaultValue="UPI/DR/412345678901/AMAZON PAY INDIA PRIVATE LIMITED"
      />
    );
  },
};
