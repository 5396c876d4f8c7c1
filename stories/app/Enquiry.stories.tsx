import type { Meta, StoryObj } from "@storybook/react-vite";
import { EnquiryScreen } from "../../src/app/enquiry/EnquiryScreen";
import { NO_TRANSACTIONS, SAVINGS_FRAUD_REPORTED } from "../../src/app/testing/fixtures/enquiry";
import { appMeta, appParameters, appSettled, appText } from "./support/appStory";

/** Transaction enquiry (state `txnEnquiry`): search an account's transactions, ten a page. */
const meta = {
  title: "App/Transaction enquiry",
  component: EnquiryScreen,
  tags: ["page"],
  ...appMeta({ state: "txnEnquiry" }),
} satisfies Meta<typeof EnquiryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story["play"]>>[0];

/** Searches with the form's defaults (the first account, the last month) and waits for the answer. */
async function search(context: PlayContext): Promise<void> {
  await appSettled(context);
  await context.userEvent.click(
    await context.canvas.findByRole("button", { name: appText(context, "enquiry:form.search") }),
  );
  await appSettled(context);
}

/** The search form with its defaults: the salary account and the last month. */
export const Form: Story = {};

/** The last month of the salary account: 23 found, the first ten rows, categories and the pager. */
export const Results: Story = { play: search };

/** The reported transactions view: its panel lists the row reported as fraud, with the time of the report. */
export const ReportedTransactions: Story = {
  parameters: appParameters({ bank: { answers: { transactionListFraud: SAVINGS_FRAUD_REPORTED } } }),
  play: async (context) => {
    await search(context);
    await context.userEvent.click(
      await context.canvas.findByRole("tab", { name: appText(context, "enquiry:view.fraud") }),
    );
    await appSettled(context);
  },
};

/** Nothing matches: the results say so. */
export const NoResults: Story = {
  parameters: appParameters({ bank: { answers: { transactionList: NO_TRANSACTIONS } } }),
  play: search,
};

/** The search is refused (429 REQUEST.RATE_LIMITED): the message below the form. */
export const Failed: Story = {
  parameters: appParameters({
    bank: { failures: { transactionList: { status: 429, code: "REQUEST.RATE_LIMITED" } } },
  }),
  play: search,
};
