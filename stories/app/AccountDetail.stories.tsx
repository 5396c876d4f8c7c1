import type { Meta, StoryObj } from "@storybook/react-vite";
import { screen } from "storybook/test";
import { ActiveAccountDetailScreen } from "../../src/app/accounts/AccountDetailScreen";
import { ACCOUNT_DETAILS, ACCOUNTS, JOINT_SAVINGS_ITEM } from "../../src/app/testing/fixtures/accounts";
import { appMeta, appSettled, appText } from "./support/appStory";

const JOINT = ACCOUNT_DETAILS[ACCOUNTS.jointSavings];
if (JOINT === undefined) throw new Error("The fixtures have no joint account's details.");

/**
 * An account's details (state `activeAccountDetail`), opened from the account list with the
 * account's number and type: asha's joint savings account, she its primary holder.
 */
const meta = {
  title: "App/Account details",
  component: ActiveAccountDetailScreen,
  tags: ["page"],
  ...appMeta({
    state: "activeAccountDetail",
    params: {
      accountNumber: JOINT_SAVINGS_ITEM.account_number,
      accountType: JOINT_SAVINGS_ITEM.account_type_code,
    },
    bank: { answers: { accountDetail: JOINT } },
  }),
} satisfies Meta<typeof ActiveAccountDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The joint account's fields, balances in words, the dialogs' buttons and the links on. */
export const JointAccount: Story = {};

/** "Joint holders" pressed: the dialog lists the primary and the three joint holders. */
export const JointHolders: Story = {
  play: async (context) => {
    await appSettled(context);
    await context.userEvent.click(
      await context.canvas.findByRole("button", { name: appText(context, "accounts:holders.open") }),
    );
    await screen.findByRole("dialog");
  },
};
