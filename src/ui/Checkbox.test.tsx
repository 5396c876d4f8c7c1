import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactElement } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Checkbox } from "./Checkbox";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("Checkbox", () => {
  test("is named by its children and toggled with Space", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>I accept the terms</Checkbox>);
    await user.tab();
    const box = screen.getByRole("checkbox", { name: "I accept the terms" });
    expect(box).toHaveFocus();
    await user.keyboard(" ");
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  test("works controlled", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [isSelected, setSelected] = useState(true);
      return (
        <Checkbox isSelected={isSelected} onChange={setSelected}>
          Dies ist mein sicheres Bild
        </Checkbox>
      );
    }
    render(<Controlled />);
    const box = screen.getByRole("checkbox", { name: "Dies ist mein sicheres Bild" });
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
  });

  test("an error message makes it invalid and describes it; the id is on the input", () => {
    render(
      <Checkbox
        id="terms"
        isRequired
        errorMessage="Accept the terms to continue"
        description="You can read them first"
      >
        I accept the terms
      </Checkbox>,
    );
    const box = screen.getByRole("checkbox", { name: "I accept the terms" });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toBeRequired();
    expect(box).toHaveAttribute("id", "terms");
    expect(box).toHaveAccessibleDescription("You can read them first Accept the terms to continue");
  });

  test("without an error it is valid and undescribed", () => {
    render(<Checkbox>Remember me</Checkbox>);
    const box = screen.getByRole("checkbox", { name: "Remember me" });
    expect(box).not.toHaveAttribute("aria-invalid");
    expect(box).toHaveAccessibleDescription("");
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("Checkbox with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "I accept the terms", "Read them first", "Accept the terms to continue"],
    ["Hindi", "hi-IN", "मैं शर्तें स्वीकार करता हूँ", "पहले शर्तें पढ़ें", "आगे बढ़ने के लिए शर्तें स्वीकार करें"],
  ])(
    "in %s it is read with its hint, error and state, and Space checks it",
    async (_, locale, label, hint, error) => {
      const log = await hear(
        <Checkbox description={hint} errorMessage={error}>
          {label}
        </Checkbox>,
        locale,
        1,
      );
      expect(log[0]).toBe(`checkbox, ${label}, ${hint} ${error}, not checked, invalid`);
      const user = userEvent.setup();
      await user.tab();
      await user.keyboard(" ");
      expect(screen.getByRole("checkbox", { name: label })).toBeChecked();
    },
  );
});
