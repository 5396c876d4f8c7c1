import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AlertDialog, type AlertDialogProps } from "./AlertDialog";
import { Button } from "./Button";
import { LocaleProvider } from "./LocaleProvider";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

interface DemoProps extends Partial<AlertDialogProps> {
  triggerLabel?: string;
  withCancel?: boolean;
}

function Demo({ triggerLabel = "Pay now", withCancel = true, children, ...props }: DemoProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{triggerLabel}</Button>
      <Button>Other</Button>
      <AlertDialog
        isOpen={isOpen}
        title="Operation not allowed"
        primaryActionLabel="Sign out"
        onPrimaryAction={() => setOpen(false)}
        {...(withCancel ? { cancelLabel: "Stay", onCancel: () => setOpen(false) } : {})}
        tone="error"
        {...props}
      >
        {children ?? <p>Refreshing the page would end your session.</p>}
      </AlertDialog>
    </>
  );
}

const trigger = () => screen.getByRole("button", { name: "Pay now" });

describe("AlertDialog", () => {
  test("is an alertdialog named by its title and described by its message", async () => {
    const user = userEvent.setup();
    render(<Demo />);
    await user.click(trigger());
    const dialog = screen.getByRole("alertdialog", { name: "Operation not allowed" });
    expect(dialog).toHaveAccessibleDescription("Refreshing the page would end your session.");
  });

  test("focus starts on Cancel, the least destructive action", async () => {
    const user = userEvent.setup();
    render(<Demo />);
    await user.tab();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Stay" })).toHaveFocus());
    // And it stays there once React Aria's own focus handling (next animation frame) has run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("button", { name: "Stay" })).toHaveFocus();
  });

  test("without a cancel action focus starts on the primary action, also when open from the start", async () => {
    render(
      <AlertDialog isOpen title="Operation not allowed" primaryActionLabel="OK" onPrimaryAction={() => {}}>
        <p>Going back is not allowed during a transaction.</p>
      </AlertDialog>,
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "OK" })).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("button", { name: "OK" })).toHaveFocus();
  });

  test("without a cancel action focus starts on the primary action", async () => {
    const user = userEvent.setup();
    render(<Demo withCancel={false} />);
    await user.click(trigger());
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign out" })).toHaveFocus());
  });

  test("Tab and Shift+Tab stay inside", async () => {
    const user = userEvent.setup();
    render(<Demo />);
    await user.click(trigger());
    const dialog = screen.getByRole("alertdialog");
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 3; i++) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  test("Escape cancels when there is a cancel action, and focus returns to the trigger", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    function Controlled() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <Button onPress={() => setOpen(true)}>Pay now</Button>
          <AlertDialog
            isOpen={isOpen}
            title="Operation not allowed"
            primaryActionLabel="Sign out"
            onPrimaryAction={() => setOpen(false)}
            cancelLabel="Stay"
            onCancel={() => {
              onCancel();
              setOpen(false);
            }}
          >
            <p>Refreshing the page would end your session.</p>
          </AlertDialog>
        </>
      );
    }
    render(<Controlled />);
    await user.tab();
    await user.keyboard("{Enter}");
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    // React Aria restores focus on the next animation frame.
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  test("without a cancel action Escape and outside clicks do nothing; only the button closes it", async () => {
    const user = userEvent.setup();
    render(<Demo withCancel={false} />);
    await user.tab();
    await user.keyboard("{Enter}");
    const dialog = screen.getByRole("alertdialog", { name: "Operation not allowed" });
    await user.keyboard("{Escape}");
    expect(dialog).toBeInTheDocument();
    await user.click(dialog.parentElement?.parentElement as HTMLElement);
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  test("the primary action calls its handler", async () => {
    const user = userEvent.setup();
    const onPrimaryAction = vi.fn();
    render(<Demo onPrimaryAction={onPrimaryAction} />);
    await user.click(trigger());
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(onPrimaryAction).toHaveBeenCalledOnce();
  });

  test("a screen reader hears role, title and message in English", async () => {
    const user = userEvent.setup();
    render(<Demo />);
    await user.click(trigger());
    await virtual.start({ container: screen.getByRole("alertdialog") });
    expect(await virtual.lastSpokenPhrase()).toBe(
      "alertdialog, Operation not allowed, Refreshing the page would end your session.",
    );
    expect(await readUntil("heading")).toBe("heading, Operation not allowed, level 2");
    expect(await readUntil("button")).toBe("button, Sign out");
  });

  test("a screen reader hears role, title and message in Hindi", async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="hi-IN">
        <Demo
          triggerLabel="अभी भुगतान करें"
          title="यह कार्य अनुमत नहीं है"
          primaryActionLabel="साइन आउट करें"
          cancelLabel="यहीं रहें"
        >
          <p>पेज रीफ़्रेश करने से आपका सत्र समाप्त हो जाएगा।</p>
        </Demo>
      </LocaleProvider>,
    );
    await user.click(screen.getByRole("button", { name: "अभी भुगतान करें" }));
    const dialog = screen.getByRole("alertdialog", { name: "यह कार्य अनुमत नहीं है" });
    await waitFor(() => expect(screen.getByRole("button", { name: "यहीं रहें" })).toHaveFocus());
    await virtual.start({ container: dialog });
    expect(await virtual.lastSpokenPhrase()).toBe(
      "alertdialog, यह कार्य अनुमत नहीं है, पेज रीफ़्रेश करने से आपका सत्र समाप्त हो जाएगा।",
    );
    expect(await readUntil("button, य")).toBe("button, यहीं रहें");
  });
});
