import type { Meta, StoryObj } from "@storybook/react-vite";
import { ClosedAccountListScreen } from "../../src/app/accounts/AccountListScreen";
import { appMeta } from "./support/appStory";

/** Closed accounts (state `closedAcnList`): grouped by their former kind, with the closing date. */
const meta = {
  title: "App/Closed accounts",
  component: ClosedAccountListScreen,
  tags: ["page"],
  ...appMeta({ state: "closedAcnList" }),
} satisfies Meta<typeof ClosedAccountListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** asha's closed savings account and closed fixed deposit, always Closed, with their dates. */
export const Loaded: Story = {};
