import { act, cleanup, configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "../App";
import { AppProviders } from "../AppProviders";
import { createI18n } from "../i18n/i18n";
import { allResources } from "../i18n/testResources";
import type { SessionFlags } from "../navigation/StateProvider";
import type { StateName } from "../stateNames";
import { RibError } from "../../adapters/rib/RibError";
import { ScriptedBank } from "../testing/ScriptedBank";
import { useFailure } from "./FailureProvider";

// The machine is shared: give the lazy screens and the service dialog's chunk time to load.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 8_000 });
});

afterEach(cleanup);

const signedIn: SessionFlags = { secureImageSet: true, customerType: "R" };

type Failure = ReturnType<typeof useFailure>;

/** The app with a probe that hands out the failure handler, as a screen would use it. */
async function renderWithProbe(options: { initialState: StateName; initialSession?: SessionFlags }) {
  const bank = new ScriptedBank();
  const i18n = await createI18n("en", allResources);
  const probe: { current: Failure | null } = { current: null };
  function Probe() {
    probe.current = useFailure();
    return null;
  }
  render(
    <AppProviders
      i18n={i18n}
      services={{ bank }}
      router={(children) => <MemoryRouter initialEntries={["/"]}>{children}</MemoryRouter>}
      initialState={options.initialState}
      {...(options.initialSession !== undefined ? { initialSession: options.initialSession } : {})}
    >
      <Probe />
      <App />
    </AppProviders>,
  );
  const heading = options.initialState === "dashboard" ? "Dashboard" : "Sign in";
  await screen.findByRole("heading", { level: 1, name: heading });
  let shown: string | null = null;
  const fail = (status: number, code: string) =>
    act(() => {
      shown = (probe.current as Failure).handleFailure(new RibError({ status, code, statusMsg: code }));
    });
  return { bank, fail, shown: () => shown };
}

describe("the error catalogue (spec 000 section 8)", () => {
  it("401 while signed in: the session ends and /logout says why", async () => {
    const { bank, fail } = await renderWithProbe({ initialState: "dashboard", initialSession: signedIn });
    await fail(401, "SESSION.REQUIRED");
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(screen.getByText("Your session has ended. Please sign in again.")).toBeInTheDocument();
    expect(bank.calls("logout")).toHaveLength(1);
  });

  it("401 while not signed in: back to sign-in with the message", async () => {
    const { fail } = await renderWithProbe({ initialState: "login" });
    await fail(401, "SESSION.REQUIRED");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your session has ended. Please sign in again.",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
  });

  it("403: the session is cleared and /logout shows", async () => {
    const { bank, fail } = await renderWithProbe({ initialState: "dashboard", initialSession: signedIn });
    await fail(403, "SESSION.TOKEN_MISMATCH");
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(screen.getByText(/Your session could not be verified/)).toBeInTheDocument();
    expect(bank.calls("logout")).toHaveLength(1);
  });

  it("409 while signed in: /logout with 'one more active session detected'", async () => {
    const { fail } = await renderWithProbe({ initialState: "dashboard", initialSession: signedIn });
    await fail(409, "SESSION.SUPERSEDED");
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(
      screen.getByText("One more active session detected. You have been signed out here."),
    ).toBeInTheDocument();
  });

  it("409 while not signed in: the error page", async () => {
    const { fail } = await renderWithProbe({ initialState: "login" });
    await fail(409, "SESSION.SUPERSEDED");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("One more active session detected. You have been signed out here."),
    ).toBeInTheDocument();
  });

  it.each([
    [400, "REQUEST.INVALID"],
    [500, "SERVER.ERROR"],
    [503, "SERVICE.UNAVAILABLE"],
  ])(
    "%i signed in: the service modal, not closed by Escape; OK goes to the dashboard",
    async (status, code) => {
      const user = userEvent.setup();
      const { bank, fail } = await renderWithProbe({ initialState: "dashboard", initialSession: signedIn });
      await fail(status, code);
      const dialog = await screen.findByRole("alertdialog", { name: "Service message" });
      expect(dialog).toHaveAccessibleDescription(
        "We are unable to process your request. Please try again after some time.",
      );
      const ok = screen.getByRole("button", { name: "OK" });
      await waitFor(() => expect(ok).toHaveFocus());
      await user.keyboard("{Escape}");
      expect(screen.getByRole("alertdialog", { name: "Service message" })).toBeInTheDocument();
      await user.keyboard("{Enter}");
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
      expect(bank.calls("logout")).toEqual([]);
    },
  );

  it("503 before sign-in: OK signs out and shows sign-in", async () => {
    const user = userEvent.setup();
    const { bank, fail } = await renderWithProbe({ initialState: "login" });
    await fail(503, "SERVICE.UNAVAILABLE");
    await screen.findByRole("alertdialog", { name: "Service message" });
    await user.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(bank.calls("logout")).toHaveLength(1));
    expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
  });

  it("no answer (status 0): signed out with the connection-lost message", async () => {
    const { fail } = await renderWithProbe({ initialState: "dashboard", initialSession: signedIn });
    await fail(0, "NETWORK.OFFLINE");
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(screen.getByText(/The connection to the bank was lost/)).toBeInTheDocument();
  });

  it("other failures: the message is shown in place and nothing else happens", async () => {
    const { bank, fail, shown } = await renderWithProbe({
      initialState: "dashboard",
      initialSession: signedIn,
    });
    await fail(422, "REQUEST.REPLAYED");
    expect(shown()).toBe("This request was already sent. Please try again.");
    await fail(404, "NO.SUCH_CODE_HERE");
    expect(shown()).toBe("Something went wrong. Please try again.");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(bank.calls("logout")).toEqual([]);
  });
});
