import type { Meta, StoryObj } from "@storybook/react-vite";
import { Popover } from "../../src/ui/Popover";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/Popover",
  component: Popover,
  args: { triggerLabel: "", title: "", children: null },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

function IfscHelp({ long = false }: { long?: boolean }) {
  const t = useText();
  return (
    <div>
      <p>
        {t({
          en: "Enter the IFSC of the payee's branch.",
          de: "Geben Sie die IFSC der Filiale des Zahlungsempfängers ein.",
          hi: "लाभार्थी की शाखा का IFSC दर्ज करें।",
        })}
      </p>
      <Popover
        triggerLabel={t({ en: "What is an IFSC?", de: "Was ist eine IFSC?", hi: "IFSC क्या है?" })}
        title={t({ en: "IFSC", de: "IFSC (Bankleitcode)", hi: "IFSC (भारतीय वित्तीय प्रणाली कोड)" })}
        closeLabel={t({ en: "Close", de: "Schließen", hi: "बंद करें" })}
      >
        <p>
          {t({
            en: "The 11-character code of the payee's bank branch, for example SBIN0001234. It is printed on the payee's cheque book.",
            de: "Der elfstellige Code der Bankfiliale des Zahlungsempfängers, zum Beispiel SBIN0001234. Er steht im Scheckheft des Zahlungsempfängers.",
            hi: "लाभार्थी की बैंक शाखा का 11 अक्षरों का कोड, उदाहरण के लिए SBIN0001234। यह लाभार्थी की चेक बुक पर छपा होता है।",
          })}
        </p>
        {long ? (
          <p>
            {t({
              en: "The first four letters name the bank, the fifth character is always zero, and the last six identify the branch. NEFT and RTGS transfers need it; IMPS transfers to a mobile number and MMID do not.",
              de: "Die ersten vier Buchstaben bezeichnen die Bank, das fünfte Zeichen ist immer eine Null, und die letzten sechs kennzeichnen die Filiale. NEFT- und RTGS-Überweisungen benötigen sie; IMPS-Überweisungen an Mobilnummer und MMID nicht.",
              hi: "पहले चार अक्षर बैंक बताते हैं, पाँचवाँ अक्षर हमेशा शून्य होता है, और अंतिम छह शाखा की पहचान करते हैं। NEFT और RTGS अंतरण के लिए यह आवश्यक है; मोबाइल नंबर और MMID से IMPS अंतरण के लिए नहीं।",
            })}
          </p>
        ) : null}
      </Popover>
    </div>
  );
}

/** Closed: the trigger in a sentence. */
export const Closed: Story = { render: () => <IfscHelp /> };

/** Open (Escape or a click outside closes it; focus returns to the button). */
export const Open: Story = {
  render: () => <IfscHelp />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button"));
  },
};

/** Open with long German or Hindi text: it scrolls inside and fits 320 px. */
export const OpenLongText: Story = {
  render: () => <IfscHelp long />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button"));
  },
};
