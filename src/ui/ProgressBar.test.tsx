import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { LocaleProvider } from "./LocaleProvider";
import { ProgressBar } from "./ProgressBar";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("ProgressBar", () => {
  test("is a progressbar named by its label with its value and value text", () => {
    render(
      <ProgressBar label="Opening a deposit" value={2} minValue={1} maxValue={4} valueLabel="Step 2 of 4" />,
    );
    const bar = screen.getByRole("progressbar", { name: "Opening a deposit" });
    expect(bar).toHaveAttribute("aria-valuenow", "2");
    expect(bar).toHaveAttribute("aria-valuemin", "1");
    expect(bar).toHaveAttribute("aria-valuemax", "4");
    expect(bar).toHaveAttribute("aria-valuetext", "Step 2 of 4");
    expect(screen.getByText("Step 2 of 4")).toBeVisible();
  });

  test("without a value it is indeterminate (no aria-valuenow)", () => {
    render(<ProgressBar label="Preparing your statement" />);
    const bar = screen.getByRole("progressbar", { name: "Preparing your statement" });
    expect(bar).not.toHaveAttribute("aria-valuenow");
  });

  test("a screen reader hears the name and the value text in English", async () => {
    const { container } = render(<ProgressBar label="Upload" value={60} valueLabel="60%" />);
    await virtual.start({ container });
    expect(await readUntil("progressbar")).toBe(
      "progressbar, Upload, max value 100, min value 0, current value 60%",
    );
  });

  test("a screen reader hears the name and the value text in Hindi", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <ProgressBar label="जमा खाता खोलना" value={2} minValue={1} maxValue={4} valueLabel="4 में से चरण 2" />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    expect(await readUntil("progressbar")).toBe(
      "progressbar, जमा खाता खोलना, max value 4, min value 1, current value 4 में से चरण 2",
    );
  });
});
