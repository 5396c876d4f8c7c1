import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Switch, type SwitchProps } from "../../src/ui/Switch";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/Switch",
  component: Switch,
  args: { onChange: fn() },
  render: function Render(args: SwitchProps) {
    const t = useText();
    return (
      <Switch
        {...args}
        label={t({
          en: "Show recent transactions",
          de: "Letzte Umsätze anzeigen",
          hi: "हाल के लेन-देन दिखाएँ",
        })}
        description={t({
          en: "The last 5 transactions on the dashboard",
          de: "Die letzten 5 Umsätze auf der Startseite",
          hi: "डैशबोर्ड पर अंतिम 5 लेन-देन",
        })}
      />
    );
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off. */
export const Default: Story = {};

/** On. */
export const On: Story = { args: { defaultSelected: true } };

/** Disabled (on): a widget the bank always shows. */
export const Disabled: Story = { args: { defaultSelected: true, isDisabled: true } };

/** Several dashboard widget settings with long labels that must wrap. */
export const WidgetSettings: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <div>
        <Switch {...args} defaultSelected>
          {t({ en: "Account balances", de: "Kontostände", hi: "खाते की शेष राशि" })}
        </Switch>
        <Switch {...args}>
          {t({
            en: "Fixed and recurring deposits with their maturity dates",
            de: "Fest- und Sparplaneinlagen mit ihren Fälligkeitsterminen (Termingeldübersicht)",
            hi: "सावधि और आवर्ती जमा उनकी परिपक्वता तिथियों के साथ",
          })}
        </Switch>
        <Switch
          {...args}
          label={t({ en: "Loan instalments due", de: "Fällige Kreditraten", hi: "देय ऋण किस्तें" })}
          description={t({
            en: "Shown 7 days before the due date",
            de: "Wird 7 Tage vor dem Fälligkeitsdatum angezeigt",
            hi: "देय तिथि से 7 दिन पहले दिखाया जाता है",
          })}
        />
      </div>
    );
  },
};
