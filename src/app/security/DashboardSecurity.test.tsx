import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../testing/renderApp";
import { CUSTOMER_ID, PREVIOUS_LOGIN } from "../testing/fixtures/customer";
import { ScriptedBank } from "../testing/ScriptedBank";

// The machine is shared: give the lazy screens and their calls time to settle.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 8_000 });
});

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

/** A bank whose `getCustomerId` answers `daysleft` (and the server's popup flag, 15 days or fewer). */
function bankWithDaysLeft(daysleft: number): ScriptedBank {
  return new ScriptedBank().answer("customerId", { ...CUSTOMER_ID, daysleft, showPopup: daysleft <= 15 });
}

describe("password expiry notice on the dashboard (spec 000 section 4)", { timeout: 30_000 }, () => {
  it("offers 'Remind me later' with 6 days left, and it hides the notice for the session", async () => {
    const user = userEvent.setup();
    await renderApp({ bank: bankWithDaysLeft(6), initialState: "dashboard", initialSession: signedIn });
    const notice = await screen.findByRole("alert");
    expect(
      within(notice).getByText("Your password expires in 6 days. Please change it."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change password now" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remind me later" }));
    expect(screen.queryByRole("button", { name: "Change password now" })).not.toBeInTheDocument();
    // Back on the dashboard later in the same session: still hidden.
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    await user.click(within(nav).getByRole("button", { name: "My Services" }));
    await user.click(within(nav).getByRole("link", { name: "About me" }));
    await screen.findByRole("heading", { level: 1, name: "About me" });
    await user.click(within(nav).getByRole("button", { name: "My Home" }));
    await user.click(within(nav).getByRole("link", { name: "Dashboard" }));
    await screen.findByText("Welcome, Asha Verma");
    expect(screen.queryByRole("button", { name: "Change password now" })).not.toBeInTheDocument();
  });

  it("hides 'Remind me later' with 5 days left", async () => {
    await renderApp({ bank: bankWithDaysLeft(5), initialState: "dashboard", initialSession: signedIn });
    expect(await screen.findByText("Your password expires in 5 days. Please change it.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change password now" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remind me later" })).not.toBeInTheDocument();
  });

  it("shows the expired content at 0 days, without a skip", async () => {
    await renderApp({ bank: bankWithDaysLeft(0), initialState: "dashboard", initialSession: signedIn });
    const notice = await screen.findByRole("alert");
    expect(within(notice).getByText("Your password has expired")).toBeInTheDocument();
    expect(within(notice).getByText("Please change your password now.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remind me later" })).not.toBeInTheDocument();
  });

  it("shows nothing with 40 days left", async () => {
    await renderApp({ bank: bankWithDaysLeft(40), initialState: "dashboard", initialSession: signedIn });
    await screen.findByText("Welcome, Asha Verma");
    expect(screen.queryByRole("button", { name: "Change password now" })).not.toBeInTheDocument();
  });

  it("'Change password now' opens the security settings", async () => {
    const user = userEvent.setup();
    await renderApp({ bank: bankWithDaysLeft(3), initialState: "dashboard", initialSession: signedIn });
    await user.click(await screen.findByRole("button", { name: "Change password now" }));
    const h1 = await screen.findByRole("heading", { level: 1, name: "Security settings" });
    await waitFor(() => expect(h1).toHaveFocus());
    expect(screen.getByRole("radiogroup", { name: "What would you like to change?" })).toBeInTheDocument();
  });

  it("speaks German and Hindi", async () => {
    await renderApp({
      bank: bankWithDaysLeft(7),
      lang: "de",
      initialState: "dashboard",
      initialSession: signedIn,
    });
    expect(await screen.findByRole("button", { name: "Später erinnern" })).toBeInTheDocument();
    cleanup();
    await renderApp({
      bank: bankWithDaysLeft(7),
      lang: "hi",
      initialState: "dashboard",
      initialSession: signedIn,
    });
    expect(await screen.findByRole("button", { name: "बाद में याद दिलाएँ" })).toBeInTheDocument();
  });
});

describe("sign-in details and the sign-in history dialog", { timeout: 30_000 }, () => {
  it("shows the previous and the last failed sign-in", async () => {
    const bank = new ScriptedBank().answer("prevLogin", {
      ...PREVIOUS_LOGIN,
      lastFailLoginDate: "2026-11-18",
      lastFailLoginTime: "21:04:10",
    });
    await renderApp({ bank, initialState: "dashboard", initialSession: signedIn });
    const section = await screen.findByRole("region", { name: "Your sign-ins" });
    expect(within(section).getByText("20/11/2026 09:15:00")).toBeInTheDocument();
    expect(within(section).getByText("18/11/2026 21:04:10")).toBeInTheDocument();
  });

  it("opens the history as a dialog with a captioned table; Close returns focus", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank().answer("loginHistory", {
      entries: [
        { date: "2026-11-22", time: "10:01:00", outcome: "SUCCESS" },
        { date: "2026-11-21", time: "19:30:12", outcome: "FAILURE" },
      ],
    });
    await renderApp({ bank, initialState: "dashboard", initialSession: signedIn });
    const open = await screen.findByRole("button", { name: "Sign-in history" });
    expect(bank.calls("loginHistory")).toHaveLength(0);
    await user.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Sign-in history" });
    const table = await within(dialog).findByRole("grid", {
      name: "Your last 10 sign-in attempts, newest first",
    });
    const rows = await within(table).findAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText("22/11/2026")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Successful")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Failed")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it("says so when there is no history yet", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank().answer("loginHistory", { entries: [] });
    await renderApp({ bank, initialState: "dashboard", initialSession: signedIn });
    await user.click(await screen.findByRole("button", { name: "Sign-in history" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign-in history" });
    expect(await within(dialog).findByText("No sign-in attempts yet.")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
