import type { Meta, StoryObj } from "@storybook/react-vite";
import { within } from "storybook/test";
import { FavouriteTransactionsScreen } from "../../src/app/transfers/favourites/FavouriteTransactionsScreen";
import { WITHIN_BANK_FAVOURITE } from "../../src/app/testing/fixtures/favourites";
import { appMeta, appParameters, appSettled, appText } from "./support/appStory";

/** Favourite transactions (state `favTrans.home`): pay again, delete, the pop-up list and the dashboard choice. */
const meta = {
  title: "App/Favourite transactions",
  component: FavouriteTransactionsScreen,
  tags: ["page"],
  ...appMeta({ state: "favTrans.home" }),
} satisfies Meta<typeof FavouriteTransactionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story["play"]>>[0];

/** Presses a button of the page by its text key and waits for the dialog it opens. */
async function openDialog(context: PlayContext, key: string, role: "dialog" | "alertdialog") {
  await appSettled(context);
  await context.userEvent.click(await context.canvas.findByRole("button", { name: appText(context, key) }));
  await within(context.canvasElement.ownerDocument.body).findByRole(role);
}

/** asha's favourites: one whose beneficiary is no longer active says so and cannot be paid. */
export const List: Story = {};

/** No favourites yet. */
export const Empty: Story = {
  parameters: appParameters({ bank: { answers: { favouriteTransactions: { favourites: [] } } } }),
};

/** Delete pressed: the alertdialog asks first, focus on "Keep it". */
export const DeleteAsked: Story = {
  play: async (context) => {
    await appSettled(context);
    await context.userEvent.click(
      await context.canvas.findByRole("button", {
        // The amount as the story's language writes it (₹2,500.00, 2.500,00 ₹ …).
        name: new RegExp(
          `^${appText(context, "favourites:deleteRow", {
            payee: WITHIN_BANK_FAVOURITE.benName,
            amount: "AMOUNT",
          })
            .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
            .replace("AMOUNT", ".+")}$`,
        ),
      }),
    );
    await within(context.canvasElement.ownerDocument.body).findByRole("alertdialog");
  },
};

/** The configuration dialog: which favourites the dashboard shows, at most 10. */
export const DashboardChoice: Story = {
  play: (context) => openDialog(context, "favourites:config.open", "dialog"),
};

/** The pop-up list of favourites to pay again. */
export const PopupList: Story = {
  play: (context) => openDialog(context, "favourites:popup.open", "dialog"),
};
