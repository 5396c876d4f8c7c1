import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, type ReactElement } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { PageHeading } from "./Heading";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("PageHeading", () => {
  test("is the h1, focusable by script through headingRef but not a Tab stop", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLHeadingElement>();
    render(
      <PageHeading id="page-title" headingRef={ref}>
        खाता सारांश
      </PageHeading>,
    );
    const heading = screen.getByRole("heading", { level: 1, name: "खाता सारांश" });
    expect(heading).toHaveAttribute("id", "page-title");
    await user.tab();
    expect(heading).not.toHaveFocus();
    ref.current?.focus();
    expect(heading).toHaveFocus();
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("PageHeading with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "Account summary"],
    ["Hindi", "hi-IN", "खाते का सारांश"],
  ])("in %s it is read as the level 1 heading", async (_, locale, text) => {
    const log = await hear(<PageHeading>{text}</PageHeading>, locale, 1);
    expect(log[0]).toBe(`heading, ${text}, level 1`);
  });
});
