import type { Meta, StoryObj } from "@storybook/react-vite";
import { SecureImageChangeScreen } from "../../src/app/secureAccess/SecureImageChangeScreen";
import { SECURE_IMAGES } from "../../src/app/testing/fixtures/auth";
import { appMeta, appSettled, appText } from "./support/appStory";

/**
 * Change secure image and text (state `scrtyInfo.secureImage`), a sensitive flow: the form, the
 * confirmation with the transaction password, the one-time code, the reference number.
 */
const meta = {
  title: "App/Change secure image",
  component: SecureImageChangeScreen,
  tags: ["page"],
  ...appMeta({ state: "scrtyInfo.secureImage" }),
} satisfies Meta<typeof SecureImageChangeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story["play"]>>[0];

/** Presses the form step's Continue. */
async function pressContinue(context: PlayContext): Promise<void> {
  await context.userEvent.click(
    await context.canvas.findByRole("button", { name: appText(context, "flow:continue") }),
  );
  await appSettled(context);
}

/** Step 1 of 4: the steps, the pictures in their categories and the secure text. */
export const Form: Story = {};

/** Continue with nothing chosen: the error summary names the picture and the text. */
export const Missing: Story = {
  play: async (context) => {
    await appSettled(context);
    await pressContinue(context);
    await context.canvas.findByRole("alert");
  },
};

/** The lotus, the demo's other flower picture. */
const LOTUS = SECURE_IMAGES.find((image) => image.id === "lotus_2");

/** A new secure text the rules allow (4 to 20 letters, digits, `_` or `-`). */
const NEW_TEXT = "New_text-1";

/** Step 2 of 4: the chosen picture and text to confirm with the transaction password. */
export const Confirm: Story = {
  play: async (context) => {
    if (LOTUS === undefined) throw new Error("The fixtures have no lotus picture.");
    await appSettled(context);
    await context.userEvent.click(
      await context.canvas.findByRole("radio", { name: appText(context, `login:${LOTUS.altKey}`) }),
    );
    await context.userEvent.type(
      context.canvas.getByRole("textbox", { name: appText(context, "login:secureSetup.textLabel") }),
      NEW_TEXT,
    );
    await pressContinue(context);
  },
};
