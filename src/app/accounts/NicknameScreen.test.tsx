import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FakeBankApi } from "../testing/FakeBankApi";
import { renderApp } from "../testing/renderApp";
import type { Language } from "../i18n/i18n";
import { FAKE_ACCOUNTS } from "./FakeAccounts";

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

async function openNicknames(api = new FakeBankApi(), lang: Language = "en", title = "Account nicknames") {
  const user = userEvent.setup();
  await renderApp({ api, lang, initialState: "acnNickName", initialSession: signedIn });
  await screen.findByRole("heading", { level: 1, name: title });
  await screen.findByRole("heading", { level: 2, name: "Savings accounts" });
  return { api, user };
}

function group(name: string): HTMLElement {
  return screen.getByRole("region", { name });
}

function field(number: string): HTMLInputElement {
  return screen.getByRole("textbox", { name: `Nickname for account ${number}` }) as HTMLInputElement;
}

describe("account nicknames (acnNickName, spec 000 sections 4, 5, 8)", () => {
  it("has one form per kind with the present nicknames; a group's save is disabled until a nickname changes, with a visible reason", async () => {
    await openNicknames();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Savings accounts", "Current accounts", "Deposits", "Loans"]);
    expect(field(FAKE_ACCOUNTS.savings).value).toBe("Salary");
    const savings = group("Savings accounts");
    const save = within(savings).getByRole("button", { name: "Save nicknames of Savings accounts" });
    expect(save).toBeDisabled();
    expect(within(savings).getByText("Change a nickname in this group to save it.")).toBeInTheDocument();
    expect(save).toHaveAccessibleDescription("Change a nickname in this group to save it.");
  });

  it("keeps the save disabled while a changed nickname is empty, and says why on the field and by the button", async () => {
    const { user } = await openNicknames();
    await user.clear(field(FAKE_ACCOUNTS.savings));
    const savings = group("Savings accounts");
    expect(within(savings).getByRole("button", { name: /^Save nicknames/ })).toBeDisabled();
    expect(field(FAKE_ACCOUNTS.savings)).toHaveAttribute("aria-invalid", "true");
    expect(
      within(savings).getByText(
        "A changed nickname cannot be empty. Enter a nickname in every changed field to save.",
      ),
    ).toBeInTheDocument();
    await user.type(field(FAKE_ACCOUNTS.savings), "Pay");
    expect(within(savings).getByRole("button", { name: /^Save nicknames/ })).toBeEnabled();
  });

  it("keeps the save disabled for a character the bank cannot keep, says so, and takes a Devanagari nickname", async () => {
    const { user } = await openNicknames();
    await user.clear(field(FAKE_ACCOUNTS.savings));
    await user.type(field(FAKE_ACCOUNTS.savings), "Rent ₹");
    const savings = group("Savings accounts");
    expect(within(savings).getByRole("button", { name: /^Save nicknames/ })).toBeDisabled();
    expect(field(FAKE_ACCOUNTS.savings)).toHaveAttribute("aria-invalid", "true");
    expect(field(FAKE_ACCOUNTS.savings)).toHaveAccessibleDescription(
      expect.stringContaining("Use only letters, digits, spaces, dots, hyphens or underscores."),
    );
    await user.clear(field(FAKE_ACCOUNTS.savings));
    await user.type(field(FAKE_ACCOUNTS.savings), "घर खर्च");
    expect(field(FAKE_ACCOUNTS.savings)).not.toHaveAttribute("aria-invalid", "true");
    expect(within(savings).getByRole("button", { name: /^Save nicknames/ })).toBeEnabled();
  });

  it("sends only the changed nicknames of the group, shows a success banner that takes focus, and refreshes the lists", async () => {
    const { api, user } = await openNicknames();
    await user.clear(field(FAKE_ACCOUNTS.jointSavings));
    await user.type(field(FAKE_ACCOUNTS.jointSavings), "Home");
    await user.type(field(FAKE_ACCOUNTS.current), "Shop"); // another group: not sent with savings
    await user.click(within(group("Savings accounts")).getByRole("button", { name: /^Save nicknames/ }));
    const banner = await within(group("Savings accounts")).findByRole("status");
    expect(banner).toHaveTextContent("Nicknames of Savings accounts saved.");
    await waitFor(() => expect(banner.parentElement).toHaveFocus());
    expect(api.accounts.nicknameRequests).toEqual([
      [
        {
          account_number: FAKE_ACCOUNTS.jointSavings,
          account_type_code: "SB101",
          shrt_account_names: "Home",
        },
      ],
    ]);
    // Saved: nothing changed in savings any more; the current group keeps its edit.
    expect(within(group("Savings accounts")).getByRole("button", { name: /^Save nicknames/ })).toBeDisabled();
    expect(within(group("Current accounts")).getByRole("button", { name: /^Save nicknames/ })).toBeEnabled();
    await waitFor(() => expect(api.calls.filter((c) => c === "getAccountNicknames").length).toBe(2));
  });

  it("on a duplicate says '<label> <nickname> already exists', clears the conflicting field and saves nothing", async () => {
    const { api, user } = await openNicknames();
    await user.type(field(FAKE_ACCOUNTS.current), "holiday"); // the RD's nickname, other case
    await user.click(within(group("Current accounts")).getByRole("button", { name: /^Save nicknames/ }));
    const alert = await within(group("Current accounts")).findByRole("alert");
    expect(alert).toHaveTextContent("Nickname holiday already exists. Choose another nickname.");
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(field(FAKE_ACCOUNTS.current).value).toBe("");
    expect(
      api.accounts.list("active").find((a) => a.account_number === FAKE_ACCOUNTS.current)?.shrt_account_names,
    ).toBe("");
  });

  it("shows a failure banner when the save fails in place (404)", async () => {
    const api = new FakeBankApi();
    api.accounts.failNicknameSave = 404;
    const { user } = await openNicknames(api);
    await user.type(field(FAKE_ACCOUNTS.homeLoan), "House");
    await user.click(within(group("Loans")).getByRole("button", { name: /^Save nicknames/ }));
    const alert = await within(group("Loans")).findByRole("alert");
    expect(alert).toHaveTextContent(/^The nicknames were not saved\./);
    expect(field(FAKE_ACCOUNTS.homeLoan).value).toBe("House");
  });

  it("pages the deposit nicknames only above ten accounts", async () => {
    const api = new FakeBankApi();
    for (let i = 0; i < 9; i += 1) api.accounts.add(`1001001000002${String(i)}`, "CD");
    const { user } = await openNicknames(api);
    const deposits = group("Deposits");
    const pager = within(deposits).getByRole("navigation", { name: "Pages of Deposits" });
    expect(within(deposits).getAllByRole("textbox")).toHaveLength(10);
    await user.click(within(pager).getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(within(deposits).getAllByRole("textbox")).toHaveLength(1));
  });

  it("reads in Hindi", async () => {
    await renderApp({
      api: new FakeBankApi(),
      lang: "hi",
      initialState: "acnNickName",
      initialSession: signedIn,
    });
    await screen.findByRole("heading", { level: 1, name: "खातों के उपनाम" });
    expect(await screen.findByRole("button", { name: "बचत खाते के उपनाम सहेजें" })).toBeDisabled();
    expect(
      screen.getByRole("textbox", { name: `खाता ${FAKE_ACCOUNTS.savings} का उपनाम` }),
    ).toBeInTheDocument();
  });
});
