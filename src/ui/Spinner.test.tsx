import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { LoadingRegion, Spinner } from "./Spinner";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("Spinner", () => {
  test("is an indeterminate progress bar with a name", () => {
    render(<Spinner label="Kontoauszug wird geladen" />);
    const bar = screen.getByRole("progressbar", { name: "Kontoauszug wird geladen" });
    expect(bar).not.toHaveAttribute("aria-valuenow");
  });
});

describe("LoadingRegion", () => {
  test("is busy with a named spinner while loading, then shows its content", () => {
    const { rerender } = render(
      <LoadingRegion isBusy label="Loading accounts">
        <p>Savings account</p>
      </LoadingRegion>,
    );
    expect(screen.getByRole("progressbar", { name: "Loading accounts" })).toBeInTheDocument();
    expect(screen.getByText("Savings account").parentElement).toHaveAttribute("aria-busy", "true");
    rerender(
      <LoadingRegion isBusy={false} label="Loading accounts">
        <p>Savings account</p>
      </LoadingRegion>,
    );
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByText("Savings account").parentElement).toHaveAttribute("aria-busy", "false");
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("Spinner with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "Loading accounts"],
    ["Hindi", "hi-IN", "खाते लोड हो रहे हैं"],
  ])("in %s it is a progress bar read by its label", async (_, locale, label) => {
    const log = await hear(<Spinner label={label} />, locale, 1);
    expect(log[0]).toBe(`progressbar, ${label}, max value 100, min value 0`);
  });
});
