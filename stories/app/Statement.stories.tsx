import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatementScreen } from "../../src/app/statements/StatementScreen";
import { NO_STATEMENT_ROWS, SAVINGS_SIX_MONTHS_PAGES } from "../../src/app/testing/fixtures/statements";
import { appMeta, appParameters, appSettled, appText } from "./support/appStory";

/** Account statement (state `acctStmt`): the form, then the statement of the period asked for. */
const meta = {
  title: "App/Account statement",
  component: StatementScreen,
  tags: ["page"],
  ...appMeta({ state: "acctStmt" }),
} satisfies Meta<typeof StatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story["play"]>>[0];

/** Ticks the radio buttons named by these keys, in order, once the form is shown. */
async function choose(context: PlayContext, ...keys: string[]): Promise<void> {
  await appSettled(context);
  for (const key of keys) {
    await context.userEvent.click(await context.canvas.findByRole("radio", { name: appText(context, key) }));
  }
}

/** Presses "Show statement" and waits for the answer. */
async function showStatement(context: PlayContext): Promise<void> {
  await context.userEvent.click(
    await context.canvas.findByRole("button", { name: appText(context, "statements:form.submit") }),
  );
  await appSettled(context);
}

/** The form with its defaults: savings, active (forced), the salary account, last month, newest first. */
export const Form: Story = {};

/** Last month's statement, newest first: period, balances, five rows; no downloads for this order. */
export const Statement: Story = {
  play: async (context) => {
    await appSettled(context);
    await showStatement(context);
  },
};

/** Six months, oldest first: the first ten of twelve rows, the pager, and the downloads offered. */
export const StatementPaged: Story = {
  parameters: appParameters({ bank: { answers: { statementSearch: SAVINGS_SIX_MONTHS_PAGES[0] } } }),
  play: async (context) => {
    await choose(context, "statements:form.periodOption.SIX_MONTHS", "statements:form.ascending");
    await showStatement(context);
  },
};

/** Nothing in the period matches: the statement says no transactions were found. */
export const NoTransactions: Story = {
  parameters: appParameters({ bank: { answers: { statementSearch: NO_STATEMENT_ROWS } } }),
  play: async (context) => {
    await appSettled(context);
    await showStatement(context);
  },
};

/** "Choose the dates" with no dates: the error summary names each missing date and the fields say so. */
export const MissingDates: Story = {
  play: async (context) => {
    await choose(context, "statements:form.periodOption.DATE_RANGE");
    await showStatement(context);
  },
};

/** The statement is refused (429 REQUEST.RATE_LIMITED): the message below the form. */
export const Failed: Story = {
  parameters: appParameters({
    bank: { failures: { statementSearch: { status: 429, code: "REQUEST.RATE_LIMITED" } } },
  }),
  play: async (context) => {
    await appSettled(context);
    await showStatement(context);
  },
};
