import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Link } from "./Link";
import { SkipLink } from "./SkipLink";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("Link", () => {
  test("with href it is an anchor to that address", () => {
    render(<Link href="/logout">Sign out</Link>);
    expect(screen.getByRole("link", { name: "Sign out" })).toHaveAttribute("href", "/logout");
  });

  test("with onPress it is a focusable link activated by Enter (in-app navigation)", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Link onPress={onPress}>Account summary</Link>);
    await user.tab();
    expect(screen.getByRole("link", { name: "Account summary" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  test("marks the current page and the language of its text", () => {
    render(
      <Link onPress={() => {}} aria-current="page" lang="hi">
        खाता सारांश
      </Link>,
    );
    const link = screen.getByRole("link", { name: "खाता सारांश" });
    expect(link).toHaveAttribute("aria-current", "page");
    expect(link).toHaveAttribute("lang", "hi");
  });

  test("a new-tab link is protected with rel noopener", () => {
    render(
      <Link href="https://example.com/rbi" target="_blank">
        RBI guidelines (opens in a new tab)
      </Link>,
    );
    expect(screen.getByRole("link", { name: "RBI guidelines (opens in a new tab)" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
  });
});

describe("SkipLink", () => {
  test("is the first Tab stop and moves focus to the main content", async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink targetId="main">Skip to main content</SkipLink>
        <button type="button">Menu</button>
        <main id="main">
          <h1>Accounts</h1>
        </main>
      </>,
    );
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
    expect(screen.getByRole("main")).toHaveAttribute("tabindex", "-1");
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("Link with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "Account details"],
    ["Hindi", "hi-IN", "खाते का विवरण"],
  ])("in %s it is read as a link; Enter follows it", async (_, locale, text) => {
    const onPress = vi.fn();
    const log = await hear(<Link onPress={onPress}>{text}</Link>, locale, 1);
    expect(log[0]).toBe(`link, ${text}`);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
