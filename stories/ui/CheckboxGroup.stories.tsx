import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CheckboxGroup, type CheckboxGroupProps } from "../../src/ui/CheckboxGroup";
import { useText } from "../support/storyText";

/** The alert channels of a transaction-alerts setting in the story language. */
function useAlertOptions(): CheckboxGroupProps["options"] {
  const t = useText();
  return [
    {
      value: "sms",
      label: t({ en: "SMS", de: "SMS", hi: "एसएमएस" }),
      description: t({
        en: "To your mobile ending 4321",
        de: "An Ihre Mobilnummer mit Endung 4321",
        hi: "4321 पर समाप्त होने वाले मोबाइल पर",
      }),
    },
    { value: "email", label: t({ en: "E-mail", de: "E-Mail", hi: "ई-मेल" }) },
    { value: "push", label: t({ en: "App notification", de: "App-Benachrichtigung", hi: "ऐप सूचना" }) },
  ];
}

const meta = {
  title: "UI/CheckboxGroup",
  component: CheckboxGroup,
  args: { label: "Alerts for transactions", options: [], onChange: fn() },
  render: function Render(args: CheckboxGroupProps) {
    const t = useText();
    return (
      <CheckboxGroup
        {...args}
        label={t({ en: "Alerts for transactions", de: "Benachrichtigungen zu Umsätzen", hi: "लेन-देन के अलर्ट" })}
        description={t({ en: "Choose one or more", de: "Wählen Sie eine oder mehrere", hi: "एक या अधिक चुनें" })}
        options={useAlertOptions()}
      />
    );
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen. */
export const Default: Story = {};

/** Two channels chosen. */
export const WithValue: Story = { args: { defaultValue: ["sms", "push"] } };

/** Invalid: nothing chosen on a required group; the error is linked to the group and its boxes. */
export const Invalid: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <CheckboxGroup
        {...args}
        id="story-alert-channels"
        label={t({ en: "Alerts for transactions", de: "Benachrichtigungen zu Umsätzen", hi: "लेन-देन के अलर्ट" })}
        options={useAlertOptions()}
        errorMessage={t({
          en: "Choose at least one way to get alerts",
          de: "Wählen Sie mindestens einen Benachrichtigungsweg",
          hi: "अलर्ट पाने का कम से कम एक तरीका चुनें",
        })}
        isRequired
      />
    );
  },
};

/** Disabled group with a value. */
export const Disabled: Story = { args: { defaultValue: ["email"], isDisabled: true } };

/** Horizontal statement formats with one unavailable option. */
export const Horizontal: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <CheckboxGroup
        {...args}
        label={t({ en: "Statement formats", de: "Formate des Kontoauszugs", hi: "खाता विवरण के प्रारूप" })}
        orientation="horizontal"
        defaultValue={["pdf"]}
        options={[
          { value: "pdf", label: "PDF" },
          { value: "xlsx", label: t({ en: "Excel", de: "Excel", hi: "एक्सेल" }) },
          {
            value: "paper",
            label: t({ en: "Paper by post", de: "Papier per Post", hi: "डाक से कागज़" }),
            isDisabled: true,
          },
        ]}
      />
    );
  },
};

/** Long labels that must wrap at 320 px and 200% text. */
export const LongLabels: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <CheckboxGroup
        {...args}
        label={t({
          en: "Which of these should the dashboard show when you sign in?",
          de: "Welche dieser Übersichten soll die Startseite nach der Anmeldung anzeigen? (Startseitenkonfiguration)",
          hi: "साइन इन करने पर डैशबोर्ड इनमें से क्या दिखाए?",
        })}
        options={[
          {
            value: "deposits",
            label: t({
              en: "Fixed and recurring deposits with their maturity dates",
              de: "Fest- und Sparplaneinlagen mit ihren Fälligkeitsterminen (Termingeldübersicht)",
              hi: "सावधि और आवर्ती जमा उनकी परिपक्वता तिथियों के साथ",
            }),
          },
          {
            value: "loans",
            label: t({
              en: "Loan accounts with the next instalment due",
              de: "Kreditkonten mit der nächsten fälligen Ratenzahlung",
              hi: "अगली देय किस्त के साथ ऋण खाते",
            }),
          },
        ]}
      />
    );
  },
};
