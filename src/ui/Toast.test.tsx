import { virtual } from "@guidepup/virtual-screen-reader";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Button } from "./Button";
import { LocaleProvider } from "./LocaleProvider";
import { ToastProvider, useToast, type ToastContentValue, type ToastOptions } from "./Toast";

afterEach(async () => {
  await virtual.stop();
  cleanup();
  vi.useRealTimers();
});

function Adder({ toast, options }: { toast: ToastContentValue; options?: ToastOptions }) {
  const { add } = useToast();
  return <Button onPress={() => add(toast, options)}>Save payee</Button>;
}

function Demo({
  toast = { tone: "success", title: "Payee saved", description: "Asha Kumar can be paid in 30 minutes." },
  options,
  label = "Notifications",
  closeLabel = "Close notification",
}: {
  toast?: ToastContentValue;
  options?: ToastOptions;
  label?: string;
  closeLabel?: string;
}) {
  return (
    <ToastProvider label={label} closeLabel={closeLabel}>
      <Adder toast={toast} {...(options ? { options } : {})} />
    </ToastProvider>
  );
}

const addButton = () => screen.getByRole("button", { name: "Save payee" });

describe("Toast", () => {
  test("appears in a named region, as a polite status named by its title", async () => {
    const user = userEvent.setup();
    render(<Demo />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    await user.click(addButton());
    const region = screen.getByRole("region", { name: "Notifications" });
    const toast = screen.getByRole("alertdialog", { name: "Payee saved" });
    expect(region).toContainElement(toast);
    expect(toast).toHaveAccessibleDescription("Asha Kumar can be paid in 30 minutes.");
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent("Payee saved");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  test("an error toast is assertive (role alert)", async () => {
    const user = userEvent.setup();
    render(<Demo toast={{ tone: "error", title: "Payee not saved" }} />);
    await user.click(addButton());
    expect(screen.getByRole("alert")).toHaveTextContent("Payee not saved");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  test("does not close by itself", async () => {
    vi.useFakeTimers();
    function AddsOnMount() {
      const { add } = useToast();
      useEffect(() => {
        add({ tone: "info", title: "Statement ready" });
      }, [add]);
      return null;
    }
    render(
      <ToastProvider label="Notifications" closeLabel="Close notification">
        <AddsOnMount />
      </ToastProvider>,
    );
    expect(screen.getByRole("alertdialog", { name: "Statement ready" })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    });
    expect(screen.getByRole("alertdialog", { name: "Statement ready" })).toBeInTheDocument();
  });

  test("with a timeout it closes, but not while the pointer is over it", async () => {
    const user = userEvent.setup();
    render(<Demo options={{ timeout: 300 }} />);
    await user.click(addButton());
    const toast = screen.getByRole("alertdialog", { name: "Payee saved" });
    await user.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(toast).toBeInTheDocument();
    await user.unhover(toast);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  test("the close button (named by closeLabel) closes it by keyboard, and focus returns", async () => {
    const user = userEvent.setup();
    render(<Demo />);
    await user.tab();
    await user.keyboard("{Enter}");
    await user.tab();
    expect(screen.getByRole("alertdialog", { name: "Payee saved" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close notification" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(addButton()).toHaveFocus());
  });

  test("a screen reader hears the new toast politely, in Hindi", async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="hi-IN">
        <main>
          <Demo
            label="सूचनाएँ"
            closeLabel="सूचना बंद करें"
            toast={{ tone: "success", title: "लाभार्थी सहेजा गया" }}
          />
        </main>
      </LocaleProvider>,
    );
    await virtual.start({ container: document.body });
    await user.click(addButton());
    await waitFor(async () => expect(await virtual.spokenPhraseLog()).toContain("polite: लाभार्थी सहेजा गया"));
    expect(screen.getByRole("region", { name: "सूचनाएँ" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "सूचना बंद करें" })).toBeInTheDocument();
  });

  test("a screen reader hears an error toast assertively, in English", async () => {
    const user = userEvent.setup();
    render(<Demo toast={{ tone: "error", title: "Payee not saved", description: "Try again." }} />);
    await virtual.start({ container: document.body });
    await user.click(addButton());
    await waitFor(async () =>
      expect((await virtual.spokenPhraseLog()).some((p) => p.startsWith("assertive: Payee not saved"))).toBe(
        true,
      ),
    );
  });
});
