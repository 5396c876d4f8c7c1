import type { Meta, StoryObj } from "@storybook/react-vite";
import { InactiveAccountDetailScreen } from "../../src/app/accounts/AccountDetailScreen";
import { ACCOUNT_DETAILS, ACCOUNTS, CLOSED_SAVINGS_ITEM } from "../../src/app/testing/fixtures/accounts";
import { appMeta } from "./support/appStory";

const CLOSED = ACCOUNT_DETAILS[ACCOUNTS.closedSavings];
if (CLOSED === undefined) throw new Error("The fixtures have no closed account's details.");

/** A closed account's details (state `inactiveAccountDetail`), opened from the closed accounts. */
const meta = {
  title: "App/Closed account details",
  component: InactiveAccountDetailScreen,
  tags: ["page"],
  ...appMeta({
    state: "inactiveAccountDetail",
    params: {
      accountNumber: CLOSED_SAVINGS_ITEM.account_number,
      accountType: CLOSED_SAVINGS_ITEM.account_type_code,
    },
    bank: { answers: { accountDetail: CLOSED } },
  }),
} satisfies Meta<typeof InactiveAccountDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** asha's closed savings account: Closed with its closing date, no transaction enquiry link. */
export const Loaded: Story = {};
