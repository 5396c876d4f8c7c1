import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { TextArea, type TextAreaProps } from "../../src/ui/TextArea";
import { useText } from "../support/storyText";

/** Args choose which slots show; the text follows the toolbar language. */
const meta = {
  title: "UI/TextArea",
  component: TextArea,
  args: { label: "", onChange: fn() },
  render: function Render(args: TextAreaProps) {
    const t = useText();
    const left = t({ en: "{n} characters left", de: "Noch {n} Zeichen", hi: "{n} अक्षर शेष" });
    const over = t({ en: "{n} characters too many", de: "{n} Zeichen zu viel", hi: "{n} अक्षर अधिक" });
    return (
      <TextArea
        {...args}
        label={t({ en: "Comment", de: "Kommentar", hi: "टिप्पणी" })}
        {...(args.description
          ? {
              description: t({
                en: "Tell us what happened with this transaction",
                de: "Beschreiben Sie, was mit dieser Buchung passiert ist",
                hi: "बताएँ कि इस लेन-देन के साथ क्या हुआ",
              }),
            }
          : {})}
        {...(args.errorMessage
          ? {
              errorMessage: t({
                en: "Enter a comment",
                de: "Geben Sie einen Kommentar ein",
                hi: "टिप्पणी दर्ज करें",
              }),
            }
          : {})}
        {...(args.maxLength !== undefined
          ? {
              remainingText: (n: number) => (n >= 0 ? left : over).replace("{n}", String(Math.abs(n))),
            }
          : {})}
      />
    );
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: "yes" } };
export const WithCount: Story = { args: { maxLength: 200, description: "yes" } };
export const OverTheLimit: Story = {
  args: {
    maxLength: 20,
    defaultValue: "Card lost at the ATM near Connaught Place yesterday evening",
  },
};
export const Invalid: Story = { args: { errorMessage: "yes", isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: "Not my transaction" } };
