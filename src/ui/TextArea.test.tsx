import { virtual } from "@guidepup/virtual-screen-reader";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LocaleProvider } from "./LocaleProvider";
import { TextArea } from "./TextArea";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
  vi.useRealTimers();
});

const remaining = (n: number) => (n >= 0 ? `${n} characters left` : `${-n} characters too many`);

describe("TextArea", () => {
  test("is a named multi-line textbox with its hint and error linked", () => {
    render(
      <TextArea
        label="Comment"
        description="Tell us what happened"
        errorMessage="Enter a comment of at most 200 characters"
      />,
    );
    const box = screen.getByRole("textbox", { name: "Comment" });
    expect(box.tagName).toBe("TEXTAREA");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription(
      "Tell us what happened Enter a comment of at most 200 characters",
    );
  });

  test("typing and Tab: the count changes at once, no maxlength cuts a paste", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Comment" maxLength={10} remainingText={remaining} onChange={onChange} />);
    await user.tab();
    const box = screen.getByRole("textbox", { name: "Comment" });
    expect(box).toHaveFocus();
    expect(box).not.toHaveAttribute("maxlength");
    expect(box).toHaveAccessibleDescription("10 characters left");
    await user.keyboard("Card lost");
    expect(box).toHaveAccessibleDescription("1 characters left");
    await user.paste(" yesterday");
    expect(box).toHaveAccessibleDescription("9 characters too many");
    expect(onChange).toHaveBeenLastCalledWith("Card lost yesterday");
    await user.keyboard("{Enter}x");
    expect(box).toHaveValue("Card lost yesterday\nx");
  });

  test("the count is spoken only after typing pauses", async () => {
    vi.useFakeTimers();
    render(<TextArea label="Comment" maxLength={50} remainingText={remaining} announceDelay={1000} />);
    const live = () => document.querySelector('[aria-live="polite"]');
    const box = screen.getByRole("textbox", { name: "Comment" });
    fireEvent.change(box, { target: { value: "ab" } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    fireEvent.change(box, { target: { value: "abc" } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    // 1.2 s of typing with pauses shorter than the delay: nothing spoken yet.
    expect(live()).toHaveTextContent("");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(live()).toHaveTextContent("47 characters left");
  });

  test("a screen reader says name, role and count in Hindi", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <TextArea label="टिप्पणी" maxLength={200} remainingText={(n) => `${n} अक्षर शेष`} isRequired />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    const phrase = await readUntil("textbox");
    expect(phrase).toContain("टिप्पणी");
    expect(phrase).toContain("200 अक्षर शेष");
    expect(phrase).toContain("required");
  });
});
