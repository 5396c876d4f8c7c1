import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card, type CardProps } from "../../src/ui/Card";
import { DescriptionList } from "../../src/ui/DescriptionList";
import { Money } from "../../src/ui/Money";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/Card",
  component: Card,
  args: { title: "", children: null },
  render: function Render(args: CardProps) {
    const t = useText();
    return (
      <Card {...args} title={t({ en: "Savings account", de: "Sparkonto", hi: "बचत खाता" })}>
        <DescriptionList
          items={[
            {
              term: t({ en: "Account number", de: "Kontonummer", hi: "खाता संख्या" }),
              description: "XXXXXXXX4321",
            },
            {
              term: t({ en: "Available balance", de: "Verfügbarer Kontostand", hi: "उपलब्ध शेष राशि" }),
              description: (
                <Money
                  formatted={t({ en: "₹1,23,456.50", de: "123.456,50\u00a0₹", hi: "₹1,23,456.50" })}
                  words={t({
                    en: "one lakh twenty-three thousand four hundred fifty-six rupees fifty paise",
                    de: "einhundertdreiundzwanzigtausendvierhundertsechsundfünfzig Rupien und fünfzig Paise",
                    hi: "एक लाख तेईस हज़ार चार सौ छप्पन रुपये पचास पैसे",
                  })}
                />
              ),
            },
            {
              term: t({ en: "Branch", de: "Filiale", hi: "शाखा" }),
              description: t({
                en: "Connaught Place, New Delhi",
                de: "Connaught Place, Neu-Delhi",
                hi: "कनॉट प्लेस, नई दिल्ली",
              }),
            },
          ]}
        />
      </Card>
    );
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section with account details. */
export const WithDetails: Story = {};
/** One level deeper in the outline. */
export const Level3: Story = { args: { headingLevel: 3 } };
/** Nothing in it yet. */
export const Empty: Story = {
  render: function Render(args: CardProps) {
    const t = useText();
    return (
      <Card {...args} title={t({ en: "Fixed deposits", de: "Festgeldanlagen", hi: "सावधि जमा" })}>
        <p>
          {t({
            en: "You have no fixed deposits yet.",
            de: "Sie haben noch keine Festgeldanlagen.",
            hi: "आपकी अभी कोई सावधि जमा नहीं है।",
          })}
        </p>
      </Card>
    );
  },
};
/** A long title and long terms wrap. */
export const LongContent: Story = {
  render: function Render(args: CardProps) {
    const t = useText();
    return (
      <Card
        {...args}
        title={t({
          en: "Public Provident Fund account opened at the Connaught Place branch",
          de: "In der Filiale Connaught Place eröffnetes Konto des öffentlichen Vorsorgefonds",
          hi: "कनॉट प्लेस शाखा में खोला गया लोक भविष्य निधि खाता",
        })}
      >
        <DescriptionList
          items={[
            {
              term: t({
                en: "Maximum deposit still allowed this financial year",
                de: "In diesem Geschäftsjahr noch zulässige Höchsteinzahlung",
                hi: "इस वित्त वर्ष में अभी भी अनुमत अधिकतम जमा",
              }),
              description: <Money formatted="₹1,05,000.00" />,
            },
          ]}
        />
      </Card>
    );
  },
};
