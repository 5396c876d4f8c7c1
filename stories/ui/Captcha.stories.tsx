import type { Meta, StoryObj } from "@storybook/react-vite";
import { CaptchaImage } from "../../src/ui/Captcha";

const sampleSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="60" viewBox="0 0 180 60"><rect width="180" height="60" fill="#f3f6f7"/><path d="M5 40 Q 60 10 175 35" stroke="#6b6b6b" fill="none"/><text x="20" y="40" font-size="28" font-family="sans-serif" fill="#1a1a1a">7 K 4 Q 2</text></svg>';

const meta = {
  title: "UI/CaptchaImage",
  component: CaptchaImage,
  args: {
    svg: sampleSvg,
    alt: "Security image. If you cannot read it, choose “Send a code by SMS instead”.",
  },
} satisfies Meta<typeof CaptchaImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = {
  args: { alt: "Sicherheitsbild. Wenn Sie es nicht lesen können, wählen Sie „Code per SMS senden“." },
  globals: { lang: "de" },
};
export const Hindi: Story = {
  args: { alt: "सुरक्षा छवि। यदि आप इसे नहीं पढ़ सकते, तो “SMS से कोड भेजें” चुनें।" },
  globals: { lang: "hi" },
};
