import type { Meta, StoryObj } from "@storybook/react-vite";
import { AddWithinBankScreen } from "../../src/app/beneficiary/AddBeneficiaryScreen";
import { LIMITS } from "../../src/app/transfers/transferTestData";
import { appMeta, appSettled, appText } from "./support/appStory";
import { containing } from "./support/transferStory";

/** Add a beneficiary within the bank (state `beneficiary.addBenfInFIS`): the holder's name from the bank's lookup. */
const meta = {
  title: "App/Beneficiary add within the bank",
  component: AddWithinBankScreen,
  tags: ["page"],
  ...appMeta({ state: "beneficiary.addBenfInFIS", bank: { answers: { neftRtgsLimits: LIMITS } } }),
} satisfies Meta<typeof AddWithinBankScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story["play"]>>[0];

/** Looks up asha's payee Ravi's account (the consent ticked), as the form asks. */
async function lookUp(context: PlayContext): Promise<void> {
  await appSettled(context);
  const { canvas, userEvent } = context;
  for (const key of ["beneficiary:add.accountNumber", "beneficiary:add.confirmAccountNumber"]) {
    await userEvent.type(canvas.getByRole("textbox", { name: appText(context, key) }), "20000010000021");
  }
  await userEvent.click(canvas.getByRole("checkbox", { name: appText(context, "beneficiary:add.consent") }));
  await userEvent.click(canvas.getByRole("button", { name: appText(context, "beneficiary:add.lookUpName") }));
  await appSettled(context);
}

/** The account looked up: the holder's name the bank answered, announced in a status line. */
export const LookedUp: Story = { play: lookUp };

/**
 * Step 4 of 4, added and activated by the code: the summary with the account number masked as on
 * every other screen, and the new beneficiary's limits.
 */
export const Added: Story = {
  play: async (context) => {
    await lookUp(context);
    const { canvas, userEvent } = context;
    await userEvent.type(
      canvas.getByRole("textbox", { name: containing(appText(context, "beneficiary:add.nickName")) }),
      "Ravi",
    );
    await userEvent.type(
      canvas.getByRole("textbox", { name: containing(appText(context, "beneficiary:add.transferLimit")) }),
      "10000",
    );
    await userEvent.click(canvas.getByRole("button", { name: appText(context, "flow:continue") }));
    await userEvent.type(
      await canvas.findByLabelText(containing(appText(context, "flow:txnPwd.label"))),
      "Txn@12345",
    );
    await userEvent.click(canvas.getByRole("button", { name: appText(context, "flow:confirm") }));
    await userEvent.type(
      await canvas.findByRole("textbox", { name: containing(appText(context, "flow:otp.label")) }),
      "123456",
    );
    await userEvent.click(canvas.getByRole("button", { name: appText(context, "flow:confirm") }));
    await canvas.findByText(appText(context, "beneficiary:add.success"));
    await appSettled(context);
  },
};
