import type { Meta, StoryObj } from "@storybook/react-vite";
import { LoginScreen } from "../../src/app/login/LoginScreen";
import { appMeta, appParameters, appSettled, appText } from "./support/appStory";

/** Sign-in (state `login`): the user id, then the password with the secure image and text. */
const meta = {
  title: "App/Sign in",
  component: LoginScreen,
  tags: ["page"],
  ...appMeta({ state: "login", frame: "public" }),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story["play"]>>[0];

/** The demo customer's user id. */
const USERNAME = "asha";

/** Presses Continue on the user id step, with `username` typed first unless it is empty. */
async function continueWith(context: PlayContext, username: string): Promise<void> {
  if (username !== "") {
    await context.userEvent.type(
      await context.canvas.findByRole("textbox", { name: appText(context, "login:username.label") }),
      username,
    );
  }
  await context.userEvent.click(
    await context.canvas.findByRole("button", { name: appText(context, "login:continue") }),
  );
  await appSettled(context);
}

/** Step 1: the user id. */
export const UsernameStep: Story = {};

/** Continue with no user id: the error summary takes focus and the field says what is missing. */
export const UsernameMissing: Story = {
  play: (context) => continueWith(context, ""),
};

/** Step 2: the customer's secure image and text, the tick that confirms them, and the password. */
export const PasswordStep: Story = {
  play: (context) => continueWith(context, USERNAME),
};

/** Three failed sign-ins before: the password step also asks for the security check picture. */
export const CaptchaRequired: Story = {
  parameters: appParameters({
    bank: { answers: { checkFailCount: { count: 3, captchaRequired: true } } },
  }),
  play: (context) => continueWith(context, USERNAME),
};
