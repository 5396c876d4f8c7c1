import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { LanguageSwitcher, type LanguageCode, type LanguageOption } from "../../src/ui/LanguageSwitcher";

const options: LanguageOption[] = [
  { value: "en", label: "English", lang: "en" },
  { value: "de", label: "Deutsch", lang: "de" },
  { value: "hi", label: "हिन्दी", lang: "hi" },
];

const meta = {
  title: "UI/LanguageSwitcher",
  component: LanguageSwitcher,
  args: { label: "Language", value: "en", options, onChange: fn() },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

function Interactive({ label, initial }: { label: string; initial: LanguageCode }) {
  const [value, setValue] = useState<LanguageCode>(initial);
  return <LanguageSwitcher label={label} value={value} options={options} onChange={setValue} />;
}

export const English: Story = { render: () => <Interactive label="Language" initial="en" /> };
export const German: Story = {
  render: () => <Interactive label="Sprache" initial="de" />,
  globals: { lang: "de" },
};
export const Hindi: Story = {
  render: () => <Interactive label="भाषा" initial="hi" />,
  globals: { lang: "hi" },
};
