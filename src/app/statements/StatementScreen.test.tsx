import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SCREEN_LOAD, withAccountDetails } from "../testing/accountScripts";
import {
  ACCOUNTS,
  listItem,
  NON_RESIDENT_ACCOUNTS,
  NON_RESIDENT_ACTIVE_ACCOUNTS,
  STATEMENT_ACCOUNTS,
} from "../testing/fixtures/accounts";
import {
  CLOSED_DEPOSIT_SIX_MONTHS,
  NO_STATEMENT_ROWS,
  SAVINGS_LAST_MONTH,
  SAVINGS_MINI,
  SAVINGS_SIX_MONTHS_PAGES,
  STATEMENT_FILES,
} from "../testing/fixtures/statements";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";
import type { Language } from "../i18n/i18n";

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

type User = ReturnType<typeof userEvent.setup>;

const saved: { name: string; type: string }[] = [];

beforeEach(() => {
  saved.length = 0;
  let n = 0;
  vi.stubGlobal(
    "URL",
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => `blob:statement-${String(++n)}-${blob.type}`),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: this.href });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openStatement(bank = new ScriptedBank(), lang: Language = "en") {
  const user = userEvent.setup();
  await renderApp({ bank, lang, initialState: "acctStmt", initialSession: signedIn });
  // The defaults are in once the application date and the accounts have loaded.
  await waitFor(
    () => expect(screen.getByRole("button", { name: /Account$/ })).toHaveTextContent(/\d{14}/),
    SCREEN_LOAD,
  );
  return { bank, user };
}

/** Waits for the statement's heading (its answer). */
const statementHeading = (name: RegExp) => screen.findByRole("heading", { level: 2, name }, SCREEN_LOAD);

async function chooseOption(user: User, selectName: string | RegExp, option: string | RegExp) {
  await user.click(screen.getByRole("button", { name: selectName }));
  await user.click(await screen.findByRole("option", { name: option }));
}

async function show(user: User) {
  await user.click(screen.getByRole("button", { name: "Show statement" }));
}

function rowsOf(caption: RegExp | string) {
  const table = screen.getByRole("grid", { name: caption });
  return within(table).getAllByRole("row").slice(1);
}

describe("account statement (spec 000 sections 4, 5, 8, 9)", { timeout: 60_000 }, () => {
  it("offers a non-resident customer's NRE and NRO accounts as savings accounts, each named as such", async () => {
    const bank = new ScriptedBank().answer("statementAccountList", NON_RESIDENT_ACTIVE_ACCOUNTS);
    const { user } = await openStatement(bank);
    expect(screen.getByRole("button", { name: /Account$/ })).toHaveTextContent(
      NON_RESIDENT_ACCOUNTS.nreSavings,
    );
    expect(screen.getByRole("button", { name: /Savings Account type$/ })).toBeInTheDocument();
    expect(screen.queryByText("No accounts available!")).toBeNull();
    await user.click(screen.getByRole("button", { name: /Account$/ }));
    // Without nicknames, each option says what the account is, on screen and in its name.
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(2);
    expect(
      screen.getByRole("option", { name: `NRE savings account ${NON_RESIDENT_ACCOUNTS.nreSavings}` }),
    ).toHaveTextContent(`NRE savings account ${NON_RESIDENT_ACCOUNTS.nreSavings}`);
    expect(
      screen.getByRole("option", { name: `NRO savings account ${NON_RESIDENT_ACCOUNTS.nroSavings}` }),
    ).toHaveTextContent(`NRO savings account ${NON_RESIDENT_ACCOUNTS.nroSavings}`);
  });

  it("starts with savings, active forced, the first savings account and last month newest first; shows the result with balances and moves focus to it", async () => {
    const { bank, user } = await openStatement();
    await screen.findByRole("heading", { level: 1, name: "Account statement" });
    expect(screen.getByRole("button", { name: /Account$/ })).toHaveTextContent(ACCOUNTS.savings);
    expect(screen.getByRole("button", { name: /Savings Account type$/ })).toBeInTheDocument();
    const status = screen.getByRole("button", { name: /Active Account status/ });
    expect(status).toBeDisabled();
    expect(screen.getByText("Savings and current accounts show active accounts only.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Last month" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Newest first" })).toBeChecked();

    await show(user);
    const heading = await statementHeading(/Statement of account 10000010000011/);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(bank.calls("statementSearch").at(-1)).toMatchObject({
      accountNumber: ACCOUNTS.savings,
      stmtType: "ONE_MONTH",
      fromDate: null,
      toDate: null,
      sortByAsc: false,
      totalrows: 10,
      beginValue: 0,
    });
    expect(
      screen.getByText(`Statement ready: ${String(SAVINGS_LAST_MONTH.totalRecords)} transactions.`),
    ).toBeInTheDocument();
    expect(screen.getByText("Opening balance")).toBeInTheDocument();
    expect(screen.getByText("Closing balance")).toBeInTheDocument();
    expect(screen.getByText("22/10/2026 to 22/11/2026")).toBeInTheDocument();
    // Balances carry their amount in words for screen readers.
    expect(screen.getAllByText(/Rupees/).length).toBeGreaterThanOrEqual(2);
    for (const name of ["Date", "Description", "Cheque number", "Debit", "Credit", "Balance"]) {
      expect(screen.getByRole("columnheader", { name })).toBeInTheDocument();
    }
    // Newest first on the screen: the downloads are there all the same, and say the file reads
    // oldest first; the file is asked for in that order.
    expect(
      screen.getByText(/The file lists the oldest transaction first, as a printed statement does/),
    ).toBeInTheDocument();
    bank.answer("statementReport", STATEMENT_FILES.pdf, { once: true });
    await user.click(screen.getByRole("button", { name: "Download statement (PDF)" }));
    expect(
      await screen.findByText(`${STATEMENT_FILES.pdf.fileName} downloaded.`, {}, SCREEN_LOAD),
    ).toBeInTheDocument();
    expect(bank.calls("statementReport").at(-1)).toMatchObject({ stmtType: "ONE_MONTH", sortByAsc: true });
  });

  it("pages ten rows at a time and hides the pager for a mini statement of five rows", async () => {
    const bank = new ScriptedBank().answer("statementSearch", SAVINGS_SIX_MONTHS_PAGES[0]);
    const { user } = await openStatement(bank);
    await user.click(screen.getByRole("radio", { name: "Last six months" }));
    await user.click(screen.getByRole("radio", { name: "Oldest first" }));
    await show(user);
    await statementHeading(/Statement of account/);
    expect(screen.getByRole("heading", { level: 3, name: "Transactions: 12" })).toBeInTheDocument();
    expect(rowsOf(/^Transactions/)).toHaveLength(10);
    const pager = screen.getByRole("navigation", { name: "Pages of the statement" });
    bank.answer("statementSearch", SAVINGS_SIX_MONTHS_PAGES[1]);
    await user.click(within(pager).getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(rowsOf(/^Transactions/)).toHaveLength(2));
    expect(bank.calls("statementSearch").at(-1)).toMatchObject({
      stmtType: "SIX_MONTHS",
      sortByAsc: true,
      totalrows: 10,
      beginValue: 10,
    });

    bank.answer("statementSearch", SAVINGS_MINI);
    await user.click(screen.getByRole("radio", { name: "Mini statement (last 5 transactions)" }));
    await show(user);
    await waitFor(() =>
      expect(bank.calls("statementSearch").at(-1)).toMatchObject({
        stmtType: "MINI",
        totalrows: 5,
        beginValue: 0,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 3, name: "Transactions: 5" })).toBeInTheDocument(),
    );
    expect(rowsOf("Transactions: 5")).toHaveLength(5);
    expect(screen.queryByRole("navigation", { name: "Pages of the statement" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Download statement/ })).toBeNull();
  });

  it("choosing a closed status forces six months, oldest first, and lists the closed accounts of the type", async () => {
    const bank = new ScriptedBank().answer("statementSearch", CLOSED_DEPOSIT_SIX_MONTHS);
    const { user } = await openStatement(bank);
    expect(screen.getByRole("button", { name: /Account$/ })).toHaveTextContent(ACCOUNTS.savings);
    await chooseOption(user, /Account type$/, "Deposits");
    const status = screen.getByRole("button", { name: /Account status$/ });
    expect(status).toBeEnabled();
    await chooseOption(user, /Account status$/, "Closed");
    expect(screen.getByRole("radio", { name: "Last six months" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Last six months" })).toBeDisabled();
    expect(screen.getByRole("radio", { name: "Oldest first" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Newest first" })).toBeDisabled();
    expect(screen.getByRole("button", { name: /Account$/ })).toHaveTextContent(ACCOUNTS.closedDeposit);
    await user.click(screen.getByRole("button", { name: /Account$/ }));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining(ACCOUNTS.closedDeposit)]);
    await user.keyboard("{Escape}");
    await show(user);
    await waitFor(() =>
      expect(bank.calls("statementSearch").at(-1)).toMatchObject({
        accountNumber: ACCOUNTS.closedDeposit,
        stmtType: "SIX_MONTHS",
        sortByAsc: true,
      }),
    );
    // The period the bank answers: the six months up to its closing on 15/01/2026.
    expect(await screen.findByText("15/07/2025 to 15/01/2026", {}, SCREEN_LOAD)).toBeInTheDocument();
    // Back to savings: the status is forced to active again and the savings accounts return.
    await chooseOption(user, /Account type$/, "Savings");
    expect(screen.getByRole("button", { name: /Account status/ })).toHaveTextContent("Active");
    expect(screen.getByRole("button", { name: /Account$/ })).toHaveTextContent(ACCOUNTS.savings);
  });

  it("says 'No accounts available!' when no account has the type and status, and refuses to continue", async () => {
    const { bank, user } = await openStatement();
    await chooseOption(user, /Account type$/, "Loans");
    await chooseOption(user, /Account status$/, "Closed");
    expect(await screen.findByText("No accounts available!")).toBeInTheDocument();
    await show(user);
    expect(await screen.findAllByText("Choose an account.")).not.toHaveLength(0);
    expect(bank.calls("statementSearch")).toHaveLength(0);
  });

  it("flags each missing date of the date range separately, then a from-date after the to-date", async () => {
    const { bank, user } = await openStatement();
    await user.click(screen.getByRole("radio", { name: "Choose the dates" }));
    await show(user);
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link", { name: "Enter the from date." })).toBeInTheDocument();
    expect(within(summary).getByRole("link", { name: "Enter the to date." })).toBeInTheDocument();
    expect(bank.calls("statementSearch")).toHaveLength(0);

    const [fromDay] = screen.getAllByRole("spinbutton", { name: /day, From date/i });
    await user.click(fromDay!);
    await user.keyboard("10112026");
    const [toDay] = screen.getAllByRole("spinbutton", { name: /day, To date/i });
    await user.click(toDay!);
    await user.keyboard("01112026");
    await show(user);
    expect(
      await screen.findByRole("link", { name: "The from date must not be later than the to date." }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Enter the to date." })).toBeNull();
    expect(bank.calls("statementSearch")).toHaveLength(0);

    await user.click(toDay!);
    await user.keyboard("20112026");
    await show(user);
    await waitFor(() =>
      expect(bank.calls("statementSearch").at(-1)).toMatchObject({
        stmtType: "DATE_RANGE",
        fromDate: "2026-11-10",
        toDate: "2026-11-20",
      }),
    );
  });

  it("refuses a to-amount below the from-amount and a to-cheque below the from-cheque", async () => {
    const { bank, user } = await openStatement();
    await user.type(screen.getByRole("textbox", { name: "From amount (optional)" }), "5000");
    await user.type(screen.getByRole("textbox", { name: "To amount (optional)" }), "100");
    await user.type(screen.getByRole("textbox", { name: "From cheque number (optional)" }), "100210");
    await user.type(screen.getByRole("textbox", { name: "To cheque number (optional)" }), "100200");
    await show(user);
    expect(
      await screen.findByRole("link", { name: "The to amount must not be lower than the from amount." }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", {
        name: "The to cheque number must not be lower than the from cheque number.",
      }),
    ).toBeInTheDocument();
    expect(bank.calls("statementSearch")).toHaveLength(0);
  });

  it("shows the no-data state when the filters match nothing", async () => {
    const { bank, user } = await openStatement(
      new ScriptedBank().answer("statementSearch", NO_STATEMENT_ROWS),
    );
    await user.type(screen.getByRole("textbox", { name: "From amount (optional)" }), "99999999");
    await show(user);
    expect(
      await screen.findByRole(
        "heading",
        { name: "No transactions were found for the selected period and filters." },
        SCREEN_LOAD,
      ),
    ).toBeInTheDocument();
    expect(bank.calls("statementSearch").at(-1)).toMatchObject({ fromAmount: 9_999_999_900n });
    expect(screen.getByText("Statement ready: no transactions found.")).toBeInTheDocument();
    expect(screen.queryByRole("grid")).toBeNull();
    expect(screen.queryByRole("button", { name: "Print preview" })).toBeNull();
  });

  it("downloads PDF, Excel and HTML of an ascending statement under the server's names, and says when a file is empty", async () => {
    const bank = new ScriptedBank().answer("statementSearch", SAVINGS_SIX_MONTHS_PAGES[0]);
    const { user } = await openStatement(bank);
    await user.click(screen.getByRole("radio", { name: "Last six months" }));
    await user.click(screen.getByRole("radio", { name: "Oldest first" }));
    await show(user);
    await statementHeading(/Statement of account/);
    bank.answer("statementReport", STATEMENT_FILES.pdf, { once: true });
    await user.click(screen.getByRole("button", { name: "Download statement (PDF)" }));
    expect(
      await screen.findByText("Statement-0011-2026-05-22-to-2026-11-22.pdf downloaded.", {}, SCREEN_LOAD),
    ).toBeInTheDocument();
    bank.answer("statementReport", STATEMENT_FILES.excel, { once: true });
    await user.click(screen.getByRole("button", { name: "Download statement (Excel)" }));
    expect(
      await screen.findByText("Statement-0011-2026-05-22-to-2026-11-22.xlsx downloaded.", {}, SCREEN_LOAD),
    ).toBeInTheDocument();
    bank.answer("statementReport", STATEMENT_FILES.html, { once: true });
    await user.click(screen.getByRole("button", { name: "Download statement (HTML web page)" }));
    expect(
      await screen.findByText("Statement-0011-2026-05-22-to-2026-11-22.html downloaded.", {}, SCREEN_LOAD),
    ).toBeInTheDocument();
    expect(bank.calls("statementReport").map((d) => d.dwndType)).toEqual([1, 2, 3]);
    expect(bank.calls("statementReport")[0]).toMatchObject({
      accountNumber: ACCOUNTS.savings,
      stmtType: "SIX_MONTHS",
      sortByAsc: true,
      lang: "en",
    });
    // The anchor's download attribute is the bank's name of each file (account and period).
    expect(saved.map((s) => s.name)).toEqual([
      "Statement-0011-2026-05-22-to-2026-11-22.pdf",
      "Statement-0011-2026-05-22-to-2026-11-22.xlsx",
      "Statement-0011-2026-05-22-to-2026-11-22.html",
    ]);

    // The bank answered a file without bytes (the client refuses it as FILE.EMPTY).
    bank.fail("statementReport", { status: 200, code: "FILE.EMPTY" }, { once: true });
    await user.click(screen.getByRole("button", { name: "Download statement (PDF)" }));
    const alert = await screen.findByText(
      "The file could not be created. Please try again later.",
      {},
      SCREEN_LOAD,
    );
    expect(alert.closest("[role=alert]")).not.toBeNull();
    expect(saved).toHaveLength(3);
  });

  it("opens the print preview of the current page with a Print button", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    const { user } = await openStatement();
    await show(user);
    await statementHeading(/Statement of account/);
    await user.click(screen.getByRole("button", { name: "Print preview" }));
    const dialog = await screen.findByRole("dialog", { name: "Print preview" }, SCREEN_LOAD);
    expect(
      within(dialog).getByRole("heading", { name: /Statement of account 10000010000011/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("grid", { name: /^Transactions/ })).toBeInTheDocument();
    expect(within(dialog).getByText("Opening balance")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.getByRole("button", { name: "Print preview" })).toHaveFocus());
  });

  it("warns before printing when the account opened after the start of a predefined period; cancel or continue", async () => {
    const opened = listItem("10010010000021", "SAV", { openedDate: "2026-09-01" });
    const bank = new ScriptedBank()
      .answer("statementAccountList", [...STATEMENT_ACCOUNTS, opened])
      .answer("statementSearch", {
        ...SAVINGS_LAST_MONTH,
        fromDate: "2026-09-01",
        accountOpenedDate: "2026-09-01",
      });
    const { user } = await openStatement(bank);
    await chooseOption(user, /Account$/, "Savings account 10010010000021");
    await user.click(screen.getByRole("radio", { name: "Last six months" }));
    await show(user);
    await statementHeading(/Statement of account 10010010000021/);
    await user.click(screen.getByRole("button", { name: "Print preview" }));
    const warning = await screen.findByRole(
      "alertdialog",
      { name: "Account opened during the period" },
      SCREEN_LOAD,
    );
    expect(warning).toHaveTextContent(
      "This account was opened on 01/09/2026, after the start of the chosen period (22/05/2026).",
    );
    await user.click(within(warning).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Print preview" }));
    const again = await screen.findByRole(
      "alertdialog",
      { name: "Account opened during the period" },
      SCREEN_LOAD,
    );
    await user.click(within(again).getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("dialog", { name: "Print preview" }, SCREEN_LOAD)).toBeInTheDocument();
  });

  it("preselects the account passed from the account details", async () => {
    const user = userEvent.setup();
    await renderApp({ bank: withAccountDetails(), initialState: "acnList", initialSession: signedIn });
    // The row's first link opens its details (its statement and enquiry links follow).
    const [details] = await screen.findAllByRole(
      "link",
      { name: new RegExp(ACCOUNTS.fixedDeposit) },
      SCREEN_LOAD,
    );
    await user.click(details!);
    await user.click(await screen.findByRole("link", { name: "Account statement" }, SCREEN_LOAD));
    await screen.findByRole("heading", { level: 1, name: "Account statement" }, SCREEN_LOAD);
    await waitFor(
      () => expect(screen.getByRole("button", { name: /Account$/ })).toHaveTextContent(ACCOUNTS.fixedDeposit),
      SCREEN_LOAD,
    );
    expect(screen.getByRole("button", { name: /Account type$/ })).toHaveTextContent("Deposits");
  });

  it("says when the account passed in is a closed savings account, which the status rule does not offer", async () => {
    const user = userEvent.setup();
    await renderApp({ bank: withAccountDetails(), initialState: "closedAcnList", initialSession: signedIn });
    // The row's first link opens its details (its statement and enquiry links follow).
    const [details] = await screen.findAllByRole(
      "link",
      { name: new RegExp(ACCOUNTS.closedSavings) },
      SCREEN_LOAD,
    );
    await user.click(details!);
    await user.click(await screen.findByRole("link", { name: "Account statement" }, SCREEN_LOAD));
    await screen.findByRole("heading", { level: 1, name: "Account statement" }, SCREEN_LOAD);
    expect(
      await screen.findByText(
        `Statements of closed savings and current accounts are not offered, so ${ACCOUNTS.closedSavings} cannot be chosen here. Choose another account.`,
        {},
        SCREEN_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Account$/ })).toHaveTextContent(ACCOUNTS.savings);
  });

  it("writes dates in German as 22.10.2026 on the result, in the rows and in the date fields' hint, as the fields show them", async () => {
    const user = userEvent.setup();
    await renderApp({ lang: "de", initialState: "acctStmt", initialSession: signedIn });
    await waitFor(
      () => expect(screen.getByRole("button", { name: /Konto$/ })).toHaveTextContent(/\d{14}/),
      SCREEN_LOAD,
    );
    await user.click(screen.getByRole("radio", { name: "Daten selbst wählen" }));
    const [fromDay] = screen.getAllByRole("spinbutton", { name: /Tag, Von Datum/i });
    const group = fromDay!.parentElement!;
    await user.click(fromDay!);
    await user.keyboard("01102026");
    // The field shows 01.10.2026; its hint gives the example the same way.
    expect(group.textContent?.replace(/[\u200e\u200f\u2066-\u2069]/g, "")).toBe("01.10.2026");
    expect(screen.getAllByText(/01\.10\.2026/).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/01\/10\/2026/)).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Letzter Monat" }));
    await user.click(screen.getByRole("button", { name: "Kontoauszug anzeigen" }));
    await statementHeading(/10000010000011/);
    expect(screen.getByText("22.10.2026 bis 22.11.2026")).toBeInTheDocument();
    expect(screen.queryByText(/-Okt\.-|-Nov\.-/)).toBeNull();
  });

  it("works in Hindi: labels, result heading and the forced status", async () => {
    const user = userEvent.setup();
    await renderApp({ lang: "hi", initialState: "acctStmt", initialSession: signedIn });
    await screen.findByRole("heading", { level: 1, name: "खाता विवरण" }, SCREEN_LOAD);
    expect(
      await screen.findByText("बचत और चालू खातों के लिए केवल सक्रिय खाते दिखाए जाते हैं।", {}, SCREEN_LOAD),
    ).toBeInTheDocument();
    // The accounts are in: the first savings account is chosen.
    await screen.findAllByText(/10000010000011/, {}, SCREEN_LOAD);
    await user.click(screen.getByRole("button", { name: "विवरण दिखाएँ" }));
    expect(await statementHeading(/खाता 10000010000011/)).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "शेष" })).toBeInTheDocument();
  });
});
