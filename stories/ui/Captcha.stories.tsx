import type { Meta, StoryObj } from "@storybook/react-vite";
import { CaptchaImage, type CaptchaImageProps } from "../../src/ui/Captcha";
import { useText } from "../support/storyText";

/** A captcha picture as the server draws it (200 × 72 PNG, base64). */
const samplePng =
  "iVBORw0KGgoAAAANSUhEUgAAAMgAAABIAgMAAADOhlLVAAAADFBMVEX57uxALTCKm3/VztI8lXgJAAAGVklEQVR42m1Xv48dNRD+1puVlsVHrsD9AooUnigM0UkUVziHIgFK4YDnEp1SUMJV/AkGhBShtK9fhE565wqJf8ABRUIobfrUVPkTuBl79713YYvdtdff/PhmPJ6FBTCiBXDnFSyPeNAD0ICFhgLq5PZ6jZh3Jnrc4IedR3WQRYi9Ws3XpwzIsJEn96Sx9OsT5bqDYkOLCDaENSg2TK4seuT+u0xEmXi7GGK3i5SuHug96druDRUboa6bMIpDeVYH4AW/9jO2PkcRrX8SQJHOGjO08DEypq2L2/q9FYvtbKXeY1lfs0OWRQvds5jD1hY2dyjccj9LiYtrDCkvC6QH7u8rUhGvdVUe62o9+6NHw3JdJbUXAS3amTE76813qvQMGFdojwg3sRu1cbFP4689n8kp4AmAhmTuL7xJRPWv8S9UywudiBomgSgPKxmXUkoTYHVxRUBdEBMacpYNUelX6sUDyay0QavShONC0F3PawTSoiNXDbikJReGxJYeIsVYvt4LsxYFGPGFZTe0ucrmPwLskCIyL1CpCZIAvNjqlzyTEpHrq3O0SpFJSGmUYbD45YLuY6ZGm8AGr4hO6na7WrxK6YLShqlUhtiYCwotxlZIAoUUGb74wpJyWlOsI4a0pnwXSKbTiT0is4Vk9I3IZolEnh/fyUTDA/42pLQO5ptKFGsZDTnZAB2JrB9IrUn1+JghHYUhbVo6W59LhujiItGsxDOkCfiQPFRDQedOfGnohE6malgAntNpiTMFUEbbeby/pmKTWtPZxD7WqwaqksGkiFLjI27RfZ5gch89I2aFzlOExguGCLGa4/tQlMLcY3mOIauJXzXIg2zayK4/Cg3R42IWOVH6HoXfhTwi2jREXuEKEgmcfmKYIVKzJ8OFlycPz9K6wFyJEHHeJpb1gEMxCgSrtD7/OTQF4vMtT84EhnTE1PbYJJA3LIaDkju/mmDunqLzAvlamQViAg6o7TFwkpiimQP5z8Ra1WTu95zGHsbTCT0gl684REO87zYCCcbz4FO1ASwBg/mMd3/nXxhnvqMvSGUmTJLxo0EgzlDMgE5CRgYImTejh3GGqCFkzFGUywQcBda5ihrNgyDZ7oph5NYUGkkDkmiWQmk8utCc6mHi5LkiK0oyHAvkyz2IJDl0cQwNTcJk58t3L4ZROiJ/HYICccNlUSyQYPijcZmmjhxHaSWbiM6kbkVeROebWhML5IBdNe4tQoVMXNHI4beSV0SnVWOWLEmXj8r0cMkG6yZgsAL5DCuMINeFJFZmwCp1cZ7S5VliMyn9QLYJeItQbCCHd6a5sHWV9SGtOQX9iqVQfEYAe6pKKTFfA7c18DcTckDQHdFpmngbi3dMRqnwDQ18xuenxt/gI4j3t6T2iHZYl3TrvO3MtxBJcp+4iPL8Da03tcJY9l9JUaCWtVhzJp8+kHuExZHFUYn+B+KVNlfcy44zdyl0PtvuqwiMNNc22HE+NCoR6MgyQsE4bci/Rhdu86daQyS08+EFKQRoSjCtnIcdubYJQ0RL6DsaZIt52APq66liHgOac4E3jUAc+QMC7zd3FHDbeFs+zNn/hOn+d31azrFSqpUJhIG9CFA/GckNgxzmU7jzSOlWOVAgG1ISyWMjVXx1ZUasVbX2CLE5SanUeLTWOD580XzOJYGMV39O9uVjOWY7t5zWKz6MwJl/czYMzfdsTTIeaVn7ycParqiUpJl7ScjjDCk7H7g4S0+3PUCFDlz+ivHSt5iTqlsgz/lmtXSdyCjuD5vag3wcrJLgHbatulnj1rillWI6u+/xoy09hATosKQCDqU1RRP+zFh6Gnm9iYCnSwuW5zaN0I62nFS1weqXpnJLmrTJc5NGI6vgLrF0Ifsdq3jTzNO6r6egQ2m2DrdNsrxkNrHx+y1mBppTzSf90rmOKJk4d4aWg8AiLEe8WFyk9G3Eu9tmMy4y2zk1ufvSW0mqhVZsGLM+ylFtx8rByISOS5dYYqyKaO56t11caTGB3X8QjZ0WHchav/k70dY2WxdK4pt9trr21IvQXJZzsYxsWo3Ecb6mg9t6XWK7G6x8/ReKD7d4jNphjzV7dNaI72xl1WYw5wrJe209jivM4lDv/Y+8KkiN9unOT8rW2eMW8P0O16qH7AStd8RvIW+Q+f//a1i6/P8A/gjH1vqRcwsAAAAASUVORK5CYII=";

const meta = {
  title: "UI/CaptchaImage",
  component: CaptchaImage,
  args: { png: samplePng, alt: "" },
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
/** A picture that does not arrive as base64 shows nothing but its alternative. */
export const NotBase64: Story = {
  args: { png: "not a picture" },
};
