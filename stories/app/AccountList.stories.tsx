import type { Meta, StoryObj } from "@storybook/react-vite";
import { AccountListScreen } from "../../src/app/accounts/AccountListScreen";
import { appMeta, appParameters } from "./support/appStory";

/** My accounts (state `acnList`): the active accounts grouped by kind, each group a table. */
const meta = {
  title: "App/Account list",
  component: AccountListScreen,
  tags: ["page"],
  ...appMeta({ state: "acnList" }),
} satisfies Meta<typeof AccountListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** asha's accounts: savings (one joint), current, deposits and loans, with balances in words. */
export const Loaded: Story = {};

/** No answer has come yet: the list says that it is loading. */
export const Loading: Story = {
  parameters: appParameters({ bank: { pending: ["accountList"] } }),
};

/** The list is refused (429 REQUEST.RATE_LIMITED): the message is shown in place. */
export const Failed: Story = {
  parameters: appParameters({
    bank: { failures: { accountList: { status: 429, code: "REQUEST.RATE_LIMITED" } } },
  }),
};
