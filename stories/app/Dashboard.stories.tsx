import type { Meta, StoryObj } from "@storybook/react-vite";
import { DashboardScreen } from "../../src/app/dashboard/DashboardScreen";
import { DASHBOARD_SUMMARY } from "../../src/app/testing/fixtures/home";
import { appMeta, appParameters } from "./support/appStory";

/** The dashboard (state `dashboard`): greeting, sign-in details, the widgets and the insights. */
const meta = {
  title: "App/Dashboard",
  component: DashboardScreen,
  tags: ["page"],
  ...appMeta({ state: "dashboard" }),
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** asha's dashboard: accounts, a loan, alerts, events in the calendar and the insights. */
export const Loaded: Story = {};

/** The security-image usage flag is set: the pop-up opens over the dashboard and takes focus. */
export const SecurityImagePopup: Story = {
  parameters: appParameters({
    bank: { answers: { dashboardSummary: { ...DASHBOARD_SUMMARY, securityImagePopup: true } } },
  }),
};

/** A customer without accounts, loans, alerts or events: every widget and the insights say so. */
export const NoAccounts: Story = {
  parameters: appParameters({
    bank: {
      answers: {
        dashboardSummary: {
          appDate: DASHBOARD_SUMMARY.appDate,
          assets: { total: 0n, accounts: [] },
          liabilities: { total: 0n, loans: [] },
          alerts: [],
          events: [],
          securityImagePopup: false,
        },
        enquiryAccountList: [],
        accountGroupCrDr: [],
      },
    },
  }),
};

/** The widgets' summary is refused (429 REQUEST.RATE_LIMITED): the message is shown above the widgets. */
export const SummaryFailed: Story = {
  parameters: appParameters({
    bank: { failures: { dashboardSummary: { status: 429, code: "REQUEST.RATE_LIMITED" } } },
  }),
};

/** No answer has come yet: each part of the dashboard shows that it is loading. */
export const Loading: Story = {
  parameters: appParameters({
    bank: {
      pending: [
        "prevLogin",
        "customerId",
        "customerDetails",
        "dashboardWidgets",
        "dashboardSummary",
        "serverDate",
        "enquiryAccountList",
        "accountGroupCrDr",
      ],
    },
  }),
};
