import { virtual } from "@guidepup/virtual-screen-reader";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { onlineManager } from "@tanstack/react-query";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CONFIGURATION } from "../testing/fixtures/auth";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";

// The machine is shared: rendering the app can take seconds before the fake clock starts to matter.
vi.setConfig({ testTimeout: 30_000 });

const signedIn = { secureImageSet: true, customerType: "R" } as const;

/** A bank with a 60 s time-out whose warning opens 20 s before the end. */
function shortBank(): ScriptedBank {
  return new ScriptedBank().answer("configuration", {
    ...CONFIGURATION,
    idleTimeoutMs: 60_000,
    timeoutWarningMs: 20_000,
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function signedInApp(bank = shortBank()) {
  const result = await renderApp({ bank, initialState: "dashboard", initialSession: signedIn });
  await screen.findByRole("heading", { level: 1, name: "Dashboard" });
  // The configuration has arrived: the clock runs with the bank's values from here.
  await waitFor(() => expect(bank.calls("configuration").length).toBeGreaterThan(0), { timeout: 5_000 });
  await advance(0);
  return result;
}

const warning = () => screen.queryByRole("alertdialog", { name: "Your session is about to end" });

beforeAll(async () => {
  // The lazily loaded screens, loaded once with real timers.
  await Promise.all([
    import("../dashboard/DashboardScreen"),
    import("../login/LoginScreen"),
    import("./ServiceDialog"),
  ]);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  // Testing Library's waitFor/findBy advance fake timers when they see Jest's API.
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});

afterEach(async () => {
  await virtual.stop();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The query library keeps "offline" for the whole process: back online for the next test.
  onlineManager.setOnline(true);
  window.history.replaceState(null, "");
});

describe("idle time-out (spec 000 section 4, GUIDE section 5)", () => {
  it("opens the warning at time-out minus warning, focused on Continue, announced once then at 10 s", async () => {
    await signedInApp();
    await advance(39_000);
    expect(warning()).toBeNull();
    await advance(1_000);
    const dialog = warning();
    expect(dialog).not.toBeNull();
    expect(dialog).toHaveAccessibleDescription(/You have not used the page for a while/);
    expect(dialog).toHaveAccessibleDescription(/Time left: 00:20/);
    await waitFor(() => expect(screen.getByRole("button", { name: "Continue session" })).toHaveFocus());
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();

    const live = within(dialog as HTMLElement)
      .getByRole("timer")
      .parentElement?.querySelector('[aria-live="polite"]') as HTMLElement;
    const said: string[] = [];
    const observer = new MutationObserver(() => {
      if (live.textContent) said.push(live.textContent);
    });
    observer.observe(live, { childList: true, characterData: true, subtree: true });
    for (let i = 0; i < 15; i++) await advance(1_000);
    observer.disconnect();
    // Not every second: only the coarse step of 10 s (20 s was said when the dialog opened).
    expect(said).toEqual(["10 seconds left"]);
    expect(within(dialog as HTMLElement).getByRole("timer")).toHaveTextContent("00:05");
  });

  it("is spoken by a screen reader as an alertdialog with its name and message", async () => {
    await signedInApp();
    await virtual.start({ container: document.body });
    await advance(40_000);
    await waitFor(async () =>
      expect((await virtual.spokenPhraseLog()).join(" | ")).toMatch(
        /alertdialog, Your session is about to end/,
      ),
    );
  });

  it("any input restarts the clock", async () => {
    await signedInApp();
    await advance(30_000);
    fireEvent.keyDown(document.body, { key: "a" });
    await advance(30_000);
    expect(warning()).toBeNull();
    fireEvent.pointerDown(document.body);
    await advance(39_000);
    expect(warning()).toBeNull();
    await advance(1_000);
    expect(warning()).not.toBeNull();
  });

  it("Continue extends the session on the server, closes the dialog and restarts the clock", async () => {
    const { bank } = await signedInApp();
    await advance(40_000);
    fireEvent.click(screen.getByRole("button", { name: "Continue session" }));
    await waitFor(() => expect(warning()).toBeNull());
    // One extension from the warning, no quiet keep-alive.
    expect(bank.calls("extendSession")).toEqual([{ fromWarning: true }]);
    expect(bank.calls("logout")).toEqual([]);
    await advance(39_000);
    expect(warning()).toBeNull();
    await advance(1_000);
    expect(warning()).not.toBeNull();
  });

  it("Escape also continues", async () => {
    const { bank } = await signedInApp();
    await advance(40_000);
    await waitFor(() => expect(screen.getByRole("button", { name: "Continue session" })).toHaveFocus());
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    await waitFor(() => expect(warning()).toBeNull());
    expect(bank.calls("extendSession")).toEqual([{ fromWarning: true }]);
  });

  it("says when no extension is left: the server's 403 keeps the dialog with only Sign out", async () => {
    const bank = shortBank().fail("extendSession", { status: 403, code: "SESSION.EXTENSIONS_EXHAUSTED" });
    await signedInApp(bank);
    await advance(40_000);
    fireEvent.click(screen.getByRole("button", { name: "Continue session" }));
    await waitFor(() =>
      expect(warning()).toHaveAccessibleDescription(/You have extended this session as often as allowed/),
    );
    expect(screen.queryByRole("button", { name: "Continue session" })).toBeNull();
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign out" })).toHaveFocus());
    // Still signed in until the time runs out.
    expect(bank.calls("logout")).toEqual([]);
  });

  it("ignored, it signs out on the server and /logout says the customer was inactive", async () => {
    const { bank } = await signedInApp();
    await advance(60_000);
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(screen.getByText("You were signed out because you were inactive.")).toBeInTheDocument();
    expect(bank.calls("logout")).toHaveLength(1);
  });

  it("Sign out in the warning signs out at once", async () => {
    const { bank } = await signedInApp();
    await advance(40_000);
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(bank.calls("logout")).toHaveLength(1);
  });

  it("sends a quiet keep-alive on input at most once per interval", async () => {
    const { bank } = await signedInApp();
    // 60 s time-out: a keep-alive at most every 15 s.
    await advance(10_000);
    fireEvent.keyDown(document.body, { key: "a" });
    expect(bank.calls("extendSession")).toEqual([]);
    await advance(6_000);
    fireEvent.keyDown(document.body, { key: "a" });
    fireEvent.keyDown(document.body, { key: "b" });
    await advance(0);
    // One quiet keep-alive, which counts no extension.
    expect(bank.calls("extendSession")).toEqual([{ fromWarning: false }]);
  });

  it("uses the spec's 11 s warning when the server is configured for it", async () => {
    const bank = new ScriptedBank().answer("configuration", {
      ...CONFIGURATION,
      idleTimeoutMs: 60_000,
      timeoutWarningMs: 11_000,
    });
    await signedInApp(bank);
    await advance(48_000);
    expect(warning()).toBeNull();
    await advance(1_000);
    expect(warning()).toHaveAccessibleDescription(/Time left: 00:11/);
  });

  it("does not run on the public sign-in page", async () => {
    await renderApp({ bank: shortBank() });
    await screen.findByRole("heading", { level: 1, name: "Sign in" });
    await advance(120_000);
    expect(warning()).toBeNull();
  });
});

describe("the browser's own controls while signed in (spec 000 section 4)", () => {
  it("Back or Forward signs out and shows /error with the reason", async () => {
    const { bank } = await signedInApp();
    fireEvent(window, new PopStateEvent("popstate"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "You used the browser's Back or Forward button, so you were signed out for your security.",
      ),
    ).toBeInTheDocument();
    expect(bank.calls("logout")).toHaveLength(1);
  });

  it("reloading or closing asks first and then ends the session with a beacon", async () => {
    const { bank } = await signedInApp();
    const before = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(true);
    window.dispatchEvent(new Event("pagehide"));
    expect(bank.beaconSent).toBe(true);
  });

  it("a page brought back from the back-forward cache shows /logout", async () => {
    await signedInApp();
    const show = new Event("pageshow") as PageTransitionEvent;
    Object.defineProperty(show, "persisted", { value: true });
    window.dispatchEvent(show);
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
  });

  it("going offline signs out with the connection-lost message", async () => {
    await signedInApp();
    window.dispatchEvent(new Event("offline"));
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(screen.getByText(/The connection to the bank was lost/)).toBeInTheDocument();
  });

  it("does nothing of this before sign-in", async () => {
    const { bank } = await renderApp();
    await screen.findByRole("heading", { level: 1, name: "Sign in" });
    const before = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(before);
    window.dispatchEvent(new Event("pagehide"));
    fireEvent(window, new PopStateEvent("popstate"));
    expect(before.defaultPrevented).toBe(false);
    expect(bank.beaconSent).toBe(false);
    expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
  });

  it("says near the menu that the browser's Back button signs out", async () => {
    await signedInApp();
    expect(
      screen.getByText("Use the Back buttons on the page; the browser's Back button signs you out."),
    ).toBeInTheDocument();
  });
});
