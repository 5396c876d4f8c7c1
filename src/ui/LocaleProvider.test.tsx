import { render, screen } from "@testing-library/react";
import { useLocale } from "react-aria-components";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "./LocaleProvider";

function ShowLocale() {
  const { locale, direction } = useLocale();
  return (
    <p>
      {locale} {direction}
    </p>
  );
}

describe("LocaleProvider", () => {
  it.each(["en-IN", "de-DE", "hi-IN"])("gives React Aria the locale %s", (locale) => {
    render(
      <LocaleProvider locale={locale}>
        <ShowLocale />
      </LocaleProvider>,
    );
    expect(screen.getByText(`${locale} ltr`)).toBeInTheDocument();
  });
});
