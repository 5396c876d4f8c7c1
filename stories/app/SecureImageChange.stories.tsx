import type { Meta, StoryObj } from "@storybook/react-vite";
import { SecureImageChangeScreen } from "../../src/app/secureAccess/SecureImageChangeScreen";
import { SECURE_IMAGES } from "../../src/app/testing/fixtures/auth";
import { appMeta, appParameters, appSettled, appText } from "./support/appStory";
import { containing } from "./support/transferStory";

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

/** Chooses the lotus, types the new text and continues to the confirmation. */
async function toConfirm(context: PlayContext): Promise<void> {
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
}

/** Confirms with the transaction password (the fake accepts any) and waits for the code step. */
async function toCodeStep(context: PlayContext): Promise<void> {
  await toConfirm(context);
  await context.userEvent.type(
    await context.canvas.findByLabelText(containing(appText(context, "flow:txnPwd.label"))),
    "Txn@12345",
  );
  await context.userEvent.click(
    context.canvas.getByRole("button", { name: appText(context, "flow:confirm") }),
  );
  await appSettled(context);
}

/** Step 2 of 4: the chosen picture and text to confirm with the transaction password. */
export const Confirm: Story = { play: toConfirm };

/**
 * Step 3 of 4 when the code could not be sent (too many requests): the reason in place of the
 * busy status, "Try again" and Cancel.
 */
export const CodeNotSent: Story = {
  parameters: appParameters({
    bank: { failures: { generateOtp: { status: 429, code: "REQUEST.RATE_LIMITED" } } },
  }),
  play: async (context) => {
    await toCodeStep(context);
    await context.canvas.findByRole("button", { name: appText(context, "flow:tryAgain") });
  },
};

/** Step 3 of 4 after the code was accepted, while the change is made: the completion's busy status. */
export const Completing: Story = {
  parameters: appParameters({ bank: { pending: ["setUserSecurityInfo"] } }),
  play: async (context) => {
    await toCodeStep(context);
    await context.userEvent.type(
      await context.canvas.findByRole("textbox", { name: containing(appText(context, "flow:otp.label")) }),
      "123456",
    );
    await context.userEvent.click(
      context.canvas.getByRole("button", { name: appText(context, "flow:confirm") }),
    );
    await context.canvas.findByRole("progressbar", { name: appText(context, "flow:otp.completing") });
  },
};
