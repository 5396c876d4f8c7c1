import { virtual } from "@guidepup/virtual-screen-reader";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AnnouncerProvider, LiveRegion, useAnnouncer } from "./LiveRegion";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const politeRegion = () => document.querySelector('[aria-live="polite"]');
const assertiveRegion = () => document.querySelector('[aria-live="assertive"]');

function Announcing() {
  const announce = useAnnouncer();
  return (
    <>
      <button type="button" onClick={() => announce("Statement downloaded")}>
        Polite
      </button>
      <button type="button" onClick={() => announce.announce("Session ends in 30 seconds", "assertive")}>
        Assertive
      </button>
    </>
  );
}

describe("AnnouncerProvider and useAnnouncer", () => {
  test("mounts both live regions before anything is announced", () => {
    render(<AnnouncerProvider>app</AnnouncerProvider>);
    expect(politeRegion()).toBeEmptyDOMElement();
    expect(assertiveRegion()).toBeEmptyDOMElement();
    expect(politeRegion()).toHaveAttribute("aria-atomic", "true");
  });

  test("announces politely or assertively", async () => {
    const user = userEvent.setup();
    render(
      <AnnouncerProvider>
        <Announcing />
      </AnnouncerProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Polite" }));
    expect(politeRegion()).toHaveTextContent("Statement downloaded");
    await user.click(screen.getByRole("button", { name: "Assertive" }));
    expect(assertiveRegion()).toHaveTextContent("Session ends in 30 seconds");
  });

  test("the same message said twice is inserted as a new node (so it is read again)", async () => {
    const user = userEvent.setup();
    render(
      <AnnouncerProvider>
        <Announcing />
      </AnnouncerProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Polite" }));
    const first = politeRegion()?.firstElementChild;
    await user.click(screen.getByRole("button", { name: "Polite" }));
    const second = politeRegion()?.firstElementChild;
    expect(second).toHaveTextContent("Statement downloaded");
    expect(second).not.toBe(first);
  });

  test("useAnnouncer without a provider fails loudly", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Announcing />)).toThrow(/AnnouncerProvider/);
    spy.mockRestore();
  });
});

describe("LiveRegion", () => {
  test("announces its message through the provider when it changes", () => {
    const { rerender } = render(
      <AnnouncerProvider>
        <LiveRegion message="You can request a new code in 1 minute" />
      </AnnouncerProvider>,
    );
    expect(politeRegion()).toHaveTextContent("You can request a new code in 1 minute");
    rerender(
      <AnnouncerProvider>
        <LiveRegion message="You can request a new code in 30 seconds" politeness="assertive" />
      </AnnouncerProvider>,
    );
    expect(assertiveRegion()).toHaveTextContent("You can request a new code in 30 seconds");
    expect(document.querySelectorAll("[aria-live]")).toHaveLength(2);
  });

  test("without a provider it renders its own live region", () => {
    render(<LiveRegion message="Loading finished" />);
    expect(politeRegion()).toHaveTextContent("Loading finished");
  });

  test("an empty message announces nothing", () => {
    render(
      <AnnouncerProvider>
        <LiveRegion message="" />
      </AnnouncerProvider>,
    );
    act(() => {});
    expect(politeRegion()).toBeEmptyDOMElement();
  });
});

describe("live regions after a change of the page's language", () => {
  function Localised({ locale }: { locale: string }) {
    return (
      <LocaleProvider locale={locale}>
        <AnnouncerProvider>
          <Announcing />
        </AnnouncerProvider>
      </LocaleProvider>
    );
  }

  test("keep no message of the old language, and a new message carries the new language", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Localised locale="en-IN" />);
    await user.click(screen.getByRole("button", { name: "Polite" }));
    await user.click(screen.getByRole("button", { name: "Assertive" }));
    expect(politeRegion()?.firstElementChild).toHaveAttribute("lang", "en-IN");
    expect(assertiveRegion()).toHaveTextContent("Session ends in 30 seconds");

    rerender(<Localised locale="de-DE" />);
    expect(politeRegion()).toBeEmptyDOMElement();
    expect(assertiveRegion()).toBeEmptyDOMElement();

    await user.click(screen.getByRole("button", { name: "Polite" }));
    expect(politeRegion()?.firstElementChild).toHaveAttribute("lang", "de-DE");
    expect(politeRegion()).toHaveTextContent("Statement downloaded");
  });

  test("a LiveRegion whose words change only with the language says nothing again; its next change is said", () => {
    const countdown = (locale: string, message: string) => (
      <LocaleProvider locale={locale}>
        <AnnouncerProvider>
          <LiveRegion message={message} />
        </AnnouncerProvider>
      </LocaleProvider>
    );
    const { rerender } = render(countdown("en-IN", "You can request a new code in 30 seconds"));
    expect(politeRegion()).toHaveTextContent("You can request a new code in 30 seconds");
    rerender(countdown("hi-IN", "आप 30 सेकंड में नया कोड मांग सकते हैं"));
    expect(politeRegion()).toBeEmptyDOMElement();
    rerender(countdown("hi-IN", "आप 10 सेकंड में नया कोड मांग सकते हैं"));
    expect(politeRegion()).toHaveTextContent("आप 10 सेकंड में नया कोड मांग सकते हैं");
    expect(politeRegion()?.firstElementChild).toHaveAttribute("lang", "hi-IN");
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("LiveRegion with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "Payment successful"],
    ["Hindi", "hi-IN", "भुगतान सफल रहा"],
  ])("in %s its message is spoken", async (_, locale, message) => {
    const log = await hear(<LiveRegion message={message} />, locale, 1);
    expect(log).toContain(message);
  });
});
