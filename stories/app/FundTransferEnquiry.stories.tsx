import type { Meta, StoryObj } from "@storybook/react-vite";
import { FundTransferEnquiryScreen } from "../../src/app/transfers/enquiry/FundTransferEnquiryScreen";
import { appMeta, appParameters, appSettled, appText } from "./support/appStory";

/** Fund-transfer enquiry (state `fundTrnsfrEnquiry`): the customer's fund transfers with their statuses, 10 a page. */
const meta = {
  title: "App/Fund transfer enquiry",
  component: FundTransferEnquiryScreen,
  tags: ["page"],
  ...appMeta({ state: "fundTrnsfrEnquiry" }),
} satisfies Meta<typeof FundTransferEnquiryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story["play"]>>[0];

/** Searches with the form's defaults (every fund transfer) and waits for the answer. */
async function search(context: PlayContext): Promise<void> {
  await appSettled(context);
  await context.userEvent.click(
    await context.canvas.findByRole("button", { name: appText(context, "ftEnquiry:form.search") }),
  );
  await appSettled(context);
}

/** Every fund transfer: 12 found, the first ten with their statuses and the pager. */
export const Results: Story = { play: search };

/** The date range chosen and searched without dates: the error summary and the fields' errors. */
export const FormErrors: Story = {
  play: async (context) => {
    await appSettled(context);
    await context.userEvent.click(
      await context.canvas.findByRole("radio", { name: appText(context, "ftEnquiry:form.periodRange") }),
    );
    await search(context);
  },
};

/** The payment system could not be reached (errorCode 1031): the third-party message. */
export const ThirdPartyError: Story = {
  parameters: appParameters({
    bank: {
      failures: {
        fundTransactionList: { status: 503, code: "FT_ENQUIRY.THIRD_PARTY", body: { errorCode: "1031" } },
      },
    },
  }),
  play: search,
};
