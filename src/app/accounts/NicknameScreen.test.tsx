import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SCREEN_LOAD } from "../testing/accountScripts";
import { ACCOUNT_NICKNAMES, ACCOUNTS } from "../testing/fixtures/accounts";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";
import type { Language } from "../i18n/i18n";

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

async function openNicknames(bank = new ScriptedBank(), lang: Language = "en", title = "Account nicknames") {
  const user = userEvent.setup();
  await renderApp({ bank, lang, initialState: "acnNickName", initialSession: signedIn });
  await screen.findByRole("heading", { level: 1, name: title }, SCREEN_LOAD);
  await screen.findByRole("heading", { level: 2, name: "Savings accounts" }, SCREEN_LOAD);
  return { bank, user };
}

function group(name: string): HTMLElement {
  return screen.getByRole("region", { name });
}

function field(number: string): HTMLInputElement {
  return screen.getByRole("textbox", { name: `Nickname for account ${number}` }) as HTMLInputElement;
}

describe("account nicknames (acnNickName, spec 000 sections 4, 5, 8)", { timeout: 60_000 }, () => {
  it("has one form per kind with the present nicknames; a group's save is disabled until a nickname changes, with a visible reason", async () => {
    await openNicknames();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Savings accounts", "Current accounts", "Deposits", "Loans"]);
    expect(field(ACCOUNTS.savings).value).toBe("Salary");
    const savings = group("Savings accounts");
    const save = within(savings).getByRole("button", { name: "Save nicknames of Savings accounts" });
    expect(save).toBeDisabled();
    expect(within(savings).getByText("Change a nickname in this group to save it.")).toBeInTheDocument();
    expect(save).toHaveAccessibleDescription("Change a nickname in this group to save it.");
  });

  it("keeps the save disabled while a changed nickname is empty, and says why on the field and by the button", async () => {
    const { user } = await openNicknames();
    await user.clear(field(ACCOUNTS.savings));
    const savings = group("Savings accounts");
    expect(within(savings).getByRole("button", { name: /^Save nicknames/ })).toBeDisabled();
    expect(field(ACCOUNTS.savings)).toHaveAttribute("aria-invalid", "true");
    expect(
      within(savings).getByText(
        "A changed nickname cannot be empty. Enter a nickname in every changed field to save.",
      ),
    ).toBeInTheDocument();
    await user.type(field(ACCOUNTS.savings), "Pay");
    expect(within(savings).getByRole("button", { name: /^Save nicknames/ })).toBeEnabled();
  });

  it("keeps the save disabled for a character the bank cannot keep, says so, and takes a Devanagari nickname", async () => {
    const { user } = await openNicknames();
    await user.clear(field(ACCOUNTS.savings));
    await user.type(field(ACCOUNTS.savings), "Rent ₹");
    const savings = group("Savings accounts");
    expect(within(savings).getByRole("button", { name: /^Save nicknames/ })).toBeDisabled();
    expect(field(ACCOUNTS.savings)).toHaveAttribute("aria-invalid", "true");
    expect(field(ACCOUNTS.savings)).toHaveAccessibleDescription(
      expect.stringContaining("Use only letters, digits, spaces, dots, hyphens or underscores."),
    );
    await user.clear(field(ACCOUNTS.savings));
    await user.type(field(ACCOUNTS.savings), "घर खर्च");
    expect(field(ACCOUNTS.savings)).not.toHaveAttribute("aria-invalid", "true");
    expect(within(savings).getByRole("button", { name: /^Save nicknames/ })).toBeEnabled();
  });

  it("sends only the changed nicknames of the group, shows a success banner that takes focus, and refreshes the lists", async () => {
    const { bank, user } = await openNicknames();
    await user.clear(field(ACCOUNTS.jointSavings));
    await user.type(field(ACCOUNTS.jointSavings), "Home");
    await user.type(field(ACCOUNTS.current), "Shop"); // another group: not sent with savings
    await user.click(within(group("Savings accounts")).getByRole("button", { name: /^Save nicknames/ }));
    const banner = await within(group("Savings accounts")).findByRole("status", {}, SCREEN_LOAD);
    expect(banner).toHaveTextContent("Nicknames of Savings accounts saved.");
    await waitFor(() => expect(banner.parentElement).toHaveFocus());
    expect(bank.calls("updateNicknames")).toEqual([
      [
        {
          account_number: ACCOUNTS.jointSavings,
          account_type_code: "SB101",
          shrt_account_names: "Home",
        },
      ],
    ]);
    // Saved: nothing changed in savings any more; the current group keeps its edit.
    expect(within(group("Savings accounts")).getByRole("button", { name: /^Save nicknames/ })).toBeDisabled();
    expect(within(group("Current accounts")).getByRole("button", { name: /^Save nicknames/ })).toBeEnabled();
    // Every list that shows nicknames is asked again, so none shows the old one.
    await waitFor(() => expect(bank.calls("accountNicknames")).toHaveLength(2), SCREEN_LOAD);
  });

  it("on a duplicate says '<label> <nickname> already exists', clears the conflicting field and saves nothing", async () => {
    // The bank refuses the RD's nickname (another case) for the current account.
    const bank = new ScriptedBank().answer("updateNicknames", {
      success: false,
      statusMsg: "Nickname holiday already exists",
      conflicts: [{ account_number: ACCOUNTS.current, shrt_account_names: "holiday" }],
    });
    const { user } = await openNicknames(bank);
    await user.type(field(ACCOUNTS.current), "holiday");
    await user.click(within(group("Current accounts")).getByRole("button", { name: /^Save nicknames/ }));
    const alert = await within(group("Current accounts")).findByRole("alert", {}, SCREEN_LOAD);
    expect(alert).toHaveTextContent("Nickname holiday already exists. Choose another nickname.");
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(field(ACCOUNTS.current).value).toBe("");
    expect(bank.calls("updateNicknames")).toEqual([
      [{ account_number: ACCOUNTS.current, account_type_code: "CA201", shrt_account_names: "holiday" }],
    ]);
    // Nothing was saved: the lists are not asked again.
    expect(bank.calls("accountNicknames")).toHaveLength(1);
  });

  it("on a duplicate of another account's saved nickname clears only the field the customer typed in", async () => {
    // The joint account is renamed to the savings account's own nickname, which the bank refuses.
    const bank = new ScriptedBank().answer("updateNicknames", {
      success: false,
      statusMsg: "Nickname Salary already exists",
      conflicts: [{ account_number: ACCOUNTS.jointSavings, shrt_account_names: "Salary" }],
    });
    const { user } = await openNicknames(bank);
    await user.clear(field(ACCOUNTS.jointSavings));
    await user.type(field(ACCOUNTS.jointSavings), "Salary");
    await user.click(within(group("Savings accounts")).getByRole("button", { name: /^Save nicknames/ }));
    const alert = await within(group("Savings accounts")).findByRole("alert", {}, SCREEN_LOAD);
    expect(alert).toHaveTextContent("Nickname Salary already exists. Choose another nickname.");
    // The other account keeps its saved nickname and is not flagged.
    expect(field(ACCOUNTS.savings).value).toBe("Salary");
    expect(field(ACCOUNTS.savings)).not.toHaveAttribute("aria-invalid", "true");
    // Only the field the customer changed is cleared, and it says why it cannot stay empty.
    expect(field(ACCOUNTS.jointSavings).value).toBe("");
    expect(field(ACCOUNTS.jointSavings)).toHaveAttribute("aria-invalid", "true");
    expect(bank.calls("updateNicknames")).toEqual([
      [{ account_number: ACCOUNTS.jointSavings, account_type_code: "SB101", shrt_account_names: "Salary" }],
    ]);
    // Typing a new nickname in that one field is all it takes to save again.
    await user.type(field(ACCOUNTS.jointSavings), "Family home");
    expect(within(group("Savings accounts")).getByRole("button", { name: /^Save nicknames/ })).toBeEnabled();
  });

  it("shows a failure banner when the save fails in place (404)", async () => {
    const bank = new ScriptedBank().fail("updateNicknames", { status: 404, code: "ACCOUNT.NOT_FOUND" });
    const { user } = await openNicknames(bank);
    await user.type(field(ACCOUNTS.homeLoan), "House");
    await user.click(within(group("Loans")).getByRole("button", { name: /^Save nicknames/ }));
    const alert = await within(group("Loans")).findByRole("alert", {}, SCREEN_LOAD);
    expect(alert).toHaveTextContent(/^The nicknames were not saved\./);
    expect(field(ACCOUNTS.homeLoan).value).toBe("House");
  });

  it("pages the deposit nicknames only above ten accounts", async () => {
    // Eleven deposits: the two of the fixtures and nine more.
    const nine = Array.from({ length: 9 }, (_, i) => ({
      account_number: `1001001000002${String(i)}`,
      account_grp_code: "CD",
      account_type_code: "CD301",
      prodType: "CD",
      shrt_account_names: "",
      acnPrimaryHolder: true,
    }));
    const bank = new ScriptedBank().answer(
      "accountNicknames",
      ACCOUNT_NICKNAMES.map((g) => (g.kind === "deposit" ? { ...g, accounts: [...g.accounts, ...nine] } : g)),
    );
    const { user } = await openNicknames(bank);
    const deposits = group("Deposits");
    const pager = within(deposits).getByRole("navigation", { name: "Pages of Deposits" });
    expect(within(deposits).getAllByRole("textbox")).toHaveLength(10);
    await user.click(within(pager).getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(within(deposits).getAllByRole("textbox")).toHaveLength(1));
  });

  it("reads in Hindi", async () => {
    await renderApp({ lang: "hi", initialState: "acnNickName", initialSession: signedIn });
    await screen.findByRole("heading", { level: 1, name: "खातों के उपनाम" }, SCREEN_LOAD);
    expect(await screen.findByRole("button", { name: "बचत खाते के उपनाम सहेजें" }, SCREEN_LOAD)).toBeDisabled();
    expect(screen.getByRole("textbox", { name: `खाता ${ACCOUNTS.savings} का उपनाम` })).toBeInTheDocument();
  });
});
