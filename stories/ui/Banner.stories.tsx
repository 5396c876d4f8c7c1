import type { Meta, StoryObj } from "@storybook/react-vite";
import { Banner, type BannerProps } from "../../src/ui/Banner";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/Banner",
  component: Banner,
  args: { tone: "success" },
  render: function Render(args: BannerProps) {
    const t = useText();
    const titles = {
      success: t({ en: "Payee added", de: "Empfänger hinzugefügt", hi: "लाभार्थी जोड़ा गया" }),
      error: t({ en: "Payment failed", de: "Zahlung fehlgeschlagen", hi: "भुगतान विफल रहा" }),
      warning: t({
        en: "Daily limit almost reached",
        de: "Tageslimit fast erreicht",
        hi: "दैनिक सीमा लगभग पूरी",
      }),
      info: t({ en: "Scheduled maintenance", de: "Geplante Wartung", hi: "निर्धारित रखरखाव" }),
    };
    const bodies = {
      success: t({
        en: "You can send money to Asha Verma after 30 minutes.",
        de: "Sie können Asha Verma nach 30 Minuten Geld senden.",
        hi: "आप 30 मिनट बाद आशा वर्मा को पैसे भेज सकते हैं।",
      }),
      error: t({
        en: "No money has left your account. Please try again.",
        de: "Es wurde kein Geld abgebucht. Bitte versuchen Sie es erneut.",
        hi: "आपके खाते से कोई पैसा नहीं कटा है। कृपया फिर से प्रयास करें।",
      }),
      warning: t({
        en: "₹1,80,000.00 of ₹2,00,000.00 used today.",
        de: "Heute 180.000,00 ₹ von 200.000,00 ₹ genutzt.",
        hi: "आज ₹2,00,000.00 में से ₹1,80,000.00 उपयोग हुए।",
      }),
      info: t({
        en: "Internet banking is unavailable on Sunday from 01:00 to 03:00.",
        de: "Das Online-Banking ist am Sonntag von 01:00 bis 03:00 Uhr nicht verfügbar.",
        hi: "रविवार को 01:00 से 03:00 बजे तक इंटरनेट बैंकिंग उपलब्ध नहीं रहेगी।",
      }),
    };
    return (
      <Banner {...args} title={titles[args.tone]}>
        {bodies[args.tone]}
      </Banner>
    );
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The result of an action (role="status"). */
export const Success: Story = {};
/** An error interrupts (role="alert"). */
export const Error: Story = { args: { tone: "error" } };
/** A warning interrupts (role="alert"). */
export const Warning: Story = { args: { tone: "warning" } };
/** A notice waits (role="status"). */
export const Info: Story = { args: { tone: "info" } };
/** A title only. */
export const TitleOnly: Story = {
  render: function Render(args: BannerProps) {
    const t = useText();
    return <Banner {...args} title={t({ en: "Saved", de: "Gespeichert", hi: "सहेजा गया" })} />;
  },
};
/** Long text wraps. */
export const LongContent: Story = {
  args: { tone: "warning" },
  render: function Render(args: BannerProps) {
    const t = useText();
    return (
      <Banner
        {...args}
        title={t({
          en: "Your registered mobile number was changed at a branch",
          de: "Ihre registrierte Mobilfunknummer wurde in einer Filiale geändert",
          hi: "आपका पंजीकृत मोबाइल नंबर एक शाखा में बदला गया है",
        })}
      >
        {t({
          en: "For your security, transfers to newly added payees are limited to ₹50,000.00 for the next 24 hours. If you did not make this change, call 1800 123 4567 now.",
          de: "Zu Ihrer Sicherheit sind Überweisungen an neu hinzugefügte Zahlungsempfänger in den nächsten 24 Stunden auf 50.000,00 ₹ begrenzt. Wenn Sie diese Änderung nicht vorgenommen haben, rufen Sie sofort 1800 123 4567 an.",
          hi: "आपकी सुरक्षा के लिए, अगले 24 घंटों तक नए जोड़े गए लाभार्थियों को अंतरण ₹50,000.00 तक सीमित है। यदि यह बदलाव आपने नहीं किया, तो तुरंत 1800 123 4567 पर कॉल करें।",
        })}
      </Banner>
    );
  },
};
