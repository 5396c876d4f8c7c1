import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { DigitsField, keepDigits } from "./DigitsField";
import { LocaleProvider } from "./LocaleProvider";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const accountInput = () => screen.getByRole("textbox", { name: "Account number" });

describe("keepDigits", () => {
  test.each([
    ["12a 3-4", undefined, "1234"],
    ["1234 5678", undefined, "12345678"],
    ["१२३४", undefined, ""],
    ["١٢٣ 45", undefined, "45"],
    ["+91 98765-43210", undefined, "919876543210"],
    ["12345678", 4, "1234"],
    ["12 34 56", 0, ""],
    ["", 6, ""],
  ])("%j with max %j becomes %j", (text, max, expected) => {
    expect(keepDigits(text, max)).toBe(expected);
  });
});

describe("DigitsField", () => {
  test("is a text input with the numeric keyboard and no maxlength attribute", () => {
    render(<DigitsField label="Account number" length={12} />);
    expect(accountInput()).toHaveAttribute("inputmode", "numeric");
    expect(accountInput()).not.toHaveAttribute("maxlength");
    expect(accountInput()).toHaveAttribute("spellcheck", "false");
  });

  test("typing keeps only the digits", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DigitsField label="Account number" onChange={onChange} />);
    await user.tab();
    expect(accountInput()).toHaveFocus();
    await user.keyboard("12a 3-4");
    expect(accountInput()).toHaveValue("1234");
    expect(onChange).toHaveBeenLastCalledWith("1234");
  });

  test("a pasted number with spaces is normalised before the length is applied", async () => {
    const user = userEvent.setup();
    render(<DigitsField label="Account number" length={8} />);
    await user.click(accountInput());
    await user.paste("1234 5678");
    expect(accountInput()).toHaveValue("12345678");
    await user.keyboard("9");
    expect(accountInput()).toHaveValue("12345678");
  });

  test("Devanagari digits are not kept", async () => {
    const user = userEvent.setup();
    render(<DigitsField label="Account number" />);
    await user.click(accountInput());
    await user.paste("१२३ 456");
    expect(accountInput()).toHaveValue("456");
  });

  test("maxLength limits a number whose length varies", async () => {
    const user = userEvent.setup();
    render(<DigitsField label="Account number" maxLength={5} />);
    await user.click(accountInput());
    await user.paste("00012345678");
    expect(accountInput()).toHaveValue("00012");
  });

  test("works controlled and normalises a value given by the app", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [digits, setDigits] = useState("98 76");
      return (
        <>
          <DigitsField label="Account number" value={digits} onChange={setDigits} />
          <p>Entered: {digits}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(accountInput()).toHaveValue("9876");
    await user.click(accountInput());
    await user.keyboard("5x");
    expect(screen.getByText("Entered: 98765")).toBeInTheDocument();
  });

  test("an error message makes it invalid and describes it after the hint", () => {
    render(
      <DigitsField
        id="account"
        label="Account number"
        description="9 to 18 digits"
        errorMessage="Enter the account number in digits only"
      />,
    );
    expect(accountInput()).toHaveAttribute("aria-invalid", "true");
    expect(accountInput()).toHaveAttribute("id", "account");
    expect(accountInput()).toHaveAccessibleDescription(
      "9 to 18 digits Enter the account number in digits only",
    );
  });

  test("a screen reader hears the label, the hint and the error in English", async () => {
    const { container } = render(
      <DigitsField label="Cheque number" description="6 digits" errorMessage="Enter 6 digits" length={6} />,
    );
    await virtual.start({ container });
    expect(await readUntil("textbox")).toBe("textbox, Cheque number, 6 digits Enter 6 digits, invalid");
  });

  test("a screen reader hears the label, the hint and the error in Hindi", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <DigitsField
          label="मोबाइल नंबर"
          description="10 अंक"
          errorMessage="10 अंकों का मोबाइल नंबर दर्ज करें"
          length={10}
        />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    expect(await readUntil("textbox")).toBe(
      "textbox, मोबाइल नंबर, 10 अंक 10 अंकों का मोबाइल नंबर दर्ज करें, invalid",
    );
  });
});
