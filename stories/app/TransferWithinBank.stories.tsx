import type { Meta, StoryObj } from "@storybook/react-vite";
import { WithinBankTransferScreen } from "../../src/app/transfers/TransferScreens";
import { appMeta } from "./support/appStory";
import { TRANSFER_ANSWERS, amountAndContinue, chooseIn } from "./support/transferStory";

/** Pay Now within the bank (state `thirdFd.thirdPtyTrnsfrInFIS`): an active beneficiary with its limit. */
const meta = {
  title: "App/Transfer within the bank",
  component: WithinBankTransferScreen,
  tags: ["page"],
  ...appMeta({ state: "thirdFd.thirdPtyTrnsfrInFIS", bank: { answers: TRANSFER_ANSWERS } }),
} satisfies Meta<typeof WithinBankTransferScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A beneficiary added this morning: its limit and the cap of its first 24 hours under the picker. */
export const NewBeneficiary: Story = {
  play: async (context) => {
    await chooseIn(context, "transfers:form.beneficiary", /Sunita/);
  },
};

/** An amount above the new beneficiary's cap: the error summary and the field say so. */
export const AboveCap: Story = {
  play: async (context) => {
    await chooseIn(context, "transfers:form.from", /Salary/);
    await chooseIn(context, "transfers:form.beneficiary", /Sunita/);
    await amountAndContinue(context, "50000.01");
    await context.canvas.findByRole("alert");
  },
};
