import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../../src/ui/Button";
import { ToastProvider, useToast, type ToastContentValue } from "../../src/ui/Toast";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/Toast",
  component: ToastProvider,
  args: { label: "", closeLabel: "", children: null },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

function Adder({ toast, timeout }: { toast: ToastContentValue; timeout?: number }) {
  const { add } = useToast();
  const t = useText();
  return (
    <Button onPress={() => add(toast, timeout !== undefined ? { timeout } : {})}>
      {t({ en: "Show notification", de: "Benachrichtigung anzeigen", hi: "सूचना दिखाएँ" })}
    </Button>
  );
}

function Demo({
  tone,
  long = false,
  timeout,
}: {
  tone: ToastContentValue["tone"];
  long?: boolean;
  timeout?: number;
}) {
  const t = useText();
  const texts: Record<ToastContentValue["tone"], ToastContentValue> = {
    success: {
      tone: "success",
      title: t({ en: "Payee saved", de: "Zahlungsempfänger gespeichert", hi: "लाभार्थी सहेजा गया" }),
      description: t({
        en: "Asha Kumar can be paid after 30 minutes.",
        de: "Asha Kumar kann nach 30 Minuten bezahlt werden.",
        hi: "आशा कुमार को 30 मिनट बाद भुगतान किया जा सकता है।",
      }),
    },
    info: {
      tone: "info",
      title: t({
        en: "Statement is being prepared",
        de: "Kontoauszug wird erstellt",
        hi: "विवरण तैयार किया जा रहा है",
      }),
    },
    warning: {
      tone: "warning",
      title: t({
        en: "Daily limit almost reached",
        de: "Tageslimit fast erreicht",
        hi: "दैनिक सीमा लगभग पूरी",
      }),
      description: t({
        en: "₹1,80,000.00 of ₹2,00,000.00 used today.",
        de: "Heute 180.000,00 ₹ von 200.000,00 ₹ genutzt.",
        hi: "आज ₹2,00,000.00 में से ₹1,80,000.00 उपयोग हुए।",
      }),
    },
    error: {
      tone: "error",
      title: t({
        en: "Payee not saved",
        de: "Zahlungsempfänger nicht gespeichert",
        hi: "लाभार्थी सहेजा नहीं गया",
      }),
      description: long
        ? t({
            en: "The account number and the IFSC SBIN0001234 do not belong to the same branch. Check both with the payee and try again; nothing has been changed.",
            de: "Die Kontonummer und die IFSC SBIN0001234 gehören nicht zur selben Filiale. Prüfen Sie beides mit dem Zahlungsempfänger und versuchen Sie es erneut; es wurde nichts geändert.",
            hi: "खाता संख्या और IFSC SBIN0001234 एक ही शाखा के नहीं हैं। लाभार्थी से दोनों की जाँच करें और फिर से प्रयास करें; कुछ भी नहीं बदला गया है।",
          })
        : t({ en: "Please try again.", de: "Bitte versuchen Sie es erneut.", hi: "कृपया फिर से प्रयास करें।" }),
    },
  };
  return (
    <ToastProvider
      label={t({ en: "Notifications", de: "Benachrichtigungen", hi: "सूचनाएँ" })}
      closeLabel={t({ en: "Close notification", de: "Benachrichtigung schließen", hi: "सूचना बंद करें" })}
    >
      <Adder toast={texts[tone]} {...(timeout !== undefined ? { timeout } : {})} />
    </ToastProvider>
  );
}

const showIt: Story["play"] = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole("button"));
};

/** No toast yet: the region appears with the first toast. */
export const Empty: Story = { render: () => <Demo tone="success" /> };

/** Success (polite); stays until closed. */
export const Success: Story = { render: () => <Demo tone="success" />, play: showIt };

/** Info without a description. */
export const Info: Story = { render: () => <Demo tone="info" />, play: showIt };

/** Warning. */
export const Warning: Story = { render: () => <Demo tone="warning" />, play: showIt };

/** Error (assertive) with a long German or Hindi description. */
export const ErrorLongText: Story = { render: () => <Demo tone="error" long />, play: showIt };

/** With a 10 s timeout that pauses while hovered or focused. */
export const WithTimeout: Story = { render: () => <Demo tone="info" timeout={10000} />, play: showIt };
