import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn, userEvent, within } from "storybook/test";
import { Select, type SelectOption, type SelectSection } from "../../src/ui/Select";
import { useText, type Texts } from "../support/storyText";

const meta = {
  title: "UI/Select",
  component: Select,
  args: { label: "", placeholder: "", options: [], onSelectionChange: fn() },
  render: function Render(args) {
    const t = useText();
    return (
      <Select
        {...args}
        label={t({ en: "Pay from", de: "Belasten von", hi: "किस खाते से भुगतान" })}
        description={t({
          en: "The amount is debited from this account",
          de: "Der Betrag wird von diesem Konto abgebucht",
          hi: "राशि इस खाते से काटी जाएगी",
        })}
        placeholder={t({ en: "Choose an account", de: "Konto auswählen", hi: "खाता चुनें" })}
        options={useAccounts()}
      />
    );
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

function useAccounts(): SelectOption[] {
  const t = useText();
  return [
    {
      id: "sb",
      label: t({ en: "Savings account", de: "Sparkonto", hi: "बचत खाता" }),
      description: t({
        en: "XXXX 4321 · balance ₹1,24,500.00",
        de: "XXXX 4321 · Saldo 124.500,00 ₹",
        hi: "XXXX 4321 · शेष ₹1,24,500.00",
      }),
    },
    {
      id: "ca",
      label: t({ en: "Current account", de: "Girokonto", hi: "चालू खाता" }),
      description: t({
        en: "XXXX 9876 · balance ₹8,450.75",
        de: "XXXX 9876 · Saldo 8.450,75 ₹",
        hi: "XXXX 9876 · शेष ₹8,450.75",
      }),
    },
    { id: "od", label: t({ en: "Overdraft account", de: "Dispositionskonto", hi: "ओवरड्राफ्ट खाता" }) },
  ];
}

const openList: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("button"));
};

export const Default: Story = {};

export const WithValue: Story = { args: { defaultSelectedKey: "ca" } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <Select
        {...args}
        label={t({ en: "Pay from", de: "Belasten von", hi: "किस खाते से भुगतान" })}
        placeholder={t({ en: "Choose an account", de: "Konto auswählen", hi: "खाता चुनें" })}
        options={useAccounts()}
        errorMessage={t({
          en: "Choose the account to pay from",
          de: "Wählen Sie das Konto, von dem gezahlt wird",
          hi: "वह खाता चुनें जिससे भुगतान करना है",
        })}
      />
    );
  },
};

export const Disabled: Story = { args: { defaultSelectedKey: "sb", isDisabled: true } };

/** The list open, as after Enter, Space or ArrowDown. */
export const Open: Story = { args: { defaultSelectedKey: "sb" }, play: openList };

const longTexts: Texts[] = [
  {
    en: "Senior citizens' fixed deposit with quarterly interest payout and automatic renewal",
    de: "Seniorenfestgeldanlage mit vierteljährlicher Zinsauszahlung und automatischer Verlängerungsvereinbarung",
    hi: "वरिष्ठ नागरिकों के लिए तिमाही ब्याज भुगतान और स्वचालित नवीनीकरण के साथ सावधि जमा",
  },
  {
    en: "Recurring deposit linked to the salary account for monthly instalments",
    de: "Mit dem Gehaltskonto verknüpfter Ratensparvertrag für monatliche Einzahlungen",
    hi: "मासिक किस्तों के लिए वेतन खाते से जुड़ी आवर्ती जमा योजना",
  },
];

/** Long German and Hindi labels wrap inside the button and the list (no ellipsis). */
export const LongOptions: Story = {
  render: function Render(args) {
    const t = useText();
    const options: SelectOption[] = longTexts.map((texts, index) => ({ id: `d${index}`, label: t(texts) }));
    return (
      <Select
        {...args}
        label={t({ en: "Deposit scheme", de: "Einlagenprodukt", hi: "जमा योजना" })}
        placeholder={t({ en: "Choose a scheme", de: "Produkt auswählen", hi: "योजना चुनें" })}
        options={options}
        defaultSelectedKey="d0"
      />
    );
  },
  play: openList,
};

/** Options in titled groups. */
export const Sections: Story = {
  render: function Render(args) {
    const t = useText();
    const sections: SelectSection[] = [
      {
        id: "own",
        title: t({ en: "Own accounts", de: "Eigene Konten", hi: "अपने खाते" }),
        options: [
          {
            id: "sb",
            label: t({ en: "Savings account", de: "Sparkonto", hi: "बचत खाता" }),
            description: "XXXX 4321",
          },
        ],
      },
      {
        id: "payees",
        title: t({ en: "Registered payees", de: "Registrierte Empfänger", hi: "पंजीकृत लाभार्थी" }),
        options: [
          { id: "p1", label: "Asha Kumar", description: "HDFC0001234 · XXXX 5566" },
          { id: "p2", label: "Ravi Menon", description: "ICIC0004321 · XXXX 7788" },
        ],
      },
    ];
    return (
      <Select
        {...args}
        label={t({ en: "Pay to", de: "Zahlen an", hi: "किसे भुगतान" })}
        placeholder={t({ en: "Choose a payee", de: "Empfänger auswählen", hi: "लाभार्थी चुनें" })}
        options={sections}
      />
    );
  },
  play: openList,
};
