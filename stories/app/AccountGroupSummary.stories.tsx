import type { Meta, StoryObj } from "@storybook/react-vite";
import { AccountGroupSummary } from "../../src/app/insights/AccountGroupSummary";
import { appMeta } from "./support/appStory";

/**
 * This month's money in and out per account group (part of the insights). Without groups it
 * renders nothing, which App/Dashboard's NoAccounts shows.
 */
const meta = {
  title: "App/Account group summary",
  component: AccountGroupSummary,
  ...appMeta({ state: "dashboard", frame: "fragment" }),
} satisfies Meta<typeof AccountGroupSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** asha's savings and current groups in November. */
export const Loaded: Story = {};
