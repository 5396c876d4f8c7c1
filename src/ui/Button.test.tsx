import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactElement } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Button } from "./Button";
import { AnnouncerProvider } from "./LiveRegion";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("Button", () => {
  test("is pressed with Enter and Space", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Continue</Button>);
    await user.tab();
    expect(screen.getByRole("button", { name: "Continue" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  test("is a plain button by default and a submit button on request", () => {
    render(
      <>
        <Button variant="secondary">Back</Button>
        <Button type="submit">Pay</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Back" })).toHaveAttribute("type", "button");
    expect(screen.getByRole("button", { name: "Pay" })).toHaveAttribute("type", "submit");
  });

  test("while pending it keeps focus, ignores presses and says it is busy, and leaves no unnamed node behind", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    function Pending() {
      const [state, setState] = useState<"idle" | "pending" | "done">("idle");
      if (state === "done") return <p>Saved</p>;
      return (
        <form onSubmit={(event) => event.preventDefault()}>
          <Button
            type="submit"
            isPending={state === "pending"}
            pendingLabel="Processing"
            onPress={() => {
              onPress();
              setState("pending");
            }}
          >
            Pay now
          </Button>
          <Button onPress={() => setState("done")}>Finish</Button>
        </form>
      );
    }
    render(
      <AnnouncerProvider>
        <Pending />
      </AnnouncerProvider>,
    );
    await user.tab();
    await user.keyboard("{Enter}");
    const button = screen.getByRole("button", { name: "Pay now Processing" });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-disabled", "true");
    // While pending it never submits its form.
    expect(button).toHaveAttribute("type", "button");
    await user.keyboard("{Enter}");
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent("Pay now Processing");
    expect(button).toHaveFocus();
    // The work is done and the button is gone: nothing in the page is an image without a name
    // (React Aria's own pending announcement left one for seven seconds).
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(screen.getByText("Saved")).toBeInTheDocument();
    for (const node of document.querySelectorAll('[role="img"]')) expect(node).toHaveAccessibleName();
    expect(document.querySelectorAll("[aria-labelledby]")).toHaveLength(0);
  });

  test("a disabled button cannot be pressed", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Submit
      </Button>,
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("Button with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "Pay now", "Processing"],
    ["Hindi", "hi-IN", "अभी भुगतान करें", "प्रक्रिया जारी है"],
  ])(
    "in %s it is read by its name, and while pending with the pending word",
    async (_, locale, name, pending) => {
      const log = await hear(
        <>
          <Button>{name}</Button>
          <Button isPending pendingLabel={pending}>
            {name}
          </Button>
        </>,
        locale,
        3,
      );
      expect(log[0]).toBe(`button, ${name}`);
      expect(log).toContain(`button, ${name} ${pending}, disabled`);
    },
  );
});
