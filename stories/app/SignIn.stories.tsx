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

/**
 * The security check by code, refused because the code was already used (a wrong password used it
 * up): the reason in the error summary, and "Send a new code" after the announced wait.
 */
export const CaptchaCodeUsed: Story = {
  parameters: appParameters({
    bank: {
      answers: { checkFailCount: { count: 3, captchaRequired: true } },
      failures: {
        login: {
          status: 428,
          code: "LOGIN.CAPTCHA_REQUIRED",
          body: { status: 428, code: "LOGIN.CAPTCHA_REQUIRED", statusMsg: "x", captchaRefused: "used" },
        },
      },
    },
  }),
  play: async (context) => {
    await continueWith(context, USERNAME);
    const { canvas, userEvent } = context;
    await userEvent.click(
      await canvas.findByRole("checkbox", { name: appText(context, "login:secureCheck.confirm") }),
    );
    await userEvent.click(
      await canvas.findByRole("button", { name: appText(context, "login:captcha.sendCode") }),
    );
    await userEvent.type(
      await canvas.findByLabelText(appText(context, "login:password.label"), { selector: "input" }),
      "Asha@2026",
    );
    await userEvent.type(
      await canvas.findByRole("textbox", { name: appText(context, "login:captcha.codeLabel") }),
      "654321",
    );
    await userEvent.click(canvas.getByRole("button", { name: appText(context, "login:submit") }));
    await canvas.findByText(appText(context, "login:captcha.refused.code.used"), { selector: "a" });
    await appSettled(context);
  },
};
