import type { Meta, StoryObj } from "@storybook/react-vite";
import { CaptchaImage, type CaptchaImageProps } from "../../src/ui/Captcha";
import { useText } from "../support/storyText";

const sampleSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="60" viewBox="0 0 180 60"><rect width="180" height="60" fill="#f3f6f7"/><path d="M5 40 Q 60 10 175 35" stroke="#6b6b6b" fill="none"/><text x="20" y="40" font-size="28" font-family="sans-serif" fill="#1a1a1a">7 K 4 Q 2</text></svg>';

const meta = {
  title: "UI/CaptchaImage",
  component: CaptchaImage,
  args: { svg: sampleSvg, alt: "" },
  render: function Render(args: CaptchaImageProps) {
    const t = useText();
    return (
      <CaptchaImage
        {...args}
        alt={t({
          en: "Security image. If you cannot read it, choose “Send a code by SMS instead”.",
          de: "Sicherheitsbild. Wenn Sie es nicht lesen können, wählen Sie „Code per SMS senden“.",
          hi: "सुरक्षा छवि। यदि आप इसे नहीं पढ़ सकते, तो “SMS से कोड भेजें” चुनें।",
        })}
      />
    );
  },
} satisfies Meta<typeof CaptchaImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's image with its alternative pointing to the SMS code. */
export const Default: Story = {};
/** A wide image scales down to the screen width. */
export const LongContent: Story = {
  args: {
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="60" viewBox="0 0 480 60"><rect width="480" height="60" fill="#f3f6f7"/><text x="20" y="40" font-size="28" font-family="sans-serif" fill="#1a1a1a">7 K 4 Q 2 M 8 P 3 X 6 R</text></svg>',
  },
};
