import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import { LocaleProvider } from "./LocaleProvider";
import { Popover, type PopoverProps } from "./Popover";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const en: PopoverProps = {
  triggerLabel: "What is an IFSC?",
  title: "IFSC",
  children: <p>The 11-character code of the payee's bank branch, e.g. SBIN0001234.</p>,
  closeLabel: "Close",
};

describe("Popover", () => {
  test("the button opens a dialog named by its title, with focus inside", async () => {
    const user = userEvent.setup();
    render(<Popover {...en} />);
    const trigger = screen.getByRole("button", { name: "What is an IFSC?" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.tab();
    await user.keyboard("{Enter}");
    const dialog = screen.getByRole("dialog", { name: "IFSC" });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  test("Escape closes it and focus returns to the button", async () => {
    const user = userEvent.setup();
    render(<Popover {...en} />);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("dialog", { name: "IFSC" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "What is an IFSC?" })).toHaveFocus());
  });

  test("the visible close button closes it", async () => {
    const user = userEvent.setup();
    render(<Popover {...en} />);
    await user.click(screen.getByRole("button", { name: "What is an IFSC?" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  test("a screen reader hears the dialog and its text in Hindi", async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="hi-IN">
        <Popover triggerLabel="आईएफ़एससी क्या है?" title="आईएफ़एससी" closeLabel="बंद करें">
          <p>प्राप्तकर्ता की बैंक शाखा का 11 अक्षरों का कोड।</p>
        </Popover>
      </LocaleProvider>,
    );
    await user.click(screen.getByRole("button", { name: "आईएफ़एससी क्या है?" }));
    await virtual.start({ container: screen.getByRole("dialog") });
    expect(await virtual.lastSpokenPhrase()).toBe("dialog, आईएफ़एससी");
    expect(await readUntil("प्राप्तकर्ता")).toBe("प्राप्तकर्ता की बैंक शाखा का 11 अक्षरों का कोड।");
    expect(await readUntil("button")).toBe("button, बंद करें");
  });
});
