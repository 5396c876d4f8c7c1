import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SCREEN_LOAD } from "../testing/accountScripts";
import { ACCOUNTS, NON_RESIDENT_ACCOUNTS, NON_RESIDENT_ACTIVE_ACCOUNTS } from "../testing/fixtures/accounts";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";
import type { Language } from "../i18n/i18n";

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

type User = ReturnType<typeof userEvent.setup>;

const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:certificate"), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openCertificates(bank = new ScriptedBank(), lang: Language = "en") {
  const user = userEvent.setup();
  await renderApp({ bank, lang, initialState: "certificates", initialSession: signedIn });
  // The defaults are in once the application date and the accounts have loaded: the first
  // account and the last complete financial year.
  await screen.findAllByText(new RegExp(ACCOUNTS.savings), {}, SCREEN_LOAD);
  await screen.findAllByText(/2025-26/, {}, SCREEN_LOAD);
  return { bank, user };
}

async function chooseOption(user: User, selectName: string | RegExp, option: string | RegExp) {
  await user.click(screen.getByRole("button", { name: selectName }));
  await user.click(await screen.findByRole("option", { name: option }));
}

const download = (user: User) =>
  user.click(screen.getByRole("button", { name: "Download interest certificate (PDF)" }));

describe("interest certificate (spec 000 section 8)", { timeout: 60_000 }, () => {
  it("offers savings, current and deposit accounts (no loans) and the last five financial years, the last complete one chosen", async () => {
    const { user } = await openCertificates();
    await screen.findByRole("heading", { level: 1, name: "Interest certificate" });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /Financial year$/ })).toHaveTextContent("2025-26"),
    );
    await user.click(screen.getByRole("button", { name: /account \d.*Account$/ }));
    const accounts = (await screen.findAllByRole("option")).map((o) => o.textContent ?? "");
    expect(accounts.some((a) => a.includes(ACCOUNTS.savings))).toBe(true);
    expect(accounts.some((a) => a.includes(ACCOUNTS.fixedDeposit))).toBe(true);
    expect(accounts.some((a) => a.includes(ACCOUNTS.closedDeposit))).toBe(true);
    expect(accounts.some((a) => a.includes(ACCOUNTS.homeLoan))).toBe(false);
    expect(accounts.some((a) => a.includes(ACCOUNTS.goldLoan))).toBe(false);
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: /Financial year$/ }));
    const years = (await screen.findAllByRole("option")).map((o) => o.textContent ?? "");
    expect(years).toHaveLength(5);
    expect(years[0]).toContain("2026-27 (1 April 2026 to 31 March 2027)");
    expect(years[4]).toContain("2022-23");
  });

  it("offers a non-resident customer's NRE and NRO savings accounts, each named as such", async () => {
    const bank = new ScriptedBank().answer("statementAccountList", NON_RESIDENT_ACTIVE_ACCOUNTS);
    const user = userEvent.setup();
    await renderApp({
      bank,
      initialState: "certificates",
      initialSession: { secureImageSet: true, customerType: "NR" },
    });
    await screen.findAllByText(new RegExp(NON_RESIDENT_ACCOUNTS.nreSavings), {}, SCREEN_LOAD);
    expect(screen.queryByText("No accounts available!")).toBeNull();
    await user.click(screen.getByRole("button", { name: /account \d.*Account$/ }));
    // Without nicknames, each option says what the account is, on screen and in its name.
    const accounts = (await screen.findAllByRole("option")).map((o) => o.textContent ?? "");
    expect(accounts).toEqual([
      `NRE savings account ${NON_RESIDENT_ACCOUNTS.nreSavings}`,
      `NRO savings account ${NON_RESIDENT_ACCOUNTS.nroSavings}`,
    ]);
    for (const name of accounts) expect(screen.getByRole("option", { name })).toBeInTheDocument();
  });

  it("downloads the certificate of the chosen account and year as a PDF", async () => {
    const { bank, user } = await openCertificates();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /Financial year$/ })).toHaveTextContent("2025-26"),
    );
    await download(user);
    expect(
      await screen.findByText("Interest certificate 2025-26 downloaded.", {}, SCREEN_LOAD),
    ).toBeInTheDocument();
    expect(bank.calls("interestCertificate").at(-1)).toEqual({
      accountNumber: ACCOUNTS.savings,
      financialYearStart: 2025,
      lang: "en",
    });
    // Saved under the bank's name: the account's last four digits and the year.
    expect(saved).toEqual(["InterestCertificate-0011-FY2025-26.pdf"]);
  });

  it("says 'No Interest paid for the account in selected period' when the year had no interest", async () => {
    // The current account earns no interest: the bank refuses the certificate.
    const bank = new ScriptedBank().fail("interestCertificate", {
      status: 404,
      code: "CERTIFICATE.NO_INTEREST",
    });
    const { user } = await openCertificates(bank);
    await chooseOption(user, /account \d.*Account$/, new RegExp(ACCOUNTS.current));
    await download(user);
    const message = await screen.findByText(
      "No Interest paid for the account in selected period",
      {},
      SCREEN_LOAD,
    );
    expect(message.closest("[role=alert]")).not.toBeNull();
    expect(bank.calls("interestCertificate").at(-1)?.accountNumber).toBe(ACCOUNTS.current);
    expect(saved).toEqual([]);
  });

  it("says 'Information not available for download' for any other failure", async () => {
    // The deposit opened in March 2025: the bank has no certificate for 2022-23.
    const bank = new ScriptedBank().fail(
      "interestCertificate",
      { status: 404, code: "CERTIFICATE.NOT_AVAILABLE" },
      { once: true },
    );
    const { user } = await openCertificates(bank);
    await chooseOption(user, /Financial year$/, /^2022-23/);
    await chooseOption(user, /account \d.*Account$/, new RegExp(ACCOUNTS.fixedDeposit));
    await download(user);
    const message = await screen.findByText("Information not available for download", {}, SCREEN_LOAD);
    expect(message.closest("[role=alert]")).not.toBeNull();
    expect(bank.calls("interestCertificate").at(-1)).toMatchObject({
      accountNumber: ACCOUNTS.fixedDeposit,
      financialYearStart: 2022,
    });

    bank.fail("interestCertificate", { status: 500, code: "SERVER.ERROR" }, { once: true });
    await chooseOption(user, /Financial year$/, /^2025-26/);
    await download(user);
    await waitFor(() => expect(bank.calls("interestCertificate")).toHaveLength(2));
    expect(
      await screen.findByText("Information not available for download", {}, SCREEN_LOAD),
    ).toBeInTheDocument();
    // Said in place: no service dialog.
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(saved).toEqual([]);
  });

  it("works in German", async () => {
    const { user } = await openCertificates(new ScriptedBank(), "de");
    await screen.findByRole("heading", { level: 1, name: "Zinsbescheinigung" });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /Geschäftsjahr$/ })).toHaveTextContent("2025-26"),
    );
    await user.click(screen.getByRole("button", { name: "Zinsbescheinigung herunterladen (PDF-Datei)" }));
    expect(
      await screen.findByText("Zinsbescheinigung 2025-26 heruntergeladen.", {}, SCREEN_LOAD),
    ).toBeInTheDocument();
  });

  it("says what is missing, and says it again in the language switched to", async () => {
    const bank = new ScriptedBank().answer("statementAccountList", []);
    const user = userEvent.setup();
    await renderApp({ bank, initialState: "certificates", initialSession: signedIn });
    expect(await screen.findByText("No accounts available!", {}, SCREEN_LOAD)).toBeInTheDocument();
    await download(user);
    await within(await screen.findByRole("alert")).findByRole("link", { name: "Choose an account." });
    await user.click(screen.getByRole("radio", { name: "हिन्दी" }));
    const link = await within(screen.getByRole("alert")).findByRole("link", { name: "खाता चुनें।" });
    expect(link.closest("[lang]")).toHaveAttribute("lang", "hi");
    expect(screen.queryByText("Choose an account.")).not.toBeInTheDocument();
    expect(bank.calls("interestCertificate")).toEqual([]);
  });
});
