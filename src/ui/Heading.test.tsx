import { virtual } from "@guidepup/virtual-screen-reader";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, type ReactElement } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { loadGermanHyphenator, PageHeading } from "./Heading";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
  vi.restoreAllMocks();
});

/** Lays the page out as Chromium does for a word four letters wide: broken with a dictionary, overflowing without. */
function layOut(hasGermanDictionary: boolean) {
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(22);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(64);
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(hasGermanDictionary ? 64 : 185);
}

const SHY = "\u00ad";

describe("German hyphenation of the page heading", () => {
  test("the German patterns put soft hyphens at the syllables of compounds", async () => {
    const hyphenate = await loadGermanHyphenator();
    expect(hyphenate("Sicherheitseinstellungen Kontoauszug")).toBe(
      ["Si", "cher", "heits", "ein", "stel", "lun", "gen"].join(SHY) +
        " " +
        ["Kon", "to", "aus", "zug"].join(SHY),
    );
  });

  test("without a German dictionary in the browser, the heading shows soft hyphens and keeps its plain name", async () => {
    layOut(false);
    const { container } = render(
      <LocaleProvider locale="de-DE">
        <PageHeading>Sicherheitseinstellungen</PageHeading>
      </LocaleProvider>,
    );
    const shown = await vi.waitFor(() => {
      const span = container.querySelector("h1 [aria-hidden=true]");
      if (span === null) throw new Error("not hyphenated yet");
      return span;
    });
    expect(shown.textContent).toBe(["Si", "cher", "heits", "ein", "stel", "lun", "gen"].join(SHY));
    expect(screen.getByRole("heading", { level: 1, name: "Sicherheitseinstellungen" })).toBeInTheDocument();
  });

  test("with a German dictionary CSS hyphenates, and Hindi is never touched", async () => {
    layOut(true);
    const { container, unmount } = render(
      <LocaleProvider locale="de-DE">
        <PageHeading>Sicherheitseinstellungen</PageHeading>
      </LocaleProvider>,
    );
    // Whatever the hyphenator would do has happened by now.
    await act(async () => {
      await loadGermanHyphenator();
    });
    expect(container.querySelector("h1")?.textContent).toBe("Sicherheitseinstellungen");
    unmount();
    layOut(false);
    const hindi = render(
      <LocaleProvider locale="hi-IN">
        <PageHeading>सुरक्षा सेटिंग</PageHeading>
      </LocaleProvider>,
    );
    // Whatever the hyphenator would do has happened by now.
    await act(async () => {
      await loadGermanHyphenator();
    });
    expect(hindi.container.querySelector("h1")?.textContent).toBe("सुरक्षा सेटिंग");
  });
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
