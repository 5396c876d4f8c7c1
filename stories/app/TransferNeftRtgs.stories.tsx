import type { Meta, StoryObj } from "@storybook/react-vite";
import { NeftRtgsScreen } from "../../src/app/transfers/TransferScreens";
import {
  AFTER_CUT_OFF,
  LIMITS,
  NEFT_TO_PRIYA,
  SAVINGS_SOURCE,
} from "../../src/app/transfers/transferTestData";
import { appMeta, appParameters, appText } from "./support/appStory";
import {
  TRANSFER_ANSWERS,
  amountAndContinue,
  chooseIn,
  confirmWithPassword,
  containing,
} from "./support/transferStory";

/** NEFT/RTGS Pay Now (state `neftRtgs.home`): the network, the charges, the code, the NEFT cut-off. */
const meta = {
  title: "App/Transfer NEFT RTGS",
  component: NeftRtgsScreen,
  tags: ["page"],
  ...appMeta({ state: "neftRtgs.home", bank: { answers: { ...TRANSFER_ANSWERS, neftRtgs: AFTER_CUT_OFF } } }),
} satisfies Meta<typeof NeftRtgsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After today's cut-off: the form says a NEFT payment now goes on the next working day. */
export const AfterCutOff: Story = {
  parameters: appParameters({
    bank: { answers: { ...TRANSFER_ANSWERS, neftRtgsLimits: { ...LIMITS, afterNeftCutOff: true } } },
  }),
};

/**
 * Step 2 of 4: whom the customer pays (the account holder's name the bank recorded, the nickname,
 * the masked account, the bank and the IFSC), the network, the charges (none) and the total debit.
 */
export const Confirm: Story = {
  play: async (context) => {
    await chooseIn(context, "transfers:form.from", /Salary/);
    await chooseIn(context, "transfers:form.beneficiary", /Priya/);
    await amountAndContinue(context, "1500");
  },
};

/** The answer after the cut-off: the alertdialog asks whether the payment may go on the next working day. */
export const CutOffQuestion: Story = {
  play: async (context) => {
    await chooseIn(context, "transfers:form.from", /Salary/);
    await chooseIn(context, "transfers:form.beneficiary", /Priya/);
    await amountAndContinue(context, "1500");
    await confirmWithPassword(context);
    await context.userEvent.type(
      await context.canvas.findByRole("textbox", { name: containing(appText(context, "flow:otp.label")) }),
      "123456",
    );
    await context.userEvent.click(
      context.canvas.getByRole("button", { name: appText(context, "flow:confirm") }),
    );
  },
};

/**
 * Step 4 of 4: the confirmation, the reference number first, then whom it was paid to (holder,
 * nickname, masked account, bank, IFSC), the amounts, the receipt and Save as favourite.
 */
export const Success: Story = {
  parameters: appParameters({ bank: { answers: { ...TRANSFER_ANSWERS, neftRtgs: NEFT_TO_PRIYA } } }),
  play: async (context) => {
    await chooseIn(context, "transfers:form.from", /Salary/);
    await chooseIn(context, "transfers:form.beneficiary", /Priya/);
    await amountAndContinue(context, "1500");
    await confirmWithPassword(context);
    await context.userEvent.type(
      await context.canvas.findByRole("textbox", { name: containing(appText(context, "flow:otp.label")) }),
      "123456",
    );
    await context.userEvent.click(
      context.canvas.getByRole("button", { name: appText(context, "flow:confirm") }),
    );
    await context.canvas.findByText(NEFT_TO_PRIYA.data);
  },
};

/** A frozen account: the form says so and offers no Continue. */
export const Frozen: Story = {
  parameters: appParameters({
    bank: {
      answers: {
        ...TRANSFER_ANSWERS,
        checkFreezeState: {
          accountNumber: SAVINGS_SOURCE.account_number,
          freezeState: "TOTAL",
          debitAllowed: false,
          creditAllowed: false,
        },
      },
    },
  }),
  play: async (context) => {
    await chooseIn(context, "transfers:form.from", /Salary/);
  },
};
