import type { Meta, StoryObj } from "@storybook/react-vite";
import { AuthOtpScreen } from "../../src/app/authOtp/AuthOtpScreen";
import { appMeta, appSettled, appText } from "./support/appStory";

/**
 * The sign-in code (state `authOtp`): after the password, in the session that waits for the code,
 * without the menu. The code goes to the registered mobile as the screen opens.
 */
const meta = {
  title: "App/Sign-in code",
  component: AuthOtpScreen,
  tags: ["page"],
  ...appMeta({
    state: "authOtp",
    frame: "public",
    session: { secureImageSet: true, customerType: "R" },
  }),
} satisfies Meta<typeof AuthOtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code was sent: where to, the code field and the wait before a new code may be asked for. */
export const CodeSent: Story = {};

/** A code the demo bank accepts. */
const CODE = "123456";

/** The code accepted: the question whether this is the customer's own device. */
export const DeviceQuestion: Story = {
  play: async (context) => {
    await appSettled(context);
    await context.userEvent.type(
      await context.canvas.findByRole("textbox", { name: appText(context, "login:otp.label") }),
      CODE,
    );
    await context.userEvent.click(
      context.canvas.getByRole("button", { name: appText(context, "login:continue") }),
    );
    await appSettled(context);
    await context.canvas.findByRole("radiogroup", { name: appText(context, "login:otp.ownSystemLabel") });
  },
};
