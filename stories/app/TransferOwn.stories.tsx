import type { Meta, StoryObj } from "@storybook/react-vite";
import { OwnTransferScreen } from "../../src/app/transfers/TransferScreens";
import { completed } from "../../src/app/transfers/transferTestData";
import { appMeta } from "./support/appStory";
import { TRANSFER_ANSWERS, amountAndContinue, chooseIn, confirmWithPassword } from "./support/transferStory";

/**
 * Own-account transfer (state `ownFd.ownAcnTransfer`): form, confirm with the transaction
 * password, success with the reference and the new balance; no one-time code.
 */
const meta = {
  title: "App/Transfer own account",
  component: OwnTransferScreen,
  tags: ["page"],
  ...appMeta({
    state: "ownFd.ownAcnTransfer",
    bank: { answers: { ...TRANSFER_ANSWERS, fundsTransferWithinBank: completed() } },
  }),
} satisfies Meta<typeof OwnTransferScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of 3: the accounts with their available balance, the amount with its words, remarks. */
export const Form: Story = {};

/** Step 2 of 3: every value, the amount in words, the transaction password. */
export const Confirm: Story = {
  play: async (context) => {
    await chooseIn(context, "transfers:form.from", /Salary/);
    await chooseIn(context, "transfers:form.to", /Business/);
    await amountAndContinue(context, "1500");
  },
};

/** Step 3 of 3: the reference, the new available balance, the receipt and Save as favourite. */
export const Success: Story = {
  play: async (context) => {
    await chooseIn(context, "transfers:form.from", /Salary/);
    await chooseIn(context, "transfers:form.to", /Business/);
    await amountAndContinue(context, "1500");
    await confirmWithPassword(context);
    await context.canvas.findByText("FT1000000042");
  },
};
