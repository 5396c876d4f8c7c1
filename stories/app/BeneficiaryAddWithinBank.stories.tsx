import type { Meta, StoryObj } from "@storybook/react-vite";
import { AddWithinBankScreen } from "../../src/app/beneficiary/AddBeneficiaryScreen";
import { LIMITS } from "../../src/app/transfers/transferTestData";
import { appMeta, appSettled, appText } from "./support/appStory";

/** Add a beneficiary within the bank (state `beneficiary.addBenfInFIS`): the holder's name from the bank's lookup. */
const meta = {
  title: "App/Beneficiary add within the bank",
  component: AddWithinBankScreen,
  tags: ["page"],
  ...appMeta({ state: "beneficiary.addBenfInFIS", bank: { answers: { neftRtgsLimits: LIMITS } } }),
} satisfies Meta<typeof AddWithinBankScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account looked up: the holder's name the bank answered, announced in a status line. */
export const LookedUp: Story = {
  play: async (context) => {
    await appSettled(context);
    const { canvas, userEvent } = context;
    for (const key of ["beneficiary:add.accountNumber", "beneficiary:add.confirmAccountNumber"]) {
      await userEvent.type(canvas.getByRole("textbox", { name: appText(context, key) }), "20000010000021");
    }
    await userEvent.click(
      canvas.getByRole("checkbox", { name: appText(context, "beneficiary:add.consent") }),
    );
    await userEvent.click(
      canvas.getByRole("button", { name: appText(context, "beneficiary:add.lookUpName") }),
    );
    await appSettled(context);
  },
};
