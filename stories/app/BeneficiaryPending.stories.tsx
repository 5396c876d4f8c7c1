import type { Meta, StoryObj } from "@storybook/react-vite";
import { PendingBeneficiariesScreen } from "../../src/app/beneficiary/PendingBeneficiariesScreen";
import { appMeta, appParameters } from "./support/appStory";

/** Pending beneficiaries (state `beneficiary.pendingBene`): approve with a code, or delete. */
const meta = {
  title: "App/Beneficiary pending",
  component: PendingBeneficiariesScreen,
  tags: ["page"],
  ...appMeta({ state: "beneficiary.pendingBene" }),
} satisfies Meta<typeof PendingBeneficiariesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pending beneficiary with Approve and Delete. */
export const Pending: Story = {};

/** None pending. */
export const NonePending: Story = {
  parameters: appParameters({ bank: { answers: { pendingBeneficiaryList: { beneficiaryList: [] } } } }),
};
