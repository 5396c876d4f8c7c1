import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { Button } from "./Button";
import { Dialog, type DialogProps } from "./Dialog";
import { LocaleProvider } from "./LocaleProvider";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

function WithTrigger(props: Partial<DialogProps>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Delete beneficiary</Button>
      <Dialog
        title="Delete this beneficiary?"
        isOpen={isOpen}
        onOpenChange={setOpen}
        actions={
          <>
            <Button onPress={() => setOpen(false)}>Delete</Button>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Cancel
            </Button>
          </>
        }
        {...props}
      >
        <p>Asha Kumar will be removed.</p>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  test("is named by its title; focus goes in and returns to the trigger", async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    await user.tab();
    await user.keyboard("{Enter}");
    const dialog = screen.getByRole("dialog", { name: "Delete this beneficiary?" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(screen.getByRole("button", { name: "Delete" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // React Aria restores focus on the next animation frame.
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete beneficiary" })).toHaveFocus());
  });

  test("keeps Tab inside while open", async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    await user.click(screen.getByRole("button", { name: "Delete beneficiary" }));
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(screen.getByRole("dialog")).toContainElement(document.activeElement as HTMLElement);
    }
  });

  test("Escape closes an ordinary dialog", async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    await user.click(screen.getByRole("button", { name: "Delete beneficiary" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // React Aria restores focus on the next animation frame.
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete beneficiary" })).toHaveFocus());
  });

  test("the service-response variant ignores Escape and outside clicks", async () => {
    const user = userEvent.setup();
    render(
      <WithTrigger
        role="alertdialog"
        isDismissable={false}
        isKeyboardDismissDisabled
        title="Service unavailable"
      />,
    );
    await user.click(screen.getByRole("button", { name: "Delete beneficiary" }));
    await user.keyboard("{Escape}");
    const dialog = screen.getByRole("alertdialog", { name: "Service unavailable" });
    await user.click(document.body);
    expect(dialog).toBeInTheDocument();
  });

  test("a dismissable dialog closes on a click outside, and has no untranslated hidden button", async () => {
    const user = userEvent.setup();
    render(<WithTrigger isDismissable />);
    await user.click(screen.getByRole("button", { name: "Delete beneficiary" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this beneficiary?" });
    expect(screen.queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
    await user.click(dialog);
    expect(dialog).toBeInTheDocument();
    // The backdrop around the modal box (overlay > modal > dialog) stands for "outside".
    await user.click(dialog.parentElement?.parentElement as HTMLElement);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  test("an ordinary dialog is named but not described by its body", async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    await user.click(screen.getByRole("button", { name: "Delete beneficiary" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this beneficiary?" });
    expect(dialog).not.toHaveAttribute("aria-describedby");
  });

  test("the service-response dialog in Hindi: spoken with its message, only OK closes it", async () => {
    const user = userEvent.setup();
    function Service() {
      const [isOpen, setOpen] = useState(true);
      return isOpen ? (
        <LocaleProvider locale="hi-IN">
          <Dialog
            title="सेवा अस्थायी रूप से उपलब्ध नहीं है"
            isOpen
            role="alertdialog"
            isDismissable={false}
            isKeyboardDismissDisabled
            tone="error"
            actions={<Button onPress={() => setOpen(false)}>ठीक है</Button>}
          >
            <p>कृपया कुछ मिनट बाद पुनः प्रयास करें।</p>
          </Dialog>
        </LocaleProvider>
      ) : (
        <p>बंद</p>
      );
    }
    render(<Service />);
    const dialog = screen.getByRole("alertdialog", { name: "सेवा अस्थायी रूप से उपलब्ध नहीं है" });
    await virtual.start({ container: dialog });
    expect(await virtual.lastSpokenPhrase()).toBe(
      "alertdialog, सेवा अस्थायी रूप से उपलब्ध नहीं है, कृपया कुछ मिनट बाद पुनः प्रयास करें।",
    );
    // Stop before the dialog (the reader's container) leaves the document.
    await virtual.stop();
    await user.keyboard("{Escape}");
    await user.click(dialog.parentElement?.parentElement as HTMLElement);
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "ठीक है" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  test("a screen reader hears the dialog's role, name and content", async () => {
    const user = userEvent.setup();
    render(<WithTrigger role="alertdialog" title="Ihre Sitzung läuft bald ab" />);
    await user.click(screen.getByRole("button", { name: "Delete beneficiary" }));
    await virtual.start({ container: screen.getByRole("alertdialog") });
    // An alertdialog is described by its body, so the message is read with the title.
    expect(await virtual.lastSpokenPhrase()).toBe(
      "alertdialog, Ihre Sitzung läuft bald ab, Asha Kumar will be removed.",
    );
    expect(await readUntil("heading")).toBe("heading, Ihre Sitzung läuft bald ab, level 2");
    await readUntil("Asha");
    expect(await readUntil("button")).toBe("button, Delete");
  });
});
