import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Checkbox, type CheckboxProps } from "../../src/ui/Checkbox";
import { useText } from "../support/storyText";

/** The args choose which slots show (any non-empty description or error); the text follows the toolbar language. */
const meta = {
  title: "UI/Checkbox",
  component: Checkbox,
  args: { children: null, onChange: fn() },
  render: function Render(args: CheckboxProps) {
    const t = useText();
    return (
      <Checkbox
        {...args}
        {...(args.description
          ? {
              description: t({
                en: "Read them on the next page",
                de: "Sie finden sie auf der nächsten Seite",
                hi: "इन्हें अगले पृष्ठ पर पढ़ें",
              }),
            }
          : {})}
        {...(args.errorMessage
          ? {
              errorMessage: t({
                en: "Accept the terms to continue",
                de: "Bitte akzeptieren Sie die Bedingungen",
                hi: "आगे बढ़ने के लिए शर्तें स्वीकार करें",
              }),
            }
          : {})}
      >
        {t({
          en: "I accept the terms and conditions",
          de: "Ich akzeptiere die Bedingungen",
          hi: "मैं नियम और शर्तें स्वीकार करता हूँ",
        })}
      </Checkbox>
    );
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not checked. */
export const Default: Story = {};
/** Checked. */
export const Selected: Story = { args: { defaultSelected: true } };
/** With a hint. */
export const WithDescription: Story = { args: { description: "yes" } };
/** Invalid. */
export const WithError: Story = { args: { isRequired: true, errorMessage: "yes" } };
/** Disabled. */
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
/** Keyboard focus shows the focus ring. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await canvas.findByRole("checkbox");
  },
};
/** A long label wraps beside the box. */
export const LongContent: Story = {
  render: function Render(args: CheckboxProps) {
    const t = useText();
    return (
      <Checkbox {...args}>
        {t({
          en: "I confirm that this is my secure image and that I will check it every time before I enter my password",
          de: "Ich bestätige, dass dies mein Sicherheitsbild ist und dass ich es vor jeder Passworteingabe prüfe",
          hi: "मैं पुष्टि करता हूँ कि यह मेरी सुरक्षित छवि है और मैं पासवर्ड डालने से पहले हर बार इसे जाँचूँगा",
        })}
      </Checkbox>
    );
  },
};
