import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Button } from "../../src/ui/Button";
import { Dialog } from "../../src/ui/Dialog";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/Dialog",
  component: Dialog,
  args: { title: "", isOpen: false, onOpenChange: fn() },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog from its trigger (the only button in the canvas before it opens). */
const openIt: Story["play"] = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole("button"));
};

function ConfirmDelete({ long = false }: { long?: boolean }) {
  const t = useText();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>
        {t({ en: "Delete beneficiary", de: "Zahlungsempfänger löschen", hi: "लाभार्थी हटाएँ" })}
      </Button>
      <Dialog
        title={t({
          en: "Delete this beneficiary?",
          de: "Diesen Zahlungsempfänger löschen?",
          hi: "क्या यह लाभार्थी हटाना है?",
        })}
        isOpen={isOpen}
        onOpenChange={setOpen}
        isDismissable
        actions={
          <>
            <Button onPress={() => setOpen(false)}>{t({ en: "Delete", de: "Löschen", hi: "हटाएँ" })}</Button>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {t({ en: "Cancel", de: "Abbrechen", hi: "रद्द करें" })}
            </Button>
          </>
        }
      >
        <p>
          {t({
            en: "Asha Kumar (SBIN0001234, account ending 4821) will be removed from your payees.",
            de: "Asha Kumar (SBIN0001234, Konto endet auf 4821) wird aus Ihren Zahlungsempfängern entfernt.",
            hi: "आशा कुमार (SBIN0001234, खाता अंत 4821) आपके लाभार्थियों से हटा दी जाएँगी।",
          })}
        </p>
        {long ? (
          <p>
            {t({
              en: "Scheduled payments and standing instructions to this beneficiary will be cancelled. Payments already sent are not affected, and you can add the beneficiary again at any time; a new beneficiary can be paid after a cooling period of 30 minutes.",
              de: "Terminüberweisungen und Daueraufträge an diesen Zahlungsempfänger werden storniert. Bereits ausgeführte Zahlungen sind nicht betroffen, und Sie können den Zahlungsempfänger jederzeit wieder hinzufügen; ein neuer Zahlungsempfänger kann nach einer Sicherheitswartezeit von 30 Minuten bezahlt werden.",
              hi: "इस लाभार्थी को निर्धारित भुगतान और स्थायी निर्देश रद्द कर दिए जाएँगे। पहले भेजे गए भुगतान प्रभावित नहीं होंगे, और आप कभी भी लाभार्थी को फिर से जोड़ सकते हैं; नए लाभार्थी को 30 मिनट की प्रतीक्षा अवधि के बाद भुगतान किया जा सकता है।",
            })}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}

/**
 * The service-response modal: an alertdialog that Escape and a click on the backdrop do not
 * close; only its OK button does.
 */
function ServiceResponse() {
  const t = useText();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>
        {t({ en: "Show service message", de: "Servicemeldung anzeigen", hi: "सेवा संदेश दिखाएँ" })}
      </Button>
      <Dialog
        title={t({
          en: "Service temporarily unavailable",
          de: "Dienst vorübergehend nicht verfügbar",
          hi: "सेवा अस्थायी रूप से उपलब्ध नहीं है",
        })}
        isOpen={isOpen}
        onOpenChange={setOpen}
        role="alertdialog"
        tone="error"
        isDismissable={false}
        isKeyboardDismissDisabled
        actions={<Button onPress={() => setOpen(false)}>{t({ en: "OK", de: "OK", hi: "ठीक है" })}</Button>}
      >
        <p>
          {t({
            en: "Please try again in a few minutes. No money has left your account.",
            de: "Bitte versuchen Sie es in einigen Minuten erneut. Es wurde kein Geld von Ihrem Konto abgebucht.",
            hi: "कृपया कुछ मिनट बाद पुनः प्रयास करें। आपके खाते से कोई राशि नहीं कटी है।",
          })}
        </p>
      </Dialog>
    </>
  );
}

/** Closed: only the trigger. */
export const Closed: Story = { render: () => <ConfirmDelete /> };

/** Open: focus inside, Tab stays inside, Escape or a click on the backdrop closes it. */
export const Open: Story = { render: () => <ConfirmDelete />, play: openIt };

/** Open with a long German or Hindi message: the dialog scrolls inside at 320 px and 200% text. */
export const OpenLongText: Story = { render: () => <ConfirmDelete long />, play: openIt };

/** The service-response modal, closed. */
export const ServiceResponseClosed: Story = { render: () => <ServiceResponse /> };

/** The service-response modal, open: Escape and the backdrop do nothing; OK closes it. */
export const ServiceResponseOpen: Story = { render: () => <ServiceResponse />, play: openIt };
