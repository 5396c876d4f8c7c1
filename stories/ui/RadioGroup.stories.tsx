import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { RadioGroup, type RadioGroupProps } from "../../src/ui/RadioGroup";
import { useText } from "../support/storyText";

/** The args choose which slots show (any non-empty error); the text follows the toolbar language. */
const meta = {
  title: "UI/RadioGroup",
  component: RadioGroup,
  args: { label: "", options: [], onChange: fn() },
  render: function Render(args: RadioGroupProps) {
    const t = useText();
    return (
      <RadioGroup
        {...args}
        label={t({ en: "Transfer mode", de: "Überweisungsart", hi: "अंतरण का प्रकार" })}
        options={[
          {
            value: "NEFT",
            label: "NEFT",
            description: t({
              en: "Credited within a few hours",
              de: "Gutschrift innerhalb weniger Stunden",
              hi: "कुछ घंटों में जमा",
            }),
          },
          {
            value: "RTGS",
            label: "RTGS",
            description: t({
              en: "₹2,00,000.00 or more, credited at once",
              de: "Ab 200.000,00 ₹, sofortige Gutschrift",
              hi: "₹2,00,000.00 या अधिक, तुरंत जमा",
            }),
          },
          {
            value: "IMPS",
            label: "IMPS",
            description: t({
              en: "Any time, up to ₹5,00,000.00",
              de: "Jederzeit, bis 500.000,00 ₹",
              hi: "किसी भी समय, ₹5,00,000.00 तक",
            }),
          },
        ]}
        {...(args.errorMessage
          ? {
              errorMessage: t({
                en: "Choose a transfer mode",
                de: "Bitte eine Überweisungsart wählen",
                hi: "अंतरण का प्रकार चुनें",
              }),
            }
          : {})}
      />
    );
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen. */
export const Default: Story = {};
/** One chosen. */
export const Selected: Story = { args: { defaultValue: "IMPS" } };
/** Invalid. */
export const WithError: Story = { args: { errorMessage: "yes" } };
/** Disabled. */
export const Disabled: Story = { args: { defaultValue: "NEFT", isDisabled: true } };
/** Keyboard focus shows the focus ring on the first radio. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await canvas.findAllByRole("radio");
  },
};
/** Side by side, wrapping when narrow. */
export const Horizontal: Story = {
  render: function Render(args: RadioGroupProps) {
    const t = useText();
    return (
      <RadioGroup
        {...args}
        orientation="horizontal"
        label={t({ en: "Account type", de: "Kontoart", hi: "खाते का प्रकार" })}
        options={[
          { value: "SB", label: t({ en: "Savings", de: "Sparkonto", hi: "बचत" }) },
          { value: "CA", label: t({ en: "Current", de: "Girokonto", hi: "चालू" }) },
        ]}
      />
    );
  },
};
/** Long labels and hints wrap. */
export const LongContent: Story = {
  render: function Render(args: RadioGroupProps) {
    const t = useText();
    return (
      <RadioGroup
        {...args}
        label={t({
          en: "Where should the interest of the fixed deposit be paid at maturity?",
          de: "Wohin sollen die Zinsen der Festgeldanlage bei Fälligkeit gezahlt werden?",
          hi: "परिपक्वता पर सावधि जमा का ब्याज कहाँ जमा किया जाए?",
        })}
        errorMessage={t({
          en: "Choose where the interest is paid",
          de: "Bitte wählen Sie, wohin die Zinsen gezahlt werden",
          hi: "चुनें कि ब्याज कहाँ जमा हो",
        })}
        options={[
          {
            value: "renew",
            label: t({
              en: "Add it to the deposit and renew for the same period",
              de: "Der Anlage gutschreiben und für denselben Zeitraum verlängern",
              hi: "जमा में जोड़ें और उसी अवधि के लिए नवीनीकरण करें",
            }),
          },
          {
            value: "credit",
            label: t({
              en: "Credit it to the savings account ending 4321",
              de: "Dem Sparkonto mit Endung 4321 gutschreiben",
              hi: "4321 पर समाप्त बचत खाते में जमा करें",
            }),
          },
        ]}
      />
    );
  },
};

/** A square picture of one colour, decorative (`alt=""`): the radio's label names the choice. */
function Swatch({ colour }: { readonly colour: string }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="8" fill="${colour}"/></svg>`;
  return <img src={`data:image/svg+xml,${encodeURIComponent(svg)}`} alt="" width={64} height={64} />;
}

/** One group in titled sections, each choice with a picture in its label; arrows cross the sections. */
export const SectionsWithPictures: Story = {
  args: { defaultValue: "lotus" },
  render: function Render(args: RadioGroupProps) {
    const t = useText();
    return (
      <RadioGroup
        {...args}
        orientation="horizontal"
        label={t({ en: "Secure image", de: "Sicherheitsbild", hi: "सुरक्षा छवि" })}
        sections={[
          {
            id: "flower",
            title: t({ en: "Flowers", de: "Blumen", hi: "फूल" }),
            options: [
              {
                value: "lotus",
                label: t({ en: "Lotus", de: "Lotosblume", hi: "कमल" }),
                visual: <Swatch colour="#f4b6c2" />,
              },
              {
                value: "rose",
                label: t({ en: "Red rose", de: "Rote Rose", hi: "लाल गुलाब" }),
                visual: <Swatch colour="#c0392b" />,
              },
            ],
          },
          {
            id: "transport",
            title: t({ en: "Transport", de: "Verkehrsmittel", hi: "परिवहन" }),
            options: [
              {
                value: "train",
                label: t({ en: "Train", de: "Zug", hi: "रेलगाड़ी" }),
                visual: <Swatch colour="#2e86c1" />,
              },
              {
                value: "boat",
                label: t({ en: "Boat", de: "Boot", hi: "नाव" }),
                visual: <Swatch colour="#117a65" />,
              },
            ],
          },
        ]}
      />
    );
  },
};
