import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { ErrorSummary } from "./ErrorSummary";
import { RadioGroup } from "./RadioGroup";
import { TextField } from "./TextField";
import { readUntil } from "./testUtils";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const errors = [
  { fieldId: "payee", message: "Enter the payee's name" },
  { fieldId: "mode", message: "Choose a transfer mode" },
];

function Page({ summaryErrors = errors, attempt }: { summaryErrors?: typeof errors; attempt?: number }) {
  return (
    <>
      <ErrorSummary
        title="There is a problem"
        errors={summaryErrors}
        {...(attempt !== undefined ? { attempt } : {})}
      />
      <TextField id="payee" label="Payee name" errorMessage="Enter the payee's name" />
      <RadioGroup
        id="mode"
        label="Transfer mode"
        errorMessage="Choose a transfer mode"
        options={[
          { value: "NEFT", label: "NEFT" },
          { value: "IMPS", label: "IMPS" },
        ]}
      />
      <button type="button">Continue</button>
    </>
  );
}

describe("ErrorSummary", () => {
  test("renders nothing without errors", () => {
    const { container } = render(<ErrorSummary title="There is a problem" errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  test("is an alert that takes focus when it appears", () => {
    render(<Page />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("There is a problem");
    expect(screen.getByRole("heading", { name: "There is a problem", level: 2 })).toBeInTheDocument();
    expect(alert.parentElement).toHaveFocus();
  });

  test("each error is a link that moves focus to its field", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    expect(screen.getByRole("link", { name: "Enter the payee's name" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("textbox", { name: "Payee name" })).toHaveFocus();
  });

  test("a link to a radio group focuses its first radio", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("link", { name: "Choose a transfer mode" }));
    expect(screen.getByRole("radio", { name: "NEFT" })).toHaveFocus();
  });

  test("a re-render with the same errors leaves focus alone; a new attempt takes it again", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page attempt={1} />);
    await user.click(screen.getByRole("textbox", { name: "Payee name" }));
    rerender(<Page attempt={1} summaryErrors={[...errors]} />);
    expect(screen.getByRole("textbox", { name: "Payee name" })).toHaveFocus();
    rerender(<Page attempt={2} summaryErrors={[...errors]} />);
    expect(screen.getByRole("alert").parentElement).toHaveFocus();
  });

  test("the same errors in another language leave focus alone (a language switch)", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page attempt={1} />);
    await user.click(screen.getByRole("textbox", { name: "Payee name" }));
    rerender(
      <Page
        attempt={1}
        summaryErrors={[
          { fieldId: "payee", message: "Geben Sie den Namen des Empfängers ein" },
          { fieldId: "mode", message: "Wählen Sie eine Überweisungsart" },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: "Geben Sie den Namen des Empfängers ein" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Payee name" })).toHaveFocus();
  });

  test("a changed list of errors takes focus again", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page />);
    await user.click(screen.getByRole("textbox", { name: "Payee name" }));
    rerender(<Page summaryErrors={[errors[1]!]} />);
    expect(screen.getByRole("alert").parentElement).toHaveFocus();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  test("a screen reader hears the title and the errors as links", async () => {
    const { container } = render(<Page />);
    await virtual.start({ container });
    await readUntil("alert");
    await readUntil("heading");
    expect(await virtual.lastSpokenPhrase()).toBe("heading, There is a problem, level 2");
    expect(await readUntil("link")).toBe("link, Enter the payee's name");
    await virtual.next();
    expect(await readUntil("link")).toBe("link, Choose a transfer mode");
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("ErrorSummary with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "There is a problem", "Enter an amount"],
    ["Hindi", "hi-IN", "कोई समस्या है", "राशि दर्ज करें"],
  ])("in %s it is an alert with a heading and a link per error", async (_, locale, title, message) => {
    const log = await hear(
      <>
        <ErrorSummary title={title} errors={[{ fieldId: "amount", message }]} />
        <TextField id="amount" label={message} />
      </>,
      locale,
      5,
    );
    expect(log.slice(0, 5)).toEqual([
      "alert",
      `heading, ${title}, level 2`,
      "list",
      "listitem, level 1, position 1, set size 1",
      `link, ${message}`,
    ]);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole("link", { name: message })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("textbox", { name: message })).toHaveFocus();
  });
});
