import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { DigitsField } from "./DigitsField";
import { LocaleProvider } from "./LocaleProvider";
import { NumericKeypad } from "./NumericKeypad";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

function renderKeypad(overrides: { isDisabled?: boolean } = {}) {
  const handlers = { onDigit: vi.fn(), onBackspace: vi.fn(), onClear: vi.fn() };
  render(
    <NumericKeypad
      label="On-screen keypad"
      backspaceLabel="Delete last digit"
      clearLabel="Clear"
      {...handlers}
      {...overrides}
    />,
  );
  return handlers;
}

describe("NumericKeypad", () => {
  test("is a named group of twelve buttons in Tab order 1-9, clear, 0, backspace", async () => {
    const user = userEvent.setup();
    renderKeypad();
    const group = screen.getByRole("group", { name: "On-screen keypad" });
    const names = within(group)
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(names).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "Clear", "0", "Delete last digit"]);
    for (const name of ["1", "2", "3", "4", "5", "6", "7", "8", "9", "Clear", "0", "Delete last digit"]) {
      await user.tab();
      expect(screen.getByRole("button", { name })).toHaveFocus();
    }
  });

  test("Enter and Space press a key", async () => {
    const user = userEvent.setup();
    const { onDigit, onBackspace, onClear } = renderKeypad();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(onDigit).toHaveBeenLastCalledWith("1");
    await user.tab();
    await user.keyboard(" ");
    expect(onDigit).toHaveBeenLastCalledWith("2");
    screen.getByRole("button", { name: "0" }).focus();
    await user.keyboard("{Enter}");
    expect(onDigit).toHaveBeenLastCalledWith("0");
    await user.tab();
    await user.keyboard(" ");
    expect(onBackspace).toHaveBeenCalledTimes(1);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Clear" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onDigit).toHaveBeenCalledTimes(3);
  });

  test("a disabled keypad ignores presses", async () => {
    const user = userEvent.setup();
    const { onDigit } = renderKeypad({ isDisabled: true });
    await user.click(screen.getByRole("button", { name: "5" }));
    expect(screen.getByRole("button", { name: "5" })).toBeDisabled();
    expect(onDigit).not.toHaveBeenCalled();
  });

  test("types into a field that still takes typing and paste", async () => {
    const user = userEvent.setup();
    function PinEntry() {
      const [pin, setPin] = useState("");
      return (
        <>
          <DigitsField id="pin" label="PIN" length={4} value={pin} onChange={setPin} />
          <NumericKeypad
            label="On-screen keypad"
            backspaceLabel="Delete last digit"
            clearLabel="Clear"
            controls="pin"
            onDigit={(d) => setPin((p) => (p + d).slice(0, 4))}
            onBackspace={() => setPin((p) => p.slice(0, -1))}
            onClear={() => setPin("")}
          />
        </>
      );
    }
    render(<PinEntry />);
    const pin = screen.getByRole("textbox", { name: "PIN" });
    await user.click(screen.getByRole("button", { name: "7" }));
    await user.click(screen.getByRole("button", { name: "3" }));
    expect(pin).toHaveValue("73");
    await user.click(screen.getByRole("button", { name: "Delete last digit" }));
    expect(pin).toHaveValue("7");
    expect(screen.getByRole("button", { name: "7" })).toHaveAttribute("aria-controls", "pin");
    await user.click(pin);
    await user.paste("12 34");
    expect(pin).toHaveValue("7123");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(pin).toHaveValue("");
  });

  test("a screen reader hears the group and the keys in English", async () => {
    const handlers = { onDigit: vi.fn(), onBackspace: vi.fn(), onClear: vi.fn() };
    const { container } = render(
      <NumericKeypad
        label="On-screen keypad"
        backspaceLabel="Delete last digit"
        clearLabel="Clear"
        {...handlers}
      />,
    );
    await virtual.start({ container });
    expect(await virtual.lastSpokenPhrase()).toBe("group, On-screen keypad");
    expect(await readUntil("button, Delete")).toBe("button, Delete last digit");
  });

  test("a screen reader hears the group and the keys in Hindi", async () => {
    const handlers = { onDigit: vi.fn(), onBackspace: vi.fn(), onClear: vi.fn() };
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <NumericKeypad
          label="ऑन-स्क्रीन कीपैड"
          backspaceLabel="अंतिम अंक मिटाएँ"
          clearLabel="सब मिटाएँ"
          {...handlers}
        />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    expect(await virtual.lastSpokenPhrase()).toBe("group, ऑन-स्क्रीन कीपैड");
    expect(await readUntil("button, सब")).toBe("button, सब मिटाएँ");
    expect(await readUntil("button, अंतिम")).toBe("button, अंतिम अंक मिटाएँ");
    expect(screen.getByRole("button", { name: "सब मिटाएँ" })).toBeInTheDocument();
  });
});
