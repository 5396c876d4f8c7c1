import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FakeBankApi } from "../testing/FakeBankApi";
import { renderApp } from "../testing/renderApp";

afterEach(cleanup);

const pending = { secureImageSet: true, customerType: "R" } as const;

describe("sign-in code (authOtp)", () => {
  it("sends the code on entry and says where it went, with the regenerate button waiting", async () => {
    const { api } = await renderApp({ initialState: "authOtp", initialSession: pending });
    expect(await screen.findByText("We sent a one-time code to +91 xxxx xxx 210.")).toBeInTheDocument();
    expect(api.calls.filter((c) => c === "sendSignInCode")).toHaveLength(1);
    const field = screen.getByRole("textbox", { name: /One-time code/ });
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    expect(field).toHaveAccessibleDescription(/You can ask for a new code in 1:30\./);
    expect(screen.getByRole("button", { name: "Send a new code" })).toBeDisabled();
  });

  it("says how many attempts are left after a wrong code", async () => {
    const user = userEvent.setup();
    await renderApp({ initialState: "authOtp", initialSession: pending });
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
    const api = new FakeBankApi();
    api.otpAttemptsLeft = 1;
    await renderApp({ api, initialState: "authOtp", initialSession: pending });
    await user.type(await screen.findByRole("textbox", { name: /One-time code/ }), "000000");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "You entered a wrong code too many times. For your security you have been signed out.",
      ),
    ).toBeInTheDocument();
    expect(api.calls).toContain("logout");
  });

  it("asks whether the device is the customer's own, then opens the dashboard", async () => {
    const user = userEvent.setup();
    const { api } = await renderApp({ initialState: "authOtp", initialSession: pending });
    await user.type(await screen.findByRole("textbox", { name: /One-time code/ }), "123 456");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const group = await screen.findByRole("radiogroup", { name: "Is this your own device?" });
    await user.click(within(group).getByRole("radio", { name: "No, this is a shared or public device" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toContain("confirmSignInCode"));
  });

  it("announces the countdown at coarse steps only, and enables a new code at the end", async () => {
    const api = new FakeBankApi();
    const original = api.sendSignInCode.bind(api);
    api.sendSignInCode = async () => ({ ...(await original()), regenerateOTPTimer: 61 });
    await renderApp({ api, initialState: "authOtp", initialSession: pending });
    expect(
      await screen.findByText("You can ask for a new code in 60 seconds.", {}, { timeout: 2500 }),
    ).toBeInTheDocument();
    expect(screen.queryByText("You can ask for a new code in 61 seconds.")).not.toBeInTheDocument();
  });
});
