import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n, type Language } from "../i18n/i18n";
import { allResources } from "../i18n/testResources";
import { TimeoutWarningDialog, announceStepsFor } from "./TimeoutWarningDialog";
import { useIdleTimeout } from "./useIdleTimeout";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** A screen with its own time-out, as the feedback survey uses the hook and the dialog. */
function OwnTimeout(props: { readonly onTimeout: () => void; readonly enabled?: boolean }) {
  const idle = useIdleTimeout({
    timeoutMs: 10_000,
    warningMs: 4_000,
    onTimeout: props.onTimeout,
    ...(props.enabled !== undefined ? { enabled: props.enabled } : {}),
  });
  return idle.isWarning && idle.endsAt !== null ? (
    <TimeoutWarningDialog
      isOpen
      endsAt={idle.endsAt}
      canExtend
      title="The survey closes soon"
      message="Answer or continue to keep the survey open."
      onContinue={idle.restart}
      onSignOut={props.onTimeout}
    />
  ) : null;
}

async function renderIn(lang: Language, ui: React.ReactElement) {
  const i18n = await createI18n(lang, allResources);
  render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return i18n;
}

describe("TimeoutWarningDialog and useIdleTimeout for other screens", () => {
  it("a screen's own time-out: its title and message, Continue restarts, ignored runs onTimeout once", async () => {
    const onTimeout = vi.fn();
    await renderIn("en", <OwnTimeout onTimeout={onTimeout} />);
    await advance(5_999);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await advance(1);
    const dialog = screen.getByRole("alertdialog", { name: "The survey closes soon" });
    expect(dialog).toHaveAccessibleDescription(
      /Answer or continue to keep the survey open\. Time left: 00:04/,
    );
    fireEvent.click(screen.getByRole("button", { name: "Continue session" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await advance(6_000);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    await advance(4_000);
    expect(onTimeout).toHaveBeenCalledOnce();
    await advance(20_000);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it("disabled, the clock does not run", async () => {
    const onTimeout = vi.fn();
    await renderIn("en", <OwnTimeout onTimeout={onTimeout} enabled={false} />);
    await advance(30_000);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it("input while the warning shows does not close it: only Continue does", async () => {
    await renderIn("en", <OwnTimeout onTimeout={vi.fn()} />);
    await advance(6_000);
    fireEvent.keyDown(document.body, { key: "a" });
    fireEvent.pointerDown(document.body);
    await advance(1_000);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it.each<Language>(["de", "hi"])("speaks %s: title, buttons and the exhausted text", async (lang) => {
    const i18n = await renderIn(
      lang,
      <TimeoutWarningDialog
        isOpen
        endsAt={Date.now() + 30_000}
        canExtend={false}
        onContinue={vi.fn()}
        onSignOut={vi.fn()}
      />,
    );
    const dialog = screen.getByRole("alertdialog", { name: i18n.t("session:warning.title") });
    expect(dialog).toHaveAccessibleDescription(new RegExp(i18n.t("session:warning.exhausted").slice(0, 20)));
    expect(screen.queryByRole("button", { name: i18n.t("session:warning.continue") })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: i18n.t("session:warning.signOut") })).toHaveFocus(),
    );
  });

  it("announces only coarse steps the opening did not already say", () => {
    expect(announceStepsFor(30)).toEqual([20, 10]);
    expect(announceStepsFor(20)).toEqual([10]);
    expect(announceStepsFor(11)).toEqual([]);
    expect(announceStepsFor(90)).toEqual([60, 45, 30, 20, 10]);
  });
});
