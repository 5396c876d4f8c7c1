import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { LoadingRegion, Spinner } from "./Spinner";

afterEach(cleanup);

describe("Spinner", () => {
  test("is an indeterminate progress bar with a name", () => {
    render(<Spinner label="Kontoauszug wird geladen" />);
    const bar = screen.getByRole("progressbar", { name: "Kontoauszug wird geladen" });
    expect(bar).not.toHaveAttribute("aria-valuenow");
  });
});

describe("LoadingRegion", () => {
  test("is busy with a named spinner while loading, then shows its content", () => {
    const { rerender } = render(
      <LoadingRegion isBusy label="Loading accounts">
        <p>Savings account</p>
      </LoadingRegion>,
    );
    expect(screen.getByRole("progressbar", { name: "Loading accounts" })).toBeInTheDocument();
    expect(screen.getByText("Savings account").parentElement).toHaveAttribute("aria-busy", "true");
    rerender(
      <LoadingRegion isBusy={false} label="Loading accounts">
        <p>Savings account</p>
      </LoadingRegion>,
    );
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByText("Savings account").parentElement).toHaveAttribute("aria-busy", "false");
  });
});
