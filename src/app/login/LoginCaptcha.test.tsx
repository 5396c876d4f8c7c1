import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Redacted } from "effect";
import { CONFIGURATION } from "../testing/fixtures/auth";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";

// The machine is shared: give the lazy screens and their calls time to settle.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 8_000 });
});

afterEach(cleanup);

type User = ReturnType<typeof userEvent.setup>;

/** The user id step, then the password step with the security check and its code sent. */
async function toCodeStep(user: User) {
  await user.type(await screen.findByRole("textbox", { name: "User ID" }), "meera");
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: "Step 2 of 2: Your password" });
  await user.click(screen.getByRole("checkbox", { name: "This is my secure image and text" }));
  await user.click(await screen.findByRole("button", { name: "Send a code to my mobile instead" }));
  await screen.findByText("We sent a 6-digit code to +91 xxxx xxx 210.");
}

async function signInWith(user: User, code: string) {
  const password = screen.getByLabelText("Password", { selector: "input" });
  await user.clear(password);
  await user.type(password, "Meera#2026");
  const field = screen.getByRole("textbox", { name: "Code from your mobile" });
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

const summaryLinks = async () =>
  within(await screen.findByRole("alert"))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("the security check's code (the picture's accessible alternative)", () => {
  it("waits the server's time before a new code, shown as a timer, with the button disabled", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank().answer("checkFailCount", { count: 3, captchaRequired: true });
    await renderApp({ bank });
    await toCodeStep(user);
    expect(screen.getByRole("timer")).toHaveTextContent("01:30");
    expect(screen.getByRole("button", { name: "Send a new code" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "Code from your mobile" })).toHaveAccessibleDescription(
      expect.stringContaining("Each code works for one sign-in attempt and for 5 minutes."),
    );
  });

  it("says the code is used up after a wrong password, why a code was refused, and sends a new one", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank()
      .answer("configuration", { ...CONFIGURATION, regenerateOTPTimer: 0 })
      .answer("checkFailCount", { count: 3, captchaRequired: true })
      .answer("captchaSendCode", { sent: true, maskedMobile: "+91 xxxx xxx 210" })
      .fail("login", { status: 401, code: "LOGIN.BAD_CREDENTIALS" }, { once: true })
      .fail(
        "login",
        {
          status: 428,
          code: "LOGIN.CAPTCHA_REQUIRED",
          body: { status: 428, code: "LOGIN.CAPTCHA_REQUIRED", statusMsg: "x", captchaRefused: "used" },
        },
        { once: true },
      )
      .fail(
        "login",
        {
          status: 428,
          code: "LOGIN.CAPTCHA_REQUIRED",
          body: { status: 428, code: "LOGIN.CAPTCHA_REQUIRED", statusMsg: "x", captchaRefused: "expired" },
        },
        { once: true },
      );
    await renderApp({ bank });
    await toCodeStep(user);

    await signInWith(user, "654321");
    expect(await summaryLinks()).toEqual([
      "The user ID or password is not correct.",
      "Your code was used for this attempt. For your next attempt, ask for a new code.",
    ]);
    expect(screen.getByRole("textbox", { name: "Code from your mobile" })).toHaveValue("");

    await signInWith(user, "654321");
    await waitFor(async () =>
      expect(await summaryLinks()).toEqual([
        "This code has already been used. Each code works once: ask for a new code.",
      ]),
    );

    await signInWith(user, "111222");
    await waitFor(async () =>
      expect(await summaryLinks()).toEqual([
        "This code has expired. Codes work for 5 minutes: ask for a new code.",
      ]),
    );

    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText("We sent a new 6-digit code to +91 xxxx xxx 210.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(bank.calls("captchaSendCode")).toEqual([{ username: "meera" }, { username: "meera" }]);
    await signInWith(user, "333444");
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    const last = bank.calls("login").at(-1);
    expect(last?.captchaCode !== undefined && Redacted.value(last.captchaCode)).toBe("333444");
  });

  it("says why a picture was refused, in Hindi", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank()
      .answer("checkFailCount", { count: 3, captchaRequired: true })
      .fail("login", {
        status: 428,
        code: "LOGIN.CAPTCHA_REQUIRED",
        body: { status: 428, code: "LOGIN.CAPTCHA_REQUIRED", statusMsg: "x", captchaRefused: "wrong" },
      });
    await renderApp({ bank, lang: "hi" });
    await user.type(await screen.findByRole("textbox", { name: "उपयोगकर्ता आईडी" }), "meera");
    await user.keyboard("{Enter}");
    const answer = await screen.findByRole("textbox", { name: "चित्र में दिए अक्षर" });
    await user.click(screen.getByRole("checkbox"));
    await user.type(screen.getByLabelText("पासवर्ड", { selector: "input" }), "Meera#2026");
    await user.type(answer, "ABCDE");
    await user.keyboard("{Enter}");
    await waitFor(async () =>
      expect(await summaryLinks()).toEqual(["अक्षर चित्र से मेल नहीं खाए। नए चित्र के अक्षर लिखें।"]),
    );
  });
});
