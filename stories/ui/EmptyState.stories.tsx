import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../../src/ui/Button";
import { EmptyState } from "../../src/ui/EmptyState";
import { Link } from "../../src/ui/Link";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/EmptyState",
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj;

/** The plain message, as inside a table body. */
export const NoData: Story = {
  render: function Render() {
    const t = useText();
    return <EmptyState title={t({ en: "No data", de: "Keine Daten", hi: "कोई डेटा नहीं" })} />;
  },
};

/** A whole section with nothing to show: a heading, what to do, and a link. */
export const NoAccounts: Story = {
  render: function Render() {
    const t = useText();
    return (
      <EmptyState
        headingLevel={2}
        title={t({
          en: "No accounts available!",
          de: "Keine Konten verfügbar!",
          hi: "कोई खाता उपलब्ध नहीं है!",
        })}
        description={t({
          en: "Accounts linked to your customer ID appear here. Visit your home branch to link an account.",
          de: "Hier erscheinen die Konten zu Ihrer Kundennummer. Besuchen Sie Ihre Heimatfiliale, um ein Konto zu verknüpfen.",
          hi: "आपकी ग्राहक आईडी से जुड़े खाते यहाँ दिखते हैं। खाता जोड़ने के लिए अपनी मूल शाखा में जाएँ।",
        })}
        action={
          <Link href="#branches">
            {t({ en: "Find your branch", de: "Filiale finden", hi: "अपनी शाखा खोजें" })}
          </Link>
        }
      />
    );
  },
};

/** With a button that resolves it. */
export const WithAction: Story = {
  render: function Render() {
    const t = useText();
    return (
      <EmptyState
        headingLevel={3}
        title={t({ en: "No payees yet", de: "Noch keine Empfänger", hi: "अभी कोई प्राप्तकर्ता नहीं" })}
        description={t({
          en: "Add a payee to send money by NEFT, RTGS or IMPS.",
          de: "Fügen Sie einen Empfänger hinzu, um Geld per NEFT, RTGS oder IMPS zu senden.",
          hi: "NEFT, RTGS या IMPS से पैसे भेजने के लिए प्राप्तकर्ता जोड़ें।",
        })}
        action={<Button>{t({ en: "Add a payee", de: "Empfänger hinzufügen", hi: "प्राप्तकर्ता जोड़ें" })}</Button>}
      />
    );
  },
};

/** Long text and long compound words wrap instead of overflowing. */
export const LongContent: Story = {
  render: function Render() {
    const t = useText();
    return (
      <EmptyState
        title={t({
          en: "No standing instructions or scheduled transfers are registered for this account at the moment",
          de: "Für dieses Konto sind derzeit keine Daueraufträge oder Terminüberweisungen hinterlegt",
          hi: "इस खाते के लिए अभी कोई स्थायी निर्देश या निर्धारित अंतरण पंजीकृत नहीं है",
        })}
        description={t({
          en: "Standing instructions you create under Transfers › Scheduled payments are listed here with their next execution date.",
          de: "Daueraufträge, die Sie unter Überweisungen › Terminüberweisungen anlegen, erscheinen hier mit dem nächsten Ausführungsdatum (Überweisungsempfängerverwaltung).",
          hi: "अंतरण › निर्धारित भुगतान में बनाए गए स्थायी निर्देश अगली निष्पादन तिथि के साथ यहाँ दिखते हैं।",
        })}
      />
    );
  },
};
