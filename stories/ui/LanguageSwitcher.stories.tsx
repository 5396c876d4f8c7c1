import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { LanguageSwitcher, type LanguageCode, type LanguageOption } from "../../src/ui/LanguageSwitcher";
import { useStoryLocale, useText } from "../support/storyText";

// Each language is named in itself, whatever the page language.
const options: LanguageOption[] = [
  { value: "en", label: "English", lang: "en" },
  { value: "de", label: "Deutsch", lang: "de" },
  { value: "hi", label: "हिन्दी", lang: "hi" },
];

const meta = {
  title: "UI/LanguageSwitcher",
  component: LanguageSwitcher,
  args: { label: "", value: "en", options, onChange: fn() },
  render: function Render(args) {
    const t = useText();
    const storyLocale = useStoryLocale();
    const [value, setValue] = useState<LanguageCode>(storyLocale === "pseudo" ? "en" : storyLocale);
    return (
      <LanguageSwitcher
        {...args}
        label={t({ en: "Language", de: "Sprache", hi: "भाषा" })}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar language is chosen; arrows move, Enter or Space switches. */
export const Default: Story = {};
/** Keyboard focus on the chosen language. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await canvas.findAllByRole("radio");
  },
};
/** A long group label wraps above the options. */
export const LongContent: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <LanguageSwitcher
        {...args}
        label={t({
          en: "Language of internet banking, messages and statements",
          de: "Sprache des Online-Bankings, der Mitteilungen und Kontoauszüge",
          hi: "इंटरनेट बैंकिंग, संदेशों और खाता विवरण की भाषा",
        })}
      />
    );
  },
};
