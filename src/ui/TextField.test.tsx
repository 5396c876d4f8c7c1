import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactElement } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { TextField } from "./TextField";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("TextField", () => {
  test("is named by its label and described by its hint", () => {
    render(<TextField label="Account number" description="12 to 16 digits" />);
    const input = screen.getByRole("textbox", { name: "Account number" });
    expect(input).toHaveAccessibleDescription("12 to 16 digits");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  test("an error message makes it invalid and is linked with aria-describedby", () => {
    render(<TextField label="IFSC" description="11 characters" errorMessage="Enter a valid IFSC" />);
    const input = screen.getByRole("textbox", { name: "IFSC" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("11 characters Enter a valid IFSC");
  });

  test("an empty error message leaves it valid", () => {
    render(<TextField label="IFSC" errorMessage="" />);
    expect(screen.getByRole("textbox", { name: "IFSC" })).not.toHaveAttribute("aria-invalid");
  });

  test("puts the id on the input so an error summary can focus it", () => {
    render(<TextField id="payee-name" label="Payee name" />);
    expect(screen.getByRole("textbox", { name: "Payee name" })).toHaveAttribute("id", "payee-name");
  });

  test("is operable with the keyboard and reports each change", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Nickname" onChange={onChange} autoComplete="nickname" name="nick" isRequired />);
    await user.tab();
    const input = screen.getByRole("textbox", { name: "Nickname" });
    expect(input).toHaveFocus();
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("autocomplete", "nickname");
    expect(input).toHaveAttribute("name", "nick");
    await user.keyboard("Rāhul");
    expect(onChange).toHaveBeenLastCalledWith("Rāhul");
  });

  test("works controlled", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState("");
      return (
        <TextField
          label="PAN"
          value={value}
          onChange={(v) => setValue(v.toUpperCase())}
          maxLength={10}
          inputMode="text"
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByRole("textbox", { name: "PAN" });
    await user.type(input, "abcde1234f");
    expect(input).toHaveValue("ABCDE1234F");
    expect(input).toHaveAttribute("maxlength", "10");
  });

  test("a disabled field is skipped by Tab", async () => {
    const user = userEvent.setup();
    render(<TextField label="Branch" isDisabled />);
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Branch" })).not.toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Branch" })).toBeDisabled();
  });

  test("forwards inputRef to the input element", () => {
    let element: HTMLInputElement | null = null;
    render(
      <TextField
        label="Email"
        type="email"
        inputRef={(el) => {
          element = el;
        }}
      />,
    );
    expect(element).toBe(screen.getByRole("textbox", { name: "Email" }));
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("TextField with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "Payee name", "As on the bank account", "Enter the payee's name"],
    ["Hindi", "hi-IN", "लाभार्थी का नाम", "जैसा बैंक खाते में है", "लाभार्थी का नाम दर्ज करें"],
  ])("in %s the field is read with its hint, error and state", async (_, locale, label, hint, error) => {
    const log = await hear(
      <TextField label={label} description={hint} errorMessage={error} isRequired />,
      locale,
      3,
    );
    expect(log).toContain(`textbox, ${label}, ${hint} ${error}, invalid, required`);
  });
});
