import { cleanup, configure, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { Button } from "../../ui/Button";
import { App } from "../App";
import { AppProviders } from "../AppProviders";
import { allResources } from "../i18n/testResources";
import { createI18n } from "../i18n/i18n";
import { useAppState } from "../navigation/StateProvider";
import type { StateName } from "../stateNames";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";
import type { Language } from "../i18n/i18n";
import {
  AFTER_CUT_OFF,
  CURRENT_SOURCE,
  LIMITS,
  NEFT_TO_PRIYA,
  PRIYA_BENEFICIARY,
  RAVI_BENEFICIARY,
  SAVINGS_SOURCE,
  SUNITA_BENEFICIARY,
  completed,
  scriptTransfers,
} from "./transferTestData";

const FAKE_OTP = "123456";
const FAKE_TXN_PASSWORD = "Txn@12345";
const signedIn = { secureImageSet: true, customerType: "R" } as const;
type User = ReturnType<typeof userEvent.setup>;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8_000 });
  await Promise.all([import("./TransferScreens"), import("../dashboard/DashboardScreen")]);
}, 30_000);

afterEach(cleanup);

async function open(state: StateName, bank = scriptTransfers(new ScriptedBank()), lang: Language = "en") {
  const user = userEvent.setup();
  await renderApp({ bank, lang, initialState: state, initialSession: signedIn });
  return { user, bank };
}

async function choose(user: User, field: RegExp, option: RegExp) {
  await user.click(await screen.findByRole("button", { name: field }));
  await user.click(await screen.findByRole("option", { name: option }));
}

async function typeAmount(user: User, label: RegExp, amount: string) {
  const field = screen.getByRole("textbox", { name: label });
  await user.clear(field);
  await user.type(field, amount);
}

async function confirmWithPassword(user: User, confirm = "Confirm") {
  await user.type(await screen.findByLabelText(/Transaction password/), FAKE_TXN_PASSWORD);
  await user.click(screen.getByRole("button", { name: confirm }));
}

async function enterOtp(user: User) {
  const field = await screen.findByRole("textbox", { name: /One-time code/ });
  await user.type(field, FAKE_OTP);
  await user.click(screen.getByRole("button", { name: "Confirm" }));
}

const heading = (name: RegExp) => screen.findByRole("heading", { level: 1, name });

/** The description list's term (dt) named exactly `name`; there must be one. */
function termNamed(name: string): HTMLElement {
  const terms = screen.getAllByRole("term").filter((term) => term.textContent === name);
  expect(terms, name).toHaveLength(1);
  return terms[0]!;
}

/** The description (dd) of the term named `name`. */
const definitionOf = (name: string) => termNamed(name).nextElementSibling as HTMLElement;

/** Every term's description as the page shows it, for the terms in `expected`. */
function expectDescriptions(expected: Readonly<Record<string, string>>) {
  const shown = Object.fromEntries(
    Object.keys(expected).map((name) => [name, definitionOf(name).textContent]),
  );
  expect(shown).toEqual(expected);
}

/** Whether `first` comes before `second` in the document (the order a screen reader reads them). */
const isBefore = (first: Element, second: Element) =>
  (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe("own-account transfer (ownFd)", { timeout: 60_000 }, () => {
  it("runs form, confirm with the password and success without a one-time code; each step's h1 takes focus", async () => {
    const bank = scriptTransfers(new ScriptedBank()).answer("fundsTransferWithinBank", completed());
    const { user } = await open("ownFd.ownAcnTransfer", bank);
    await heading(/Own-account transfer/);
    await choose(user, /Pay from/, /Salary/);
    await choose(user, /Pay into/, /Business/);
    await typeAmount(user, /Amount in rupees/, "1500");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    const confirm = await heading(/Confirm \(step 2 of 3\)/);
    expect(confirm).toHaveFocus();
    expect(screen.getByText("Rupees One Thousand Five Hundred Only")).toBeInTheDocument();
    await confirmWithPassword(user);

    const success = await heading(/Done \(step 3 of 3\)/);
    expect(success).toHaveFocus();
    // An own account is named as the customer knows it, at confirm and here.
    expect(definitionOf("Pay into")).toHaveTextContent(/^10000020000012 \(Business\)$/);
    expect(screen.queryByRole("textbox", { name: /One-time code/ })).toBeNull();
    expect(bank.calls("generateOtp")).toEqual([]);
    expect(screen.getByText("FT1000000042")).toBeInTheDocument();
    expect(screen.getByText("₹2,48,500.50")).toBeInTheDocument();
    const [request] = bank.calls("fundsTransferWithinBank");
    expect(request).toMatchObject({
      fromAccountNumber: SAVINGS_SOURCE.account_number,
      benAccountNumber: CURRENT_SOURCE.account_number,
      transferAmount: 150_000n,
      paymentNetwork: "IFT",
    });
    expect(request).not.toHaveProperty("otac");
  });

  it("goes back to the form with the bank's refusal in the error summary, values kept", async () => {
    const bank = scriptTransfers(new ScriptedBank()).fail("fundsTransferWithinBank", {
      status: 422,
      code: "TRANSFER.NRE_CREDIT_NOT_ALLOWED",
    });
    const { user } = await open("ownFd.ownAcnTransfer", bank);
    await choose(user, /Pay from/, /Salary/);
    await choose(user, /Pay into/, /Business/);
    await typeAmount(user, /Amount in rupees/, "10");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await confirmWithPassword(user);

    await heading(/Details \(step 1 of 3\)/);
    const summary = await screen.findByRole("alert");
    expect(
      within(summary).getByRole("link", {
        name: "An NRE account can be credited only from another NRE account.",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Amount in rupees/ })).toHaveValue("10.00");
  });
});

describe("amounts in German: a decimal comma, points between groups of three", { timeout: 60_000 }, () => {
  it("reads 1234,50 as 1.234,50 ₹ at confirm and pays 123450 paise", async () => {
    const bank = scriptTransfers(new ScriptedBank()).answer("fundsTransferWithinBank", completed());
    const { user } = await open("ownFd.ownAcnTransfer", bank, "de");
    // Each own account is named by its kind, in German, before its number.
    await choose(user, /Zahlen von/, /^Sparkonto 10000010000011 \(Salary\)/);
    await choose(user, /Zahlen auf/, /^Girokonto 10000020000012 \(Business\)$/);
    await typeAmount(user, /Betrag in Rupien/, "1234,50");
    await user.click(screen.getByRole("button", { name: "Weiter" }));

    expect(await heading(/Bestätigen \(Schritt 2 von 3\)/)).toHaveFocus();
    expect(screen.getByText("1.234,50 ₹")).toBeInTheDocument();
    expect(
      screen.getByText("eintausendzweihundertvierunddreißig Rupien und fünfzig Paise"),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/Transaktionspasswort/), FAKE_TXN_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Bestätigen" }));
    await heading(/Fertig \(Schritt 3 von 3\)/);
    expect(bank.calls("fundsTransferWithinBank")[0]).toMatchObject({ transferAmount: 123_450n });
  });

  it("says why 12.50 does not read, at the field and in the summary, and asks the bank nothing", async () => {
    const { user, bank } = await open("neftRtgs.home", undefined, "de");
    await choose(user, /Zahlen von/, /Salary/);
    await choose(user, /Begünstigter$/, /Priya/);
    await typeAmount(user, /Betrag in Rupien/, "12.50");
    await user.click(screen.getByRole("button", { name: "Weiter" }));

    const message =
      "Schreiben Sie den Betrag als 1.234,50: ein Komma vor den Paise, Punkte nur zwischen Zifferngruppen.";
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link", { name: message })).toHaveAttribute("href", "#transfer-amount");
    const field = screen.getByRole("textbox", { name: /Betrag in Rupien/ });
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveValue("12.50");
    expect(
      screen.getByRole("heading", { level: 1, name: /Angaben \(Schritt 1 von 4\)/ }),
    ).toBeInTheDocument();
    expect(bank.calls("neftRtgsCharges")).toEqual([]);
    expect(bank.calls("neftRtgs")).toEqual([]);
  });
});

describe("a non-resident customer's own-account transfer", { timeout: 60_000 }, () => {
  it("offers only the sources the bank's rules leave a target: NRE to NRO, never NRO to NRE", async () => {
    const nre = {
      ...SAVINGS_SOURCE,
      account_number: "30000010000031",
      account_type_code: "NRE",
      accNoWithNickName: "30000010000031",
      nonResident: "NRE" as const,
      ownTargets: ["30000020000032"],
    };
    const nro = {
      ...nre,
      account_number: "30000020000032",
      account_type_code: "NRO",
      accNoWithNickName: "30000020000032",
      nonResident: "NRO" as const,
      ownTargets: [],
    };
    const bank = scriptTransfers(new ScriptedBank()).answer("transferSourceAccounts", [nre, nro]);
    const { user } = await open("ownFd.ownAcnTransfer", bank);
    await user.click(await screen.findByRole("button", { name: /Pay from/ }));
    // Without nicknames, each option says what the account is, on screen and in its name.
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent("NRE savings account 30000010000031");
    await user.click(screen.getByRole("option", { name: /^NRE savings account 30000010000031/ }));
    await user.click(screen.getByRole("button", { name: /Pay into/ }));
    const targets = await screen.findAllByRole("option");
    expect(targets.map((option) => option.textContent)).toEqual(["NRO savings account 30000020000032"]);
    expect(screen.getByRole("option", { name: "NRO savings account 30000020000032" })).toBe(targets[0]);
  });
});

describe("Pay Now within the bank (thirdFd)", { timeout: 60_000 }, () => {
  it("shows the beneficiary's limit and refuses an amount above it in the summary, before any call", async () => {
    const { user, bank } = await open("thirdFd.thirdPtyTrnsfrInFIS");
    await choose(user, /Pay from/, /Salary/);
    await choose(user, /Beneficiary$/, /Ravi/);
    expect(screen.getByText(/Transfer limit of this beneficiary: ₹1,00,000.00/)).toBeInTheDocument();
    await typeAmount(user, /Amount in rupees/, "100000.01");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const summary = await screen.findByRole("alert");
    expect(
      within(summary).getByRole("link", {
        name: "The amount is above the transfer limit of this beneficiary.",
      }),
    ).toHaveAttribute("href", "#transfer-amount");
    expect(bank.calls("fundsTransferWithinBank")).toEqual([]);
  });

  it("says a new beneficiary's cap and what is left under the picker, and refuses an amount above what is left with the figures", async () => {
    const bank = scriptTransfers(new ScriptedBank()).answer("activeBeneficiariesWithinBank", {
      beneficiaryList: [RAVI_BENEFICIARY, { ...SUNITA_BENEFICIARY, coolingOffRemaining: 2_000_000n }],
    });
    const { user } = await open("thirdFd.thirdPtyTrnsfrInFIS", bank);
    await choose(user, /Pay from/, /Salary/);
    await choose(user, /Beneficiary$/, /Sunita/);
    expect(
      screen.getByText(
        /until 23\/11\/2026, 08:19 payments to this beneficiary may total at most ₹50,000\.00; ₹20,000\.00 of that can still be paid\./,
      ),
    ).toBeInTheDocument();
    await typeAmount(user, /Amount in rupees/, "20000.01");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const rule =
      "Payments to a beneficiary added in the last 24 hours may total at most ₹50,000.00 until 23/11/2026, 08:19. You can pay it up to ₹20,000.00 now.";
    expect(within(await screen.findByRole("alert")).getByRole("link", { name: rule })).toHaveAttribute(
      "href",
      "#transfer-amount",
    );
    expect(screen.getByRole("textbox", { name: /Amount in rupees/ })).toHaveAccessibleDescription(
      expect.stringContaining(rule),
    );
    expect(bank.calls("generateOtp")).toEqual([]);
  });

  it("checks a second payment to a new beneficiary against what the first left: refused on the form, no code asked", async () => {
    const bank = scriptTransfers(new ScriptedBank()).answer(
      "fundsTransferWithinBank",
      completed({
        paymentNetwork: "IFTWB",
        benAccountNumber: SUNITA_BENEFICIARY.accountNumber,
        benSequence: SUNITA_BENEFICIARY.sequence,
        amount: 3_000_000n,
        totalDebit: 3_000_000n,
      }),
    );
    // The bank's list tells what is left of the ₹50,000 cap after the payments made so far.
    const paid = () =>
      bank.calls("fundsTransferWithinBank").reduce((sum, request) => sum + request.transferAmount, 0n);
    bank.answer("activeBeneficiariesWithinBank", () => {
      const left = 5_000_000n - paid();
      return {
        beneficiaryList: [
          RAVI_BENEFICIARY,
          { ...SUNITA_BENEFICIARY, coolingOffRemaining: left > 0n ? left : 0n },
        ],
      };
    });
    const i18n = await createI18n("en", allResources);
    const user = userEvent.setup();
    function PayAgain() {
      const { go } = useAppState();
      return <Button onPress={() => go("thirdFd.thirdPtyTrnsfrInFIS")}>Pay again</Button>;
    }
    render(
      <AppProviders
        i18n={i18n}
        services={{ bank }}
        router={(children) => <MemoryRouter>{children}</MemoryRouter>}
        initialState="thirdFd.thirdPtyTrnsfrInFIS"
        initialSession={signedIn}
      >
        <App />
        <PayAgain />
      </AppProviders>,
    );
    const paySunita = async () => {
      await choose(user, /Pay from/, /Salary/);
      await choose(user, /Beneficiary$/, /Sunita/);
      await typeAmount(user, /Amount in rupees/, "30000");
      await user.click(screen.getByRole("button", { name: "Continue" }));
    };
    await paySunita();
    await confirmWithPassword(user);
    await enterOtp(user);
    await heading(/Done \(step 4 of 4\)/);
    await user.click(screen.getByRole("button", { name: "Back to dashboard" }));
    await user.click(await screen.findByRole("button", { name: "Pay again" }));
    await heading(/Details \(step 1 of 4\)|Pay within the bank/);

    await paySunita();
    expect(
      within(await screen.findByRole("alert")).getByRole("link", {
        name: /may total at most ₹50,000\.00 until .* You can pay it up to ₹20,000\.00 now\./,
      }),
    ).toBeInTheDocument();
    expect(bank.calls("generateOtp")).toHaveLength(1);
    expect(bank.calls("fundsTransferWithinBank")).toHaveLength(1);
  });

  it("a cap refusal after the code goes back to the form with the values, the rule at the amount and focus on the summary", async () => {
    const bank = scriptTransfers(new ScriptedBank()).fail("fundsTransferWithinBank", {
      status: 422,
      code: "TRANSFER.NEW_BENEFICIARY_CAP",
      body: {
        status: 422,
        code: "TRANSFER.NEW_BENEFICIARY_CAP",
        statusMsg: "A beneficiary added in the last 24 hours may be paid at most 5000000 paise in all.",
        field: "transferAmount",
      },
    });
    const { user } = await open("thirdFd.thirdPtyTrnsfrInFIS", bank);
    await choose(user, /Pay from/, /Salary/);
    await choose(user, /Beneficiary$/, /Sunita/);
    await typeAmount(user, /Amount in rupees/, "30000");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await confirmWithPassword(user);
    await enterOtp(user);

    await heading(/Details \(step 1 of 4\)/);
    const summary = await screen.findByRole("alert");
    const link = within(summary).getByRole("link", {
      name: /^This beneficiary was added recently\. In its first hours, payments to it may total at most/,
    });
    expect(link).toHaveAttribute("href", "#transfer-amount");
    await vi.waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.getByRole("textbox", { name: /Amount in rupees/ })).toHaveValue("30,000.00");
  });

  it("in Hindi: form, confirm, password, a code bound to the payment, success", async () => {
    const bank = scriptTransfers(new ScriptedBank()).answer(
      "fundsTransferWithinBank",
      completed({
        paymentNetwork: "IFTWB",
        benAccountNumber: RAVI_BENEFICIARY.accountNumber,
        benSequence: "1",
      }),
    );
    const { user } = await open("thirdFd.thirdPtyTrnsfrInFIS", bank, "hi");
    await heading(/बैंक के भीतर अंतरण/);
    await choose(user, /इस खाते से भुगतान/, /^बचत खाता 10000010000011 \(Salary\)/);
    await choose(user, /लाभार्थी$/, /Ravi/);
    await typeAmount(user, /राशि रुपये में/, "1500");
    await user.click(screen.getByRole("button", { name: "आगे बढ़ें" }));
    expect(await heading(/\(चरण 2/)).toHaveFocus();
    expect(screen.getByText("एक हज़ार पाँच सौ रुपये मात्र")).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/लेनदेन पासवर्ड/), FAKE_TXN_PASSWORD);
    await user.click(screen.getByRole("button", { name: "पुष्टि करें" }));
    const code = await screen.findByRole("textbox", { name: /ओटीपी/ });
    expect(bank.calls("generateOtp")[0]?.bind).toEqual({
      fromAccountNumber: SAVINGS_SOURCE.account_number,
      benAccountNumber: RAVI_BENEFICIARY.accountNumber,
      transferAmount: "150000",
    });
    await user.type(code, FAKE_OTP);
    await user.click(screen.getByRole("button", { name: "पुष्टि करें" }));
    expect(await heading(/\(चरण 4/)).toHaveFocus();
    expect(screen.getByText("FT1000000042")).toBeInTheDocument();
    expect(bank.calls("fundsTransferWithinBank")[0]).toMatchObject({
      paymentNetwork: "IFTWB",
      benSequence: "1",
      paymentDate: LIMITS.appDate,
    });
  });
});

describe("NEFT/RTGS (neftRtgs)", { timeout: 60_000 }, () => {
  async function payPriya(user: User, amount = "1500") {
    await choose(user, /Pay from/, /Salary/);
    await choose(user, /Beneficiary$/, /Priya/);
    await typeAmount(user, /Amount in rupees/, amount);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await heading(/Confirm \(step 2 of 4\)/);
  }

  it("shows the charges at confirm, then after the cut-off asks in an alertdialog and completes the stored payment without a second code", async () => {
    const bank = scriptTransfers(new ScriptedBank())
      .answer("neftRtgs", AFTER_CUT_OFF)
      .answer(
        "neftRtgsCutOffConfirm",
        completed({ ...AFTER_CUT_OFF.payment, status: "COMPLETED", availableBalance: 24_850_050n }),
      );
    const { user } = await open("neftRtgs.home", bank);
    await payPriya(user);
    expect(screen.getByText("Charges (with GST)").nextElementSibling).toHaveTextContent("None");
    expect(screen.getByText("Total debit").nextElementSibling).toHaveTextContent("₹1,500.00");
    await confirmWithPassword(user);
    await enterOtp(user);

    const dialog = await screen.findByRole("alertdialog", { name: "After the NEFT cut-off" });
    expect(dialog).toHaveTextContent("23/11/2026");
    await user.click(within(dialog).getByRole("button", { name: "Yes, send it on 23/11/2026" }));

    expect(await heading(/Done \(step 4 of 4\)/)).toHaveFocus();
    expect(
      screen.getByText("Your NEFT payment goes on the next working day, 23/11/2026."),
    ).toBeInTheDocument();
    expect(bank.calls("generateOtp")).toHaveLength(1);
    expect(bank.calls("neftRtgs")).toHaveLength(1);
    const [confirmation] = bank.callsWithOptions("neftRtgsCutOffConfirm");
    expect(confirmation?.request).toMatchObject({
      reference: AFTER_CUT_OFF.data,
      benIfsc: PRIYA_BENEFICIARY.ifsc,
      transferAmount: 150_000n,
      cutOffFlag: "N",
    });
    expect(confirmation?.request).not.toHaveProperty("otac");
    expect(confirmation?.options.idempotencyKey).toMatch(/-answer$/);
  });

  it("declining the cut-off goes back to the form with the values and says nothing was paid", async () => {
    const bank = scriptTransfers(new ScriptedBank()).answer("neftRtgs", AFTER_CUT_OFF);
    const { user } = await open("neftRtgs.home", bank);
    await payPriya(user);
    await confirmWithPassword(user);
    await enterOtp(user);
    const dialog = await screen.findByRole("alertdialog", { name: "After the NEFT cut-off" });
    await user.click(within(dialog).getByRole("button", { name: "No, do not pay" }));
    await heading(/Details \(step 1 of 4\)/);
    expect(
      within(await screen.findByRole("alert")).getByText(
        "The payment was not made. You can change it, or pay later.",
      ),
    ).toBeInTheDocument();
    expect(bank.calls("neftRtgsCutOffConfirm")).toEqual([]);

    // Changed and made again, it is another payment: the bank stored the first one's answer under its key.
    await typeAmount(user, /Amount in rupees/, "1600");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await heading(/Confirm \(step 2 of 4\)/);
    await confirmWithPassword(user);
    await enterOtp(user);
    await screen.findByRole("alertdialog", { name: "After the NEFT cut-off" });
    const [first, second] = bank.callsWithOptions("neftRtgs");
    expect(second?.request.transferAmount).toBe(160_000n);
    expect(second?.options.idempotencyKey).not.toBe(first?.options.idempotencyKey);
  });

  it("refuses an RTGS amount under its minimum", async () => {
    const { user, bank } = await open("neftRtgs.home");
    await choose(user, /Pay from/, /Salary/);
    await choose(user, /Beneficiary$/, /Priya/);
    await user.click(screen.getByRole("radio", { name: /RTGS/ }));
    await typeAmount(user, /Amount in rupees/, "199999.99");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      within(await screen.findByRole("alert")).getByRole("link", {
        name: "The amount is below the smallest amount allowed for this kind of payment.",
      }),
    ).toBeInTheDocument();
    expect(bank.calls("neftRtgsCharges")).toEqual([]);
  });

  it("a frozen account says so and offers no Continue", async () => {
    const bank = scriptTransfers(new ScriptedBank()).answer("checkFreezeState", {
      accountNumber: SAVINGS_SOURCE.account_number,
      freezeState: "DEBIT",
      debitAllowed: false,
      creditAllowed: true,
    });
    const { user } = await open("neftRtgs.home", bank);
    await choose(user, /Pay from/, /Salary/);
    expect(
      await screen.findByText(
        /The account 10000010000011 \(Salary\) is frozen: no payment can be made from it\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
  });
});

describe("whom the customer pays", { timeout: 60_000 }, () => {
  it("names the account holder, nickname, masked account, bank and IFSC at confirm and success; the reference comes first", async () => {
    const bank = scriptTransfers(new ScriptedBank()).answer("neftRtgs", NEFT_TO_PRIYA);
    const { user } = await open("neftRtgs.home", bank);
    await choose(user, /Pay from/, /Salary/);
    await choose(user, /Beneficiary$/, /Priya/);
    await typeAmount(user, /Amount in rupees/, "1500");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await heading(/Confirm \(step 2 of 4\)/);
    const payee = {
      "Account holder": "Priya Sharma",
      Nickname: "Priya HDFC",
      "Account number": "XXXXXXXXXX7891",
      "Payee's bank": "HDFC Bank, Koramangala branch",
      IFSC: "HDFC0000240",
    };
    expectDescriptions(payee);
    await confirmWithPassword(user);
    await enterOtp(user);

    await heading(/Done \(step 4 of 4\)/);
    expectDescriptions(payee);
    const confirmation = screen.getByText("Your transaction has been completed successfully.");
    const reference = definitionOf("Reference number");
    expect(reference).toHaveTextContent(/^FT1000000042$/);
    const downloads = screen.getAllByRole("button", { name: /^Download receipt/ });
    expect(downloads).toHaveLength(2);
    for (const later of [termNamed("Account holder"), termNamed("Amount"), ...downloads]) {
      expect(isBefore(reference, later)).toBe(true);
    }
    expect(isBefore(confirmation, reference)).toBe(true);
  });

  it("in Hindi: the holder, the bank and the IFSC at confirm and success, the reference before the downloads", async () => {
    const bank = scriptTransfers(new ScriptedBank()).answer("neftRtgs", NEFT_TO_PRIYA);
    const { user } = await open("neftRtgs.home", bank, "hi");
    await choose(user, /इस खाते से भुगतान/, /Salary/);
    await choose(user, /लाभार्थी$/, /Priya/);
    await typeAmount(user, /राशि रुपये में/, "1500");
    await user.click(screen.getByRole("button", { name: "आगे बढ़ें" }));
    await heading(/\(चरण 2/);
    const payee = {
      खाताधारक: "Priya Sharma",
      उपनाम: "Priya HDFC",
      "खाता संख्या": "XXXXXXXXXX7891",
      "प्राप्तकर्ता का बैंक": "HDFC Bank, Koramangala शाखा",
      "आईएफ़एससी (IFSC)": "HDFC0000240",
    };
    expectDescriptions(payee);
    await user.type(await screen.findByLabelText(/लेनदेन पासवर्ड/), FAKE_TXN_PASSWORD);
    await user.click(screen.getByRole("button", { name: "पुष्टि करें" }));
    await user.type(await screen.findByRole("textbox", { name: /ओटीपी/ }), FAKE_OTP);
    await user.click(screen.getByRole("button", { name: "पुष्टि करें" }));

    await heading(/\(चरण 4/);
    expectDescriptions(payee);
    const reference = definitionOf("संदर्भ संख्या");
    expect(reference).toHaveTextContent(/^FT1000000042$/);
    for (const download of screen.getAllByRole("button", { name: /^रसीद डाउनलोड करें/ })) {
      expect(isBefore(reference, download)).toBe(true);
    }
  });
});

describe("the way into the forms", { timeout: 60_000 }, () => {
  it("says so when there is no active beneficiary to pay", async () => {
    const bank = scriptTransfers(new ScriptedBank()).answer("activeBeneficiariesOtherBank", {
      beneficiaryList: [],
    });
    await open("neftRtgs.home", bank);
    expect(
      await screen.findByText(/You have no active beneficiary for this kind of payment\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
  });

  it("says first that a code needs a registered mobile, when there is neither a mobile nor a payee", async () => {
    const bank = scriptTransfers(new ScriptedBank())
      .answer("activeBeneficiariesOtherBank", { beneficiaryList: [] })
      .answer("validateMobileNumber", { registered: false, maskedMobile: null });
    await open("neftRtgs.home", bank);
    expect(await screen.findByText("No mobile number for one-time codes")).toBeInTheDocument();
    expect(screen.queryByText(/You have no active beneficiary/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
  });

  it("opens with a favourite's values filled in (go with params), the amount still editable", async () => {
    const bank = scriptTransfers(new ScriptedBank());
    const i18n = await createI18n("en", allResources);
    const user = userEvent.setup();
    function PayFavourite() {
      const { go } = useAppState();
      const params = {
        fromAccount: SAVINGS_SOURCE.account_number,
        beneficiary: PRIYA_BENEFICIARY.sequence,
        amount: "250000",
        remarks: "Rent",
        paymentNetwork: "RTGS",
      };
      return <Button onPress={() => go("neftRtgs.home", { params })}>Pay the favourite</Button>;
    }
    render(
      <AppProviders
        i18n={i18n}
        services={{ bank }}
        router={(children) => <MemoryRouter>{children}</MemoryRouter>}
        initialState="dashboard"
        initialSession={signedIn}
      >
        <App />
        <PayFavourite />
      </AppProviders>,
    );
    await user.click(await screen.findByRole("button", { name: "Pay the favourite" }));
    await heading(/NEFT\/RTGS/);
    expect(await screen.findByRole("button", { name: /Pay from/ })).toHaveTextContent("Salary");
    expect(screen.getByRole("button", { name: /Beneficiary$/ })).toHaveTextContent("Priya");
    expect(screen.getByRole("radio", { name: /RTGS/ })).toBeChecked();
    expect(screen.getByRole("textbox", { name: /Remarks/ })).toHaveValue("Rent");
    const amount = screen.getByRole("textbox", { name: /Amount in rupees/ });
    expect(amount).toHaveValue("2,500.00");
    await typeAmount(user, /Amount in rupees/, "2600");
    expect(amount).toHaveValue("2600");
  });
});
