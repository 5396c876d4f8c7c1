import { virtual } from "@guidepup/virtual-screen-reader";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AmountField, cleanAmountText } from "./AmountField";
import { LocaleProvider } from "./LocaleProvider";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
  vi.useRealTimers();
});

const EN_WORDS = "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only";
const HI_WORDS = "एक लाख तेईस हज़ार चार सौ छप्पन रुपये और पचास पैसे मात्र";

const amountInput = (name = "Amount in rupees") => screen.getByRole("textbox", { name });

describe("cleanAmountText", () => {
  test.each([
    ["123456.5", "123456.5"],
    ["1,23,456.50", "123456.50"],
    ["₹ 2 500", "2500"],
    [".5", ".5"],
    ["12a3", "123"],
    ["१२३", ""],
    ["1.2.3", null],
    ["1.234", null],
    ["1234567890123.45", null],
    ["123456789012.45", "123456789012.45"],
  ])("%j becomes %j", (raw, expected) => {
    expect(cleanAmountText(raw)).toBe(expected);
  });
});

describe("AmountField", () => {
  test("shows a ₹ hidden from screen readers, takes the decimal keyboard and is named by its label", () => {
    render(<AmountField label="Amount in rupees" language="en" />);
    expect(amountInput()).toHaveAttribute("inputmode", "decimal");
    expect(amountInput()).toHaveAttribute("autocomplete", "transaction-amount");
    expect(screen.getByText("₹")).toHaveAttribute("aria-hidden", "true");
  });

  test("groups the Indian way after blur, ungroups on focus and reports paise", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <AmountField label="Amount in rupees" language="en" onChange={onChange} />
        <button type="button">Continue</button>
      </>,
    );
    await user.tab();
    await user.keyboard("123456.5");
    expect(amountInput()).toHaveValue("123456.5");
    expect(onChange).toHaveBeenLastCalledWith(12345650n, "123456.5");
    await user.tab();
    expect(screen.getByRole("button", { name: "Continue" })).toHaveFocus();
    expect(amountInput()).toHaveValue("1,23,456.50");
    await user.tab({ shift: true });
    expect(amountInput()).toHaveFocus();
    expect(amountInput()).toHaveValue("123456.50");
  });

  test("refuses a third decimal, a second point and a 16th character", async () => {
    const user = userEvent.setup();
    render(<AmountField label="Amount in rupees" language="en" />);
    await user.click(amountInput());
    await user.keyboard("10.505");
    expect(amountInput()).toHaveValue("10.50");
    await user.keyboard(".");
    expect(amountInput()).toHaveValue("10.50");
    await user.clear(amountInput());
    await user.keyboard("1234567890123456");
    expect(amountInput()).toHaveValue("123456789012345");
  });

  test("letters are dropped and a pasted grouped amount is read", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AmountField label="Amount in rupees" language="en" onChange={onChange} />);
    await user.click(amountInput());
    await user.keyboard("5a0");
    expect(amountInput()).toHaveValue("50");
    await user.clear(amountInput());
    await user.paste("₹1,23,456.50");
    expect(amountInput()).toHaveValue("123456.50");
    expect(onChange).toHaveBeenLastCalledWith(12345650n, "123456.50");
  });

  test("reports null while there is no amount", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AmountField label="Amount in rupees" language="en" onChange={onChange} />);
    await user.click(amountInput());
    await user.keyboard("0");
    expect(onChange).toHaveBeenLastCalledWith(null, "0");
    await user.keyboard("{Backspace}");
    expect(onChange).toHaveBeenLastCalledWith(null, "");
  });

  test("shows the amount in words below the field and links it as a description", async () => {
    const user = userEvent.setup();
    render(
      <AmountField
        label="Amount in rupees"
        description="Up to ₹2,00,000 a day"
        language="en"
        wordsLabel="In words"
      />,
    );
    expect(amountInput()).toHaveAccessibleDescription("Up to ₹2,00,000 a day");
    await user.click(amountInput());
    await user.keyboard("123456.5");
    expect(screen.getByText(EN_WORDS)).toBeVisible();
    expect(amountInput()).toHaveAccessibleDescription(`Up to ₹2,00,000 a day In words: ${EN_WORDS}`);
  });

  test("shows no words paragraph while there is no amount, and the words once there is one", async () => {
    const user = userEvent.setup();
    render(<AmountField label="Amount in rupees" language="en" wordsLabel="In words" />);
    expect(screen.queryByRole("paragraph")).not.toBeInTheDocument();
    await user.click(amountInput());
    await user.keyboard("0");
    expect(screen.queryByRole("paragraph")).not.toBeInTheDocument();
    await user.keyboard("{Backspace}500");
    expect(screen.getByRole("paragraph")).toHaveTextContent("In words: Rupees Five Hundred Only");
    await user.clear(amountInput());
    expect(screen.queryByRole("paragraph")).not.toBeInTheDocument();
  });

  test("writes the words in the language the app passes", () => {
    const { rerender } = render(<AmountField label="Betrag in Rupien" language="de" defaultValue={50000n} />);
    expect(screen.getByText("fünfhundert Rupien")).toBeInTheDocument();
    rerender(<AmountField label="Betrag in Rupien" language="hi" defaultValue={50000n} />);
    expect(screen.getByText("पाँच सौ रुपये मात्र")).toBeInTheDocument();
  });

  test("a disabled field keeps its amount and cannot be edited", async () => {
    const user = userEvent.setup();
    render(<AmountField label="Amount in rupees" language="en" defaultValue={1250000n} isDisabled />);
    expect(amountInput()).toBeDisabled();
    await user.type(amountInput(), "9");
    expect(amountInput()).toHaveValue("12,500.00");
  });

  test("an error is linked after the hint and the words", () => {
    render(
      <AmountField
        id="amount"
        label="Amount in rupees"
        language="en"
        defaultValue={50000n}
        errorMessage="The amount is above your daily limit"
      />,
    );
    expect(amountInput()).toHaveAttribute("id", "amount");
    expect(amountInput()).toHaveValue("500.00");
    expect(amountInput()).toHaveAttribute("aria-invalid", "true");
    expect(amountInput()).toHaveAccessibleDescription(
      "The amount is above your daily limit Rupees Five Hundred Only",
    );
  });

  test("works controlled: an amount from the app replaces the text", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [paise, setPaise] = useState<bigint | null>(250000n);
      return (
        <>
          <AmountField label="Amount in rupees" language="en" value={paise} onChange={(p) => setPaise(p)} />
          <button type="button" onClick={() => setPaise(100000000n)}>
            Pay the full balance
          </button>
          <p>Paise: {String(paise)}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(amountInput()).toHaveValue("2,500.00");
    await user.click(amountInput());
    await user.clear(amountInput());
    await user.keyboard("75.25");
    expect(screen.getByText("Paise: 7525")).toBeInTheDocument();
    expect(amountInput()).toHaveValue("75.25");
    await user.click(screen.getByRole("button", { name: "Pay the full balance" }));
    expect(amountInput()).toHaveValue("10,00,000.00");
  });

  test("announces the words once typing pauses, not on every keystroke", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { container } = render(<AmountField label="Amount in rupees" language="en" />);
    const liveRegion = container.querySelector('[aria-live="polite"]');
    await user.click(amountInput());
    await user.keyboard("1234");
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user.keyboard("56.5");
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(liveRegion).toHaveTextContent("");
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(liveRegion).toHaveTextContent(EN_WORDS);
  });

  test("leaving the field drops a pending announcement, so it does not talk over the next field", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { container } = render(
      <>
        <AmountField label="Amount in rupees" language="en" />
        <button type="button">Continue</button>
      </>,
    );
    const liveRegion = container.querySelector('[aria-live="polite"]');
    await user.click(amountInput());
    await user.keyboard("500");
    await user.tab();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(liveRegion).toHaveTextContent("");
    expect(amountInput()).toHaveAccessibleDescription("Rupees Five Hundred Only");
  });

  test("a screen reader hears the words in English", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <AmountField label="Amount in rupees" language="en" wordsLabel="In words" />,
    );
    await virtual.start({ container });
    await user.click(amountInput());
    await user.keyboard("123456.5");
    await waitFor(async () => expect(await virtual.spokenPhraseLog()).toContain(`polite: ${EN_WORDS}`), {
      timeout: 2000,
    });
    const announced = (await virtual.spokenPhraseLog()).filter((phrase) => phrase.startsWith("polite:"));
    expect(new Set(announced)).toEqual(new Set([`polite: ${EN_WORDS}`]));
    await user.tab();
    await virtual.stop();
    await virtual.start({ container });
    expect(await readUntil("textbox")).toBe(`textbox, Amount in rupees, 1,23,456.50, In words: ${EN_WORDS}`);
  });

  test("a screen reader hears the words and the error in Hindi", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <AmountField
          label="राशि (रुपये में)"
          language="hi"
          wordsLabel="शब्दों में"
          errorMessage="राशि आपकी दैनिक सीमा से अधिक है"
          announceDelay={300}
        />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    await user.click(amountInput("राशि (रुपये में)"));
    await user.keyboard("123456.5");
    await waitFor(async () => expect(await virtual.spokenPhraseLog()).toContain(`polite: ${HI_WORDS}`), {
      timeout: 2000,
    });
    await user.tab();
    expect(amountInput("राशि (रुपये में)")).toHaveValue("1,23,456.50");
    await virtual.stop();
    await virtual.start({ container });
    expect(await readUntil("textbox")).toBe(
      `textbox, राशि (रुपये में), 1,23,456.50, राशि आपकी दैनिक सीमा से अधिक है शब्दों में: ${HI_WORDS}, invalid`,
    );
  });
});
