import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import { Button } from "./Button";
import { LocaleProvider } from "./LocaleProvider";
import { Tooltip } from "./Tooltip";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

function Demo({ trigger = "IFSC", text = "11 characters, printed on your cheque book" }) {
  return (
    <>
      <Tooltip text={text}>
        <Button variant="quiet">{trigger}</Button>
      </Tooltip>
      <Button>Next</Button>
    </>
  );
}

describe("Tooltip", () => {
  test("shows on keyboard focus, describes the trigger, and Escape hides it", async () => {
    const user = userEvent.setup();
    render(<Demo />);
    await user.tab();
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveTextContent("11 characters, printed on your cheque book");
    const trigger = screen.getByRole("button", { name: "IFSC" });
    expect(trigger).toHaveAccessibleDescription("11 characters, printed on your cheque book");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  test("hides when focus moves on", async () => {
    const user = userEvent.setup();
    render(<Demo />);
    await user.tab();
    await screen.findByRole("tooltip");
    await user.tab();
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  });

  test("shows on hover and stays while the pointer is over the tooltip", async () => {
    const user = userEvent.setup();
    render(<Demo />);
    // React Aria shows tooltips on hover only in pointer modality (set by a pointer press).
    await user.click(document.body);
    await user.hover(screen.getByRole("button", { name: "IFSC" }));
    const tooltip = await screen.findByRole("tooltip");
    await user.unhover(screen.getByRole("button", { name: "IFSC" }));
    await user.hover(tooltip);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
  });

  test("a screen reader hears the trigger's own name and the hint in Hindi", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <Demo trigger="आईएफ़एससी" text="11 अक्षर, आपकी चेक बुक पर छपे हुए" />
      </LocaleProvider>,
    );
    await user.tab();
    await screen.findByRole("tooltip");
    await virtual.start({ container });
    expect(await virtual.lastSpokenPhrase()).toBe("button, आईएफ़एससी, 11 अक्षर, आपकी चेक बुक पर छपे हुए");
  });
});
