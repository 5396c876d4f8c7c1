import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Redacted } from "effect";
import { CONFIGURATION } from "../testing/fixtures/auth";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";

const FAKE_OTP = "123456";
const FAKE_TXN_PASSWORD = "Txn@12345";

/** A refused transaction password with the attempts the bank says are left. */
const wrongPassword = (remainingAttempts: number) => ({
  status: 406,
  code: "TXN_PWD.WRONG",
  body: { status: 406, code: "TXN_PWD.WRONG", statusMsg: "Wrong Transaction Password", remainingAttempts },
});

/** A refused one-time code with the attempts the bank says are left. */
const wrongCode = (remainingAttempts: number) => ({
  status: 406,
  code: "OTP.INVALID",
  body: { status: 406, code: "OTP.INVALID", statusMsg: "wrong", remainingAttempts },
});

beforeAll(async () => {
  // The machine is shared: give the lazy screens and queries time to settle.
  configure({ asyncUtilTimeout: 8_000 });
  // The screens are lazy chunks: load them once so the first render does not wait for them.
  await Promise.all([
    import("../secureAccess/SecureImageChangeScreen"),
    import("../dashboard/DashboardScreen"),
    import("../pages/LogoutPage"),
  ]);
}, 30_000);

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;
type User = ReturnType<typeof userEvent.setup>;

async function openFlow(bank = new ScriptedBank()) {
  const user = userEvent.setup();
  await renderApp({ bank, initialState: "scrtyInfo.secureImage", initialSession: signedIn });
  return { user, bank };
}

async function fillForm(user: User, image = "Lotus", text = "New_text-1") {
  await screen.findByRole("group", { name: "Progress" });
  await user.click(await screen.findByRole("radio", { name: image }));
  const field = screen.getByRole("textbox", { name: /Secure text/ });
  await user.clear(field);
  await user.type(field, text);
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { level: 1, name: /Confirm \(step 2 of 4\)/ });
}

async function confirmWithPassword(user: User, password = FAKE_TXN_PASSWORD) {
  await user.type(await screen.findByLabelText(/Transaction password/), password);
  await user.click(screen.getByRole("button", { name: "Confirm" }));
}

async function enterOtp(user: User, code: string) {
  const field = await screen.findByRole("textbox", { name: /One-time code/ });
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole("button", { name: "Confirm" }));
}

describe("the secure image change on the sensitive flow", { timeout: 60_000 }, () => {
  it("runs form, confirm, transaction password, OTP and shows the reference", async () => {
    const { user, bank } = await openFlow();
    expect(await screen.findByRole("group", { name: "Progress" })).toBeInTheDocument();
    await fillForm(user);
    // The summary names the picture by its text alternative.
    const summary = screen.getByText("Secure image").closest("dl") as HTMLElement;
    expect(within(summary).getByText("Lotus")).toBeInTheDocument();
    expect(within(summary).getByText("New_text-1")).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));
    await confirmWithPassword(user);
    await screen.findByRole("heading", { level: 1, name: /One-time code \(step 3 of 4\)/ });
    const [password] = bank.calls("validateTransacPwd");
    expect(Redacted.value(password!.transacPwd)).toBe(FAKE_TXN_PASSWORD);
    expect(bank.calls("generateOtp").at(-1)).toMatchObject({
      module: "SECURE_IMAGE",
      bind: { secImage: "lotus_2", secText: "New_text-1" },
    });
    await enterOtp(user, FAKE_OTP);
    await screen.findByRole("heading", { level: 1, name: /Done \(step 4 of 4\)/ });
    expect(screen.getByText("SI20261122001")).toBeInTheDocument();
    const [code] = bank.calls("validateOtp");
    expect(code).toMatchObject({ otac: "otac-action-1", module: "SECURE_IMAGE" });
    expect(Redacted.value(code!.otp)).toBe(FAKE_OTP);
    // The change carries the values the code was bound to and the code's otac.
    expect(bank.calls("setUserSecurityInfo")).toEqual([
      { secImage: "lotus_2", secText: "New_text-1", otac: "otac-action-1" },
    ]);
    await user.click(screen.getByRole("button", { name: "Back to dashboard" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
  });

  it("says at once, before the form, that a code cannot be sent without a registered mobile number", async () => {
    const bank = new ScriptedBank().answer("validateMobileNumber", { registered: false, maskedMobile: null });
    const { user } = await openFlow(bank);
    await screen.findByText(/No mobile number for one-time codes/u);
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: /secure image/i })).toHaveFocus(),
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      /No mobile number for one-time codes.*register one at your branch/u,
    );
    expect(screen.queryByRole("button", { name: "Continue" })).not.toBeInTheDocument();
    expect(bank.calls("generateOtp")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Back to dashboard" }));
    await screen.findByRole("heading", { level: 1, name: /Welcome|Dashboard/u });
  });

  it("refuses a secure text with other characters, translated", async () => {
    const user = userEvent.setup();
    await renderApp({ initialState: "scrtyInfo.secureImage", initialSession: signedIn, lang: "de" });
    await user.click(await screen.findByRole("radio", { name: "Lotosblume" }));
    await user.type(screen.getByRole("textbox", { name: /Sicherheitstext/ }), "ab cd!");
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Buchstaben, Ziffern/);
  });

  it("keeps the form's values when going back from confirm", async () => {
    const { user } = await openFlow();
    await fillForm(user, "Cricket bat and ball", "Keep_me");
    await user.click(screen.getByRole("button", { name: "Back" }));
    await screen.findByRole("heading", { level: 1, name: /Details \(step 1 of 4\)/ });
    expect(screen.getByRole("radio", { name: "Cricket bat and ball" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: /Secure text/ })).toHaveValue("Keep_me");
  });

  it("moves focus to each step's h1 and announces the step politely", async () => {
    const { user } = await openFlow();
    await screen.findByRole("radio", { name: "Lotus" });
    const said: string[] = [];
    const observer = new MutationObserver(() => {
      for (const region of document.querySelectorAll('[aria-live="polite"]')) {
        const text = region.textContent ?? "";
        if (text !== "" && !said.includes(text)) said.push(text);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await fillForm(user);
    await waitFor(() => expect(said).toContain("Step 2 of 4: Confirm"));
    expect(screen.getByRole("heading", { level: 1 })).toHaveFocus();
    await confirmWithPassword(user);
    await waitFor(() => expect(said).toContain("Step 3 of 4: One-time code"));
    expect(screen.getByRole("heading", { level: 1, name: /One-time code \(step 3 of 4\)/ })).toHaveFocus();
    observer.disconnect();
  });

  it("says the remaining transaction password attempts, then blocks and signs out", async () => {
    const { user, bank } = await openFlow(
      new ScriptedBank()
        .fail("validateTransacPwd", wrongPassword(2), { once: true })
        .fail("validateTransacPwd", wrongPassword(1), { once: true })
        .fail("validateTransacPwd", wrongPassword(0), { once: true }),
    );
    await fillForm(user);
    await confirmWithPassword(user, "wrong-1");
    expect(
      await screen.findByRole("link", { name: "Wrong Transaction Password. You have 2 attempts left." }),
    ).toBeInTheDocument();
    await confirmWithPassword(user, "wrong-2");
    expect(
      await screen.findByRole("link", { name: "Wrong Transaction Password. You have 1 attempt left." }),
    ).toBeInTheDocument();
    await confirmWithPassword(user, "wrong-3");
    const dialog = await screen.findByRole("alertdialog", { name: "User id blocked" });
    await user.keyboard("{Escape}");
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(bank.calls("blockUserId")).toHaveLength(1));
    await user.click(within(dialog).getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText(/Your user id was blocked/)).toBeInTheDocument();
    expect(bank.calls("logout")).toHaveLength(1);
  });

  it("counts wrong codes down to the block, then goes to the dashboard", async () => {
    const { user, bank } = await openFlow(
      new ScriptedBank()
        .fail("validateOtp", wrongCode(2), { once: true })
        .fail("validateOtp", wrongCode(1), { once: true })
        .fail("validateOtp", { status: 403, code: "OTP.ATTEMPTS_EXCEEDED" }, { once: true }),
    );
    await fillForm(user);
    await confirmWithPassword(user);
    await enterOtp(user, "111111");
    expect(
      await screen.findByRole("link", {
        name: "The one-time code is not correct. You have 2 attempts left.",
      }),
    ).toBeInTheDocument();
    await enterOtp(user, "222222");
    expect(await screen.findByRole("link", { name: /You have 1 attempt left/ })).toBeInTheDocument();
    await enterOtp(user, "333333");
    const dialog = await screen.findByRole("alertdialog", { name: "Request stopped" });
    expect(dialog).toHaveTextContent(/wrong one-time code too many times/);
    await user.click(within(dialog).getByRole("button", { name: "Back to dashboard" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(bank.calls("setUserSecurityInfo")).toEqual([]);
  });

  it("blocks after the allowed regenerations", async () => {
    const bank = new ScriptedBank().answer("configuration", {
      ...CONFIGURATION,
      regenerateOTPTimer: 0,
      allowedRegenerateAttempts: 2,
    });
    const { user } = await openFlow(bank);
    await fillForm(user);
    await confirmWithPassword(user);
    for (let sent = 1; sent <= 3; sent++) {
      await screen.findByRole("textbox", { name: /One-time code/ });
      await waitFor(() => expect(bank.calls("generateOtp")).toHaveLength(sent));
      await user.click(await screen.findByRole("button", { name: "Send a new code" }));
    }
    const dialog = await screen.findByRole("alertdialog", { name: "Request stopped" });
    expect(dialog).toHaveTextContent(/asked for a new one-time code too many times/);
    expect(bank.calls("generateOtp")).toHaveLength(3);
    await user.click(within(dialog).getByRole("button", { name: "Back to dashboard" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
  });

  it("waits out the bank's wait when a code of the module went out a moment ago, then sends one", async () => {
    const wait = { status: 429, code: "OTP.REGENERATE_WAIT" };
    const bank = new ScriptedBank().fail(
      "generateOtp",
      { ...wait, body: { ...wait, statusMsg: "Please wait.", retryAfterSeconds: 1 } },
      { once: true },
    );
    const { user } = await openFlow(bank);
    await fillForm(user);
    await confirmWithPassword(user);
    expect(await screen.findByText(/was sent a moment ago/)).toBeInTheDocument();
    const send = screen.getByRole("button", { name: "Send a new code" });
    expect(send).toBeDisabled();
    // The countdown's end enables the button (waited for, not timed).
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByRole("textbox", { name: /One-time code/ })).toBeInTheDocument();
    expect(bank.calls("generateOtp")).toHaveLength(2);
  });

  it("shows the NR message when the code cannot be generated", async () => {
    const bank = new ScriptedBank().fail("generateOtp", { status: 406, code: "OTP.GENERATE_FAILED" });
    const user = userEvent.setup();
    await renderApp({
      bank,
      initialState: "scrtyInfo.secureImage",
      initialSession: { ...signedIn, customerType: "NR" },
    });
    await fillForm(user);
    await confirmWithPassword(user);
    const dialog = await screen.findByRole("alertdialog", { name: "One-time code not sent" });
    expect(dialog).toHaveTextContent(/registered overseas mobile number/);
  });

  it("sends the same idempotency key when the final call is tried again, and a new one for a new flow", async () => {
    const bank = new ScriptedBank().fail(
      "setUserSecurityInfo",
      { status: 422, code: "IDEMPOTENCY.KEY_REQUIRED" },
      { once: true },
    );
    const keys = () =>
      bank.callsWithOptions("setUserSecurityInfo").map((call) => call.options.idempotencyKey);
    const { user } = await openFlow(bank);
    await fillForm(user);
    await confirmWithPassword(user);
    await enterOtp(user, FAKE_OTP);
    expect(
      await screen.findByText("We could not process the request. Please start again."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { level: 1, name: /Done/ });
    expect(keys()).toHaveLength(2);
    expect(keys()[0]).toBe(keys()[1]);
    await user.click(screen.getByRole("button", { name: "Back to dashboard" }));
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    await user.click(within(nav).getByRole("button", { name: "My Services" }));
    await user.click(within(nav).getByRole("link", { name: "Change secure image and text" }));
    await fillForm(user, "Cricket bat and ball", "Second_1");
    await confirmWithPassword(user);
    await enterOtp(user, FAKE_OTP);
    await screen.findByRole("heading", { level: 1, name: /Done/ });
    expect(keys()).toHaveLength(3);
    expect(keys()[2]).not.toBe(keys()[0]);
  });
});

describe("the flow steps' errors after a language switch", { timeout: 60_000 }, () => {
  it("reads the transaction password's and the code's errors, with their counts, in the new language", async () => {
    const { user } = await openFlow(
      new ScriptedBank()
        .fail("validateTransacPwd", wrongPassword(2), { once: true })
        .fail("validateOtp", wrongCode(2), { once: true }),
    );
    await fillForm(user);
    await confirmWithPassword(user, "wrong-1");
    await screen.findByRole("link", { name: "Wrong Transaction Password. You have 2 attempts left." });

    await user.click(screen.getByRole("radio", { name: "Deutsch" }));
    const german = await within(screen.getByRole("alert")).findByRole("link", {
      name: "Falsches Transaktionspasswort. Sie haben noch 2 Versuche.",
    });
    expect(german.closest("[lang]")).toHaveAttribute("lang", "de");
    expect(screen.getByRole("radio", { name: "Deutsch" })).toHaveFocus();
    await user.click(screen.getByRole("radio", { name: "English" }));
    await screen.findByRole("link", { name: "Wrong Transaction Password. You have 2 attempts left." });

    await confirmWithPassword(user);
    await enterOtp(user, "111111");
    await screen.findByRole("link", { name: "The one-time code is not correct. You have 2 attempts left." });
    await user.click(screen.getByRole("radio", { name: "हिन्दी" }));
    const hindi = await within(screen.getByRole("alert")).findByRole("link", {
      name: "ओटीपी सही नहीं है। आपके पास 2 प्रयास बचे हैं।",
    });
    expect(hindi.closest("[lang]")).toHaveAttribute("lang", "hi");
    expect(screen.queryByText(/The one-time code is not correct/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "English" }));
  });

  it("reads a failure of the final call in the new language, on the step and back on the form", async () => {
    const bank = new ScriptedBank().fail("setUserSecurityInfo", {
      status: 422,
      code: "IDEMPOTENCY.KEY_REQUIRED",
    });
    const { user } = await openFlow(bank);
    await fillForm(user);
    await confirmWithPassword(user);
    await enterOtp(user, FAKE_OTP);
    await screen.findByText("We could not process the request. Please start again.");

    await user.click(screen.getByRole("radio", { name: "Deutsch" }));
    const german = await screen.findByText(
      "Der Auftrag konnte nicht verarbeitet werden. Bitte beginnen Sie neu.",
    );
    expect(german.closest("[lang]")).toHaveAttribute("lang", "de");
    await user.click(screen.getByRole("button", { name: "Angaben ändern" }));
    await within(await screen.findByRole("alert")).findByRole("link", {
      name: "Der Auftrag konnte nicht verarbeitet werden. Bitte beginnen Sie neu.",
    });

    await user.click(screen.getByRole("radio", { name: "हिन्दी" }));
    const hindi = await within(screen.getByRole("alert")).findByRole("link", {
      name: "हम अनुरोध पर कार्रवाई नहीं कर सके। कृपया फिर से शुरू करें।",
    });
    expect(hindi.closest("[lang]")).toHaveAttribute("lang", "hi");
    expect(screen.queryByText(/Der Auftrag konnte nicht/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "English" }));
  });
});
