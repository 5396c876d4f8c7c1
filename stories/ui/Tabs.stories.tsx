import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Tabs, type TabItem, type TabsProps } from "../../src/ui/Tabs";
import { useText, type Texts } from "../support/storyText";

type T = (texts: Texts) => string;

function accountTabs(t: T, long = false): TabItem[] {
  return [
    {
      id: "details",
      label: long
        ? t({
            en: "Account and branch details",
            de: "Konto- und Filialinformationen (Zweigstellenverzeichnis)",
            hi: "खाता और शाखा का पूरा विवरण",
          })
        : t({ en: "Details", de: "Details", hi: "विवरण" }),
      content: (
        <p>
          {t({
            en: "Savings account 0123 4567 8901, IFSC SBIN0001234, Andheri East branch.",
            de: "Sparkonto 0123 4567 8901, IFSC SBIN0001234, Filiale Andheri East.",
            hi: "बचत खाता 0123 4567 8901, IFSC SBIN0001234, अंधेरी पूर्व शाखा।",
          })}
        </p>
      ),
    },
    {
      id: "nominee",
      label: long
        ? t({
            en: "Nominee and joint holders",
            de: "Begünstigtenbenennung und Mitkontoinhaber",
            hi: "नामिती और संयुक्त खाताधारक",
          })
        : t({ en: "Nominee", de: "Begünstigter", hi: "नामिती" }),
      content: (
        <p>
          {t({
            en: "Asha Rao (mother), 100% share.",
            de: "Asha Rao (Mutter), Anteil 100 %.",
            hi: "आशा राव (माता), 100% हिस्सा।",
          })}
        </p>
      ),
    },
    {
      id: "limits",
      label: long
        ? t({
            en: "Daily transaction limits",
            de: "Tägliche Überweisungshöchstbeträge",
            hi: "दैनिक लेन-देन की सीमाएँ",
          })
        : t({ en: "Limits", de: "Limits", hi: "सीमाएँ" }),
      content: (
        <p>
          {t({
            en: "NEFT ₹10,00,000 a day; IMPS ₹2,00,000 a day.",
            de: "NEFT 1.000.000 ₹ pro Tag; IMPS 200.000 ₹ pro Tag.",
            hi: "NEFT ₹10,00,000 प्रति दिन; IMPS ₹2,00,000 प्रति दिन।",
          })}
        </p>
      ),
    },
    {
      id: "closure",
      label: t({ en: "Closure", de: "Kontoschließung", hi: "खाता बंद करना" }),
      content: (
        <p>
          {t({
            en: "Visit your branch to close this account.",
            de: "Besuchen Sie Ihre Filiale, um dieses Konto zu schließen.",
            hi: "यह खाता बंद करने के लिए अपनी शाखा जाएँ।",
          })}
        </p>
      ),
    },
  ];
}

interface StoryArgs extends Partial<TabsProps> {
  long?: boolean;
  disableClosure?: boolean;
}

function Render({ long, disableClosure, ...args }: StoryArgs) {
  const t = useText();
  const tabs = accountTabs(t, long).map((tab) =>
    disableClosure && tab.id === "closure" ? { ...tab, isDisabled: true } : tab,
  );
  return <Tabs {...args} label={t({ en: "Savings account", de: "Sparkonto", hi: "बचत खाता" })} tabs={tabs} />;
}

const meta = {
  title: "UI/Tabs",
  component: Tabs,
  args: { label: "Savings account", tabs: [], onSelectionChange: fn() },
  render: (args) => <Render {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab selected. */
export const Default: Story = {};

/** Another tab selected at first. */
export const Selected: Story = { args: { defaultSelectedKey: "limits" } };

/** A disabled tab: shown, skipped by the arrow keys. */
export const DisabledTab: Story = {
  render: (args) => <Render {...args} disableClosure />,
};

/** Long German and Hindi labels: the tab list wraps onto several lines at 320 px. */
export const LongLabels: Story = {
  render: (args) => <Render {...args} long />,
};

/** Vertical tabs (side navigation within a page). */
export const Vertical: Story = { args: { orientation: "vertical" } };

/** Focus on the selected tab (keyboard focus ring). */
export const Focused: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
  },
};
