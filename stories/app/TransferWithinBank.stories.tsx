import type { Meta, StoryObj } from "@storybook/react-vite";
import { WithinBankTransferScreen } from "../../src/app/transfers/TransferScreens";
import { RAVI_BENEFICIARY, SUNITA_BENEFICIARY } from "../../src/app/transfers/transferTestData";
import { appMeta, appParameters, appText } from "./support/appStory";
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

/**
 * An amount within the beneficiary's limit but above what is left of the cap of its first hours
 * (₹30,000 of ₹50,000 already paid, ₹20,000 left): the summary and the field say so with the figures.
 */
export const AboveCap: Story = {
  parameters: appParameters({
    bank: {
      answers: {
        ...TRANSFER_ANSWERS,
        activeBeneficiariesWithinBank: {
          beneficiaryList: [RAVI_BENEFICIARY, { ...SUNITA_BENEFICIARY, coolingOffRemaining: 2_000_000n }],
        },
      },
    },
  }),
  play: async (context) => {
    await chooseIn(context, "transfers:form.from", /Salary/);
    await chooseIn(context, "transfers:form.beneficiary", /Sunita/);
    await amountAndContinue(context, "30000");
    await context.canvas.findByRole("alert");
  },
};

/**
 * A customer without a registered mobile number: the payment needs a one-time code, so the screen
 * says so and how to register one, instead of a form that would fail at the code.
 */
export const NoMobile: Story = {
  parameters: appParameters({
    bank: {
      answers: { ...TRANSFER_ANSWERS, validateMobileNumber: { registered: false, maskedMobile: null } },
    },
  }),
  play: async (context) => {
    // The notice renders once the bank has answered, which a busy machine can take seconds for.
    await context.canvas.findByText(appText(context, "flow:noMobile.title"), undefined, { timeout: 15_000 });
  },
};
