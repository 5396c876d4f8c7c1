import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Redacted } from "effect";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";

// The machine is shared: give the lazy screens and their calls time to settle.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 8_000 });
});

afterEach(cleanup);

const pending = { secureImageSet: true, customerType: "R" } as const;

describe("sign-in code (authOtp)", { timeout: 30_000 }, () => {
  it("sends the code on entry and says where it went, with the regenerate button waiting", async () => {
    const { bank } = await renderApp({ initialState: "authOtp", initialSession: pending });
    expect(await screen.findByText("We sent a one-time code to +91 xxxx xxx 210.")).toBeInTheDocument();
    expect(bank.calls("authOtp")).toHaveLength(1);
    const field = screen.getByRole("textbox", { name: /One-time code/ });
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    expect(field).toHaveAccessibleDescription(/You can ask for a new code in 01:30\./);
    expect(screen.getByRole("button", { name: "Send a new code" })).toBeDisabled();
  });

  it("waits out the bank's wait when a sign-in code went out a moment ago, then sends one", async () => {
    const user = userEvent.setup();
    const wait = { status: 429, code: "OTP.REGENERATE_WAIT" };
    const bank = new ScriptedBank().fail(
      "authOtp",
      { ...wait, body: { ...wait, statusMsg: "Please wait.", retryAfterSeconds: 1 } },
      { once: true },
    );
    await renderApp({ bank, initialState: "authOtp", initialSession: pending });
    expect(await screen.findByText(/was sent a moment ago/)).toBeInTheDocument();
    const send = screen.getByRole("button", { name: "Send a new code" });
    expect(send).toBeDisabled();
    // The countdown's end enables the button (waited for, not timed).
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByRole("textbox", { name: /One-time code/ })).toBeInTheDocument();
    expect(bank.calls("authOtp")).toHaveLength(2);
  });

  it("says how many attempts are left after a wrong code", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank().fail("validateAuthOtp", {
      status: 406,
      code: "OTP.INVALID",
      body: { status: 406, code: "OTP.INVALID", statusMsg: "wrong", remainingAttempts: 2 },
    });
    await renderApp({ bank, initialState: "authOtp", initialSession: pending });
    await user.type(await screen.findByRole("textbox", { name: /One-time code/ }), "000000");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByRole("link", {
        name: "The one-time code is not correct. You have 2 attempts left.",
      }),
    ).toBeInTheDocument();
  });

  it("signs out and returns to sign-in with a message at the attempt limit", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank().fail("validateAuthOtp", { status: 403, code: "OTP.ATTEMPTS_EXCEEDED" });
    await renderApp({ bank, initialState: "authOtp", initialSession: pending });
    await user.type(await screen.findByRole("textbox", { name: /One-time code/ }), "000000");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "You entered a wrong code too many times. For your security you have been signed out.",
      ),
    ).toBeInTheDocument();
    expect(bank.calls("logout")).toHaveLength(1);
  });

  it("asks whether the device is the customer's own, then opens the dashboard", async () => {
    const user = userEvent.setup();
    const { bank } = await renderApp({ initialState: "authOtp", initialSession: pending });
    await user.type(await screen.findByRole("textbox", { name: /One-time code/ }), "123 456");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const group = await screen.findByRole("radiogroup", { name: "Is this your own device?" });
    await user.click(within(group).getByRole("radio", { name: "No, this is a shared or public device" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    const [checked] = bank.calls("validateAuthOtp");
    expect(checked?.otac).toBe("otac-1");
    expect(Redacted.value(checked!.otp)).toBe("123456");
    await waitFor(() => expect(bank.calls("setAuthOtp")).toEqual([{ rToken: "r-token", ownSystem: "N" }]));
  });

  it("announces the countdown at coarse steps only, and enables a new code at the end", async () => {
    const bank = new ScriptedBank().answer("authOtp", {
      otac: "otac-1",
      allowedOTPAttemps: 3,
      regenerateOTPTimer: 61,
      maskedMobile: "+91 xxxx xxx 210",
    });
    await renderApp({ bank, initialState: "authOtp", initialSession: pending });
    // One second of the countdown passes in real time; the machine may be busy.
    expect(
      await screen.findByText("You can ask for a new code in 60 seconds.", {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText("You can ask for a new code in 61 seconds.")).not.toBeInTheDocument();
  });
});
