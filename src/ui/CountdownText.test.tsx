import { virtual } from "@guidepup/virtual-screen-reader";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { CountdownText, formatMinutesSeconds } from "./CountdownText";
import { LocaleProvider } from "./LocaleProvider";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  await virtual.stop();
  cleanup();
  vi.useRealTimers();
});

const liveRegion = () => document.querySelector('[aria-live="polite"]') as HTMLElement;

async function advanceSeconds(seconds: number) {
  for (let i = 0; i < seconds; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
  }
}

describe("formatMinutesSeconds", () => {
  test.each([
    [90, "01:30"],
    [59, "00:59"],
    [0, "00:00"],
    [600, "10:00"],
  ])("%i seconds are %j", (seconds, text) => {
    expect(formatMinutesSeconds(seconds)).toBe(text);
  });
});

describe("CountdownText", () => {
  test("shows mm:ss in a timer and updates it every second", async () => {
    render(<CountdownText seconds={75} announce={(s) => `${s} seconds left`} />);
    expect(screen.getByRole("timer")).toHaveTextContent("01:15");
    await advanceSeconds(1);
    expect(screen.getByRole("timer")).toHaveTextContent("01:14");
    await advanceSeconds(14);
    expect(screen.getByRole("timer")).toHaveTextContent("01:00");
  });

  test("announces only at 60, 30 and 10 seconds left and at the end; onEnd is called once", async () => {
    const onEnd = vi.fn();
    render(
      <CountdownText
        seconds={65}
        announce={(s) => (s === 0 ? "Time is up" : `${s} seconds left`)}
        onEnd={onEnd}
      />,
    );
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(liveRegion().textContent));
    observer.observe(liveRegion(), { childList: true, characterData: true, subtree: true });
    await advanceSeconds(70);
    observer.disconnect();
    expect(said).toEqual(["60 seconds left", "30 seconds left", "10 seconds left", "Time is up"]);
    expect(screen.getByRole("timer")).toHaveTextContent("00:00");
    expect(onEnd).toHaveBeenCalledOnce();
  });

  test("a custom format, custom steps and an end timestamp", async () => {
    const now = Date.now();
    render(
      <CountdownText
        endsAt={now + 20_000}
        format={(s) => `New code in ${s} s`}
        announceAt={[15]}
        announce={(s) => `You can ask for a new code in ${s} seconds`}
      />,
    );
    expect(screen.getByRole("timer")).toHaveTextContent("New code in 20 s");
    await advanceSeconds(4);
    expect(liveRegion()).toBeEmptyDOMElement();
    await advanceSeconds(1);
    expect(liveRegion()).toHaveTextContent("You can ask for a new code in 15 seconds");
    await advanceSeconds(15);
    expect(liveRegion()).toHaveTextContent("You can ask for a new code in 15 seconds");
  });

  test("a new number of seconds restarts the countdown", async () => {
    const { rerender } = render(<CountdownText seconds={40} announce={(s) => `${s}`} />);
    await advanceSeconds(5);
    expect(screen.getByRole("timer")).toHaveTextContent("00:35");
    rerender(<CountdownText seconds={120} announce={(s) => `${s}`} />);
    expect(screen.getByRole("timer")).toHaveTextContent("02:00");
    await advanceSeconds(1);
    expect(screen.getByRole("timer")).toHaveTextContent("01:59");
  });

  test("a screen reader hears the coarse announcement in Hindi, not every second", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <CountdownText seconds={33} announce={(s) => `${s} सेकंड शेष`} />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    await advanceSeconds(5);
    const log = await virtual.spokenPhraseLog();
    expect(log.filter((phrase) => phrase.startsWith("polite"))).toEqual(["polite: 30 सेकंड शेष"]);
  });

  test("a screen reader hears the timer text in English", async () => {
    const { container } = render(
      <CountdownText seconds={42} format={(s) => `Resend in 0:${s}`} announce={(s) => `${s} seconds`} />,
    );
    await virtual.start({ container });
    await virtual.next();
    expect(await virtual.spokenPhraseLog()).toContain("Resend in 0:42");
  });
});
