import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { AlertDialog, type AlertDialogProps } from "../../src/ui/AlertDialog";
import { Button } from "../../src/ui/Button";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/AlertDialog",
  component: AlertDialog,
  args: {
    isOpen: false,
    title: "",
    children: null,
    primaryActionLabel: "",
    onPrimaryAction: fn(),
    tone: "error",
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openIt: Story["play"] = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole("button"));
};

type Kind = "notAllowed" | "blockedKey" | "leave" | "info";

function Demo({ kind, tone }: { kind: Kind; tone: AlertDialogProps["tone"] }) {
  const t = useText();
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  const texts: Record<
    Kind,
    { trigger: string; title: string; body: string; primary: string; cancel?: string }
  > = {
    notAllowed: {
      trigger: t({ en: "Reload page", de: "Seite neu laden", hi: "पेज फिर से लोड करें" }),
      title: t({ en: "Operation not allowed", de: "Vorgang nicht erlaubt", hi: "यह कार्य अनुमत नहीं है" }),
      body: t({
        en: "For your security, reloading or going back is not allowed during a transaction.",
        de: "Zu Ihrer Sicherheit sind Neuladen und Zurückgehen während einer Transaktion nicht erlaubt.",
        hi: "आपकी सुरक्षा के लिए, लेन-देन के दौरान पेज फिर से लोड करना या पीछे जाना अनुमत नहीं है।",
      }),
      primary: t({ en: "OK", de: "OK", hi: "ठीक है" }),
    },
    blockedKey: {
      trigger: t({ en: "Press F5", de: "F5 drücken", hi: "F5 दबाएँ" }),
      title: t({ en: "This key is disabled", de: "Diese Taste ist deaktiviert", hi: "यह कुंजी बंद है" }),
      body: t({
        en: "Use the Back buttons on the page instead of the browser's keys.",
        de: "Verwenden Sie die Zurück-Schaltflächen auf der Seite statt der Browsertasten.",
        hi: "ब्राउज़र की कुंजियों के बजाय पेज पर दिए गए वापस बटन का उपयोग करें।",
      }),
      primary: t({ en: "OK", de: "OK", hi: "ठीक है" }),
    },
    leave: {
      trigger: t({ en: "Sign out", de: "Abmelden", hi: "साइन आउट करें" }),
      title: t({
        en: "Sign out while a payment is pending?",
        de: "Abmelden, während eine Zahlung aussteht?",
        hi: "भुगतान लंबित रहते हुए साइन आउट करें?",
      }),
      body: t({
        en: "The transfer of ₹25,000.00 to Asha Kumar has not been confirmed and will be discarded.",
        de: "Die Überweisung von 25.000,00 ₹ an Asha Kumar ist noch nicht bestätigt und wird verworfen.",
        hi: "आशा कुमार को ₹25,000.00 के अंतरण की पुष्टि नहीं हुई है और इसे रद्द कर दिया जाएगा।",
      }),
      primary: t({ en: "Sign out", de: "Abmelden", hi: "साइन आउट करें" }),
      cancel: t({ en: "Stay signed in", de: "Angemeldet bleiben", hi: "साइन इन रहें" }),
    },
    info: {
      trigger: t({ en: "Show notice", de: "Hinweis anzeigen", hi: "सूचना दिखाएँ" }),
      title: t({
        en: "Statement request received",
        de: "Kontoauszugsanforderung eingegangen",
        hi: "विवरण अनुरोध प्राप्त हुआ",
      }),
      body: t({
        en: "Your statement for April 2026 to September 2026 will be sent to your registered e-mail address within 24 hours.",
        de: "Ihr Kontoauszug für April 2026 bis September 2026 wird innerhalb von 24 Stunden an Ihre registrierte E-Mail-Adresse gesendet.",
        hi: "अप्रैल 2026 से सितंबर 2026 तक का आपका विवरण 24 घंटों के भीतर आपके पंजीकृत ई-मेल पते पर भेजा जाएगा।",
      }),
      primary: t({ en: "OK", de: "OK", hi: "ठीक है" }),
    },
  };
  const text = texts[kind];
  return (
    <>
      <Button onPress={() => setOpen(true)}>{text.trigger}</Button>
      <AlertDialog
        isOpen={isOpen}
        title={text.title}
        primaryActionLabel={text.primary}
        onPrimaryAction={close}
        {...(text.cancel !== undefined ? { cancelLabel: text.cancel, onCancel: close } : {})}
        {...(tone !== undefined ? { tone } : {})}
      >
        <p>{text.body}</p>
      </AlertDialog>
    </>
  );
}

/** Closed: only the trigger. */
export const Closed: Story = { render: (args) => <Demo kind="notAllowed" tone={args.tone} /> };

/** "Operation not allowed" (error tone, no cancel): Escape and the backdrop do nothing. */
export const OperationNotAllowed: Story = {
  render: (args) => <Demo kind="notAllowed" tone={args.tone} />,
  play: openIt,
};

/** The blocked-key notice (warning tone). */
export const BlockedKey: Story = {
  args: { tone: "warning" },
  render: (args) => <Demo kind="blockedKey" tone={args.tone} />,
  play: openIt,
};

/** With a cancel action: focus starts on "Stay signed in", Escape cancels. */
export const WithCancel: Story = {
  args: { tone: "warning" },
  render: (args) => <Demo kind="leave" tone={args.tone} />,
  play: openIt,
};

/** Info tone with a long message. */
export const InfoLongText: Story = {
  args: { tone: "info" },
  render: (args) => <Demo kind="info" tone={args.tone} />,
  play: openIt,
};
