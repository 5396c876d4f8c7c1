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
const DE_WORDS = "eintausendzweihundertvierunddreißig Rupien und fünfzig Paise";

const amountInput = (name = "Amount in rupees") => screen.getByRole("textbox", { name });

describe("cleanAmountText", () => {
  test.each([
    ["123456.5", "en", "123456.5"],
    ["1,23,456.50", "en", "1,23,456.50"],
    ["₹ 2 500", "en", "2500"],
    [".5", "en", ".5"],
    ["12a3", "en", "123"],
    ["१२३", "hi", "123"],
    ["₹ १,२३४.५०", "hi", "1,234.50"],
    ["1.2.3", "en", "1.2.3"],
    ["1.234", "en", "1.234"],
    ["1.234,50\u00a0₹", "de", "1.234,50"],
    ["1234567890123.45", "en", null],
    ["123456789012.45", "en", "123456789012.45"],
    ["1,234,567,890,123", "en", "1,234,567,890,123"],
    ["123.456.789.012,45", "de", "123.456.789.012,45"],
    ["123,456,789,012.45", "de", null],
  ] as const)("%j in %s becomes %j", (raw, language, expected) => {
    expect(cleanAmountText(raw, language)).toBe(expected);
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
    expect(onChange).toHaveBeenLastCalledWith(12345650n, "123456.5", null);
    await user.tab();
    expect(screen.getByRole("button", { name: "Continue" })).toHaveFocus();
    expect(amountInput()).toHaveValue("1,23,456.50");
    await user.tab({ shift: true });
    expect(amountInput()).toHaveFocus();
    expect(amountInput()).toHaveValue("123456.50");
  });

  test("keeps a third decimal and a second point but says why they do not read, and refuses a 16th character", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AmountField label="Amount in rupees" language="en" wordsLabel="In words" onChange={onChange} />);
    await user.click(amountInput());
    await user.keyboard("10.505");
    expect(amountInput()).toHaveValue("10.505");
    expect(onChange).toHaveBeenLastCalledWith(null, "10.505", "AMOUNT.TOO_MANY_DECIMALS");
    await user.keyboard("{Backspace}.");
    expect(amountInput()).toHaveValue("10.50.");
    expect(onChange).toHaveBeenLastCalledWith(null, "10.50.", "AMOUNT.SEPARATORS");
    expect(screen.queryByText(/In words/)).not.toBeInTheDocument();
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
    expect(amountInput()).toHaveValue("1,23,456.50");
    expect(onChange).toHaveBeenLastCalledWith(12345650n, "1,23,456.50", null);
  });

  test("reports null while there is no amount", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AmountField label="Amount in rupees" language="en" onChange={onChange} />);
    await user.click(amountInput());
    await user.keyboard("0");
    expect(onChange).toHaveBeenLastCalledWith(null, "0", "AMOUNT.NOT_POSITIVE");
    await user.keyboard("{Backspace}");
    expect(onChange).toHaveBeenLastCalledWith(null, "", null);
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

  test("in German reads a decimal comma, groups in threes after blur and ungroups on focus", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <LocaleProvider locale="de-DE">
        <AmountField label="Betrag in Rupien" language="de" wordsLabel="In Worten" onChange={onChange} />
        <button type="button">Weiter</button>
      </LocaleProvider>,
    );
    await user.click(amountInput("Betrag in Rupien"));
    await user.keyboard("1234,50");
    expect(onChange).toHaveBeenLastCalledWith(123450n, "1234,50", null);
    expect(amountInput("Betrag in Rupien")).toHaveAccessibleDescription(`In Worten: ${DE_WORDS}`);
    await user.tab();
    expect(amountInput("Betrag in Rupien")).toHaveValue("1.234,50");
    await user.tab({ shift: true });
    expect(amountInput("Betrag in Rupien")).toHaveValue("1234,50");
    await user.clear(amountInput("Betrag in Rupien"));
    await user.paste("1.234.567,89 ₹");
    expect(onChange).toHaveBeenLastCalledWith(123456789n, "1.234.567,89", null);
  });

  test("in German refuses 12.50 with AMOUNT.SEPARATORS and keeps the text as typed", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <AmountField label="Betrag in Rupien" language="de" wordsLabel="In Worten" onChange={onChange} />
        <button type="button">Weiter</button>
      </>,
    );
    await user.click(amountInput("Betrag in Rupien"));
    await user.keyboard("12.50");
    expect(onChange).toHaveBeenLastCalledWith(null, "12.50", "AMOUNT.SEPARATORS");
    expect(screen.queryByText(/In Worten/)).not.toBeInTheDocument();
    await user.tab();
    expect(amountInput("Betrag in Rupien")).toHaveValue("12.50");
    // Focus again: the point is not dropped as grouping, which would make 1.250 rupees of it.
    await user.tab({ shift: true });
    expect(amountInput("Betrag in Rupien")).toHaveValue("12.50");
  });

  test("in Hindi reads Devanagari digits and writes the amount with Indian grouping", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <AmountField label="राशि (रुपये में)" language="hi" onChange={onChange} />
        <button type="button">आगे बढ़ें</button>
      </>,
    );
    await user.click(amountInput("राशि (रुपये में)"));
    await user.keyboard("१२३४५६.५");
    expect(onChange).toHaveBeenLastCalledWith(12345650n, "123456.5", null);
    expect(amountInput("राशि (रुपये में)")).toHaveAccessibleDescription(HI_WORDS);
    await user.tab();
    expect(amountInput("राशि (रुपये में)")).toHaveValue("1,23,456.50");
  });

  test("a switch of the page language rewrites the amount in the new language's form", () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <AmountField label="Amount in rupees" language="en" defaultValue={123450n} onChange={onChange} />,
    );
    expect(amountInput()).toHaveValue("1,234.50");
    rerender(
      <AmountField label="Amount in rupees" language="de" defaultValue={123450n} onChange={onChange} />,
    );
    expect(amountInput()).toHaveValue("1.234,50");
    expect(amountInput()).toHaveAccessibleDescription(DE_WORDS);
    expect(onChange).toHaveBeenLastCalledWith(123450n, "1.234,50", null);
  });

  test("a switch of the page language tells the app how a text refused before reads now", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<AmountField label="Amount in rupees" language="en" onChange={onChange} />);
    await user.click(amountInput());
    await user.keyboard("12,50");
    expect(onChange).toHaveBeenLastCalledWith(null, "12,50", "AMOUNT.SEPARATORS");
    rerender(<AmountField label="Amount in rupees" language="de" onChange={onChange} />);
    expect(amountInput()).toHaveValue("12,50");
    expect(onChange).toHaveBeenLastCalledWith(1250n, "12,50", null);
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
