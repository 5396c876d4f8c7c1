import type { Meta, StoryObj } from "@storybook/react-vite";
import { InsightsPanel } from "../../src/app/insights/InsightsPanel";
import { EXPENSE_LAST_30_DAYS, INFLOW_WITHOUT_TRANSACTIONS } from "../../src/app/testing/fixtures/insights";
import { appMeta, appParameters, appSettled, appText } from "./support/appStory";

/**
 * The dashboard's insights panel: money in and out of an account by month, quarter or year, and
 * the spending by category of a chosen period.
 */
const meta = {
  title: "App/Insights",
  component: InsightsPanel,
  ...appMeta({ state: "dashboard", frame: "fragment" }),
} satisfies Meta<typeof InsightsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story["play"]>>[0];

/** Chooses a spending period ("30" days or "range") and presses Show. */
async function showSpending(context: PlayContext, period: "30" | "range"): Promise<void> {
  await appSettled(context);
  const label = appText(context, period === "range" ? "insights:expense.range" : "insights:expense.days.30");
  await context.userEvent.click(await context.canvas.findByRole("radio", { name: label }));
  await context.userEvent.click(
    await context.canvas.findByRole("button", { name: appText(context, "insights:expense.submit") }),
  );
  await appSettled(context);
}

/** Both graphs: the monthly money in and out, and the last 30 days' spending by category. */
export const GraphsLoaded: Story = { play: (context) => showSpending(context, "30") };

/** An account without transactions in the report (errorCode 110): the message instead of the graph. */
export const NoTransactions: Story = {
  parameters: appParameters({ bank: { answers: { inflowOutflowReport: INFLOW_WITHOUT_TRANSACTIONS } } }),
};

/** A period without spending: the totals, and the chart says there is nothing to show. */
export const SpendingEmpty: Story = {
  parameters: appParameters({
    bank: {
      answers: {
        expenseInOut: {
          ...EXPENSE_LAST_30_DAYS,
          totalCreditAmount: 0n,
          totalDebitAmount: 0n,
          txnCategoryList: [],
        },
      },
    },
  }),
  play: (context) => showSpending(context, "30"),
};

/** Dates of the customer's choice, shown without dates: the error summary and both fields' errors. */
export const DatesMissing: Story = { play: (context) => showSpending(context, "range") };

/** The report of the chosen account is on its way: the graph's place says it is loading. */
export const ReportLoading: Story = {
  parameters: appParameters({ bank: { pending: ["inflowOutflowReport"] } }),
};
