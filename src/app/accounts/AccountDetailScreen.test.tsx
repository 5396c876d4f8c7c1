import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SCREEN_LOAD, withAccountDetails } from "../testing/accountScripts";
import { ACCOUNT_DETAILS, ACCOUNTS } from "../testing/fixtures/accounts";
import { renderApp } from "../testing/renderApp";
import type { ScriptedBank } from "../testing/ScriptedBank";
import type { Language } from "../i18n/i18n";

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

/** Opens the list, then the details of `number` by its link, as a customer would. */
async function openDetail(number: string, bank: ScriptedBank = withAccountDetails(), lang: Language = "en") {
  const user = userEvent.setup();
  await renderApp({ bank, lang, initialState: "acnList", initialSession: signedIn });
  // A row links its details first, then its statement and enquiry (each named with the number).
  const [link] = await screen.findAllByRole("link", { name: new RegExp(number) }, SCREEN_LOAD);
  if (link === undefined) throw new Error(`no link to account ${number}`);
  await user.click(link);
  await screen.findByRole("heading", { level: 2, name: new RegExp(number) }, SCREEN_LOAD);
  return { bank, user };
}

/** The description of a term of the details list. */
function valueOf(term: string): string {
  const dt = screen.getAllByText(term, { selector: "dt" })[0];
  return dt?.nextElementSibling?.textContent ?? "";
}

function terms(): string[] {
  return Array.from(document.querySelectorAll(".ui-description-list dt")).map((dt) => dt.textContent ?? "");
}

describe("account details (activeAccountDetail, spec 000 sections 3, 4, 6, 9)", { timeout: 60_000 }, () => {
  it("shows a savings account's fields with the decrypted number, status, dd-MMM-yyyy dates, the rate and balances in words; no deposit or loan fields", async () => {
    await openDetail(ACCOUNTS.savings);
    expect(valueOf("Account number")).toBe(ACCOUNTS.savings);
    expect(valueOf("Nickname")).toBe("Salary");
    expect(valueOf("Your relationship")).toBe("Primary holder");
    expect(valueOf("Status")).toBe("Active");
    expect(valueOf("Account type")).toBe("Savings");
    expect(valueOf("Opened on")).toBe("14/06/2019");
    expect(valueOf("Interest rate")).toBe("3.50 % a year");
    expect(valueOf("Balance")).toBe(
      "₹1,23,456.78 (Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only)",
    );
    expect(terms()).not.toContain("Maturity value");
    expect(terms()).not.toContain("Total payment due");
    // Not a joint account: no joint holders button; links to the enquiry and back.
    expect(screen.queryByRole("button", { name: "Joint holders" })).toBeNull();
    expect(screen.getByRole("link", { name: "Transaction enquiry" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to my accounts" })).toBeInTheDocument();
  });

  it("opens the transaction enquiry on the account whose details were open", async () => {
    const { user } = await openDetail(ACCOUNTS.current);
    await user.click(screen.getByRole("link", { name: "Transaction enquiry" }));
    await screen.findByRole("heading", { level: 1, name: "Transaction enquiry" }, SCREEN_LOAD);
    await waitFor(
      () => expect(screen.getByRole("button", { name: /Account$/ })).toHaveTextContent(ACCOUNTS.current),
      SCREEN_LOAD,
    );
  });

  it("shows a deposit's own fields", async () => {
    await openDetail(ACCOUNTS.fixedDeposit);
    expect(valueOf("Account type")).toBe("Deposit");
    expect(valueOf("Maturity date")).toBe("15/03/2027");
    expect(valueOf("Term")).toBe("24 months");
    expect(valueOf("Maturity value")).toMatch(/^₹5,75,600.00/);
    expect(valueOf("Tax deducted at source")).toBe("₹2,130.00");
    expect(valueOf("Standing instruction on maturity")).toBe("Yes");
    expect(valueOf("Interest rate")).toBe("7.10 % a year");
    expect(terms()).not.toContain("Disbursed on");
    expect(screen.queryByRole("link", { name: "Transaction enquiry" })).toBeNull();
  });

  it("shows a loan's own fields, the outstanding amount and no available balance", async () => {
    await openDetail(ACCOUNTS.goldLoan);
    expect(valueOf("Account type")).toBe("Loan");
    expect(valueOf("Outstanding amount")).toMatch(/^₹1,50,000.00/);
    expect(valueOf("Gold loan")).toBe("Yes");
    expect(valueOf("Deposit held as security")).toBe(ACCOUNTS.fixedDeposit);
    expect(valueOf("Payment due date")).toBe("None");
    expect(valueOf("Disbursed on")).toBe("02/02/2026");
    expect(terms()).not.toContain("Available balance");
    expect(terms()).not.toContain("Maturity value");
  });

  it("opens the joint holders dialog with the primary and three joint holders; Escape closes it and focus returns", async () => {
    const { user } = await openDetail(ACCOUNTS.jointSavings);
    const trigger = screen.getByRole("button", { name: "Joint holders" });
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Holders of this account" }, SCREEN_LOAD);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByText("Primary holder").nextElementSibling).toHaveTextContent("Asha Verma");
    expect(within(dialog).getByText("Joint holder 1").nextElementSibling).toHaveTextContent("Rohan Verma");
    expect(within(dialog).getByText("Joint holder 3").nextElementSibling).toHaveTextContent("Sunita Verma");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("opens account information (mode, nominee) and closes with its Close button", async () => {
    const { bank, user } = await openDetail(ACCOUNTS.savings);
    const trigger = screen.getByRole("button", { name: "Account information" });
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Account information" }, SCREEN_LOAD);
    await within(dialog).findByText("RIBK0000101", {}, SCREEN_LOAD);
    expect(within(dialog).getByText("Mode of operation").nextElementSibling).toHaveTextContent("Single");
    expect(within(dialog).getByText("Nominee").nextElementSibling).toHaveTextContent(
      "Registered: Rxxxx Vxxxx",
    );
    expect(bank.calls("accountInformation")).toEqual([{ accountNumber: ACCOUNTS.savings }]);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("opens customer information with the relationship manager's mobile masked", async () => {
    const { user } = await openDetail(ACCOUNTS.savings);
    await user.click(screen.getByRole("button", { name: "Customer information" }));
    const dialog = await screen.findByRole("dialog", { name: "Customer information" }, SCREEN_LOAD);
    await within(dialog).findByText("Rahul Mehta", {}, SCREEN_LOAD);
    expect(within(dialog).getByText("Relationship manager's mobile").nextElementSibling).toHaveTextContent(
      "+91 xxxx xxx 345",
    );
  });

  it("shows the primary signature as an image with a text alternative naming the holder", async () => {
    const { bank, user } = await openDetail(ACCOUNTS.savings);
    await user.click(screen.getByRole("button", { name: "Primary signature" }));
    const dialog = await screen.findByRole("dialog", { name: "Specimen signature" }, SCREEN_LOAD);
    const image = await within(dialog).findByRole(
      "img",
      { name: "Specimen signature of Asha Verma" },
      SCREEN_LOAD,
    );
    expect(image.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(bank.calls("primarySignature")).toEqual([{ accountnumber: ACCOUNTS.savings }]);
  });

  it("for a joint holder (acnRelCode 2, acnRel A) says Joint holder and offers no primary signature", async () => {
    const joint = ACCOUNT_DETAILS[ACCOUNTS.jointSavings];
    if (joint === undefined) throw new Error("no joint account fixture");
    const bank = withAccountDetails().answer("accountDetail", { ...joint, acnRelCode: 2, acnRel: "A" });
    await openDetail(ACCOUNTS.jointSavings, bank);
    expect(valueOf("Your relationship")).toBe("Joint holder");
    expect(screen.getByRole("button", { name: "Joint holders" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Primary signature" })).toBeNull();
  });

  it("reads in Hindi with the short date of every screen and the rate with its words", async () => {
    await openDetail(ACCOUNTS.fixedDeposit, withAccountDetails(), "hi");
    expect(valueOf("परिपक्वता तिथि")).toBe("15/03/2027");
    expect(valueOf("ब्याज दर")).toBe("7.10 % प्रति वर्ष");
    expect(valueOf("अवधि")).toBe("24 महीने");
  });

  it("reads in German with a decimal comma and the German short date", async () => {
    await openDetail(ACCOUNTS.fixedDeposit, withAccountDetails(), "de");
    expect(valueOf("Fälligkeitsdatum")).toBe("15.03.2027");
    expect(valueOf("Zinssatz")).toBe("7,10 % pro Jahr");
    expect(valueOf("Kontostatus")).toBe("Aktiv");
    expect(valueOf("Ihre Beziehung zum Konto")).toBe("Hauptinhaber");
  });

  it("names a product the bank sends in the page's language: the home loan in German and Hindi", async () => {
    await openDetail(ACCOUNTS.homeLoan, withAccountDetails(), "de");
    expect(valueOf("Produkt")).toBe("Immobilienkredit");
    cleanup();
    await openDetail(ACCOUNTS.homeLoan, withAccountDetails(), "hi");
    expect(valueOf("उत्पाद")).toBe("गृह ऋण");
  });
});
