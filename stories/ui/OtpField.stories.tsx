import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { OtpField, type OtpFieldProps } from "../../src/ui/OtpField";
import { useText } from "../support/storyText";

/** The args choose which slots show (any non-empty countdown or error); the text follows the toolbar language. */
const meta = {
  title: "UI/OtpField",
  component: OtpField,
  args: { label: "", onChange: fn() },
  render: function Render(args: OtpFieldProps) {
    const t = useText();
    return (
      <OtpField
        {...args}
        label={t({ en: "One-time code", de: "Einmalcode", hi: "एक बार का कोड" })}
        description={t({
          en: "Sent by SMS to your mobile ending 4321",
          de: "Per SMS an Ihre Mobilnummer mit Endung 4321 gesendet",
          hi: "4321 पर समाप्त होने वाले मोबाइल पर SMS से भेजा गया",
        })}
        {...(args.countdownText
          ? {
              countdownText:
                args.secondsLeft === 0
                  ? t({
                      en: "You can now request a new code",
                      de: "Sie können jetzt einen neuen Code anfordern",
                      hi: "अब आप नया कोड माँग सकते हैं",
                    })
                  : t({
                      en: "You can request a new code in 0:42",
                      de: "Sie können in 0:42 einen neuen Code anfordern",
                      hi: "आप 0:42 में नया कोड माँग सकते हैं",
                    }),
            }
          : {})}
        {...(args.errorMessage
          ? {
              errorMessage: t({
                en: "The code is not correct. 2 attempts left.",
                de: "Der Code ist falsch. Noch 2 Versuche.",
                hi: "कोड सही नहीं है। 2 प्रयास बाकी हैं।",
              }),
            }
          : {})}
      />
    );
  },
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty. */
export const Default: Story = {};
/** With the countdown to a new code. */
export const WithCountdown: Story = { args: { secondsLeft: 42, countdownText: "yes" } };
/** Invalid, the countdown over. */
export const WithError: Story = {
  args: { defaultValue: "123456", errorMessage: "yes", secondsLeft: 0, countdownText: "yes" },
};
/** Disabled. */
export const Disabled: Story = { args: { isDisabled: true } };
/** Keyboard focus shows the focus ring. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await canvas.findByRole("textbox");
  },
};
/** Long label, hint and error wrap. */
export const LongContent: Story = {
  render: function Render(args: OtpFieldProps) {
    const t = useText();
    return (
      <OtpField
        {...args}
        label={t({
          en: "One-time code to confirm the payment of ₹25,000.00 to Asha Verma",
          de: "Einmalcode zur Bestätigung der Zahlung von 25.000,00 ₹ an Asha Verma",
          hi: "आशा वर्मा को ₹25,000.00 के भुगतान की पुष्टि के लिए एक बार का कोड",
        })}
        description={t({
          en: "Sent by SMS to your registered mobile number ending 4321; it is valid for 3 minutes",
          de: "Per SMS an Ihre registrierte Mobilnummer mit Endung 4321 gesendet; 3 Minuten gültig",
          hi: "4321 पर समाप्त आपके पंजीकृत मोबाइल नंबर पर SMS से भेजा गया; 3 मिनट तक मान्य",
        })}
        errorMessage={t({
          en: "The code is not correct. 2 attempts left before payments are blocked for 24 hours.",
          de: "Der Code ist falsch. Noch 2 Versuche, bevor Zahlungen für 24 Stunden gesperrt werden.",
          hi: "कोड सही नहीं है। 24 घंटे के लिए भुगतान बंद होने से पहले 2 प्रयास बाकी हैं।",
        })}
      />
    );
  },
};

function ResendStory({ waitSeconds }: { waitSeconds: number }) {
  const t = useText();
  return (
    <OtpField
      label={t({ en: "One-time code", de: "Einmalcode", hi: "एक बार का कोड" })}
      resend={{
        waitSeconds,
        round: 1,
        countdownText: (left) =>
          t({
            en: "You can ask for a new code in {s} seconds.",
            de: "Sie können in {s} Sekunden einen neuen Code anfordern.",
            hi: "आप {s} सेकंड में नया कोड माँग सकते हैं।",
          }).replace("{s}", String(left)),
        announce: (left) =>
          t({
            en: "You can ask for a new code in {s} seconds.",
            de: "Sie können in {s} Sekunden einen neuen Code anfordern.",
            hi: "आप {s} सेकंड में नया कोड माँग सकते हैं।",
          }).replace("{s}", String(left)),
        readyText: t({
          en: "You can now ask for a new code.",
          de: "Sie können jetzt einen neuen Code anfordern.",
          hi: "अब आप नया कोड माँग सकते हैं।",
        }),
        buttonLabel: t({ en: "Send a new code", de: "Neuen Code senden", hi: "नया कोड भेजें" }),
        onResend: () => undefined,
      }}
    />
  );
}

/** The countdown below the field, announced at 60, 30, 10 seconds and at the end; the button waits. */
export const WithResendWaiting: Story = { render: () => <ResendStory waitSeconds={90} /> };
/** The wait is over: the button is enabled. */
export const WithResendReady: Story = { render: () => <ResendStory waitSeconds={0} /> };
