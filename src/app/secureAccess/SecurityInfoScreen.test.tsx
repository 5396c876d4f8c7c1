import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Redacted } from "effect";
import { LOGIN_SUCCESS } from "../testing/fixtures/auth";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank, type ScriptedFailure } from "../testing/ScriptedBank";
import type { SessionFlags } from "../navigation/StateProvider";

// Each test types several passwords key by key; the shared test machine can be slow.
vi.setConfig({ testTimeout: 40_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 8_000 });
});

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const signedIn: SessionFlags = { secureImageSet: true, customerType: "R" };
const LOGIN = "Meera#2026";
const TXN = "Txn@12345";
const NEW_LOGIN = "Fresh#Start9";
const NEW_TXN = "Pay#Safe2027";

const FAKE_OTP = "123456";

/** A wrong current password (406) with the attempts the bank says are left. */
const wrongCurrent = (code: string, remainingAttempts: number): ScriptedFailure => ({
  status: 406,
  code,
  body: { status: 406, code, statusMsg: "wrong", remainingAttempts },
});

/** The bank's answer at the maximum of wrong current passwords (403, statusCode 1019): the user id is locked. */
const ATTEMPTS_EXCEEDED: ScriptedFailure = {
  status: 403,
  code: "SECURITY.ATTEMPTS_EXCEEDED",
  body: {
    status: 403,
    code: "SECURITY.ATTEMPTS_EXCEEDED",
    statusCode: "1019",
    statusMsg: "Exceeded maximum attempts",
  },
};

/** The bank of the security settings: every user id asked about is free unless a test says otherwise. */
function securityBank() {
  return new ScriptedBank().fail("checkUser", { status: 404, code: "USERID.AVAILABLE" });
}

/** The current-password checks and commits, in the order they were sent. */
const securityCalls = (bank: ScriptedBank) => bank.names.filter((name) => name.startsWith("security"));

type User = ReturnType<typeof userEvent.setup>;

async function openSettings(
  bank: ScriptedBank,
  session: SessionFlags = signedIn,
  lang: "en" | "de" | "hi" = "en",
) {
  const user = userEvent.setup();
  await renderApp({ bank, lang, initialState: "scrtyInfo.view", initialSession: session });
  return user;
}

const field = (name: string) => screen.getByLabelText(name, { selector: "input" });

async function fill(user: User, values: Readonly<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value !== "") await user.type(field(label), value);
  }
}

async function submitAndReadErrors(user: User): Promise<string[]> {
  await user.click(screen.getByRole("button", { name: "Continue" }));
  const summary = await screen.findByRole("alert");
  return within(summary)
    .getAllByRole("link")
    .map((link) => link.textContent ?? "");
}

async function chooseInMenuIn(user: User, group: string, option: string) {
  await user.click(
    within(await screen.findByRole("radiogroup", { name: group })).getByRole("radio", { name: option }),
  );
}

async function chooseInMenu(user: User, option: string) {
  await user.click(
    within(await screen.findByRole("radiogroup", { name: "What would you like to change?" })).getByRole(
      "radio",
      {
        name: option,
      },
    ),
  );
}

describe("security settings from the menu: the password rules (spec 002 section 5)", () => {
  it("offers login, transaction, both and user id, and the secure image link", async () => {
    const bank = securityBank();
    await openSettings(bank);
    const h1 = await screen.findByRole("heading", { level: 1, name: "Security settings" });
    expect(h1).toBeInTheDocument();
    const group = screen.getByRole("radiogroup", { name: "What would you like to change?" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["login", "transaction", "both", "userId"]);
    expect(screen.getByRole("heading", { level: 2, name: "Change your login password" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Change secure image and text" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
  });

  it("asks for every field and a strong new password", async () => {
    const bank = securityBank();
    const user = await openSettings(bank);
    await screen.findByRole("heading", { level: 2, name: "Change your login password" });
    expect(await submitAndReadErrors(user)).toEqual([
      "Enter your current login password.",
      "Enter a new password.",
    ]);
    await fill(user, {
      "Current login password": LOGIN,
      "New login password": "abcdEF12",
      "Confirm new login password": "abcdEF12",
    });
    expect(await submitAndReadErrors(user)).toEqual([
      "The new password is not strong enough. Use at least 8 characters with an upper case letter, a lower case letter, a digit and one of ! @ # $ % ^ & *.",
    ]);
    expect(field("New login password")).toHaveAttribute("aria-invalid", "true");
    expect(securityCalls(bank)).toEqual([]);
  });

  it("refuses a new password equal to the current one and a confirmation that differs", async () => {
    const bank = securityBank();
    const user = await openSettings(bank);
    await screen.findByRole("heading", { level: 2, name: "Change your login password" });
    await fill(user, {
      "Current login password": LOGIN,
      "New login password": LOGIN,
      "Confirm new login password": LOGIN,
    });
    expect(await submitAndReadErrors(user)).toEqual([
      "The new password must not be the same as the current password.",
    ]);
    await fill(user, { "New login password": NEW_LOGIN, "Confirm new login password": `${NEW_LOGIN}x` });
    expect(await submitAndReadErrors(user)).toEqual(["The confirmation does not match the new password."]);
    expect(field("Confirm new login password")).toHaveAttribute("aria-invalid", "true");
    expect(securityCalls(bank)).toEqual([]);
  });

  it("refuses a transaction password equal to the login password (the new one when both change)", async () => {
    const bank = securityBank();
    const user = await openSettings(bank);
    await chooseInMenu(user, "Transaction password");
    await screen.findByRole("heading", { level: 2, name: "Change your transaction password" });
    await fill(user, {
      "Current login password": LOGIN,
      "Current transaction password": TXN,
      "New transaction password": LOGIN,
      "Confirm new transaction password": LOGIN,
    });
    expect(await submitAndReadErrors(user)).toEqual([
      "The transaction password must not be the same as the login password.",
    ]);
    await chooseInMenu(user, "Login and transaction passwords");
    await screen.findByRole("heading", { level: 2, name: "Change your login and transaction passwords" });
    await fill(user, {
      "Current login password": LOGIN,
      "New login password": NEW_LOGIN,
      "Confirm new login password": NEW_LOGIN,
      "Current transaction password": TXN,
      "New transaction password": NEW_LOGIN,
      "Confirm new transaction password": NEW_LOGIN,
    });
    expect(await submitAndReadErrors(user)).toEqual([
      "The transaction password must not be the same as the login password.",
    ]);
    await fill(user, { "New transaction password": TXN, "Confirm new transaction password": TXN });
    expect(await submitAndReadErrors(user)).toEqual([
      "The new password must not be the same as the current password.",
    ]);
  });

  it("shows the strength as text and speaks it once typing pauses", async () => {
    const bank = securityBank();
    const user = await openSettings(bank);
    await screen.findByRole("heading", { level: 2, name: "Change your login password" });
    await virtual.start({ container: document.body });
    await user.type(field("New login password"), "abc");
    expect(screen.getByText("Password strength: Weak")).toBeInTheDocument();
    await user.type(field("New login password"), "DEF1");
    expect(screen.getByText("Password strength: Average")).toBeInTheDocument();
    await user.type(field("New login password"), "!");
    expect(screen.getByText("Password strength: Strong")).toBeInTheDocument();
    await waitFor(
      async () => expect((await virtual.spokenPhraseLog()).join("\n")).toContain("Password strength: Strong"),
      {
        timeout: 3000,
      },
    );
    // Not every keystroke: the weak and average levels passed while typing were not spoken.
    expect((await virtual.spokenPhraseLog()).join("\n")).not.toContain("Password strength: Weak");
  });

  it("names the new login password once: no group repeats the field's label", async () => {
    const bank = securityBank();
    const user = await openSettings(bank);
    await screen.findByRole("heading", { level: 2, name: "Change your login password" });
    expect(field("New login password")).toHaveAccessibleName("New login password");
    expect(screen.queryByRole("group", { name: "New login password" })).not.toBeInTheDocument();
    expect(screen.getAllByText("New login password", { exact: true })).toHaveLength(1);
    await virtual.start({ container: document.body });
    await user.click(field("New login password"));
    expect(field("New login password")).toHaveFocus();
    const spoken = (await virtual.spokenPhraseLog()).join("\n");
    expect(spoken.match(/New login password/g)).toHaveLength(1);
  });

  it("speaks the strength in Hindi", async () => {
    const bank = securityBank();
    const user = await openSettings(bank, signedIn, "hi");
    await screen.findByRole("heading", { level: 2, name: "अपना लॉगिन पासवर्ड बदलें" });
    await user.type(field("नया लॉगिन पासवर्ड"), "abcDEF1!");
    expect(screen.getByText("पासवर्ड की मज़बूती: मज़बूत")).toBeInTheDocument();
  });
});

describe("the rules in German and Hindi", () => {
  it("says every rule in German", async () => {
    const bank = securityBank().fail("securityLoginPwd", wrongCurrent("SECURITY.WRONG_LOGIN_PWD", 2));
    const user = await openSettings(bank, signedIn, "de");
    await screen.findByRole("heading", { level: 2, name: "Anmeldepasswort ändern" });
    const submit = async () => {
      await user.click(screen.getByRole("button", { name: "Weiter" }));
      return within(await screen.findByRole("alert"))
        .getAllByRole("link")
        .map((link) => link.textContent ?? "");
    };
    expect(await submit()).toEqual([
      "Geben Sie Ihr aktuelles Anmeldepasswort ein.",
      "Geben Sie ein neues Passwort ein.",
    ]);
    await fill(user, {
      "Aktuelles Anmeldepasswort": LOGIN,
      "Neues Anmeldepasswort": "abc",
      "Neues Anmeldepasswort bestätigen": "abc",
    });
    expect((await submit())[0]).toMatch(/^Das neue Passwort ist nicht stark genug\./);
    await fill(user, { "Neues Anmeldepasswort": LOGIN, "Neues Anmeldepasswort bestätigen": LOGIN });
    expect(await submit()).toEqual([
      "Das neue Passwort darf nicht mit dem aktuellen Passwort übereinstimmen.",
    ]);
    await fill(user, { "Neues Anmeldepasswort": NEW_LOGIN, "Neues Anmeldepasswort bestätigen": NEW_TXN });
    expect(await submit()).toEqual(["Die Bestätigung stimmt nicht mit dem neuen Passwort überein."]);
    await fill(user, {
      "Neues Anmeldepasswort bestätigen": NEW_LOGIN,
      "Aktuelles Anmeldepasswort": "Falsch#123",
    });
    expect(await submit()).toEqual(["Falsches aktuelles Anmeldepasswort"]);
  });

  it("says the transaction rules in Hindi", async () => {
    const bank = securityBank();
    const user = await openSettings(bank, signedIn, "hi");
    await chooseInMenuIn(user, "आप क्या बदलना चाहते हैं?", "लेन-देन पासवर्ड");
    await screen.findByRole("heading", { level: 2, name: "अपना लेन-देन पासवर्ड बदलें" });
    await fill(user, {
      "वर्तमान लॉगिन पासवर्ड": LOGIN,
      "वर्तमान लेन-देन पासवर्ड": TXN,
      "नया लेन-देन पासवर्ड": LOGIN,
      "नए लेन-देन पासवर्ड की पुष्टि करें": LOGIN,
    });
    await user.click(screen.getByRole("button", { name: "आगे बढ़ें" }));
    expect(
      within(await screen.findByRole("alert")).getByRole("link", {
        name: "लेन-देन पासवर्ड लॉगिन पासवर्ड जैसा नहीं होना चाहिए।",
      }),
    ).toBeInTheDocument();
  });
});

describe("the current passwords are checked on the server in the spec's order", () => {
  it("checks the current login password first: 'Wrong Current Login Password', the field emptied", async () => {
    const bank = securityBank().fail("securityLoginPwd", wrongCurrent("SECURITY.WRONG_LOGIN_PWD", 2));
    const user = await openSettings(bank);
    await chooseInMenu(user, "Login and transaction passwords");
    await fill(user, {
      "Current login password": "Wrong#Pass1",
      "New login password": NEW_LOGIN,
      "Confirm new login password": NEW_LOGIN,
      "Current transaction password": TXN,
      "New transaction password": NEW_TXN,
      "Confirm new transaction password": NEW_TXN,
    });
    expect(await submitAndReadErrors(user)).toEqual(["Wrong Current Login Password"]);
    expect(field("Current login password")).toHaveValue("");
    expect(securityCalls(bank)).toEqual(["securityLoginPwd"]);
    expect(Redacted.value(bank.calls("securityLoginPwd")[0]!.pwd)).toBe("Wrong#Pass1");
  });

  it("then the current transaction password: 'Wrong Current Transaction Password'", async () => {
    const bank = securityBank().fail("securityTranPwd", wrongCurrent("SECURITY.WRONG_TXN_PWD", 2));
    const user = await openSettings(bank);
    await chooseInMenu(user, "Transaction password");
    await fill(user, {
      "Current login password": LOGIN,
      "Current transaction password": "Wrong#Txn1",
      "New transaction password": NEW_TXN,
      "Confirm new transaction password": NEW_TXN,
    });
    expect(await submitAndReadErrors(user)).toEqual(["Wrong Current Transaction Password"]);
    expect(securityCalls(bank)).toEqual(["securityLoginPwd", "securityTranPwd"]);
    expect(Redacted.value(bank.calls("securityTranPwd")[0]!.transacPwd)).toBe("Wrong#Txn1");
  });

  it("signs out with 'Exceeded maximum attempts' at the server's limit", async () => {
    const bank = securityBank()
      .fail("securityLoginPwd", wrongCurrent("SECURITY.WRONG_LOGIN_PWD", 2), { once: true })
      .fail("securityLoginPwd", wrongCurrent("SECURITY.WRONG_LOGIN_PWD", 1), { once: true })
      .fail("securityLoginPwd", ATTEMPTS_EXCEEDED, { once: true });
    const user = await openSettings(bank);
    for (let attempt = 0; attempt < 2; attempt++) {
      await fill(user, {
        "Current login password": "Wrong#Pass1",
        "New login password": NEW_LOGIN,
        "Confirm new login password": NEW_LOGIN,
      });
      expect(await submitAndReadErrors(user)).toEqual(["Wrong Current Login Password"]);
    }
    await fill(user, { "Current login password": "Wrong#Pass1" });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(screen.getByText(/^Exceeded maximum attempts/)).toBeInTheDocument();
  });
});

describe("user id change (spec 002 sections 5 and 8)", () => {
  it("needs the availability check first, and speaks its result", async () => {
    // The first id asked about (ravi) is taken; the others are free.
    const bank = securityBank().answer("checkUser", { exists: true }, { once: true });
    const user = await openSettings(bank);
    await chooseInMenu(user, "User ID");
    await screen.findByRole("heading", { level: 2, name: "Change your user ID" });
    await user.type(screen.getByRole("textbox", { name: "New user ID" }), "meera.new");
    await fill(user, { "Current login password": LOGIN });
    expect(await submitAndReadErrors(user)).toEqual(["Check UserId availability first before submitting."]);
    expect(securityCalls(bank)).toEqual([]);

    await virtual.start({ container: document.body });
    await user.clear(screen.getByRole("textbox", { name: "New user ID" }));
    await user.type(screen.getByRole("textbox", { name: "New user ID" }), "ravi");
    await user.click(screen.getByRole("button", { name: "Check availability" }));
    expect(
      await screen.findByText("The user ID ravi already exists. Choose another one.", { selector: "p" }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect((await virtual.spokenPhraseLog()).join("\n")).toContain(
        "The user ID ravi already exists. Choose another one.",
      ),
    );
    expect(await submitAndReadErrors(user)).toEqual(["This user ID cannot be used. Check another one."]);

    await user.clear(screen.getByRole("textbox", { name: "New user ID" }));
    await user.type(screen.getByRole("textbox", { name: "New user ID" }), "x!");
    await user.click(screen.getByRole("button", { name: "Check availability" }));
    expect(
      await screen.findByText("The user ID x! is not valid. Use 3 to 30 letters, digits, dots, _ or -.", {
        selector: "p",
      }),
    ).toBeInTheDocument();

    await user.clear(screen.getByRole("textbox", { name: "New user ID" }));
    await user.type(screen.getByRole("textbox", { name: "New user ID" }), "meera.new");
    await user.click(screen.getByRole("button", { name: "Check availability" }));
    expect(
      await screen.findByText("The user ID meera.new is available.", { selector: "p" }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect((await virtual.spokenPhraseLog()).join("\n")).toContain("The user ID meera.new is available."),
    );
    // The id of the wrong format was never sent.
    expect(bank.calls("checkUser")).toEqual([{ username: "ravi" }, { username: "meera.new" }]);
  });

  it("a changed user id needs a new check", async () => {
    const bank = securityBank();
    const user = await openSettings(bank);
    await chooseInMenu(user, "User ID");
    await user.type(await screen.findByRole("textbox", { name: "New user ID" }), "meera.new");
    await user.click(screen.getByRole("button", { name: "Check availability" }));
    await screen.findByText("The user ID meera.new is available.", { selector: "p" });
    await user.type(screen.getByRole("textbox", { name: "New user ID" }), "2");
    expect(
      screen.queryByText("The user ID meera.new is available.", { selector: "p" }),
    ).not.toBeInTheDocument();
    await fill(user, { "Current login password": LOGIN });
    expect(await submitAndReadErrors(user)).toEqual(["Check UserId availability first before submitting."]);
  });

  it("checks the current login password: 'Wrong Current Login Password'", async () => {
    const bank = securityBank().fail("securityLoginPwd", wrongCurrent("SECURITY.WRONG_LOGIN_PWD", 2));
    const user = await openSettings(bank);
    await chooseInMenu(user, "User ID");
    await user.type(await screen.findByRole("textbox", { name: "New user ID" }), "meera.new");
    await user.click(screen.getByRole("button", { name: "Check availability" }));
    await screen.findByText("The user ID meera.new is available.", { selector: "p" });
    await fill(user, { "Current login password": "Wrong#Pass1" });
    expect(await submitAndReadErrors(user)).toEqual(["Wrong Current Login Password"]);
  });
});

describe("forced reset after sign-in (spec 000 section 4)", () => {
  it("keeps the reset session, explains the reset and offers only the required password", async () => {
    const bank = securityBank();
    await openSettings(bank, { ...signedIn, resetRequired: true, resetWhich: "transaction" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Password reset required" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Your transaction password must be reset. Choose a new transaction password before you continue to internet banking.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: "Change your transaction password" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("radiogroup", { name: "What would you like to change?" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument();
    expect(bank.calls("logout")).toEqual([]);
  });

  it("a reset session cannot open the dashboard", async () => {
    const { bank } = await renderApp({
      initialState: "dashboard",
      initialSession: { ...signedIn, resetRequired: true, resetWhich: "login" },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Password reset required" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Change your login password" })).toBeInTheDocument();
    expect(bank.calls("customerId")).toEqual([]);
  });

  it("signing in with a required reset lands on the reset page with a live session", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank().answer("login", {
      ...LOGIN_SUCCESS,
      resetRequired: true,
      resetWhich: "transaction",
    });
    await renderApp({ bank });
    await user.type(await screen.findByRole("textbox", { name: "User ID" }), "meera");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("checkbox", { name: /secure image/i }));
    await user.type(screen.getByLabelText("Password", { selector: "input" }), LOGIN);
    await user.keyboard("{Enter}");
    const h1 = await screen.findByRole("heading", { level: 1, name: "Password reset required" });
    await waitFor(() => expect(h1).toHaveFocus());
    expect(
      screen.getByRole("heading", { level: 2, name: "Change your transaction password" }),
    ).toBeInTheDocument();
    expect(bank.calls("logout")).toEqual([]);
  });

  it("'Sign out' leaves the reset at once", async () => {
    const bank = securityBank();
    const user = await openSettings(bank, { ...signedIn, resetRequired: true, resetWhich: "both" });
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(bank.calls("logout")).toHaveLength(1);
  });
});

/** Confirms the OTP step with the fake bank's code. */
async function confirmOtp(user: User) {
  const h2 = await screen.findByRole("heading", { level: 2, name: "Confirm with a one-time password" });
  await waitFor(() => expect(h2).toHaveFocus());
  await user.type(await screen.findByRole("textbox", { name: "One-time code" }), FAKE_OTP);
  await user.click(screen.getByRole("button", { name: "Confirm" }));
}

describe("a completed change signs the customer out with the success text (GUIDE section 5)", () => {
  it("login password: the OTP is bound to the flags; 'Login password updated successfully'", async () => {
    const bank = new ScriptedBank();
    const user = await openSettings(bank);
    await screen.findByRole("heading", { level: 2, name: "Change your login password" });
    await fill(user, {
      "Current login password": LOGIN,
      "New login password": NEW_LOGIN,
      "Confirm new login password": NEW_LOGIN,
    });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await confirmOtp(user);
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(screen.getByText(/^Login password updated successfully\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in again" })).toBeInTheDocument();
    expect(bank.calls("generateOtp").at(-1)).toMatchObject({
      module: "CHANGE_PASSWORD",
      bind: { pwdFlag: "Y", transacPwdFlag: "N" },
    });
    const [change] = bank.callsWithOptions("securityUpdatePwd");
    expect(change?.request).toEqual({
      pwd: expect.anything(),
      pwdFlag: "Y",
      transacPwdFlag: "N",
      otac: "otac-action-1",
    });
    expect(Redacted.value(change!.request.pwd!)).toBe(NEW_LOGIN);
    expect(change?.options.idempotencyKey).toEqual(expect.any(String));
    expect(bank.names.indexOf("securityUpdatePwd")).toBeLessThan(bank.names.lastIndexOf("logout"));
  });

  it("both passwords: 'Both passwords updated successfully'", async () => {
    const bank = new ScriptedBank().answer("securityUpdatePwd", {
      status: 200,
      statusMsg: "OK",
      which: "both",
      referenceNumber: "SEC000125",
    });
    const user = await openSettings(bank);
    await chooseInMenu(user, "Login and transaction passwords");
    await fill(user, {
      "Current login password": LOGIN,
      "New login password": NEW_LOGIN,
      "Confirm new login password": NEW_LOGIN,
      "Current transaction password": TXN,
      "New transaction password": NEW_TXN,
      "Confirm new transaction password": NEW_TXN,
    });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await confirmOtp(user);
    expect(await screen.findByText(/^Both passwords updated successfully\./)).toBeInTheDocument();
    expect(bank.calls("generateOtp").at(-1)?.bind).toEqual({ pwdFlag: "Y", transacPwdFlag: "Y" });
    const [change] = bank.calls("securityUpdatePwd");
    expect(Redacted.value(change!.pwd!)).toBe(NEW_LOGIN);
    expect(Redacted.value(change!.transacPwd!)).toBe(NEW_TXN);
  });

  it("'Back to the form' from the OTP step returns to the form with what was typed", async () => {
    const bank = new ScriptedBank();
    const user = await openSettings(bank);
    await screen.findByRole("heading", { level: 2, name: "Change your login password" });
    await fill(user, {
      "Current login password": LOGIN,
      "New login password": NEW_LOGIN,
      "Confirm new login password": NEW_LOGIN,
    });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("textbox", { name: "One-time code" });
    await user.click(screen.getByRole("button", { name: "Back to the form" }));
    const h2 = await screen.findByRole("heading", { level: 2, name: "Change your login password" });
    await waitFor(() => expect(h2).toHaveFocus());
    expect(field("New login password")).toHaveValue(NEW_LOGIN);
    expect(field("Confirm new login password")).toHaveValue(NEW_LOGIN);
    expect(bank.calls("securityUpdatePwd")).toEqual([]);
  });

  it("a user id taken while the code was on its way is refused back on the form", async () => {
    const bank = securityBank().fail("securityUpdateUserId", {
      status: 400,
      code: "USERID.TAKEN",
      body: { status: 400, code: "USERID.TAKEN", statusMsg: "This user id already exists." },
    });
    const user = await openSettings(bank);
    await chooseInMenu(user, "User ID");
    await user.type(await screen.findByRole("textbox", { name: "New user ID" }), "meera.new");
    await user.click(screen.getByRole("button", { name: "Check availability" }));
    await screen.findByText("The user ID meera.new is available.", { selector: "p" });
    await fill(user, { "Current login password": LOGIN });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await confirmOtp(user);
    const summary = await screen.findByRole("alert");
    expect(
      within(summary).getByRole("link", { name: "This user ID already exists. Please choose another one." }),
    ).toBeInTheDocument();
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(screen.getByRole("textbox", { name: "New user ID" })).toHaveValue("meera.new");
    // Not the service dialog of a 400: the refusal is the form's.
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    // The id must be checked again before another code is asked for.
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await within(await screen.findByRole("alert")).findByRole("link", {
      name: "Check UserId availability first before submitting.",
    });
    expect(bank.calls("generateOtp")).toHaveLength(1);
  });

  it("user id: availability, current password, OTP bound to the new id; 'User id updated successfully'", async () => {
    const bank = securityBank();
    const user = await openSettings(bank);
    await chooseInMenu(user, "User ID");
    await user.type(await screen.findByRole("textbox", { name: "New user ID" }), "meera.new");
    await user.click(screen.getByRole("button", { name: "Check availability" }));
    await screen.findByText("The user ID meera.new is available.", { selector: "p" });
    await fill(user, { "Current login password": LOGIN });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await confirmOtp(user);
    expect(await screen.findByText(/^User id updated successfully\./)).toBeInTheDocument();
    expect(bank.calls("generateOtp").at(-1)).toMatchObject({
      module: "CHANGE_USER_ID",
      bind: { newUserId: "meera.new" },
    });
    expect(bank.calls("securityUpdateUserId")).toEqual([{ newUserId: "meera.new", otac: "otac-action-1" }]);
  });

  it("forced reset: the transaction password changes in the reset session, then sign-out", async () => {
    const bank = new ScriptedBank().answer("securityUpdatePwd", {
      status: 200,
      statusMsg: "OK",
      which: "transaction",
      referenceNumber: "SEC000126",
    });
    const user = await openSettings(bank, { ...signedIn, resetRequired: true, resetWhich: "transaction" });
    await screen.findByRole("heading", { level: 2, name: "Change your transaction password" });
    await fill(user, {
      "Current login password": LOGIN,
      "Current transaction password": TXN,
      "New transaction password": NEW_TXN,
      "Confirm new transaction password": NEW_TXN,
    });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await confirmOtp(user);
    expect(await screen.findByText(/^Transaction password updated successfully\./)).toBeInTheDocument();
    expect(bank.calls("generateOtp").at(-1)?.bind).toEqual({ pwdFlag: "N", transacPwdFlag: "Y" });
  });
});

describe("security settings without a registered mobile number", () => {
  it("say at once that a change needs a code to a registered mobile, with no form to fill", async () => {
    const bank = securityBank().answer("validateMobileNumber", { registered: false, maskedMobile: null });
    await openSettings(bank, signedIn, "de");
    expect(await screen.findByText("Keine Mobilnummer für Einmalcodes")).toBeInTheDocument();
    expect(screen.queryByRole("radiogroup", { name: "Was möchten Sie ändern?" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Weiter" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Übersicht|Dashboard/u })).toBeInTheDocument();
  });
});
