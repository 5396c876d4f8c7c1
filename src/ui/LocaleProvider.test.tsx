import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, within } from "@testing-library/react";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateField,
  DateInput,
  DateSegment,
  Dialog,
  Heading,
  Input,
  Label,
  Modal,
  SearchField,
  useLocale,
} from "react-aria-components";
import { StrictMode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CalendarDate } from "@internationalized/date";
import { LocaleProvider } from "./LocaleProvider";

function ShowLocale() {
  const { locale, direction } = useLocale();
  return (
    <p>
      {locale} {direction}
    </p>
  );
}

/** React Aria parts whose names come from its built-in strings, not from our props. */
function BuiltIns() {
  return (
    <>
      <SearchField defaultValue="HDFC0001234">
        <Label>IFSC</Label>
        <Input />
        <Button>×</Button>
      </SearchField>
      <Calendar aria-label="Payment date" defaultFocusedValue={new CalendarDate(2026, 11, 22)}>
        <header>
          <Button slot="previous">‹</Button>
          <Heading />
          <Button slot="next">›</Button>
        </header>
        <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
      </Calendar>
      <DateField>
        <Label>Date of birth</Label>
        <DateInput>{(segment) => <DateSegment segment={segment} />}</DateInput>
      </DateField>
    </>
  );
}

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("LocaleProvider", () => {
  it.each(["en-IN", "de-DE", "hi-IN"])("gives React Aria the locale %s", (locale) => {
    render(
      <LocaleProvider locale={locale}>
        <ShowLocale />
      </LocaleProvider>,
    );
    expect(screen.getByText(`${locale} ltr`)).toBeInTheDocument();
  });

  it("gives React Aria's built-in names in Hindi", () => {
    render(
      <LocaleProvider locale="hi-IN">
        <BuiltIns />
      </LocaleProvider>,
    );
    expect(screen.getByRole("button", { name: "खोज साफ़ करें" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "पिछला" })).toBeInTheDocument();
    // The calendar repeats "next" as a hidden button after the grid, for screen readers.
    expect(screen.getAllByRole("button", { name: "अगला" })).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /Next|Previous|Clear/ })).not.toBeInTheDocument();
    const group = screen.getByRole("group", { name: "Date of birth" });
    const day = within(group).getByRole("spinbutton", { name: /^दिन/ });
    expect(day).toHaveAttribute("aria-valuetext", "खाली");
  });

  it("switches React Aria's built-in names at run time: Hindi, German, English", () => {
    const inLocale = (locale: string) => (
      <LocaleProvider locale={locale}>
        <BuiltIns />
      </LocaleProvider>
    );
    const { rerender } = render(inLocale("hi-IN"));
    expect(screen.getByRole("button", { name: "पिछला" })).toBeInTheDocument();
    rerender(inLocale("de-DE"));
    expect(screen.getByRole("button", { name: "Zurück" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Suche zurücksetzen" })).toBeInTheDocument();
    rerender(inLocale("en-IN"));
    expect(screen.getByRole("button", { name: "Previous" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear search" })).toBeInTheDocument();
    rerender(inLocale("hi-IN"));
    expect(screen.getByRole("button", { name: "खोज साफ़ करें" })).toBeInTheDocument();
  });

  it("falls back to English after the provider unmounts and for a language without strings", () => {
    const search = (
      <SearchField defaultValue="HDFC0001234">
        <Label>IFSC</Label>
        <Input />
        <Button>×</Button>
      </SearchField>
    );
    const { unmount } = render(<LocaleProvider locale="hi-IN">{search}</LocaleProvider>);
    expect(screen.getByRole("button", { name: "खोज साफ़ करें" })).toBeInTheDocument();
    unmount();
    render(<LocaleProvider locale="fr-FR">{search}</LocaleProvider>);
    expect(screen.getByRole("button", { name: "Clear search" })).toBeInTheDocument();
  });

  it("names a dismissable modal's hidden dismiss button in Hindi", () => {
    render(
      <LocaleProvider locale="hi-IN">
        <Modal isOpen isDismissable>
          <Dialog aria-label="भुगतान की पुष्टि">पुष्टि करें</Dialog>
        </Modal>
      </LocaleProvider>,
    );
    expect(screen.getByRole("dialog", { name: "भुगतान की पुष्टि" })).toBeInTheDocument();
    // The visually hidden button after the dialog, for screen readers without an Escape key.
    expect(screen.getByRole("button", { name: "बंद करें" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
  });

  it("keeps the chosen language in StrictMode, whose effects run twice", () => {
    const inLocale = (locale: string) => (
      <StrictMode>
        <LocaleProvider locale={locale}>
          <SearchField defaultValue="HDFC0001234">
            <Label>IFSC</Label>
            <Input />
            <Button>×</Button>
          </SearchField>
        </LocaleProvider>
      </StrictMode>
    );
    const { rerender } = render(inLocale("hi-IN"));
    expect(screen.getByRole("button", { name: "खोज साफ़ करें" })).toBeInTheDocument();
    rerender(inLocale("de-DE"));
    expect(screen.getByRole("button", { name: "Suche zurücksetzen" })).toBeInTheDocument();
    rerender(inLocale("hi-IN"));
    expect(screen.getByRole("button", { name: "खोज साफ़ करें" })).toBeInTheDocument();
  });

  it("lets a screen reader hear the search field's clear button in Hindi", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <SearchField defaultValue="HDFC0001234">
          <Label>IFSC खोजें</Label>
          <Input />
          <Button>×</Button>
        </SearchField>
      </LocaleProvider>,
    );
    await virtual.start({ container });
    for (let i = 0; i < 6; i++) await virtual.next();
    expect(await virtual.spokenPhraseLog()).toContain("button, खोज साफ़ करें");
  });
});
