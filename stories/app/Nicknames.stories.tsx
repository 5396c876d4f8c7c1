import type { Meta, StoryObj } from "@storybook/react-vite";
import { within } from "storybook/test";
import { NicknameScreen } from "../../src/app/accounts/NicknameScreen";
import { ACCOUNTS, RECURRING_DEPOSIT_ITEM } from "../../src/app/testing/fixtures/accounts";
import { appMeta, appParameters, appSettled, appText } from "./support/appStory";

/** Account nicknames (state `acnNickName`): one form per kind of account. */
const meta = {
  title: "App/Account nicknames",
  component: NicknameScreen,
  tags: ["page"],
  ...appMeta({ state: "acnNickName" }),
} satisfies Meta<typeof NicknameScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** asha's nicknames by kind; each group's save waits for a change and says why. */
export const Loaded: Story = {};

/** The recurring deposit's nickname in other letters: the bank answers it already exists. */
const TAKEN = RECURRING_DEPOSIT_ITEM.shrt_account_names.toLowerCase();

/**
 * The current account given a nickname another account has: the bank refuses it, the group's
 * message names it and takes focus, and the field is emptied.
 */
export const Duplicate: Story = {
  parameters: appParameters({
    bank: {
      answers: {
        updateNicknames: {
          success: false,
          statusMsg: `Nickname ${TAKEN} already exists`,
          conflicts: [{ account_number: ACCOUNTS.current, shrt_account_names: TAKEN }],
        },
      },
    },
  }),
  play: async (context) => {
    await appSettled(context);
    const groupName = appText(context, "accounts:nickname.group.current");
    const group = within(await context.canvas.findByRole("region", { name: groupName }));
    await context.userEvent.type(
      group.getByRole("textbox", {
        name: appText(context, "accounts:nickname.label", { number: ACCOUNTS.current }),
      }),
      TAKEN,
    );
    await context.userEvent.click(
      group.getByRole("button", {
        name: appText(context, "accounts:nickname.submit", { group: groupName }),
      }),
    );
    await appSettled(context);
    await group.findByRole("alert");
  },
};
