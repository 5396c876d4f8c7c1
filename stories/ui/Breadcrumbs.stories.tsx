import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Breadcrumbs, type BreadcrumbsProps } from "../../src/ui/Breadcrumbs";
import { useText } from "../support/storyText";

function Render({ long, ...args }: Partial<BreadcrumbsProps> & { long?: boolean }) {
  const t = useText();
  const home = { id: "home", label: t({ en: "Home", de: "Startseite", hi: "मुख्य पृष्ठ" }), href: "#home" };
  const transfer = {
    id: "transfer",
    label: t({ en: "Funds transfer", de: "Überweisungen", hi: "निधि अंतरण" }),
    onPress: fn(),
  };
  const items = long
    ? [
        home,
        transfer,
        {
          id: "payees",
          label: t({
            en: "Manage payees within the bank and in other banks",
            de: "Zahlungsempfängerverwaltung innerhalb der Bank und bei Fremdbanken",
            hi: "बैंक के भीतर और अन्य बैंकों के लाभार्थियों का प्रबंधन",
          }),
          onPress: fn(),
        },
        {
          id: "add",
          label: t({
            en: "Add a payee with account number and IFSC",
            de: "Zahlungsempfänger mit Kontonummer und IFSC hinzufügen",
            hi: "खाता संख्या और IFSC के साथ लाभार्थी जोड़ें",
          }),
        },
      ]
    : [home, transfer, { id: "neft", label: t({ en: "NEFT / RTGS", de: "NEFT / RTGS", hi: "NEFT / RTGS" }) }];
  return (
    <Breadcrumbs
      {...args}
      label={t({ en: "You are here", de: "Sie sind hier", hi: "आप यहाँ हैं" })}
      items={items}
    />
  );
}

const meta = {
  title: "UI/Breadcrumbs",
  component: Breadcrumbs,
  args: { label: "You are here", items: [] },
  render: (args) => <Render {...args} />,
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three levels; the last is the current page. */
export const Default: Story = {};

/** Long German and Hindi step names: the trail wraps at 320 px. */
export const LongLabels: Story = { render: (args) => <Render {...args} long /> };

/** Only the current page (the home page itself). */
export const CurrentPageOnly: Story = {
  render: function Single(args) {
    const t = useText();
    return (
      <Breadcrumbs
        {...args}
        label={t({ en: "You are here", de: "Sie sind hier", hi: "आप यहाँ हैं" })}
        items={[{ id: "home", label: t({ en: "Home", de: "Startseite", hi: "मुख्य पृष्ठ" }) }]}
      />
    );
  },
};

/** Keyboard focus on the first link. */
export const Focused: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
  },
};
