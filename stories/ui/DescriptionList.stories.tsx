import type { Meta, StoryObj } from "@storybook/react-vite";
import { DescriptionList, type DescriptionListProps } from "../../src/ui/DescriptionList";
import { Money } from "../../src/ui/Money";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/DescriptionList",
  component: DescriptionList,
  args: { items: [] },
  render: function Render(args: DescriptionListProps) {
    const t = useText();
    return (
      <DescriptionList
        {...args}
        items={[
          { term: t({ en: "Payee", de: "Zahlungsempfänger", hi: "लाभार्थी" }), description: "Asha Verma" },
          { term: "IFSC", description: "SBIN0001234" },
          {
            term: t({ en: "Amount", de: "Betrag", hi: "राशि" }),
            description: (
              <Money
                formatted="₹25,000.00"
                words={t({
                  en: "twenty-five thousand rupees",
                  de: "fünfundzwanzigtausend Rupien",
                  hi: "पच्चीस हज़ार रुपये",
                })}
              />
            ),
          },
          {
            term: t({ en: "Transfer mode", de: "Überweisungsart", hi: "अंतरण का प्रकार" }),
            description: "IMPS",
          },
        ]}
      />
    );
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A transfer's confirmation summary. */
export const Default: Story = {};
/** No rows: an empty list. */
export const Empty: Story = { render: (args) => <DescriptionList {...args} items={[]} /> };
/** Long terms and descriptions wrap. */
export const LongContent: Story = {
  render: function Render(args: DescriptionListProps) {
    const t = useText();
    return (
      <DescriptionList
        {...args}
        items={[
          {
            term: t({
              en: "Address of the payee's branch as registered with the Reserve Bank",
              de: "Bei der Reserve Bank registrierte Anschrift der Filiale des Zahlungsempfängers",
              hi: "रिज़र्व बैंक में पंजीकृत लाभार्थी की शाखा का पता",
            }),
            description: t({
              en: "Ground floor, Jeevan Bharati Building, 124 Connaught Circus, New Delhi 110001",
              de: "Erdgeschoss, Jeevan-Bharati-Gebäude, 124 Connaught Circus, Neu-Delhi 110001",
              hi: "भूतल, जीवन भारती भवन, 124 कनॉट सर्कस, नई दिल्ली 110001",
            }),
          },
        ]}
      />
    );
  },
};
