import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import { LocaleProvider } from "./LocaleProvider";
import { SkipLink } from "./SkipLink";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("SkipLink", () => {
  test.each([
    ["English", "en-IN", "Skip to main content", "Accounts"],
    ["Hindi", "hi-IN", "मुख्य सामग्री पर जाएँ", "खाते"],
  ])(
    "in %s it is read first as a link, and Enter moves focus to the main content",
    async (_, locale, text, heading) => {
      const { container } = render(
        <LocaleProvider locale={locale}>
          <SkipLink targetId="main">{text}</SkipLink>
          <a href="/menu">Menu</a>
          <main id="main" aria-label={heading}>
            <h1>{heading}</h1>
          </main>
        </LocaleProvider>,
      );
      await virtual.start({ container });
      await virtual.next();
      expect((await virtual.spokenPhraseLog())[0]).toBe(`link, ${text}`);
      const user = userEvent.setup();
      await user.tab();
      expect(screen.getByRole("link", { name: text })).toHaveFocus();
      await user.keyboard("{Enter}");
      expect(screen.getByRole("main", { name: heading })).toHaveFocus();
      expect(screen.getByRole("main", { name: heading })).toHaveAttribute("tabindex", "-1");
      // From the main content, Tab goes on from there, not back to the menu.
      await user.tab();
      expect(screen.getByRole("link", { name: "Menu" })).not.toHaveFocus();
    },
  );
});
