import { virtual } from "@guidepup/virtual-screen-reader";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactElement } from "react";
import { readUntil } from "./testUtils";
import { afterEach, describe, expect, test, vi } from "vitest";
import { OtpField, normaliseOtp } from "./OtpField";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const codeInput = () => screen.getByRole("textbox", { name: "One-time code" });

describe("normaliseOtp", () => {
  test.each([
    ["123456", "123456"],
    ["123 456", "123456"],
    ["12-34-56", "123456"],
    [" 1 2 3 4 5 6 ", "123456"],
    ["१२३", ""],
    ["12a34", "1234"],
    ["1234567890", "123456"],
  ])("%j becomes %j", (raw, expected) => {
    expect(normaliseOtp(raw, 6)).toBe(expected);
  });
});

describe("OtpField", () => {
  test("is one input for SMS autofill and the numeric keyboard", () => {
    render(<OtpField label="One-time code" />);
    expect(codeInput()).toHaveAttribute("autocomplete", "one-time-code");
    expect(codeInput()).toHaveAttribute("inputmode", "numeric");
    expect(codeInput()).not.toHaveAttribute("maxlength");
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
  });

  test.each(["123 456", "123-456", "12 34 56"])("a pasted %j becomes the six digits", async (pasted) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OtpField label="One-time code" onChange={onChange} />);
    await user.click(codeInput());
    await user.paste(pasted);
    expect(codeInput()).toHaveValue("123456");
    expect(onChange).toHaveBeenLastCalledWith("123456");
  });

  test("typing keeps digits only and stops at the configured length", async () => {
    const user = userEvent.setup();
    render(<OtpField label="One-time code" length={4} />);
    await user.tab();
    await user.keyboard("1a2-3 45");
    expect(codeInput()).toHaveValue("1234");
  });

  test("works controlled", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [code, setCode] = useState("");
      return (
        <>
          <OtpField label="One-time code" value={code} onChange={setCode} />
          <p>Entered: {code}</p>
        </>
      );
    }
    render(<Controlled />);
    await user.click(codeInput());
    await user.paste("987-654");
    expect(codeInput()).toHaveValue("987654");
    expect(screen.getByText("Entered: 987654")).toBeInTheDocument();
  });

  test("the countdown is shown below and describes the input, after the error", () => {
    render(
      <OtpField
        label="One-time code"
        errorMessage="The code is not correct"
        secondsLeft={42}
        countdownText="You can request a new code in 0:42"
      />,
    );
    expect(screen.getByText("You can request a new code in 0:42")).toBeInTheDocument();
    expect(codeInput()).toHaveAccessibleDescription(
      "The code is not correct You can request a new code in 0:42",
    );
    expect(codeInput()).toHaveAttribute("aria-invalid", "true");
  });

  test("a screen reader hears the label, the error and the countdown", async () => {
    const { container } = render(
      <OtpField
        label="एक बार का कोड"
        errorMessage="कोड सही नहीं है"
        countdownText="आप 0:42 में नया कोड मांग सकते हैं"
      />,
    );
    await virtual.start({ container });
    await readUntil("textbox");
    expect(await virtual.lastSpokenPhrase()).toBe(
      "textbox, एक बार का कोड, कोड सही नहीं है आप 0:42 में नया कोड मांग सकते हैं, invalid",
    );
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("OtpField with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "One-time code", "2 minutes left"],
    ["Hindi", "hi-IN", "एक बार का कोड", "2 मिनट बचे हैं"],
  ])("in %s the input is read with its countdown", async (_, locale, label, countdown) => {
    const log = await hear(<OtpField label={label} countdownText={countdown} secondsLeft={120} />, locale, 2);
    expect(log).toContain(`textbox, ${label}, ${countdown}`);
  });
});

describe("OtpField with the resend part", () => {
  const resend = (onResend: () => void, round = 1, waitSeconds = 31) => ({
    waitSeconds,
    round,
    countdownText: (left: number) => `You can ask for a new code in ${left} s.`,
    announce: (left: number) => `New code possible in ${left} seconds.`,
    readyText: "You can now ask for a new code.",
    buttonLabel: "Send a new code",
    onResend,
  });

  async function advanceSeconds(seconds: number) {
    for (let i = 0; i < seconds; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
  }

  test("counts down, speaks only at coarse steps, then enables the button; a new round waits again", async () => {
    vi.useFakeTimers();
    try {
      const onResend = vi.fn();
      const { rerender } = render(<OtpField label="One-time code" resend={resend(onResend)} />);
      const button = screen.getByRole("button", { name: "Send a new code" });
      expect(button).toBeDisabled();
      expect(codeInput()).toHaveAccessibleDescription("You can ask for a new code in 31 s.");
      const live = () => document.querySelector('.ui-otp-resend [aria-live="polite"]');
      await advanceSeconds(1);
      expect(live()).toHaveTextContent("New code possible in 30 seconds.");
      await advanceSeconds(5);
      expect(live()).toHaveTextContent("New code possible in 30 seconds.");
      await advanceSeconds(25);
      expect(live()).toHaveTextContent("You can now ask for a new code.");
      expect(codeInput()).toHaveAccessibleDescription("You can now ask for a new code.");
      expect(button).toBeEnabled();
      act(() => button.click());
      expect(onResend).toHaveBeenCalledOnce();
      rerender(<OtpField label="One-time code" resend={resend(onResend, 2)} />);
      expect(screen.getByRole("button", { name: "Send a new code" })).toBeDisabled();
      expect(codeInput()).toHaveAccessibleDescription("You can ask for a new code in 31 s.");
    } finally {
      vi.useRealTimers();
    }
  });

  test("with no wait the button is ready at once, in Hindi too", () => {
    render(
      <OtpField
        label="वन-टाइम कोड"
        resend={{
          ...resend(() => undefined, 1, 0),
          readyText: "अब आप नया कोड मांग सकते हैं।",
          buttonLabel: "नया कोड भेजें",
        }}
      />,
    );
    expect(screen.getByRole("button", { name: "नया कोड भेजें" })).toBeEnabled();
    expect(screen.getByRole("textbox", { name: "वन-टाइम कोड" })).toHaveAccessibleDescription(
      "अब आप नया कोड मांग सकते हैं।",
    );
  });
});
