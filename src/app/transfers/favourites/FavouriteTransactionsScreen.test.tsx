import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FavouriteTransaction } from "../../../adapters/rib/contract/favourites";
import { SCREEN_LOAD } from "../../testing/accountScripts";
import {
  INACTIVE_FAVOURITE,
  NEFT_FAVOURITE,
  OWN_FAVOURITE,
  WITHIN_BANK_FAVOURITE,
} from "../../testing/fixtures/favourites";
import { renderApp } from "../../testing/renderApp";
import { ScriptedBank } from "../../testing/ScriptedBank";
import type { Language } from "../../i18n/i18n";

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

async function openFavourites(
  bank = new ScriptedBank(),
  lang: Language = "en",
  title = "Favourite transactions",
) {
  const user = userEvent.setup();
  await renderApp({ bank, lang, initialState: "favTrans.home", initialSession: signedIn });
  await screen.findByRole("heading", { level: 1, name: title }, SCREEN_LOAD);
  return { bank, user };
}

const table = () => screen.findByRole("grid", { name: /^Favourite transactions: / }, SCREEN_LOAD);

describe("favourite transactions (favTrans.home, spec 001 sections 2-9)", { timeout: 60_000 }, () => {
  it("lists the favourites; one whose beneficiary is no longer active says so and cannot be paid again", async () => {
    await openFavourites();
    const grid = await table();
    expect(grid).toHaveAccessibleName("Favourite transactions: 4");
    const rows = within(grid).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByRole("rowheader")).toHaveTextContent(/Priya Sharma/);
    expect(screen.getByRole("button", { name: "Pay again: Priya Sharma, ₹5,000.00" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay again: Ravi Kumar, ₹2,500.00" })).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Pay again: Own account 10000020000012, ₹10,000.00" }),
    ).toBeInTheDocument();
    const inactive = rows[2] as HTMLElement;
    expect(
      within(inactive).getByText(
        "Beneficiary Account number 10000010000101 has been removed or not in active status.",
      ),
    ).toBeInTheDocument();
    expect(within(inactive).queryByRole("button", { name: /^Pay again/ })).toBeNull();
    expect(
      within(inactive).getByRole("button", { name: "Delete favourite: Arjun Verma, ₹1,000.00" }),
    ).toBeEnabled();
  });

  it("pays a favourite again: the NEFT form of its network opens", async () => {
    const { user } = await openFavourites();
    await table();
    await user.click(screen.getByRole("button", { name: "Pay again: Priya Sharma, ₹5,000.00" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "NEFT/RTGS" }, SCREEN_LOAD),
    ).toBeInTheDocument();
  });

  it("deletes a favourite after the confirmation, with the spec's success and failure messages", async () => {
    const { bank, user } = await openFavourites();
    await table();
    await user.click(screen.getByRole("button", { name: "Delete favourite: Ravi Kumar, ₹2,500.00" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this favourite?" });
    expect(dialog).toHaveTextContent("The favourite payment of ₹2,500.00 to Ravi Kumar will be deleted.");
    // Focus starts on the least destructive action.
    expect(within(dialog).getByRole("button", { name: "Keep it" })).toHaveFocus();
    bank.answer("deleteFavouriteTransaction", {
      favourites: [NEFT_FAVOURITE, INACTIVE_FAVOURITE, OWN_FAVOURITE],
    });
    await user.click(within(dialog).getByRole("button", { name: "Delete favourite" }));
    expect(await screen.findByText("The favourite transaction has been deleted.")).toBeInTheDocument();
    const sent = bank.callsWithOptions("deleteFavouriteTransaction");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.request).toEqual({ refId: WITHIN_BANK_FAVOURITE.refId });
    expect(sent[0]?.options.idempotencyKey).toMatch(/.{8,}/);
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(4));
    expect(screen.queryByRole("button", { name: /Ravi Kumar/ })).toBeNull();

    bank.fail("deleteFavouriteTransaction", { status: 404, code: "FAVOURITE.NOT_FOUND" });
    await user.click(screen.getByRole("button", { name: "Delete favourite: Arjun Verma, ₹1,000.00" }));
    await user.click(await screen.findByRole("button", { name: "Delete favourite" }));
    expect(
      await screen.findByText("The favourite transaction could not be deleted. Please try again."),
    ).toBeInTheDocument();
  });

  it("keeps the favourite when the deletion is cancelled", async () => {
    const { bank, user } = await openFavourites();
    await table();
    await user.click(screen.getByRole("button", { name: "Delete favourite: Priya Sharma, ₹5,000.00" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(bank.calls("deleteFavouriteTransaction")).toHaveLength(0);
    // React Aria restores focus to the trigger on the next animation frame.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Delete favourite: Priya Sharma, ₹5,000.00" })).toHaveFocus(),
    );
  });

  it("chooses the dashboard's favourites in the list's order, at most 10", async () => {
    const { bank, user } = await openFavourites();
    await table();
    await user.click(screen.getByRole("button", { name: "Choose dashboard favourites" }));
    const dialog = await screen.findByRole("dialog", { name: "Favourites on the dashboard" });
    const group = within(dialog).getByRole("group", { name: "Favourites the dashboard shows" });
    expect(within(group).getByRole("checkbox", { name: /Priya Sharma/ })).toBeChecked();
    expect(within(group).getByRole("checkbox", { name: /Ravi Kumar/ })).toBeChecked();
    await user.click(within(group).getByRole("checkbox", { name: /Own account/ }));
    await user.click(within(group).getByRole("checkbox", { name: /Ravi Kumar/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your dashboard favourites have been saved.")).toBeInTheDocument();
    expect(bank.calls("configureFavouriteTransactions")).toEqual([
      { onDashboard: [{ refId: NEFT_FAVOURITE.refId }, { refId: OWN_FAVOURITE.refId }] },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("refuses more than 10 dashboard favourites in the dialog", async () => {
    const eleven: FavouriteTransaction[] = Array.from({ length: 11 }, (_, i) => ({
      ...NEFT_FAVOURITE,
      refId: String(100 + i),
      transferAmount: BigInt(i + 1) * 100_000n,
      onDashboard: i < 10,
    }));
    const bank = new ScriptedBank().answer("favouriteTransactions", { favourites: eleven });
    const { user } = await openFavourites(bank);
    await table();
    await user.click(screen.getByRole("button", { name: "Choose dashboard favourites" }));
    const dialog = await screen.findByRole("dialog", { name: "Favourites on the dashboard" });
    await user.click(within(dialog).getByRole("checkbox", { name: /₹11,000.00/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("Choose at most 10 favourites. You chose 11."),
    ).toBeInTheDocument();
    expect(bank.calls("configureFavouriteTransactions")).toHaveLength(0);
  });

  it("pays from the pop-up list, which leaves out a favourite that cannot be paid", async () => {
    const { user } = await openFavourites();
    await table();
    await user.click(screen.getByRole("button", { name: "Pay a favourite" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay a favourite" });
    const list = within(dialog).getByRole("list", { name: "Favourites to pay" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(within(list).queryByRole("button", { name: /Arjun Verma/ })).toBeNull();
    await user.click(within(list).getByRole("button", { name: /^Ravi Kumar, ₹2,500.00/ }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Transfer within the bank" }, SCREEN_LOAD),
    ).toBeInTheDocument();
  });

  it("says there are no favourites yet", async () => {
    const bank = new ScriptedBank().answer("favouriteTransactions", { favourites: [] });
    await openFavourites(bank);
    expect(
      await screen.findByText(/You have no favourite transactions yet/, undefined, SCREEN_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay a favourite" })).toBeNull();
  });

  it("speaks Hindi: the list, the inactive beneficiary's message and the row actions", async () => {
    await openFavourites(new ScriptedBank(), "hi", "पसंदीदा लेनदेन");
    const grid = await screen.findByRole("grid", { name: "पसंदीदा लेनदेन: 4" }, SCREEN_LOAD);
    expect(
      within(grid).getByText("लाभार्थी खाता संख्या 10000010000101 हटा दी गई है या सक्रिय स्थिति में नहीं है।"),
    ).toBeInTheDocument();
    expect(within(grid).getByRole("button", { name: /^फिर से भुगतान करें: Priya Sharma/ })).toBeInTheDocument();
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toContain("प्राप्तकर्ता");
  });
});
