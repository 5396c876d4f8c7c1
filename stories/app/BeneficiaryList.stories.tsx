import type { Meta, StoryObj } from "@storybook/react-vite";
import { within } from "storybook/test";
import { BeneficiaryListScreen } from "../../src/app/beneficiary/BeneficiaryListScreen";
import { RAVI_BENEFICIARY } from "../../src/app/testing/fixtures/beneficiary";
import { appMeta, appParameters, appSettled, appText } from "./support/appStory";

/** Your beneficiaries (state `beneficiary.viewBeneficiaryList`): 5 a page, change and delete per row. */
const meta = {
  title: "App/Beneficiary list",
  component: BeneficiaryListScreen,
  tags: ["page"],
  ...appMeta({ state: "beneficiary.viewBeneficiaryList" }),
} satisfies Meta<typeof BeneficiaryListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** asha's beneficiaries: status, type, bank and limit; the pager below. */
export const List: Story = {};

/** No beneficiaries yet. */
export const Empty: Story = {
  parameters: appParameters({ bank: { answers: { beneficiaryList: { beneficiaryList: [] } } } }),
};

/** Delete pressed: the alertdialog asks first. */
export const DeleteAsked: Story = {
  play: async (context) => {
    await appSettled(context);
    await context.userEvent.click(
      await context.canvas.findByRole("button", {
        name: appText(context, "beneficiary:list.deleteRow", { name: RAVI_BENEFICIARY.name }),
      }),
    );
    await within(context.canvasElement.ownerDocument.body).findByRole("alertdialog");
  },
};
