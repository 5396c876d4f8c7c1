import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Redacted } from "effect";
import { LOGIN_SUCCESS } from "../testing/fixtures/auth";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";

/** The calls of the sign-in page, in the order they were sent. */
const SIGN_IN_CALLS = new Set(["checkFailCount", "userSecurityInfo", "captcha", "secretKey", "login"]);
const signInCalls = (bank: ScriptedBank) => bank.names.filter((name) => SIGN_IN_CALLS.has(name));

async function continueAs(user: ReturnType<typeof userEvent.setup>, username: string) {
  await user.type(await screen.findByRole("textbox", { name: "User ID" }), username);
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: "Step 2 of 2: Your password" });
}

/** Passes the user id step as `username`, ticks the secure image and signs in with `password`. */
async function signInAs(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await continueAs(user, username);
  await user.click(screen.getByRole("checkbox", { name: "This is my secure image and text" }));
  await user.type(screen.getByLabelText("Password", { selector: "input" }), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

// The machine is shared: give the lazy screens and their calls time to settle.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 8_000 });
});

afterEach(cleanup);

describe("sign-in", () => {
  it("shows the sign-in page with its heading, title and language switcher", async () => {
    await renderApp();
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Sign in – Sahyog Bank"));
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("radiogroup", { name: "Language" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to main content" })).toBeInTheDocument();
  });

  it("requires the user id and focuses the error summary", async () => {
    const user = userEvent.setup();
    const { bank } = await renderApp();
    await screen.findByRole("textbox", { name: "User ID" });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("link", { name: "Enter your user ID." })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "User ID" })).toHaveAccessibleDescription(
      /Enter your user ID\./,
    );
    expect(signInCalls(bank)).toEqual([]);
  });

  it("checks the failure count and the security info together, then shows the secure image", async () => {
    const user = userEvent.setup();
    const { bank } = await renderApp();
    await continueAs(user, "meera");
    expect(signInCalls(bank)).toEqual(["checkFailCount", "userSecurityInfo"]);
    expect(bank.calls("checkFailCount")).toEqual([{ username: "meera" }]);
    // The picture is drawn in the same render as the secure text (nothing fetched after it).
    expect(screen.getByText("blue-lotus")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Beach with a palm tree" }).tagName.toLowerCase()).toBe("svg");
    expect(bank.names).not.toContain("secureImage");
    expect(screen.getByRole("checkbox", { name: "This is my secure image and text" })).toBeInTheDocument();
    expect(screen.getByLabelText("Password", { selector: "input" })).toHaveAttribute(
      "autocomplete",
      "current-password",
    );
    expect(screen.getByRole("heading", { name: "Step 2 of 2: Your password" })).toHaveFocus();
  });

  it("keeps the user id when going back to change it", async () => {
    const user = userEvent.setup();
    await renderApp();
    await continueAs(user, "meera");
    await user.click(screen.getByRole("button", { name: "Change user ID" }));
    expect(await screen.findByRole("textbox", { name: "User ID" })).toHaveValue("meera");
    expect(screen.getByRole("heading", { name: "Step 1 of 2: Your user ID" })).toHaveFocus();
  });

  it("requires the secure-image tick and the password", async () => {
    const user = userEvent.setup();
    const { bank } = await renderApp();
    await continueAs(user, "meera");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByRole("link", {
        name: "Tick the box to confirm that this is your secure image and text.",
      }),
    ).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Enter your password." })).toBeInTheDocument();
    expect(bank.calls("login")).toEqual([]);
  });

  it("signs in with the pre-sign-in key and the password Redacted to the client", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank().answer("secretKey", ["the-pre-sign-in-key"]);
    await renderApp({ bank });
    await signInAs(user, "meera", "Meera#2026");
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(bank.calls("secretKey")).toEqual([{ username: "meera" }]);
    const [login] = bank.callsWithOptions("login");
    expect(login?.request).toMatchObject({ j_username: "meera", secureAccess: "true" });
    expect(Redacted.isRedacted(login?.request.j_password)).toBe(true);
    expect(Redacted.value(login!.request.j_password)).toBe("Meera#2026");
    expect(Redacted.value(login!.options.integrityKey!)).toBe("the-pre-sign-in-key");
    expect(signInCalls(bank).slice(-2)).toEqual(["secretKey", "login"]);
  });

  it("clears a wrong password (401) and tells the attempts left, in German after a language switch", async () => {
    const user = userEvent.setup();
    const statusMsg = "The user id or password is not correct.";
    const bank = new ScriptedBank().fail(
      "login",
      {
        status: 401,
        code: "LOGIN.BAD_CREDENTIALS",
        statusMsg,
        body: { status: 401, code: "LOGIN.BAD_CREDENTIALS", statusMsg, remainingAttempts: 2 },
      },
      { once: true },
    );
    await renderApp({ bank });
    await signInAs(user, "meera", "wrong");
    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByRole("link", {
        name: "The user ID or password is not correct. You have 2 attempts left before your user ID is blocked.",
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Password", { selector: "input" })).toHaveAccessibleDescription(
      /You have 2 attempts left before your user ID is blocked\./,
    );
    // The wrong password is cleared.
    expect(screen.getByLabelText("Password", { selector: "input" })).toHaveValue("");

    await user.click(screen.getByRole("radio", { name: "Deutsch" }));
    expect(
      await within(screen.getByRole("alert")).findByRole("link", {
        name: "Benutzerkennung oder Passwort ist nicht korrekt. Sie haben noch 2 Versuche, bevor Ihre Benutzerkennung gesperrt wird.",
      }),
    ).toBeInTheDocument();
  });

  it("shows the message for an active session in this browser (409)", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank().fail("login", { status: 409, code: "LOGIN.ACTIVE_SESSION_IN_BROWSER" });
    await renderApp({ bank });
    await signInAs(user, "meera", "Meera#2026");
    expect(
      await screen.findByRole("link", {
        name: "An active session is detected in this browser. Please choose a different browser to sign in.",
      }),
    ).toBeInTheDocument();
  });

  it("shows 'check the security image' on the tick when the server answers 498, in Hindi too", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank().fail("login", { status: 498, code: "LOGIN.CHECK_SECURE_IMAGE" });
    const { i18n } = await renderApp({ bank, lang: "hi" });
    await user.type(await screen.findByRole("textbox", { name: i18n.t("login:username.label") }), "meera");
    await user.click(screen.getByRole("button", { name: i18n.t("login:continue") }));
    const tick = await screen.findByRole("checkbox", { name: i18n.t("login:secureCheck.confirm") });
    await user.click(tick);
    await user.type(
      screen.getByLabelText(i18n.t("login:password.label"), { selector: "input" }),
      "Meera#2026",
    );
    await user.click(screen.getByRole("button", { name: i18n.t("login:submit") }));
    const message = i18n.t("login:messages.checkSecureImage");
    expect(await screen.findByRole("link", { name: message })).toBeInTheDocument();
    // The message is the tick's own error, so a screen reader hears it on the tick.
    expect(tick).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    expect(i18n.language).toBe("hi");
  });

  it("asks for the captcha after 3 failures and offers a code to the mobile instead", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank().answer("checkFailCount", { count: 3, captchaRequired: true });
    await renderApp({ bank });
    await continueAs(user, "meera");
    expect(await screen.findByRole("img", { name: /Security check picture/ })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Characters in the picture" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "New picture" }));
    await waitFor(() => expect(bank.calls("captcha")).toHaveLength(2));

    await user.click(screen.getByRole("button", { name: "Send a code to my mobile instead" }));
    expect(await screen.findByText("We sent a 6-digit code to +91 xxxx xxx 210.")).toBeInTheDocument();
    const code = screen.getByRole("textbox", { name: "Code from your mobile" });
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await user.click(screen.getByRole("checkbox", { name: "This is my secure image and text" }));
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "Meera#2026");
    await user.type(code, "654 321");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(bank.calls("captchaSendCode")).toEqual([{ username: "meera" }]);
    const signIn = bank.calls("login").at(-1);
    expect(signIn).toMatchObject({ secureAccess: "true" });
    expect(signIn?.captchaCode !== undefined && Redacted.value(signIn.captchaCode)).toBe("654321");
  });

  it("shows the captcha right after the third failure", async () => {
    const user = userEvent.setup();
    // Two failures so far; the refused password is the third, after which the bank asks for the check.
    const bank = new ScriptedBank()
      .answer("checkFailCount", { count: 2, captchaRequired: false }, { once: true })
      .answer("checkFailCount", { count: 3, captchaRequired: true })
      .fail("login", { status: 401, code: "LOGIN.BAD_CREDENTIALS" });
    await renderApp({ bank });
    await continueAs(user, "meera");
    expect(screen.queryByRole("group", { name: "Security check" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "This is my secure image and text" }));
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("group", { name: "Security check" })).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: /Security check picture/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "The user ID or password is not correct." })).toBeInTheDocument();
  });

  it("shows the captcha when the server answers 428 and redraws it after a failure", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank()
      .fail("login", { status: 428, code: "LOGIN.CAPTCHA_REQUIRED" }, { once: true })
      .fail("login", { status: 401, code: "LOGIN.BAD_CREDENTIALS" }, { once: true });
    await renderApp({ bank });
    await signInAs(user, "meera", "Meera#2026");
    expect(await screen.findByRole("img", { name: /Security check picture/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send a code to my mobile instead" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("alert")).getByRole("link", {
        name: "Please complete the security check to proceed.",
      }),
    ).toBeInTheDocument();
    const before = bank.calls("captcha").length;
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "x");
    await user.type(screen.getByRole("textbox", { name: "Characters in the picture" }), "WRONG");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(bank.calls("captcha")).toHaveLength(before + 1));
    expect(bank.calls("login").at(-1)).toMatchObject({ captchaId: "captcha-1", captcha: "WRONG" });
  });

  it.each([
    [{}, "Dashboard"],
    [{ mfaRequired: true }, "Enter your one-time code"],
    [{ resetRequired: true, resetWhich: "both", mfaRequired: true }, "Password reset required"],
    [{ secureImageSet: false }, "Set up your secure image and text"],
  ] as const)("after a successful sign-in with %o goes to %s", async (flags, heading) => {
    const user = userEvent.setup();
    const bank = new ScriptedBank().answer("login", { ...LOGIN_SUCCESS, ...flags });
    if ("secureImageSet" in flags) {
      bank.answer("userSecurityInfo", { isSecureImageSet: false, secureImage: null, secureText: null });
    }
    await renderApp({ bank });
    await continueAs(user, "meera");
    const tick = screen.queryByRole("checkbox", { name: "This is my secure image and text" });
    if (tick !== null) await user.click(tick);
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "Meera#2026");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const h1 = await screen.findByRole("heading", { level: 1, name: heading });
    await waitFor(() => expect(h1).toHaveFocus());
    await waitFor(() => expect(document.title).toBe(`${heading} – Sahyog Bank`));
  });
});

describe("an error on screen after a language switch", () => {
  it("is read in the new language, with the page's lang, and focus stays on the switcher", async () => {
    const user = userEvent.setup();
    await renderApp();
    await screen.findByRole("textbox", { name: "User ID" });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      within(await screen.findByRole("alert")).getByRole("link", { name: "Enter your user ID." }),
    ).toBeInTheDocument();

    const german = screen.getByRole("radio", { name: "Deutsch" });
    await user.click(german);
    const link = await within(screen.getByRole("alert")).findByRole("link", {
      name: "Geben Sie Ihre Benutzerkennung ein.",
    });
    expect(link.closest("[lang]")).toHaveAttribute("lang", "de");
    expect(screen.getByRole("textbox", { name: "Benutzerkennung" })).toHaveAccessibleDescription(
      /Geben Sie Ihre Benutzerkennung ein\./,
    );
    expect(screen.queryByText("Enter your user ID.")).not.toBeInTheDocument();
    // The same errors in other words: the summary does not take focus again.
    expect(german).toHaveFocus();

    await user.click(screen.getByRole("radio", { name: "हिन्दी" }));
    const hindi = await within(screen.getByRole("alert")).findByRole("link", {
      name: "अपनी उपयोगकर्ता आईडी दर्ज करें।",
    });
    expect(hindi.closest("[lang]")).toHaveAttribute("lang", "hi");
    await user.click(screen.getByRole("radio", { name: "English" }));
    await within(screen.getByRole("alert")).findByRole("link", { name: "Enter your user ID." });
    expect(document.documentElement.lang).toBe("en");
  });
});
