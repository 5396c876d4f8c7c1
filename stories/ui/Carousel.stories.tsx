import type { Meta, StoryObj } from "@storybook/react-vite";
import { within } from "storybook/test";
import { Carousel, type CarouselProps } from "../../src/ui/Carousel";
import { useText, type Texts } from "../support/storyText";

interface Offer {
  id: string;
  title: Texts;
  body: Texts;
}

const OFFERS: Offer[] = [
  {
    id: "fd",
    title: {
      en: "Fixed deposit at 7.10% a year",
      de: "Festgeld mit 7,10 % pro Jahr",
      hi: "सावधि जमा पर 7.10% वार्षिक ब्याज",
    },
    body: {
      en: "Open a fixed deposit of ₹10,000 or more for 444 days from your savings account.",
      de: "Eröffnen Sie ab 10.000 ₹ ein Festgeld für 444 Tage direkt aus Ihrem Sparkonto.",
      hi: "अपने बचत खाते से 444 दिनों के लिए ₹10,000 या उससे अधिक की सावधि जमा खोलें।",
    },
  },
  {
    id: "loan",
    title: { en: "Home loan from 8.40%", de: "Baufinanzierung ab 8,40 %", hi: "8.40% से गृह ऋण" },
    body: {
      en: "No processing fee for applications made online until 31 March.",
      de: "Keine Bearbeitungsgebühr für Online-Anträge bis zum 31. März.",
      hi: "31 मार्च तक ऑनलाइन आवेदन पर कोई प्रोसेसिंग शुल्क नहीं।",
    },
  },
  {
    id: "upi",
    title: { en: "Pay any UPI ID", de: "An jede UPI-ID zahlen", hi: "किसी भी UPI ID पर भुगतान करें" },
    body: {
      en: "Send up to ₹1,00,000 a day to any UPI ID from Transfers.",
      de: "Senden Sie unter „Überweisungen“ bis zu 100.000 ₹ pro Tag an jede UPI-ID.",
      hi: "अंतरण में जाकर किसी भी UPI ID पर प्रतिदिन ₹1,00,000 तक भेजें।",
    },
  },
  {
    id: "alerts",
    title: {
      en: "SMS alerts for every debit",
      de: "SMS-Benachrichtigung bei jeder Abbuchung",
      hi: "हर डेबिट पर SMS अलर्ट",
    },
    body: {
      en: "Keep your mobile number up to date under Profile to receive them.",
      de: "Halten Sie dafür Ihre Mobilnummer unter „Profil“ aktuell.",
      hi: "अलर्ट पाने के लिए प्रोफ़ाइल में अपना मोबाइल नंबर अपडेट रखें।",
    },
  },
];

function Offers({ note, ...args }: Partial<CarouselProps> & { note?: Texts }) {
  const t = useText();
  return (
    <>
      {note ? <p>{t(note)}</p> : null}
      <Carousel
        {...args}
        label={t({ en: "Offers for you", de: "Angebote für Sie", hi: "आपके लिए ऑफ़र" })}
        roleDescription={t({ en: "carousel", de: "Karussell", hi: "कैरोसेल" })}
        slideRoleDescription={t({ en: "slide", de: "Folie", hi: "स्लाइड" })}
        slideLabel={(n, total) =>
          t({ en: `${n} of ${total}`, de: `${n} von ${total}`, hi: `${total} में से ${n}` })
        }
        pauseLabel={t({ en: "Pause slide show", de: "Diashow anhalten", hi: "स्लाइड शो रोकें" })}
        playLabel={t({ en: "Play slide show", de: "Diashow abspielen", hi: "स्लाइड शो चलाएँ" })}
        previousLabel={t({ en: "Previous offer", de: "Vorheriges Angebot", hi: "पिछला ऑफ़र" })}
        nextLabel={t({ en: "Next offer", de: "Nächstes Angebot", hi: "अगला ऑफ़र" })}
        slides={(args.slides ?? OFFERS.map((offer) => ({ id: offer.id, content: null }))).map((slide) => {
          const offer = OFFERS.find((o) => o.id === slide.id);
          return offer
            ? {
                id: offer.id,
                content: (
                  <>
                    <p>
                      <strong>{t(offer.title)}</strong>
                    </p>
                    <p>{t(offer.body)}</p>
                  </>
                ),
              }
            : slide;
        })}
      />
    </>
  );
}

const meta = {
  title: "UI/Carousel",
  component: Carousel,
  args: {
    label: "Offers for you",
    roleDescription: "carousel",
    slideRoleDescription: "slide",
    slideLabel: (n: number, total: number) => `${n} of ${total}`,
    pauseLabel: "Pause slide show",
    playLabel: "Play slide show",
    previousLabel: "Previous offer",
    nextLabel: "Next offer",
    slides: OFFERS.map((offer) => ({ id: offer.id, content: null })),
    intervalMs: 5000,
  },
  render: function Render(args) {
    return <Offers {...args} />;
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four offers rotating every 5 seconds; hover or focus stops the rotation. */
export const Rotating: Story = {};

/** Paused with the first button (its name becomes "Play slide show"); the slides are a polite live region. */
export const Paused: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const [pause] = within(canvasElement).getAllByRole("button");
    if (pause) await userEvent.click(pause);
  },
};

/** Focused: keyboard focus on the pause button, which is the first stop and stops the rotation. */
export const Focused: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
  },
};

/** Under "reduce motion" the carousel starts paused and does not animate; this story shows the note. */
export const ReducedMotion: Story = {
  render: function Render(args) {
    return (
      <Offers
        {...args}
        note={{
          en: "With “reduce motion” turned on in the device settings, the offers start paused and change without animation. Play starts them only when the customer asks.",
          de: "Ist in den Geräteeinstellungen „Bewegung reduzieren“ eingeschaltet, starten die Angebote angehalten und wechseln ohne Animation. „Abspielen“ startet sie nur auf Wunsch.",
          hi: "डिवाइस सेटिंग में “गति कम करें” चालू होने पर ऑफ़र रुके हुए शुरू होते हैं और बिना एनिमेशन के बदलते हैं। ग्राहक के कहने पर ही चलाएँ उन्हें शुरू करता है।",
        }}
      />
    );
  },
};

/** A single offer: no controls, nothing moves. */
export const SingleOffer: Story = {
  args: { slides: [{ id: "fd", content: null }] },
};
