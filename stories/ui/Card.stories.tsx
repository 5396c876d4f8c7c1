import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "../../src/ui/Card";
import { DescriptionList } from "../../src/ui/DescriptionList";
import { Money } from "../../src/ui/Money";

const meta = {
  title: "UI/Card",
  component: Card,
  args: { title: "Savings account", children: null },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDetails: Story = {
  args: {
    children: (
      <DescriptionList
        items={[
          { term: "Account number", description: "XXXXXXXX4321" },
          {
            term: "Available balance",
            description: (
              <Money
                formatted="₹1,23,456.50"
                words="one lakh twenty-three thousand four hundred fifty-six rupees fifty paise"
              />
            ),
          },
          { term: "Branch", description: "Connaught Place, New Delhi" },
        ]}
      />
    ),
  },
};
export const German: Story = {
  args: {
    title: "Sparkonto",
    headingLevel: 3,
    children: (
      <DescriptionList
        items={[
          {
            term: "Verfügbarer Kontostand",
            description: (
              <Money
                formatted="₹1,23,456.50"
                words="einhundertdreiundzwanzigtausendvierhundertsechsundfünfzig Rupien"
              />
            ),
          },
          { term: "Überweisungsempfängerverwaltung", description: "Aktiviert" },
        ]}
      />
    ),
  },
  globals: { lang: "de" },
};
export const Hindi: Story = {
  args: {
    title: "बचत खाता",
    children: (
      <DescriptionList
        items={[
          {
            term: "उपलब्ध शेष",
            description: <Money formatted="₹1,23,456.50" words="एक लाख तेईस हज़ार चार सौ छप्पन रुपये पचास पैसे" />,
          },
          { term: "शाखा", description: "कनॉट प्लेस, नई दिल्ली" },
        ]}
      />
    ),
  },
  globals: { lang: "hi" },
};
