import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Button } from "./Button";

afterEach(cleanup);

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

  test("while pending it keeps focus, ignores presses and says it is busy", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    function Pending() {
      const [isPending, setPending] = useState(false);
      return (
        <Button
          isPending={isPending}
          pendingLabel="Processing"
          onPress={() => {
            onPress();
            setPending(true);
          }}
        >
          Pay now
        </Button>
      );
    }
    render(<Pending />);
    await user.tab();
    await user.keyboard("{Enter}");
    const button = screen.getByRole("button", { name: "Pay now Processing" });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("{Enter}");
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    // React Aria's announcer speaks the new name (with "Processing") assertively.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    const announcement = document.querySelector('[aria-live="assertive"] [aria-labelledby]');
    expect(announcement).toHaveAccessibleName("Pay now Processing");
    expect(button).toHaveFocus();
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
