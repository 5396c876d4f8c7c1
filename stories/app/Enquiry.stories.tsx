import type { Meta, StoryObj } from "@storybook/react-vite";
import { screen, within } from "storybook/test";
import { EnquiryScreen } from "../../src/app/enquiry/EnquiryScreen";
import {
  NO_TRANSACTIONS,
  SAVINGS_ENQUIRY_SEEDED,
  SAVINGS_FRAUD_REPORTED,
} from "../../src/app/testing/fixtures/enquiry";
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

/**
 * The last month of the salary account: 23 found, the first ten rows (as the reference bank's seed
 * writes them: references in the descriptions, lakh amounts, the longest category names),
 * categories and the pager.
 */
export const Results: Story = {
  parameters: appParameters({ bank: { answers: { transactionList: SAVINGS_ENQUIRY_SEEDED } } }),
  play: search,
};

/**
 * "Report as fraud" submitted without answers, as a keyboard user does it (focus on Submit at the
 * end of the dialog, then Enter): the error summary has focus and names each question, each
 * question shows its error, and the dialog's title and the transaction stay in view above them.
 */
export const FraudReportUnanswered: Story = {
  play: async (context) => {
    await search(context);
    const label = appText(context, "enquiry:actions.label").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const [actions] = await context.canvas.findAllByRole("button", { name: new RegExp(`^${label}: `) });
    if (actions === undefined) throw new Error("No row offers its actions.");
    await context.userEvent.click(actions);
    await context.userEvent.click(
      await screen.findByRole("menuitem", { name: appText(context, "enquiry:fraud.report") }),
    );
    const dialog = await screen.findByRole("dialog", { name: appText(context, "enquiry:fraud.title") });
    // Focus scrolls the dialog to its Submit button first, as Tab does.
    within(dialog)
      .getByRole("button", { name: appText(context, "enquiry:fraud.submit") })
      .focus();
    await context.userEvent.keyboard("{Enter}");
    await within(dialog).findByRole("alert");
    await appSettled(context);
  },
};

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
