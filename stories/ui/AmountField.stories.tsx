import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { AmountField, type AmountFieldProps } from "../../src/ui/AmountField";
import { useStoryLocale, useText } from "../support/storyText";

/** The language of the amount in words follows the toolbar (the pseudo-locale uses English). */
function useWordsLanguage(): AmountFieldProps["language"] {
  const locale = useStoryLocale();
  return locale === "pseudo" ? "en" : locale;
}

const meta = {
  title: "UI/AmountField",
  component: AmountField,
  args: { label: "Amount in rupees", language: "en", onChange: fn() },
  render: function Render(args: AmountFieldProps) {
    const t = useText();
    return (
      <AmountField
        {...args}
        language={useWordsLanguage()}
        label={t({ en: "Amount in rupees", de: "Betrag in Rupien", hi: "राशि (रुपये में)" })}
        description={t({
          en: "Up to ₹2,00,000 a day by IMPS",
          de: "Bis zu 200.000 ₹ pro Tag per IMPS",
          hi: "IMPS से प्रति दिन ₹2,00,000 तक",
        })}
        wordsLabel={t({ en: "In words", de: "In Worten", hi: "शब्दों में" })}
      />
    );
  },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: only the ₹ prefix and the hint. */
export const Default: Story = {};

/** An amount with Indian grouping and its words shown below. */
export const WordsShown: Story = { args: { defaultValue: 12345650n } };

/** A large amount whose words wrap over several lines. */
export const LargeAmount: Story = { args: { defaultValue: 98765432109876n } };

/** Invalid: above the daily limit; the error is linked after the words. */
export const Invalid: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <AmountField
        {...args}
        language={useWordsLanguage()}
        label={t({ en: "Amount in rupees", de: "Betrag in Rupien", hi: "राशि (रुपये में)" })}
        wordsLabel={t({ en: "In words", de: "In Worten", hi: "शब्दों में" })}
        defaultValue={25000000n}
        errorMessage={t({
          en: "The amount is above your daily IMPS limit of ₹2,00,000",
          de: "Der Betrag liegt über Ihrem IMPS-Tageslimit von 200.000 ₹",
          hi: "राशि आपकी ₹2,00,000 की दैनिक IMPS सीमा से अधिक है",
        })}
        isRequired
      />
    );
  },
};

/** Disabled with a fixed amount (a standing instruction that cannot be changed). */
export const Disabled: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <AmountField
        {...args}
        language={useWordsLanguage()}
        label={t({ en: "Monthly instalment", de: "Monatliche Rate", hi: "मासिक किस्त" })}
        wordsLabel={t({ en: "In words", de: "In Worten", hi: "शब्दों में" })}
        defaultValue={1250000n}
        isDisabled
      />
    );
  },
};

/** A long label that must wrap at 320 px and 200% text. */
export const LongLabel: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <AmountField
        {...args}
        language={useWordsLanguage()}
        label={t({
          en: "Amount to transfer to the beneficiary's account in Indian rupees",
          de: "Überweisungsbetrag auf das Konto des Zahlungsempfängers in indischen Rupien (Überweisungshöchstbetrag beachten)",
          hi: "लाभार्थी के खाते में भेजी जाने वाली राशि भारतीय रुपये में",
        })}
        wordsLabel={t({ en: "In words", de: "In Worten", hi: "शब्दों में" })}
        defaultValue={100n}
      />
    );
  },
};
