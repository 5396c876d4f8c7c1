import type { Meta, StoryObj } from "@storybook/react-vite";
import { ModifyBeneficiaryScreen } from "../../src/app/beneficiary/ModifyBeneficiaryScreen";
import { PRIYA_BENEFICIARY } from "../../src/app/testing/fixtures/beneficiary";
import { appMeta, appParameters } from "./support/appStory";

/** Change or delete a beneficiary (state `beneficiary.modifyBeneficiary`, opened from the list). */
const meta = {
  title: "App/Beneficiary change",
  component: ModifyBeneficiaryScreen,
  tags: ["page"],
  ...appMeta({
    state: "beneficiary.modifyBeneficiary",
    params: { sequence: PRIYA_BENEFICIARY.sequence, action: "modify" },
  }),
} satisfies Meta<typeof ModifyBeneficiaryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the nickname and the limit, filled with the current ones. */
export const Change: Story = {};

/** Delete: the beneficiary's details and the transaction password. */
export const Delete: Story = {
  parameters: appParameters({ params: { sequence: PRIYA_BENEFICIARY.sequence, action: "delete" } }),
};
