import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactElement } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Button } from "./Button";
import { Form } from "./Form";
import { TextField } from "./TextField";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("Form", () => {
  test("submits its data on Enter without reloading the page", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <>
        <h2 id="title">Sign in</h2>
        <Form onSubmit={onSubmit} aria-labelledby="title">
          <TextField label="Username" name="username" isRequired />
          <Button type="submit">Continue</Button>
        </Form>
      </>,
    );
    expect(screen.getByRole("form", { name: "Sign in" })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Username" }), "asha.k{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const data = onSubmit.mock.calls[0]![0] as FormData;
    expect(data.get("username")).toBe("asha.k");
  });

  test("required fields do not block submission with browser bubbles (the app validates)", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit}>
        <TextField label="Username" name="username" isRequired />
        <Button type="submit">Continue</Button>
      </Form>,
    );
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test("after a failed submit the error summary appears, takes focus and links to the field", async () => {
    const user = userEvent.setup();
    function SignIn() {
      const [error, setError] = useState<string | undefined>(undefined);
      return (
        <Form
          onSubmit={(data) => setError(data.get("username") ? undefined : "Enter your username")}
          {...(error
            ? {
                errorSummary: {
                  title: "There is a problem",
                  errors: [{ fieldId: "username", message: error }],
                },
              }
            : {})}
        >
          <TextField
            id="username"
            label="Username"
            name="username"
            {...(error ? { errorMessage: error } : {})}
          />
          <Button type="submit">Continue</Button>
        </Form>
      );
    }
    render(<SignIn />);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("There is a problem");
    expect(alert.parentElement).toHaveFocus();
    await user.tab();
    await user.keyboard("{Enter}");
    const input = screen.getByRole("textbox", { name: "Username" });
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription("Enter your username");
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("Form with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "Payee name"],
    ["Hindi", "hi-IN", "लाभार्थी का नाम"],
  ])("in %s it is a form with its labelled fields", async (_, locale, label) => {
    const log = await hear(
      <Form onSubmit={() => undefined}>
        <TextField label={label} />
      </Form>,
      locale,
      4,
    );
    expect(log.slice(0, 4)).toEqual(["form", label, `textbox, ${label}`, "end of form"]);
  });
});
