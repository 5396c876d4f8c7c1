import { act, cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import axe from "axe-core";
import { Redacted } from "effect";
import { ADD_MODIFY_BENEFICIARY_FAVOURITE_ORDER } from "../../domain";
import type { BankCalls } from "../../adapters/rib/BankClient";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";
import type { BeneficiaryRow, IfscBranchRow } from "./beneficiaryQueries";

const TXN_PASSWORD = "Txn@12345";
const CODE = "123456";
const signedIn = { secureImageSet: true, customerType: "R" } as const;
type User = ReturnType<typeof userEvent.setup>;

beforeAll(async () => {
  // The machine is shared: give the lazy screens and queries time to settle.
  configure({ asyncUtilTimeout: 8_000 });
  await Promise.all([
    import("./AddBeneficiaryScreen"),
    import("./BeneficiaryListScreen"),
    import("./ModifyBeneficiaryScreen"),
    import("./PendingBeneficiariesScreen"),
    import("./BeneficiaryOptionsScreen"),
    import("../dashboard/DashboardScreen"),
  ]);
}, 30_000);

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

/** A beneficiary as the bank lists it. */
function beneficiary(sequence: number, overrides: Partial<BeneficiaryRow> = {}): BeneficiaryRow {
  return {
    sequence: String(sequence),
    name: `Payee ${sequence}`,
    nickName: `Nick ${sequence}`,
    accountNumber: `5000000000${String(sequence).padStart(4, "0")}`,
    rnBenAcctNo: `XXXXXXXXXX${String(sequence).padStart(4, "0")}`,
    ifsc: "HDFC0001234",
    bankName: "HDFC Bank",
    branch: "Fort",
    tranferLimit: 10_000_000n,
    type: 3,
    emailId: "payee@example.in",
    mobileNumber: "9800000000",
    accountType: 10,
    status: "ACTIVE",
    createdAt: "2026-11-20T10:00:00Z",
    activatedAt: "2026-11-20T10:05:00Z",
    coolingOffUntil: null,
    coolingOffRemaining: null,
    ...overrides,
  };
}

const HDFC: IfscBranchRow = {
  ifsc: "HDFC0001234",
  bankName: "HDFC Bank",
  branch: "Fort",
  address: "1 Fort Road",
  city: "Mumbai",
  district: "Mumbai",
  state: "Maharashtra",
  neftEnabled: true,
  rtgsEnabled: true,
};

const LIMITS: BankCalls["neftRtgsLimits"]["response"] = {
  minNeft: 100n,
  maxNeft: 100_000_000n,
  minRtgs: 20_000_000n,
  maxRtgs: 1_000_000_000n,
  daily: {
    IFTWB: { limit: 100_000_000n, used: 0n, remaining: 100_000_000n },
    NEFT: { limit: 100_000_000n, used: 0n, remaining: 100_000_000n },
    RTGS: { limit: 100_000_000n, used: 0n, remaining: 100_000_000n },
  },
  newBeneficiaryCap: 5_000_000n,
  newBeneficiaryHours: 24,
  maxBeneficiaryLimit: 50_000_000n,
  neftCutOff: "18:00",
  afterNeftCutOff: false,
  appDate: "2026-11-27",
  nextWorkingDay: "2026-11-28",
};

/** A scripted bank that answers every beneficiary call a screen makes. */
function beneficiaryBank(list: readonly BeneficiaryRow[] = [], pending: readonly BeneficiaryRow[] = []) {
  return new ScriptedBank()
    .answer("neftRtgsLimits", LIMITS)
    .answer("poolingTime", { data: 1.5, waitSeconds: 90, secondsLeft: 0 })
    .answer("beneficiaryList", { beneficiaryList: list })
    .answer("pendingBeneficiaryList", { beneficiaryList: pending })
    .answer("ifscSearchOptions", { banks: ["HDFC Bank"], states: ["Maharashtra"] })
    .answer("validateMobileNumber", { registered: true, maskedMobile: "XXXXXX1234" })
    .answer("beneficiaryAdd", { success: true, data: "77", statusMsg: "OK", status: "PENDING" })
    .answer("beneficiaryUpdateStatus", { success: true, data: "77", statusMsg: "OK", status: "ACTIVE" });
}

async function confirmWithPassword(user: User, button = "Confirm") {
  await user.type(await screen.findByLabelText(/Transaction password/), TXN_PASSWORD);
  await user.click(screen.getByRole("button", { name: button }));
}

async function enterCode(user: User) {
  await user.type(await screen.findByRole("textbox", { name: /One-time code/ }), CODE);
  await user.click(screen.getByRole("button", { name: "Confirm" }));
}

/** The description (dd) of the one term (dt) named `term`. */
function definitionOf(term: string): HTMLElement {
  const dt = screen.getAllByRole("term").filter((element) => element.textContent === term);
  expect(dt).toHaveLength(1);
  return dt[0]!.nextElementSibling as HTMLElement;
}

/** Texts the polite live regions said, collected from now on. */
function listenPolite(): { said: string[]; stop: () => void } {
  const said: string[] = [];
  const observer = new MutationObserver(() => {
    for (const region of document.querySelectorAll('[aria-live="polite"]')) {
      const text = region.textContent ?? "";
      if (text !== "" && !said.includes(text)) said.push(text);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { said, stop: () => observer.disconnect() };
}

describe("the Funds Transfer menu", { timeout: 60_000 }, () => {
  it("offers the beneficiary screens, and the options lead to both kinds of addition", async () => {
    const user = userEvent.setup();
    await renderApp({ bank: beneficiaryBank(), initialState: "dashboard", initialSession: signedIn });
    const nav = await screen.findByRole("navigation", { name: "Main menu" });
    await user.click(within(nav).getByRole("button", { name: "Funds Transfer" }));
    expect(within(nav).getByRole("link", { name: "Pending beneficiaries" })).toBeInTheDocument();
    await user.click(within(nav).getByRole("link", { name: "Manage beneficiaries" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Manage beneficiaries" })).toHaveFocus();
    await user.click(screen.getByRole("link", { name: "At another bank" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: /Add a beneficiary at another bank: Details/ }),
    ).toHaveFocus();
  });
});

describe("the dashboard's favourite addModifyBeneficiary", { timeout: 60_000 }, () => {
  it("comes third by its default ordering value and opens the beneficiary options", async () => {
    const user = userEvent.setup();
    await renderApp({ bank: beneficiaryBank(), initialState: "dashboard", initialSession: signedIn });
    const favourites = await screen.findByRole("region", { name: "My Favourites" });
    const links = await within(favourites).findAllByRole("link");
    expect(links.map((link) => link.textContent).slice(0, ADD_MODIFY_BENEFICIARY_FAVOURITE_ORDER)).toEqual([
      "My accounts",
      "Account statement",
      "Manage beneficiaries",
    ]);
    await user.click(within(favourites).getByRole("link", { name: "Manage beneficiaries" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Manage beneficiaries" })).toHaveFocus();
  });
});

describe("adding a beneficiary at another bank", { timeout: 90_000 }, () => {
  it("finds the IFSC by search, verifies the name, confirms, activates with a code bound to it", async () => {
    // Only the countdown's clock is faked; the rest of the page runs on real timers.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const user = userEvent.setup();
    const bank = beneficiaryBank()
      .answer("ifscSearch", { ifscList: [HDFC], totalCount: 1, page: 1, pageSize: 5 })
      .answer("nameEnquiry", {
        status: "sealed",
        benificiaryName: "sealed",
        nameStatus: "00",
        payeeName: "Meena Iyer",
        responseMessage: "",
        waitSeconds: 90,
      });
    await renderApp({ bank, initialState: "beneficiary.addBenfOutsideFIS", initialSession: signedIn });
    await screen.findByRole("heading", { level: 1, name: /Details \(step 1 of 4\)/ });
    expect(
      await screen.findByText(
        /For the first 24 hours after you confirm it with the one-time code, the payments to it together may not exceed ₹50,000\.00\./,
      ),
    ).toBeInTheDocument();

    // Nothing filled: the error summary lists each field, and takes focus.
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const summary = await screen.findByRole("alert");
    for (const text of ["Enter the IFSC.", "Enter the account number.", "Choose the account type."]) {
      expect(within(summary).getByRole("link", { name: text })).toBeInTheDocument();
    }

    // The IFSC search: a short term is refused before any call; a row's Choose fills the IFSC.
    await user.click(screen.getByRole("button", { name: "Search for the IFSC" }));
    const dialog = await screen.findByRole("dialog", { name: "Search for an IFSC" });
    await user.type(within(dialog).getByRole("textbox", { name: "Bank name" }), "HDF");
    await user.click(within(dialog).getByRole("button", { name: "Search" }));
    expect(
      await within(dialog).findByRole("link", { name: "Enter at least 4 characters." }),
    ).toBeInTheDocument();
    expect(bank.calls("ifscSearch")).toEqual([]);
    await user.type(within(dialog).getByRole("textbox", { name: /Bank name/ }), "C");
    await user.click(within(dialog).getByRole("button", { name: "Search" }));
    await user.click(
      await within(dialog).findByRole("button", { name: "Choose HDFC0001234, HDFC Bank, Fort" }),
    );
    expect(bank.calls("ifscSearch")).toEqual([{ bankName: "HDFC", page: 1 }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("textbox", { name: /^IFSC/ })).toHaveValue("HDFC0001234");
    expect(screen.getByText("HDFC Bank, Fort branch.")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "Account number" }), "998877665544");
    await user.type(screen.getByRole("textbox", { name: "Account number again" }), "998877665544");
    await user.click(screen.getByRole("button", { name: /Account type/ }));
    await user.click(await screen.findByRole("option", { name: "Savings" }));
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));

    // The name enquiry fills the name and then waits, counting down and saying so at coarse steps.
    const polite = listenPolite();
    await user.click(screen.getByRole("button", { name: "Verify the payee's name" }));
    expect(
      await screen.findByText("The payee's bank says the account holder is Meena Iyer."),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Beneficiary name/ })).toHaveValue("Meena Iyer");
    // The button now waits (disabled), so focus goes on to the name it filled in.
    expect(screen.getByRole("textbox", { name: /Beneficiary name/ })).toHaveFocus();
    expect(screen.getByRole("timer")).toHaveTextContent("You can verify a payee again in 01:30.");
    expect(screen.getByRole("button", { name: "Verify the payee's name" })).toBeDisabled();
    expect(Redacted.value(bank.calls("nameEnquiry")[0]!.benAccountNumber)).toBe("998877665544");
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(polite.said).toContain("You can verify a payee again in 60 seconds."));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(polite.said).toContain("You can now verify a payee again."));
    expect(screen.getByRole("button", { name: "Verify the payee's name" })).toBeEnabled();
    polite.stop();

    await user.type(screen.getByRole("textbox", { name: /Nickname/ }), "Meena");
    await user.type(screen.getByRole("textbox", { name: /Transfer limit/ }), "25000");
    await user.type(screen.getByRole("textbox", { name: /E-mail address/ }), "meena@example.in");
    await user.type(screen.getByRole("textbox", { name: /Mobile number/ }), "9812345678");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByRole("heading", { level: 1, name: /Confirm \(step 2 of 4\)/ })).toHaveFocus();
    const details = screen.getByText("Beneficiary name").closest("dl") as HTMLElement;
    expect(within(details).getByText("Meena Iyer")).toBeInTheDocument();
    expect(within(details).getByText("₹25,000.00")).toBeInTheDocument();
    await confirmWithPassword(user);

    expect(
      await screen.findByRole("heading", { level: 1, name: /One-time code \(step 3 of 4\)/ }),
    ).toHaveFocus();
    expect(bank.calls("beneficiaryAdd")).toEqual([
      {
        name: "Meena Iyer",
        nickName: "Meena",
        accountNumber: "998877665544",
        tranferLimit: 2_500_000n,
        type: 3,
        ifsc: "HDFC0001234",
        accountType: 10,
        emailId: "meena@example.in",
        mobileNumber: "9812345678",
      },
    ]);
    expect(bank.calls("generateOtp").at(-1)).toMatchObject({
      module: "BENEFICIARY_ACTIVATE",
      bind: { sequence: "77" },
    });
    await enterCode(user);

    expect(await screen.findByRole("heading", { level: 1, name: /Done \(step 4 of 4\)/ })).toHaveFocus();
    expect(screen.getByText("Beneficiary has been added Successfully.")).toBeInTheDocument();
    // Saved, the account number is masked as on every other screen.
    expect(definitionOf("Account number")).toHaveTextContent(/^XXXXXXXX5544$/);
    expect(screen.queryByText(/998877665544/)).toBeNull();
    expect(bank.calls("beneficiaryUpdateStatus")).toEqual([
      { sequence: "77", type: 3, otac: "otac-action-1" },
    ]);
    const [add] = bank.callsWithOptions("beneficiaryAdd");
    const [activate] = bank.callsWithOptions("beneficiaryUpdateStatus");
    expect(add!.options.idempotencyKey).toBeTruthy();
    expect(activate!.options.idempotencyKey).not.toBe(add!.options.idempotencyKey);
  });

  it("the limit's hint says what each payment and the first hours allow, in the figures the bank enforces", async () => {
    const bank = beneficiaryBank().answer("neftRtgsLimits", {
      ...LIMITS,
      newBeneficiaryCap: 2_500_000n,
      newBeneficiaryHours: 48,
    });
    await renderApp({ bank, initialState: "beneficiary.addBenfOutsideFIS", initialSession: signedIn });
    const limit = await screen.findByRole("textbox", { name: /Transfer limit/ });
    await waitFor(() =>
      expect(limit).toHaveAccessibleDescription(
        "Applies to each payment to this beneficiary. You can set up to ₹5,00,000.00. In the first 48 hours after you confirm it with the one-time code, the payments to it together may not exceed ₹25,000.00.",
      ),
    );
  });

  it("in German, an account the payee bank does not know is refused in German, naming the bank", async () => {
    const user = userEvent.setup();
    const bank = beneficiaryBank()
      .answer("checkBenIfsc", { statusMsg: "Valid IFSC code", branch: HDFC })
      .answer("nameEnquiry", {
        status: "sealed",
        benificiaryName: "sealed",
        nameStatus: "01",
        payeeName: "",
        responseMessage: "HDFC Bank has no account with this number.",
        waitSeconds: 90,
      });
    await renderApp({
      bank,
      lang: "de",
      initialState: "beneficiary.addBenfOutsideFIS",
      initialSession: signedIn,
    });
    // The IFSC is typed, not checked: the enquiry checks it first, for the bank's name.
    await user.type(await screen.findByRole("textbox", { name: /^IFSC/ }), "HDFC0001234");
    await user.type(screen.getByRole("textbox", { name: "Kontonummer" }), "998877665544");
    await user.type(screen.getByRole("textbox", { name: /Kontonummer wiederholen/ }), "998877665544");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: /Namen des Empfängers prüfen/ }));
    const summary = await screen.findByRole("alert");
    expect(
      within(summary).getByRole("link", { name: "Bei HDFC Bank gibt es kein Konto mit dieser Nummer." }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has no account/)).toBeNull();
    expect(bank.calls("checkBenIfsc")).toEqual([{ ifsc: "HDFC0001234" }]);
  });

  it("an unknown IFSC stops at the form with the bank's message", async () => {
    const user = userEvent.setup();
    const bank = beneficiaryBank().fail("checkBenIfsc", {
      status: 404,
      code: "BENEFICIARY.IFSC_UNKNOWN",
      statusMsg: "Unknown IFSC",
    });
    await renderApp({ bank, initialState: "beneficiary.addBenfOutsideFIS", initialSession: signedIn });
    await user.type(await screen.findByRole("textbox", { name: /^IFSC/ }), "ZZZZ0000001");
    await user.click(screen.getByRole("button", { name: "Check the IFSC" }));
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link", { name: /This IFSC was not found/ })).toBeInTheDocument();
  });
});

describe("adding a beneficiary within the bank, in Hindi", { timeout: 60_000 }, () => {
  it("gives the 14-digit message for the lookup's 1028 and the failure text when the bank refuses", async () => {
    const user = userEvent.setup();
    const bank = beneficiaryBank()
      .fail(
        "benAccountLookup",
        {
          status: 400,
          code: "BENEFICIARY.ACCOUNT_NOT_IN_BANK",
          body: { status: 400, code: "BENEFICIARY.ACCOUNT_NOT_IN_BANK", statusMsg: "x", errorCode: "1028" },
        },
        { once: true },
      )
      .answer("benAccountLookup", {
        accountNumber: "10000000000042",
        name: "Ravi Kumar",
        accountType: 10,
        ifsc: "RIBK0000001",
        branch: "Main",
      })
      .answer("beneficiaryAdd", { success: false, data: "", statusMsg: "failed", status: "PENDING" });
    await renderApp({ bank, lang: "hi", initialState: "beneficiary.addBenfInFIS", initialSession: signedIn });
    await screen.findByRole("heading", { level: 1, name: /इसी बैंक में लाभार्थी जोड़ें/ });
    // The limit's hint: each payment, and the first hours' cap, in the bank's figures.
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /अंतरण सीमा/ })).toHaveAccessibleDescription(
        "यह सीमा इस लाभार्थी को किए गए हर एक भुगतान पर लागू होती है। आप अधिकतम ₹5,00,000.00 तक तय कर सकते हैं। ओटीपी से पुष्टि करने के बाद पहले 24 घंटों में इसे किए गए सभी भुगतान मिलाकर ₹50,000.00 से अधिक नहीं हो सकते।",
      ),
    );
    await user.type(screen.getByRole("textbox", { name: "खाता संख्या" }), "10000000000042");
    await user.type(screen.getByRole("textbox", { name: "खाता संख्या दोबारा" }), "10000000000042");
    await user.click(screen.getByRole("checkbox", { name: /मैं सहमत हूँ/ }));
    await user.click(screen.getByRole("button", { name: "नाम खोजें" }));
    expect(
      within(await screen.findByRole("alert")).getByRole("link", { name: "खाता संख्या 14 अंकों की होनी चाहिए।" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "नाम खोजें" }));
    expect(await screen.findByText("यह खाता Ravi Kumar का है।")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /उपनाम/ }), "Ravi");
    await user.type(screen.getByRole("textbox", { name: /अंतरण सीमा/ }), "10000");
    await user.click(screen.getByRole("button", { name: "आगे बढ़ें" }));
    await screen.findByRole("heading", { level: 1, name: /पुष्टि/ });
    await user.type(await screen.findByLabelText(/लेनदेन पासवर्ड/), TXN_PASSWORD);
    await user.click(screen.getByRole("button", { name: "पुष्टि करें" }));
    // Back at the form, values kept, with the spec's failure text in the error summary.
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByText("लाभार्थी जोड़ना विफल रहा, फिर से प्रयास करें।")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /उपनाम/ })).toHaveValue("Ravi");
    expect(bank.calls("beneficiaryAdd")[0]).toMatchObject({
      name: "Ravi Kumar",
      type: 2,
      tranferLimit: 1_000_000n,
    });
  });
});

describe("the beneficiary list", { timeout: 60_000 }, () => {
  const seven = Array.from({ length: 7 }, (_, i) =>
    beneficiary(
      i + 1,
      i === 6
        ? { status: "INACTIVE", type: 2, bankName: "RIB Bank", branch: "Main" }
        : i === 0
          ? { coolingOffUntil: "2026-11-28T04:30:00Z", coolingOffRemaining: 5_000_000n }
          : {},
    ),
  );

  it("shows 5 a page with status, type, bank and limit, and deletes one with the transaction password", async () => {
    const user = userEvent.setup();
    const bank = beneficiaryBank(seven).answer("beneficiaryDelete", {
      success: true,
      data: "2",
      statusMsg: "OK",
      status: "DELETED",
    });
    await renderApp({ bank, initialState: "beneficiary.viewBeneficiaryList", initialSession: signedIn });
    const table = await screen.findByRole("grid", { name: "Beneficiaries" });
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    const first = within(table).getByRole("row", { name: /Payee 1/ });
    for (const text of ["Other bank", "HDFC Bank, Fort", "₹1,00,000.00", "Active"]) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    // A new beneficiary's first-24-hours cap, with its end in India's time, dated as every other date.
    expect(within(first).getByText("New: limited until 28/11/2026, 10:00")).toBeInTheDocument();
    expect(
      within(within(table).getByRole("row", { name: /Payee 2/ })).queryByText(/limited until/),
    ).toBeNull();
    await user.click(screen.getByRole("button", { name: /Page 2/ }));
    const inactive = await within(table).findByRole("row", { name: /Payee 7/ });
    expect(within(inactive).getByText("Inactive")).toBeInTheDocument();
    expect(within(inactive).queryByRole("button", { name: "Change Payee 7" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Page 1/ }));

    await user.click(await screen.findByRole("button", { name: "Delete Payee 2" }));
    const ask = await screen.findByRole("alertdialog", { name: "Delete Payee 2?" });
    await user.click(within(ask).getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: /Delete a beneficiary: Confirm/ }),
    ).toHaveFocus();
    await confirmWithPassword(user, "Delete");
    expect(await screen.findByText("The beneficiary Payee 2 has been deleted.")).toBeInTheDocument();
    expect(bank.calls("beneficiaryDelete")).toEqual([{ sequence: "2", type: 3 }]);
  });

  it("a raised limit needs the code bound to the new values; a lowered one does not", async () => {
    const user = userEvent.setup();
    const changed = { success: true, data: "1", statusMsg: "OK", status: "ACTIVE" } as const;
    const bank = beneficiaryBank(seven)
      .answer("beneficiaryRaiseLimit", changed)
      .answer("beneficiaryUpdate", changed);
    await renderApp({ bank, initialState: "beneficiary.viewBeneficiaryList", initialSession: signedIn });
    await user.click(await screen.findByRole("button", { name: "Change Payee 1" }));
    await screen.findByRole("heading", { level: 1, name: /Change a beneficiary: Details \(step 1 of 3\)/ });
    const limit = screen.getByRole("textbox", { name: /Transfer limit/ });
    await user.clear(limit);
    await user.type(limit, "200000");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText("The limit goes up, so we will send you a one-time code."),
    ).toBeInTheDocument();
    await confirmWithPassword(user);
    await screen.findByRole("heading", { level: 1, name: /One-time code \(step 3 of 4\)/ });
    expect(bank.calls("generateOtp").at(-1)).toMatchObject({
      module: "BENEFICIARY_RAISE_LIMIT",
      bind: { sequence: "1", nickName: "Nick 1", tranferLimit: "20000000" },
    });
    await enterCode(user);
    expect(await screen.findByText("The beneficiary Payee 1 has been changed.")).toBeInTheDocument();
    expect(bank.calls("beneficiaryRaiseLimit")).toEqual([
      { sequence: "1", nickName: "Nick 1", tranferLimit: 20_000_000n, type: 3, otac: "otac-action-1" },
    ]);

    await user.click(screen.getByRole("button", { name: "Back to beneficiaries" }));
    await user.click(await screen.findByRole("button", { name: "Change Payee 3" }));
    const lower = await screen.findByRole("textbox", { name: /Transfer limit/ });
    await user.clear(lower);
    await user.type(lower, "5000");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { level: 1, name: /Confirm \(step 2 of 3\)/ });
    await confirmWithPassword(user);
    expect(await screen.findByText("The beneficiary Payee 3 has been changed.")).toBeInTheDocument();
    expect(bank.calls("beneficiaryUpdate")).toEqual([
      { sequence: "3", nickName: "Nick 3", tranferLimit: 500_000n, type: 3 },
    ]);
  });
});

describe("a transfer limit that does not read", { timeout: 60_000 }, () => {
  it("in German, the add form says why 12.50 is refused at the limit and in the summary", async () => {
    const user = userEvent.setup();
    const bank = beneficiaryBank();
    await renderApp({
      bank,
      lang: "de",
      initialState: "beneficiary.addBenfOutsideFIS",
      initialSession: signedIn,
    });
    const limit = await screen.findByRole("textbox", { name: /Überweisungslimit/ });
    await user.type(limit, "12.50");
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    const message =
      "Schreiben Sie den Betrag als 1.234,50: ein Komma vor den Paise, Punkte nur zwischen Zifferngruppen.";
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link", { name: message })).toHaveAttribute(
      "href",
      "#beneficiary-transfer-limit",
    );
    expect(limit).toHaveAttribute("aria-invalid", "true");
    expect(limit).toHaveValue("12.50");
    expect(bank.calls("beneficiaryAdd")).toEqual([]);
  });

  it("the change form says why 1.234,50 is refused and changes nothing", async () => {
    const user = userEvent.setup();
    const bank = beneficiaryBank([beneficiary(1)]);
    await renderApp({ bank, initialState: "beneficiary.viewBeneficiaryList", initialSession: signedIn });
    await user.click(await screen.findByRole("button", { name: "Change Payee 1" }));
    await screen.findByRole("heading", { level: 1, name: /Change a beneficiary: Details \(step 1 of 3\)/ });
    const limit = screen.getByRole("textbox", { name: /Transfer limit/ });
    await user.clear(limit);
    await user.type(limit, "1.234,50");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const message =
      "Write the amount as 1,234.50: a point before the paise, commas only between groups of digits.";
    expect(within(await screen.findByRole("alert")).getByRole("link", { name: message })).toBeInTheDocument();
    expect(limit).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole("heading", { level: 1, name: /Details \(step 1 of 3\)/ })).toBeInTheDocument();
    expect(bank.calls("beneficiaryUpdate")).toEqual([]);
    expect(bank.calls("beneficiaryRaiseLimit")).toEqual([]);
  });
});

describe("pending beneficiaries", { timeout: 60_000 }, () => {
  it("approves one with a code bound to it, and deletes another after asking", async () => {
    const user = userEvent.setup();
    const pending = [
      beneficiary(8, { status: "PENDING", activatedAt: null }),
      beneficiary(9, { status: "PENDING" }),
    ];
    const bank = beneficiaryBank([], pending)
      .answer("beneficiaryUpdateStatus", { success: true, data: "8", statusMsg: "OK", status: "ACTIVE" })
      .answer("pendingBeneficiaryDelete", { success: true, data: "9", statusMsg: "OK", status: "DELETED" });
    await renderApp({ bank, initialState: "beneficiary.pendingBene", initialSession: signedIn });

    await user.click(await screen.findByRole("button", { name: "Delete Payee 9" }));
    const ask = await screen.findByRole("alertdialog", { name: "Delete Payee 9?" });
    await user.click(within(ask).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("The pending beneficiary Payee 9 has been deleted.")).toBeInTheDocument();
    expect(bank.calls("pendingBeneficiaryDelete")).toEqual([{ sequence: "9", type: 3 }]);
    await waitFor(() =>
      expect(screen.getByText("Pending beneficiaries", { selector: "p, h2, h3" })).toHaveFocus(),
    );

    await user.click(screen.getByRole("button", { name: "Approve Payee 8" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: /Approve a beneficiary: Confirm/ }),
    ).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await screen.findByRole("heading", { level: 1, name: /One-time code \(step 2 of 3\)/ });
    expect(bank.calls("generateOtp").at(-1)).toMatchObject({
      module: "BENEFICIARY_ACTIVATE",
      bind: { sequence: "8" },
    });
    await enterCode(user);
    expect(await screen.findByText("Beneficiary has been added Successfully.")).toBeInTheDocument();
    expect(bank.calls("beneficiaryUpdateStatus")).toEqual([
      { sequence: "8", type: 3, otac: "otac-action-1" },
    ]);
  });
});

describe("a blocked code", { timeout: 60_000 }, () => {
  it("stops the approval, leaves the beneficiary pending and goes to the dashboard", async () => {
    const user = userEvent.setup();
    const bank = beneficiaryBank([], [beneficiary(8, { status: "PENDING" })]).fail("validateOtp", {
      status: 403,
      code: "OTP.ATTEMPTS_EXCEEDED",
    });
    await renderApp({ bank, initialState: "beneficiary.pendingBene", initialSession: signedIn });
    await user.click(await screen.findByRole("button", { name: "Approve Payee 8" }));
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    await enterCode(user);
    const blocked = await screen.findByRole("alertdialog", { name: "Request stopped" });
    await user.click(within(blocked).getByRole("button", { name: "Back to dashboard" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(bank.calls("beneficiaryUpdateStatus")).toEqual([]);
  });
});

/** The axe violations of the page (jsdom has no layout: contrast and reflow are the story sweep's). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    rules: { "color-contrast": { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 80)).join(" | ")}`);
}

describe("axe on the beneficiary screens", { timeout: 90_000 }, () => {
  it("finds nothing on the add form with its error summary, the IFSC search results, the list and the pending list", async () => {
    const user = userEvent.setup();
    const bank = beneficiaryBank(
      [beneficiary(1), beneficiary(2, { type: 2, status: "INACTIVE" })],
      [beneficiary(3, { status: "PENDING" })],
    ).answer("ifscSearch", { ifscList: [HDFC], totalCount: 1, page: 1, pageSize: 5 });
    const { unmount } = await renderApp({
      bank,
      initialState: "beneficiary.addBenfOutsideFIS",
      initialSession: signedIn,
    });
    await screen.findByText(/Each payment to a new beneficiary can be up to the transfer limit you set\./);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("alert");
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Search for the IFSC" }));
    const dialog = await screen.findByRole("dialog", { name: "Search for an IFSC" });
    await user.type(within(dialog).getByRole("textbox", { name: "Bank name" }), "HDFC");
    await user.click(within(dialog).getByRole("button", { name: "Search" }));
    await within(dialog).findByRole("grid");
    expect(await axeViolations()).toEqual([]);
    unmount();
    for (const state of ["beneficiary.viewBeneficiaryList", "beneficiary.pendingBene"] as const) {
      const view = await renderApp({ bank, initialState: state, initialSession: signedIn });
      await screen.findByRole("grid");
      expect(await axeViolations()).toEqual([]);
      view.unmount();
    }
  });
});
