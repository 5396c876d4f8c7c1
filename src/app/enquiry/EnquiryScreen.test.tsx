import { virtual } from "@guidepup/virtual-screen-reader";
import { Redacted } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SCREEN_LOAD } from "../testing/accountScripts";
import {
  CURRENT_ACCOUNT,
  NON_RESIDENT_ACCOUNTS,
  NON_RESIDENT_ACTIVE_ACCOUNTS,
  SAVINGS_ACCOUNT,
} from "../testing/fixtures/accounts";
import {
  CURRENT_ENQUIRY,
  NO_TRANSACTIONS,
  SAVINGS_ENQUIRY_PAGES,
  SAVINGS_FRAUD_REPORTED,
} from "../testing/fixtures/enquiry";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

type User = ReturnType<typeof userEvent.setup>;

async function openEnquiry(bank = new ScriptedBank()) {
  const user = userEvent.setup();
  await renderApp({ bank, initialState: "txnEnquiry", initialSession: signedIn });
  await screen.findByRole("heading", { level: 1, name: "Transaction enquiry" }, SCREEN_LOAD);
  await waitFor(() => expect(screen.getByRole("button", { name: /^Search/ })).toBeEnabled(), SCREEN_LOAD);
  // The defaults are in once the application date and the accounts have loaded.
  await waitFor(
    () => expect(screen.getByRole("button", { name: /Account$/ })).toHaveTextContent(SAVINGS_ACCOUNT),
    SCREEN_LOAD,
  );
  return { bank, user };
}

/** Waits for the results' caption (a search's answer). */
const results = (name: string | RegExp) => screen.findByRole("heading", { level: 2, name }, SCREEN_LOAD);

async function search(user: User) {
  await user.click(screen.getByRole("button", { name: /^Search/ }));
}

function rowsOf(caption: RegExp | string) {
  const table = screen.getByRole("grid", { name: caption });
  return within(table).getAllByRole("row").slice(1);
}

/** Opens a row's actions menu and chooses "Report as fraud". */
async function reportAsFraud(user: User, row: string) {
  await user.click(screen.getByRole("button", { name: `Actions: ${row}` }));
  await user.click(await screen.findByRole("menuitem", { name: "Report as fraud" }));
}

async function chooseOption(user: User, selectName: string | RegExp, option: string) {
  await user.click(screen.getByRole("button", { name: selectName }));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("transaction enquiry (spec 000 sections 3-5, 8, 9)", { timeout: 60_000 }, () => {
  it("offers a non-resident customer's NRE and NRO savings accounts, each named as such", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank().answer("enquiryAccountList", NON_RESIDENT_ACTIVE_ACCOUNTS);
    await renderApp({
      bank,
      initialState: "txnEnquiry",
      initialSession: { secureImageSet: true, customerType: "NR" },
    });
    await screen.findByRole("heading", { level: 1, name: "Transaction enquiry" }, SCREEN_LOAD);
    await waitFor(
      () =>
        expect(screen.getByRole("button", { name: /Account$/ })).toHaveTextContent(
          NON_RESIDENT_ACCOUNTS.nreSavings,
        ),
      SCREEN_LOAD,
    );
    await user.click(screen.getByRole("button", { name: /Account$/ }));
    // Without nicknames, each option says what the account is, on screen and in its name.
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(2);
    expect(
      screen.getByRole("option", { name: `NRE savings account ${NON_RESIDENT_ACCOUNTS.nreSavings}` }),
    ).toBe(options[0]);
    expect(
      screen.getByRole("option", { name: `NRO savings account ${NON_RESIDENT_ACCOUNTS.nroSavings}` }),
    ).toBe(options[1]);
    expect(options[0]).toHaveTextContent(`NRE savings account ${NON_RESIDENT_ACCOUNTS.nreSavings}`);
    expect(options[1]).toHaveTextContent(`NRO savings account ${NON_RESIDENT_ACCOUNTS.nroSavings}`);
  });

  it("searches the last month of the first account: 10 rows a page, closing balance shown, pager, focus and count", async () => {
    const { bank, user } = await openEnquiry();
    await search(user);
    const caption = await results("Transactions: 23 found");
    await waitFor(() => expect(caption).toHaveFocus());
    expect(screen.getByText("23 transactions found.")).toBeInTheDocument();
    expect(rowsOf("Transactions: 23 found")).toHaveLength(10);
    expect(screen.getByRole("columnheader", { name: "Closing balance" })).toBeInTheDocument();
    const request = bank.calls("transactionList").at(-1);
    expect(request).toMatchObject({
      accountNumber: "10000010000011",
      fromDate: "2026-10-22",
      toDate: "2026-11-22",
      fromAmount: null,
      type: null,
      totalrows: 10,
      beginValue: 0,
    });
    const pager = screen.getByRole("navigation", { name: "Pages of the transactions" });
    bank.answer("transactionList", SAVINGS_ENQUIRY_PAGES[1], { once: true });
    await user.click(within(pager).getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(bank.calls("transactionList").at(-1)?.beginValue).toBe(10));
    await waitFor(() => expect(screen.getByText("UPI GROCER 12")).toBeInTheDocument());
    bank.answer("transactionList", SAVINGS_ENQUIRY_PAGES[2], { once: true });
    await user.click(within(pager).getByRole("button", { name: "Page 3" }));
    await waitFor(() => expect(rowsOf("Transactions: 23 found")).toHaveLength(3));
    expect(bank.calls("transactionList").at(-1)?.beginValue).toBe(20);
  });

  it("shows the results in the selected view's tab panel, each row's actions behind a menu named by its row", async () => {
    const { user } = await openEnquiry();
    await search(user);
    await results("Transactions: 23 found");
    const panel = screen.getByRole("tabpanel", { name: "All transactions" });
    expect(within(panel).getByRole("grid", { name: "Transactions: 23 found" })).toBeInTheDocument();
    expect(within(panel).getByRole("navigation", { name: "Pages of the transactions" })).toBeInTheDocument();
    expect(within(panel).getByRole("columnheader", { name: "Actions" })).toBeInTheDocument();
    const [credit, debit] = rowsOf("Transactions: 23 found") as [HTMLElement, HTMLElement];
    // The bank takes fraud reports of debits only: a credit offers no actions.
    expect(within(credit).queryByRole("button", { name: /^Actions/ })).toBeNull();
    const actions = within(debit).getByRole("button", { name: "Actions: 26/10/2026 UPI GROCER 2" });
    expect(actions).toHaveAttribute("aria-haspopup", "true");
    await user.click(actions);
    const menu = await screen.findByRole("menu", { name: "Actions: 26/10/2026 UPI GROCER 2" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Report as fraud"]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(actions).toHaveFocus());
  });

  it("names each row by its German date (26.10.2026) in its picker, its actions and the fraud dialog", async () => {
    const user = userEvent.setup();
    await renderApp({ initialState: "txnEnquiry", initialSession: signedIn, lang: "de" });
    await screen.findByRole("heading", { level: 1, name: "Umsatzabfrage" }, SCREEN_LOAD);
    await waitFor(
      () => expect(screen.getByRole("button", { name: /Konto$/ })).toHaveTextContent(SAVINGS_ACCOUNT),
      SCREEN_LOAD,
    );
    await user.click(screen.getByRole("button", { name: /^Suchen/ }));
    await screen.findByRole("heading", { level: 2, name: "Umsätze: 23 gefunden" }, SCREEN_LOAD);
    expect(
      screen.getByRole("button", { name: /Kategorie von 26\.10\.2026 UPI GROCER 2$/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Aktionen: 26.10.2026 UPI GROCER 2" }));
    await user.click(await screen.findByRole("menuitem", { name: "Als Betrug melden" }));
    const dialog = await screen.findByRole("dialog", { name: "Umsatz als Betrug melden" }, SCREEN_LOAD);
    expect(within(dialog).getByText(/^Umsatz: 26\.10\.2026 UPI GROCER 2\./)).toBeInTheDocument();
    expect(screen.queryByText(/\d{2}\/\d{2}\/\d{4}/)).toBeNull();
  });

  it("a screen reader hears the count of the answer", async () => {
    const { user } = await openEnquiry();
    await virtual.start({ container: document.body });
    try {
      await search(user);
      await results("Transactions: 23 found");
      await waitFor(async () =>
        expect((await virtual.spokenPhraseLog()).join(" | ")).toContain("23 transactions found."),
      );
    } finally {
      await virtual.stop();
    }
  });

  it("hides the pager at 10 rows or fewer and says when nothing matches", async () => {
    const bank = new ScriptedBank().answer("transactionList", CURRENT_ENQUIRY);
    const { user } = await openEnquiry(bank);
    await chooseOption(user, /Account$/, `Current account ${CURRENT_ACCOUNT}`);
    await search(user);
    await results("Transactions: 4 found");
    expect(bank.calls("transactionList").at(-1)).toMatchObject({
      accountNumber: CURRENT_ACCOUNT,
      type: null,
    });
    expect(screen.queryByRole("navigation", { name: "Pages of the transactions" })).not.toBeInTheDocument();
    bank.answer("transactionList", NO_TRANSACTIONS);
    await user.click(screen.getByRole("radio", { name: "Credits only" }));
    await search(user);
    await results("Transactions: 0 found");
    expect(bank.calls("transactionList").at(-1)).toMatchObject({ accountNumber: CURRENT_ACCOUNT, type: 1 });
    expect(screen.getAllByText("No transactions match your search.").length).toBeGreaterThan(0);
  });

  it("refuses a to amount below the from amount and a to cheque below the from cheque, with a summary and field errors", async () => {
    const { bank, user } = await openEnquiry();
    await user.type(screen.getByRole("textbox", { name: /^From amount/ }), "5000");
    await user.type(screen.getByRole("textbox", { name: /^To amount/ }), "100");
    await user.type(screen.getByRole("textbox", { name: /^From cheque number/ }), "200");
    await user.type(screen.getByRole("textbox", { name: /^To cheque number/ }), "100");
    await search(user);
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByText("There is a problem")).toBeInTheDocument();
    expect(
      within(summary).getByRole("link", { name: "The to amount must not be lower than the from amount." }),
    );
    expect(
      within(summary).getByRole("link", {
        name: "The to cheque number must not be lower than the from cheque number.",
      }),
    );
    expect(screen.getByRole("textbox", { name: /^To amount/ })).toHaveAttribute("aria-invalid", "true");
    expect(bank.calls("transactionList")).toHaveLength(0);
  });

  it("says why a from and a to amount do not read, at each field and in the summary, and does not search", async () => {
    const { bank, user } = await openEnquiry();
    await user.type(screen.getByRole("textbox", { name: /^From amount/ }), "12,50");
    await user.type(screen.getByRole("textbox", { name: /^To amount/ }), "0");
    await search(user);
    const summary = await screen.findByRole("alert");
    const separators =
      "Write the amount as 1,234.50: a point before the paise, commas only between groups of digits.";
    expect(within(summary).getByRole("link", { name: separators })).toHaveAttribute(
      "href",
      "#enquiry-from-amount",
    );
    expect(
      within(summary).getByRole("link", { name: "Enter an amount above zero, for example 1,234.50." }),
    ).toHaveAttribute("href", "#enquiry-to-amount");
    expect(screen.getByRole("textbox", { name: /^From amount/ })).toHaveAccessibleDescription(separators);
    expect(screen.getByRole("textbox", { name: /^To amount/ })).toHaveAttribute("aria-invalid", "true");
    expect(bank.calls("transactionList")).toHaveLength(0);
  });

  it("hides the closing balance column when amount or cheque filters are used and sends them", async () => {
    const { bank, user } = await openEnquiry();
    await user.type(screen.getByRole("textbox", { name: /^From amount/ }), "1000");
    await user.type(screen.getByRole("textbox", { name: /^To amount/ }), "75000");
    await search(user);
    await results(/^Transactions: \d+ found$/);
    expect(screen.queryByRole("columnheader", { name: "Closing balance" })).not.toBeInTheDocument();
    expect(bank.calls("transactionList").at(-1)).toMatchObject({
      fromAmount: 100_000n,
      toAmount: 7_500_000n,
    });
  });

  it("keeps a category change pending: account, search, paging and navigation blocked with a notice; save clears it", async () => {
    const { bank, user } = await openEnquiry();
    await search(user);
    await results("Transactions: 23 found");
    await chooseOption(user, /Category of 25\/10\/2026 SALARY CREDIT 1$/, "Interest");
    expect(screen.getByRole("button", { name: /Account$/ })).toBeDisabled();

    const searches = bank.calls("transactionList").length;
    await search(user);
    const notice = await screen.findByText(/You have 1 unsaved category change\./);
    await waitFor(() => expect(notice.closest("[tabindex='-1']")).toHaveFocus());
    expect(bank.calls("transactionList")).toHaveLength(searches);

    const pager = screen.getByRole("navigation", { name: "Pages of the transactions" });
    await user.click(within(pager).getByRole("button", { name: "Next page" }));
    expect(bank.calls("transactionList")).toHaveLength(searches);

    const nav = screen.getByRole("navigation", { name: "Main menu" });
    await user.click(within(nav).getByRole("button", { name: "My Services" }));
    await user.click(within(nav).getByRole("link", { name: "About me" }));
    expect(screen.getByRole("heading", { level: 1, name: "Transaction enquiry" })).toBeInTheDocument();

    await user.click(screen.getAllByRole("button", { name: "Save changes" })[0] as HTMLElement);
    expect(await screen.findByText("1 category change saved.", {}, SCREEN_LOAD)).toBeInTheDocument();
    expect(bank.calls("updateTranCategory")).toEqual([
      [{ account: "10000010000011", sequence: 1, category: "INTEREST" }],
    ]);
    expect(screen.getByRole("button", { name: /Account$/ })).toBeEnabled();
    await user.click(within(nav).getByRole("button", { name: "My Services" }));
    await user.click(within(nav).getByRole("link", { name: "About me" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "About me" }, SCREEN_LOAD),
    ).toBeInTheDocument();
  });

  it("says when the category save fails and keeps the changes pending; discard lifts the blocks", async () => {
    const bank = new ScriptedBank().fail("updateTranCategory", { status: 400, code: "REQUEST.INVALID" });
    const { user } = await openEnquiry(bank);
    await search(user);
    await results("Transactions: 23 found");
    await chooseOption(user, /Category of 26\/10\/2026 UPI GROCER 2$/, "Health");
    await user.click(screen.getByRole("button", { name: "Save 1 category change" }));
    expect(
      await screen.findByText(
        /^Your category changes could not be saved\. Please try again\./,
        {},
        SCREEN_LOAD,
      ),
    ).toBeInTheDocument();
    // Said in place: no service dialog.
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("button", { name: /Account$/ })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(screen.getByRole("button", { name: /Account$/ })).toBeEnabled();
    expect(bank.calls("updateTranCategory")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Save 1 category change" })).toBeNull();
  });

  it("discarding from the notice shown on leaving goes where the customer asked, with focus on its h1", async () => {
    const { bank, user } = await openEnquiry();
    await search(user);
    await results("Transactions: 23 found");
    await chooseOption(user, /Category of 25\/10\/2026 SALARY CREDIT 1$/, "Interest");
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    await user.click(within(nav).getByRole("button", { name: "My Services" }));
    await user.click(within(nav).getByRole("link", { name: "About me" }));
    const notice = await screen.findByText(/You have 1 unsaved category change\./);
    await waitFor(() => expect(notice.closest("[tabindex='-1']")).toHaveFocus());

    await user.click(screen.getByRole("button", { name: "Discard changes" }));

    const aboutMe = await screen.findByRole("heading", { level: 1, name: "About me" }, SCREEN_LOAD);
    await waitFor(() => expect(aboutMe).toHaveFocus());
    expect(bank.calls("updateTranCategory")).toEqual([]);
  });

  it("discarding where the customer stays gives focus back to the blocked control, or to the results", async () => {
    const { bank, user } = await openEnquiry();
    await search(user);
    const caption = await results("Transactions: 23 found");
    await chooseOption(user, /Category of 25\/10\/2026 SALARY CREDIT 1$/, "Interest");
    const searches = bank.calls("transactionList").length;
    await search(user);
    const notice = await screen.findByText(/You have 1 unsaved category change\./);
    await waitFor(() => expect(notice.closest("[tabindex='-1']")).toHaveFocus());

    await user.click(screen.getByRole("button", { name: "Discard changes" }));

    await waitFor(() => expect(screen.getByRole("button", { name: /^Search/ })).toHaveFocus());
    expect(screen.getByRole("heading", { level: 1, name: "Transaction enquiry" })).toBeInTheDocument();
    expect(bank.calls("transactionList")).toHaveLength(searches);

    // Without the notice, the results' own discard leaves focus on the results' caption.
    await chooseOption(user, /Category of 25\/10\/2026 SALARY CREDIT 1$/, "Health");
    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(caption).toHaveFocus());
    expect(bank.calls("updateTranCategory")).toEqual([]);
  });

  it("reports a transaction as fraud: three questions, then the reference and the row marked in text", async () => {
    const { bank, user } = await openEnquiry();
    await search(user);
    await results("Transactions: 23 found");
    await reportAsFraud(user, "26/10/2026 UPI GROCER 2");
    const dialog = await screen.findByRole("dialog", { name: "Report a transaction as fraud" }, SCREEN_LOAD);
    await user.click(within(dialog).getByRole("button", { name: "Submit report" }));
    expect(await within(dialog).findAllByRole("link", { name: /^Answer yes or no: / })).toHaveLength(3);
    expect(within(dialog).getAllByRole("radiogroup")[0]).toHaveAttribute("aria-invalid", "true");
    for (const question of [
      "Did someone make this transaction without your permission?",
      "Has anyone else used or seen your user id, password or one-time codes?",
      "Do you want the bank to block your cards on this account?",
    ]) {
      await user.click(
        within(within(dialog).getByRole("radiogroup", { name: question })).getByRole("radio", {
          name: "Yes",
        }),
      );
    }
    await user.type(within(dialog).getByRole("textbox", { name: /What happened/ }), "Not me");
    await user.click(within(dialog).getByRole("button", { name: "Submit report" }));
    expect(
      await screen.findByText(
        "Transaction 26/10/2026 UPI GROCER 2 is reported as fraud. Reference number: FRD000001.",
        {},
        SCREEN_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Reported as fraud on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
    // The duplicate check carries the account number as a secret for the client to seal.
    const [check] = bank.calls("checkDuplicateFraudTrans");
    expect(check).toMatchObject({
      sequence: 2,
      accountNumber: SAVINGS_ACCOUNT,
      transactionDate: "2026-10-26",
      description: "UPI GROCER 2",
    });
    expect(Redacted.isRedacted(check?.encAccountNumber)).toBe(true);
    expect(Redacted.value(check!.encAccountNumber)).toBe(SAVINGS_ACCOUNT);
    expect(bank.calls("markFraudTransaction")).toEqual([
      {
        accountNumber: SAVINGS_ACCOUNT,
        transactionDate: "2026-10-26",
        amount: 200_000n,
        sequence: 2,
        fraudtrnchk: 1,
        fraudcidfro: 1,
        fraudcrdblk: 1,
        fraudComment: "Not me",
      },
    ]);

    bank.answer("transactionListFraud", SAVINGS_FRAUD_REPORTED);
    await user.click(screen.getByRole("tab", { name: "Reported transactions" }));
    await results("Reported transactions: 1 found");
    expect(
      within(screen.getByRole("tabpanel", { name: "Reported transactions" })).getByRole("grid", {
        name: "Reported transactions: 1 found",
      }),
    ).toBeInTheDocument();
    expect(bank.calls("transactionListFraud")).toHaveLength(1);
  });

  it("shows the duplicate message of an already reported row, in the page's words, without opening the dialog", async () => {
    // Reported elsewhere since the search: the bank's duplicate check says so, in its own English
    // words, which the screen does not show (they would be English on a German or Hindi page).
    const bank = new ScriptedBank().answer("checkDuplicateFraudTrans", {
      value: true,
      errorMessage: "DUPLICATE FRAUD TXN",
    });
    const { user } = await openEnquiry(bank);
    await search(user);
    await results("Transactions: 23 found");
    await reportAsFraud(user, "27/10/2026 UPI GROCER 3");
    expect(
      await screen.findByText("This transaction is already reported as fraud.", {}, SCREEN_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText("DUPLICATE FRAUD TXN")).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(bank.calls("markFraudTransaction")).toHaveLength(0);
  });

  it.each([
    [
      "status code 3045",
      { success: false, data: null, statusCode: 3045, statusMsg: "EXC" },
      "We could not take your fraud report now. Please try again later or call the bank.",
    ],
    [
      "another status",
      { success: false, data: null, statusCode: 3001, statusMsg: "Card service unavailable" },
      "Card service unavailable",
    ],
  ])("shows the right failure for %s", async (_name, answer, text) => {
    const { user } = await openEnquiry(new ScriptedBank().answer("markFraudTransaction", answer));
    await search(user);
    await results("Transactions: 23 found");
    await reportAsFraud(user, "26/10/2026 UPI GROCER 2");
    const dialog = await screen.findByRole("dialog", {}, SCREEN_LOAD);
    for (const group of within(dialog).getAllByRole("radiogroup")) {
      await user.click(within(group).getByRole("radio", { name: "No" }));
    }
    await user.click(within(dialog).getByRole("button", { name: "Submit report" }));
    expect(await within(dialog).findByText(text, {}, SCREEN_LOAD)).toBeInTheDocument();
  });

  it("shows the generic failure when the marking call fails", async () => {
    const { user } = await openEnquiry(
      new ScriptedBank().fail("markFraudTransaction", { status: 500, code: "SERVER.ERROR" }),
    );
    await search(user);
    await results("Transactions: 23 found");
    await reportAsFraud(user, "26/10/2026 UPI GROCER 2");
    const dialog = await screen.findByRole("dialog", {}, SCREEN_LOAD);
    for (const group of within(dialog).getAllByRole("radiogroup")) {
      await user.click(within(group).getByRole("radio", { name: "Yes" }));
    }
    await user.click(within(dialog).getByRole("button", { name: "Submit report" }));
    expect(
      await within(dialog).findByText(
        "We could not take your fraud report now. Please try again later or call the bank.",
        {},
        SCREEN_LOAD,
      ),
    ).toBeInTheDocument();
  });
});
