import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LocaleProvider } from "./LocaleProvider";
import { Switch } from "./Switch";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("Switch", () => {
  test("is a switch named by its label prop, off by default, described by its hint", () => {
    render(<Switch label="Show recent transactions" description="On the dashboard" />);
    const control = screen.getByRole("switch", { name: "Show recent transactions" });
    expect(control).not.toBeChecked();
    expect(control).toHaveAccessibleDescription("On the dashboard");
  });

  test("takes its label as children too, and the id lands on the input", () => {
    render(
      <Switch id="widget-fd" defaultSelected>
        Show fixed deposits
      </Switch>,
    );
    const control = screen.getByRole("switch", { name: "Show fixed deposits" });
    expect(control).toBeChecked();
    expect(control).toHaveAttribute("id", "widget-fd");
  });

  test("Space toggles it from the keyboard", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch label="Show recent transactions" onChange={onChange} />);
    await user.tab();
    const control = screen.getByRole("switch", { name: "Show recent transactions" });
    expect(control).toHaveFocus();
    await user.keyboard(" ");
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(" ");
    expect(control).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  test("a disabled switch cannot be toggled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch label="Show loans" isDisabled onChange={onChange} />);
    const control = screen.getByRole("switch", { name: "Show loans" });
    expect(control).toBeDisabled();
    await user.click(control);
    expect(onChange).not.toHaveBeenCalled();
  });

  test("a screen reader hears the name, the hint and the on and off states in English", async () => {
    const { container } = render(
      <>
        <Switch label="Show recent transactions" description="On the dashboard" />
        <Switch label="Show fixed deposits" defaultSelected />
      </>,
    );
    await virtual.start({ container });
    expect(await readUntil("switch")).toBe("switch, Show recent transactions, On the dashboard, not checked");
    await virtual.next();
    expect(await readUntil("switch")).toBe("switch, Show fixed deposits, checked");
  });

  test("a screen reader hears the name and the state in Hindi", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <Switch label="हाल के लेन-देन दिखाएँ" description="डैशबोर्ड पर" defaultSelected />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    expect(await readUntil("switch")).toBe("switch, हाल के लेन-देन दिखाएँ, डैशबोर्ड पर, checked");
  });
});
