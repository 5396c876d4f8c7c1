import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { withAccountDetails, SCREEN_LOAD } from "../testing/accountScripts";
import {
  ACCOUNTS,
  ACTIVE_ACCOUNTS,
  NON_RESIDENT_ACCOUNTS,
  NON_RESIDENT_ACTIVE_ACCOUNTS,
  listItem,
} from "../testing/fixtures/accounts";
import { renderApp } from "../testing/renderApp";
import type { Language } from "../i18n/i18n";
import type { StateName } from "../stateNames";

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;
const LOAD = SCREEN_LOAD;
const withDetails = withAccountDetails;

async function open(state: StateName, bank = withDetails(), lang: Language = "en", title = "My accounts") {
  const user = userEvent.setup();
  await renderApp({ bank, lang, initialState: state, initialSession: signedIn });
  await screen.findByRole("heading", { level: 1, name: title }, LOAD);
  return { bank, user };
}

/** A deposit of 1,000 rupees added to the active accounts. */
const extraDeposit = (number: string) =>
  listItem(number, "CD", { balance: 100_000n, availableBalance: 100_000n, bal_Available: 100_000n });

function rowsOf(caption: string | RegExp) {
  return within(screen.getByRole("grid", { name: caption }))
    .getAllByRole("row")
    .slice(1);
}

describe("account list (acnList, spec 000 sections 2-4, 9)", { timeout: 60_000 }, () => {
  it("groups the active accounts by kind in order, each a table with its caption, balances and a details link naming the account", async () => {
    await open("acnList");
    const captions = (await screen.findAllByRole("grid", {}, LOAD)).map(
      (g) => g.getAttribute("aria-label") ?? "",
    );
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Savings accounts (2)", "Current accounts (1)", "Deposits (2)", "Loans (2)"]);
    expect(captions).toHaveLength(4);
    const savings = rowsOf("Savings accounts (2)");
    expect(savings).toHaveLength(2);
    const first = savings[0] as HTMLElement;
    // The exact name: number and nickname joined by a comma, no stray spaces ("100010000011 , Salary").
    expect(within(first).getByRole("rowheader")).toHaveAccessibleName(`${ACCOUNTS.savings}, Salary`);
    expect(first).toHaveAccessibleName(`${ACCOUNTS.savings}, Salary`);
    expect(first).toHaveTextContent("₹1,23,456.78");
    expect(first).toHaveTextContent(
      "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only",
    );
    expect(first).toHaveTextContent("Active");
    expect(
      within(first).getByRole("link", {
        name: new RegExp(`^View details ?of account ${ACCOUNTS.savings}$`),
      }),
    ).toBeInTheDocument();
    // Loans show the outstanding amount, deposits the maturity date.
    expect(screen.getByRole("grid", { name: "Loans (2)" })).toHaveTextContent("Outstanding amount");
    expect(screen.getByRole("grid", { name: "Deposits (2)" })).toHaveTextContent("15/03/2027");
    // The total of savings and current.
    expect(screen.getByText(/Total balance of your savings and current accounts/)).toHaveTextContent(
      "₹6,30,557.28",
    );
    // No group has more than four rows: no pager.
    expect(screen.queryByRole("navigation", { name: /^Pages of/ })).toBeNull();
  });

  it("shows a group's pager only above four rows (4 hidden, 5 shown) and pages four rows at a time", async () => {
    const bank = withDetails().answer("accountList", [
      ...ACTIVE_ACCOUNTS,
      extraDeposit("10010000000020"),
      extraDeposit("10010000000021"),
    ]);
    const { user } = await open("acnList", bank);
    await screen.findByRole("grid", { name: "Deposits (4)" }, LOAD);
    expect(screen.queryByRole("navigation", { name: /^Pages of/ })).toBeNull();
    cleanup();

    await open(
      "acnList",
      withDetails().answer("accountList", [
        ...ACTIVE_ACCOUNTS,
        extraDeposit("10010000000020"),
        extraDeposit("10010000000021"),
        extraDeposit("10010000000022"),
      ]),
    );
    await screen.findByRole("grid", { name: "Deposits (5)" }, LOAD);
    const pager = screen.getByRole("navigation", { name: "Pages of Deposits (5)" });
    expect(rowsOf("Deposits (5)")).toHaveLength(4);
    await user.click(within(pager).getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(rowsOf("Deposits (5)")).toHaveLength(1));
    expect(screen.getAllByRole("navigation", { name: /^Pages of/ })).toHaveLength(1);
  });

  it("opens an account's details from its link with the number and type as params", async () => {
    const { bank, user } = await open("acnList");
    await user.click(
      await screen.findByRole(
        "link",
        { name: new RegExp(`^View details ?of account ${ACCOUNTS.current}$`) },
        LOAD,
      ),
    );
    const h1 = await screen.findByRole("heading", { level: 1, name: "Account details" }, LOAD);
    await waitFor(() => expect(h1).toHaveFocus(), LOAD);
    await screen.findByRole("heading", { level: 2, name: `Account ${ACCOUNTS.current}` }, LOAD);
    expect(bank.calls("accountDetail")).toEqual([{ accountNumber: ACCOUNTS.current, accountType: "CA201" }]);
  });

  it("offers each account's next steps: its statement and transaction enquiry open with that account chosen", async () => {
    const { user } = await open("acnList");
    const current = rowsOf("Current accounts (1)")[0] as HTMLElement;
    expect(
      within(current)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      `View details of account ${ACCOUNTS.current}`,
      `Statement of account ${ACCOUNTS.current}`,
      `Transaction enquiry of account ${ACCOUNTS.current}`,
    ]);
    // A deposit or a loan has a statement but no transaction enquiry (savings and current only).
    const deposit = rowsOf("Deposits (2)")[0] as HTMLElement;
    expect(within(deposit).getByRole("link", { name: /^Statement ?of account / })).toBeInTheDocument();
    expect(within(deposit).queryByRole("link", { name: /^Transaction enquiry/ })).toBeNull();

    await user.click(within(current).getByRole("link", { name: /^Statement ?of account / }));
    await screen.findByRole("heading", { level: 1, name: "Account statement" }, LOAD);
    await waitFor(
      () => expect(screen.getByRole("button", { name: /Account$/ })).toHaveTextContent(ACCOUNTS.current),
      LOAD,
    );
    cleanup();

    const again = await open("acnList");
    const row = rowsOf("Current accounts (1)")[0] as HTMLElement;
    await again.user.click(within(row).getByRole("link", { name: /^Transaction enquiry ?of account / }));
    await screen.findByRole("heading", { level: 1, name: "Transaction enquiry" }, LOAD);
    await waitFor(
      () => expect(screen.getByRole("button", { name: /Account$/ })).toHaveTextContent(ACCOUNTS.current),
      LOAD,
    );
  });

  it("says so when the customer has no active accounts", async () => {
    await open("acnList", withDetails().answer("accountList", []));
    expect(
      await screen.findByRole("heading", { level: 2, name: "You have no active accounts." }, LOAD),
    ).toBeInTheDocument();
  });

  it("shows a failure to load in place", async () => {
    await open("acnList", withDetails().fail("accountList", { status: 404, code: "ACCOUNT.NOT_FOUND" }));
    expect(await screen.findByRole("alert", {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("reads in German and Hindi with the language's grouping and words", async () => {
    await open("acnList", withDetails(), "de", "Meine Konten");
    const savings = await screen.findByRole("grid", { name: "Sparkonten (2)" }, LOAD);
    expect(savings).toHaveTextContent("123.456,78 ₹");
    expect(within(savings).getAllByRole("link", { name: /^Details anzeigen ?zum Konto/ })).toHaveLength(2);
    cleanup();
    await open("acnList", withDetails(), "hi", "मेरे खाते");
    const hiSavings = await screen.findByRole("grid", { name: "बचत खाते (2)" }, LOAD);
    expect(hiSavings).toHaveTextContent("सक्रिय");
    expect(hiSavings).toHaveTextContent("एक लाख तेईस हज़ार चार सौ छप्पन रुपये और अठहत्तर पैसे मात्र");
  });
});

describe("non-resident accounts (meera: NRE and NRO savings)", { timeout: 60_000 }, () => {
  const nonResident = { secureImageSet: true, customerType: "NR" } as const;
  const meerasBank = () => withDetails().answer("accountList", NON_RESIDENT_ACTIVE_ACCOUNTS);

  async function openAsMeera(lang: Language, title: string) {
    const user = userEvent.setup();
    await renderApp({ bank: meerasBank(), lang, initialState: "acnList", initialSession: nonResident });
    await screen.findByRole("heading", { level: 1, name: title }, LOAD);
    return user;
  }

  it("lists them under savings by their names, counts them in the total and opens them as savings accounts", async () => {
    const user = await openAsMeera("en", "My accounts");
    const savings = await screen.findByRole("grid", { name: "Savings accounts (2)" }, LOAD);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Savings accounts (2)",
    ]);
    const [nre, nro] = within(savings).getAllByRole("rowheader");
    expect(nre).toHaveAccessibleName(`${NON_RESIDENT_ACCOUNTS.nreSavings}, NRE savings account`);
    expect(nro).toHaveAccessibleName(`${NON_RESIDENT_ACCOUNTS.nroSavings}, NRO savings account`);
    expect(screen.queryByRole("grid", { name: /^Other accounts/ })).toBeNull();
    expect(screen.getByText(/Total balance of your savings and current accounts/)).toHaveTextContent(
      "₹10,75,755.00",
    );
    await user.click(
      within(savings).getByRole("link", {
        name: new RegExp(`^View details ?of account ${NON_RESIDENT_ACCOUNTS.nreSavings}$`),
      }),
    );
    await screen.findByRole(
      "heading",
      { level: 2, name: new RegExp(NON_RESIDENT_ACCOUNTS.nreSavings) },
      LOAD,
    );
    const valueOf = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling;
    expect(valueOf("Account type")).toHaveTextContent("NRE savings account");
    expect(valueOf("Product")).toHaveTextContent("NRE Savings Account");
    expect(valueOf("Status")).toHaveTextContent("Active");
  });

  it("names them in German and Hindi", async () => {
    await openAsMeera("de", "Meine Konten");
    const savings = await screen.findByRole("grid", { name: "Sparkonten (2)" }, LOAD);
    const [nre, nro] = within(savings).getAllByRole("rowheader");
    expect(nre).toHaveAccessibleName(`${NON_RESIDENT_ACCOUNTS.nreSavings}, NRE-Sparkonto`);
    expect(nro).toHaveAccessibleName(`${NON_RESIDENT_ACCOUNTS.nroSavings}, NRO-Sparkonto`);
    cleanup();
    await openAsMeera("hi", "मेरे खाते");
    const hiSavings = await screen.findByRole("grid", { name: "बचत खाते (2)" }, LOAD);
    const [hiNre, hiNro] = within(hiSavings).getAllByRole("rowheader");
    expect(hiNre).toHaveAccessibleName(`${NON_RESIDENT_ACCOUNTS.nreSavings}, एनआरई बचत खाता`);
    expect(hiNro).toHaveAccessibleName(`${NON_RESIDENT_ACCOUNTS.nroSavings}, एनआरओ बचत खाता`);
  });
});

describe("closed accounts (closedAcnList)", { timeout: 60_000 }, () => {
  it("lists the closed accounts by former kind, always Closed, with the closing date, and opens the closed detail", async () => {
    const { bank, user } = await open("closedAcnList", withDetails(), "en", "Closed accounts");
    const savings = await screen.findByRole("grid", { name: "Closed savings accounts (1)" }, LOAD);
    expect(savings).toHaveTextContent("30/09/2025");
    expect(savings).toHaveTextContent("Closed");
    expect(screen.getByRole("grid", { name: "Closed deposits (1)" })).toHaveTextContent("15/01/2026");
    expect(bank.calls("closedAccountList")).toHaveLength(1);
    expect(bank.calls("accountList")).toHaveLength(0);
    await user.click(
      screen.getByRole("link", {
        name: new RegExp(`^View details ?of account ${ACCOUNTS.closedSavings}$`),
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Closed account details" }, LOAD);
    const status = await screen.findByText("Status", {}, LOAD);
    expect(status.nextElementSibling).toHaveTextContent("Closed");
  });
});
