import type { Meta, StoryObj } from "@storybook/react-vite";
import { BeneficiaryOptionsScreen } from "../../src/app/beneficiary/BeneficiaryOptionsScreen";
import { appMeta } from "./support/appStory";

/** Manage beneficiaries (state `beneficiary.options`): add within the bank or at another, see the lists. */
const meta = {
  title: "App/Beneficiary options",
  component: BeneficiaryOptionsScreen,
  tags: ["page"],
  ...appMeta({ state: "beneficiary.options" }),
} satisfies Meta<typeof BeneficiaryOptionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two ways to add and the two lists, each a link with its description. */
export const Options: Story = {};
