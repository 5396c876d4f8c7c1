import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Accordion, Disclosure, type DisclosureProps } from "../../src/ui/Disclosure";
import { useText } from "../support/storyText";

function Charges(args: Partial<DisclosureProps>) {
  const t = useText();
  return (
    <Disclosure
      headingLevel={2}
      {...args}
      title={t({
        en: "Charges for NEFT and RTGS",
        de: "Gebühren für NEFT- und RTGS-Überweisungen",
        hi: "NEFT और RTGS के शुल्क",
      })}
    >
      <p>
        {t({
          en: "Online NEFT and RTGS transfers are free of charge. At the branch, RTGS above ₹5,00,000 costs ₹49.50 plus GST.",
          de: "Online-Überweisungen per NEFT und RTGS sind gebührenfrei. In der Filiale kostet RTGS über 500.000 ₹ 49,50 ₹ zzgl. GST.",
          hi: "ऑनलाइन NEFT और RTGS अंतरण निःशुल्क हैं। शाखा में ₹5,00,000 से अधिक के RTGS पर ₹49.50 और GST लगता है।",
        })}
      </p>
    </Disclosure>
  );
}

const meta = {
  title: "UI/Disclosure",
  component: Disclosure,
  args: { title: "Charges", headingLevel: 2, children: null, onExpandedChange: fn() },
  render: (args) => <Charges {...args} />,
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: only the heading with its button. */
export const Collapsed: Story = {};

/** Expanded: the panel below the button. */
export const Expanded: Story = { args: { defaultExpanded: true } };

/** Disabled: the button cannot be pressed. */
export const Disabled: Story = { args: { isDisabled: true } };

/** Focused: keyboard focus ring on the button. */
export const Focused: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
  },
};

/** Opened with the keyboard (Enter). */
export const OpenedWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await canvas.findByRole("group");
  },
};

/** An accordion of frequently asked questions; one section open at a time. */
export const AccordionOfSections: Story = {
  render: function Render() {
    const t = useText();
    return (
      <Accordion defaultExpandedKeys={["neft"]}>
        <Disclosure
          id="neft"
          headingLevel={2}
          title={t({ en: "What is NEFT?", de: "Was ist NEFT?", hi: "NEFT क्या है?" })}
        >
          <p>
            {t({
              en: "National Electronic Funds Transfer settles in half-hourly batches, round the clock.",
              de: "Die Nationale Elektronische Überweisung wird rund um die Uhr halbstündlich abgerechnet.",
              hi: "राष्ट्रीय इलेक्ट्रॉनिक निधि अंतरण चौबीसों घंटे, हर आधे घंटे के बैच में निपटता है।",
            })}
          </p>
        </Disclosure>
        <Disclosure
          id="rtgs"
          headingLevel={2}
          title={t({ en: "What is RTGS?", de: "Was ist RTGS?", hi: "RTGS क्या है?" })}
        >
          <p>
            {t({
              en: "Real Time Gross Settlement is for ₹2,00,000 and above and settles at once.",
              de: "Die Echtzeit-Bruttoabwicklung gilt ab 200.000 ₹ und wird sofort abgerechnet.",
              hi: "रियल टाइम ग्रॉस सेटलमेंट ₹2,00,000 और उससे अधिक के लिए है और तुरंत निपटता है।",
            })}
          </p>
        </Disclosure>
        <Disclosure
          id="ifsc"
          headingLevel={2}
          title={t({
            en: "Where do I find the IFSC of a payee's branch?",
            de: "Wo finde ich den IFSC der Filiale des Zahlungsempfängers?",
            hi: "लाभार्थी की शाखा का IFSC कहाँ मिलेगा?",
          })}
        >
          <p>
            {t({
              en: "It is printed on the payee's cheque book, for example SBIN0001234.",
              de: "Er steht im Scheckheft des Empfängers, zum Beispiel SBIN0001234.",
              hi: "यह लाभार्थी की चेक बुक पर छपा होता है, जैसे SBIN0001234।",
            })}
          </p>
        </Disclosure>
      </Accordion>
    );
  },
};

/** An accordion that lets several sections stay open. */
export const AccordionMultipleExpanded: Story = {
  render: function Render() {
    const t = useText();
    return (
      <Accordion allowsMultipleExpanded defaultExpandedKeys={["fees", "hours"]}>
        <Disclosure id="fees" headingLevel={2} title={t({ en: "Fees", de: "Gebühren", hi: "शुल्क" })}>
          <p>{t({ en: "No fee online.", de: "Online gebührenfrei.", hi: "ऑनलाइन कोई शुल्क नहीं।" })}</p>
        </Disclosure>
        <Disclosure id="hours" headingLevel={2} title={t({ en: "Timings", de: "Zeiten", hi: "समय" })}>
          <p>
            {t({
              en: "Round the clock, all days.",
              de: "Rund um die Uhr, an allen Tagen.",
              hi: "सभी दिन, चौबीसों घंटे।",
            })}
          </p>
        </Disclosure>
      </Accordion>
    );
  },
};
