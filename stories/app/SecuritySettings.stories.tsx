import type { Meta, StoryObj } from "@storybook/react-vite";
import { SecurityInfoScreen } from "../../src/app/secureAccess/SecurityInfoScreen";
import { appMeta, appParameters, appSettled, appText } from "./support/appStory";

/**
 * Security settings (state `scrtyInfo.view`): from the menu, a change of the login password, the
 * transaction password, both or the user id; after a sign-in that needs a reset, only that.
 */
const meta = {
  title: "App/Security settings",
  component: SecurityInfoScreen,
  tags: ["page"],
  ...appMeta({ state: "scrtyInfo.view" }),
} satisfies Meta<typeof SecurityInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story["play"]>>[0];

/** Chooses what to change by its radio button. */
async function chooseChange(context: PlayContext, choice: string): Promise<void> {
  await appSettled(context);
  await context.userEvent.click(
    await context.canvas.findByRole("radio", { name: appText(context, `security:choice.${choice}`) }),
  );
}

/** From the menu: the choice, the login password form with its strength meter, the ways out. */
export const Settings: Story = {};

/** Continue with nothing typed: the error summary names the current and the new password. */
export const Missing: Story = {
  play: async (context) => {
    await appSettled(context);
    await context.userEvent.click(
      await context.canvas.findByRole("button", { name: appText(context, "security:continue") }),
    );
    await context.canvas.findByRole("alert");
  },
};

/** Both passwords chosen: the current login password, then a new login and a new transaction password. */
export const BothPasswords: Story = { play: (context) => chooseChange(context, "both") };

/** The user id chosen: the new user id with its availability check. */
export const UserId: Story = { play: (context) => chooseChange(context, "userId") };

/**
 * After a sign-in whose passwords must be reset: the reason, only the passwords to change and
 * sign-out; no menu, since the reset session may see nothing else.
 */
export const ForcedReset: Story = {
  parameters: appParameters({
    frame: "public",
    session: { secureImageSet: true, customerType: "R", resetRequired: true, resetWhich: "both" },
  }),
};

/** Fills the login password form with `newPassword` and presses Continue. */
async function changeLoginPassword(context: PlayContext, newPassword: string): Promise<void> {
  await appSettled(context);
  const field = (key: string) => context.canvas.getByLabelText(appText(context, key), { selector: "input" });
  await context.canvas.findByRole("button", { name: appText(context, "security:continue") });
  await context.userEvent.type(field("security:fields.currentLogin"), "Demo@1234");
  await context.userEvent.type(field("security:fields.newLogin"), newPassword);
  await context.userEvent.type(field("security:fields.confirmLogin"), newPassword);
  await context.userEvent.click(
    context.canvas.getByRole("button", { name: appText(context, "security:continue") }),
  );
}

/**
 * A new password among the last five: the bank's check refuses it before any code is sent; the
 * error summary (focused) and the new password field say so.
 */
export const RecentlyUsedPassword: Story = {
  parameters: appParameters({
    bank: {
      failures: {
        securityCheckNewPwd: {
          status: 406,
          code: "PASSWORD_CHANGE.RECENTLY_USED",
          body: {
            status: 406,
            code: "PASSWORD_CHANGE.RECENTLY_USED",
            statusMsg: "The new password cannot be one of your last 5 passwords.",
            field: "pwd",
          },
        },
      },
    },
  }),
  play: async (context) => {
    await changeLoginPassword(context, "Older#Pass1");
    await context.canvas.findByRole("alert");
  },
};

/** The checked change's one-time code, with the way back to the form (which keeps what was typed). */
export const CodeStep: Story = {
  play: async (context) => {
    await changeLoginPassword(context, "Fresh#Start9");
    await context.canvas.findByRole("heading", { level: 2, name: appText(context, "security:otp.heading") });
    await appSettled(context);
  },
};

/** A customer without a registered mobile number: every change needs a code, so the page says so. */
export const NoMobile: Story = {
  parameters: appParameters({
    bank: { answers: { validateMobileNumber: { registered: false, maskedMobile: null } } },
  }),
  play: async (context) => {
    await context.canvas.findByText(appText(context, "flow:noMobile.title"), undefined, { timeout: 15_000 });
  },
};
