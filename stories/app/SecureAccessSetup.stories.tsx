import type { Meta, StoryObj } from "@storybook/react-vite";
import { ConfigureSecureLoginAccessScreen } from "../../src/app/secureAccess/ConfigureSecureLoginAccessScreen";
import { appMeta, appSettled, appText } from "./support/appStory";

/**
 * Secure image and text set-up (state `configureSecureLoginAccess`): the first sign-in of a
 * customer without a secure image chooses one picture and a secure text.
 */
const meta = {
  title: "App/Secure image set-up",
  component: ConfigureSecureLoginAccessScreen,
  tags: ["page"],
  ...appMeta({
    state: "configureSecureLoginAccess",
    session: { secureImageSet: false, customerType: "R" },
  }),
} satisfies Meta<typeof ConfigureSecureLoginAccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pictures in their five categories and the secure text. */
export const Form: Story = {};

/** Save with nothing chosen: the error summary names the picture and the text; each says so. */
export const Missing: Story = {
  play: async (context) => {
    await appSettled(context);
    await context.userEvent.click(
      await context.canvas.findByRole("button", { name: appText(context, "login:secureSetup.save") }),
    );
    await context.canvas.findByRole("alert");
  },
};
