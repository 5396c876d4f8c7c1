import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { CheckboxGroup } from "./CheckboxGroup";
import { ErrorSummary } from "./ErrorSummary";
import { LocaleProvider } from "./LocaleProvider";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const options = [
  { value: "sms", label: "SMS", description: "To your mobile ending 4321" },
  { value: "email", label: "E-mail" },
  { value: "push", label: "App notification" },
];

describe("CheckboxGroup", () => {
  test("is a group named by its label, described by its hint, with each option described", () => {
    render(
      <CheckboxGroup label="Alerts for transactions" description="Choose one or more" options={options} />,
    );
    const group = screen.getByRole("group", { name: "Alerts for transactions" });
    expect(group).toHaveAccessibleDescription("Choose one or more");
    expect(screen.getAllByRole("checkbox")).toHaveLength(3);
    expect(screen.getByRole("checkbox", { name: "SMS" })).toHaveAccessibleDescription(
      "To your mobile ending 4321 Choose one or more",
    );
  });

  test("Tab moves between the boxes and Space toggles one", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CheckboxGroup label="Alerts for transactions" options={options} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole("checkbox", { name: "SMS" })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByRole("checkbox", { name: "SMS" })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(["sms"]);
    await user.tab();
    expect(screen.getByRole("checkbox", { name: "E-mail" })).toHaveFocus();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(["sms", "email"]);
    await user.tab({ shift: true });
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(["email"]);
  });

  test("works controlled", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [channels, setChannels] = useState<string[]>(["push"]);
      return (
        <>
          <CheckboxGroup
            label="Alerts for transactions"
            options={options}
            value={channels}
            onChange={setChannels}
          />
          <p>Chosen: {channels.join(", ")}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole("checkbox", { name: "App notification" })).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "E-mail" }));
    expect(screen.getByText("Chosen: push, email")).toBeInTheDocument();
  });

  test("a disabled group and a disabled option cannot be changed", async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <CheckboxGroup
        label="Alerts for transactions"
        options={[...options, { value: "post", label: "Letter", isDisabled: true }]}
      />,
    );
    expect(screen.getByRole("checkbox", { name: "Letter" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "SMS" })).toBeEnabled();
    rerender(<CheckboxGroup label="Alerts for transactions" options={options} isDisabled />);
    await user.click(screen.getByRole("checkbox", { name: "SMS" }));
    expect(screen.getByRole("checkbox", { name: "SMS" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "SMS" })).toBeDisabled();
  });

  test("lays out horizontally on request", () => {
    render(<CheckboxGroup label="Statement formats" orientation="horizontal" options={options} />);
    expect(screen.getByRole("group", { name: "Statement formats" })).toHaveClass(
      "ui-checkbox-group--horizontal",
    );
  });

  test("an error makes it invalid, is linked, and the id lands on the first box for the error summary", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ErrorSummary
          title="There is a problem"
          errors={[{ fieldId: "alert-channels", message: "Choose at least one way to get alerts" }]}
        />
        <CheckboxGroup
          id="alert-channels"
          label="Alerts for transactions"
          options={options}
          errorMessage="Choose at least one way to get alerts"
          isRequired
        />
      </>,
    );
    const group = screen.getByRole("group", { name: "Alerts for transactions" });
    expect(group).toHaveAccessibleDescription("Choose at least one way to get alerts");
    const first = screen.getByRole("checkbox", { name: "SMS" });
    expect(first).toHaveAttribute("id", "alert-channels");
    expect(first).toHaveAttribute("aria-invalid", "true");
    expect(first).toHaveAccessibleDescription(
      "To your mobile ending 4321 Choose at least one way to get alerts",
    );
    await user.click(screen.getByRole("link", { name: "Choose at least one way to get alerts" }));
    expect(first).toHaveFocus();
  });

  test("a screen reader hears the group name, the error and each box in English", async () => {
    const { container } = render(
      <CheckboxGroup
        label="Alerts for transactions"
        options={options}
        defaultValue={["email"]}
        errorMessage="Choose at least one way to get alerts"
      />,
    );
    await virtual.start({ container });
    expect(await virtual.lastSpokenPhrase()).toBe(
      "group, Alerts for transactions, Choose at least one way to get alerts",
    );
    expect(await readUntil("checkbox, SMS")).toBe(
      "checkbox, SMS, To your mobile ending 4321 Choose at least one way to get alerts, not checked, invalid",
    );
    expect(await readUntil("checkbox, E-mail")).toBe(
      "checkbox, E-mail, Choose at least one way to get alerts, checked, invalid",
    );
  });

  test("a screen reader hears the group name and the boxes in Hindi", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <CheckboxGroup
          label="लेन-देन के अलर्ट"
          description="एक या अधिक चुनें"
          options={[
            { value: "sms", label: "एसएमएस" },
            { value: "email", label: "ई-मेल" },
          ]}
          defaultValue={["sms"]}
        />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    expect(await virtual.lastSpokenPhrase()).toBe("group, लेन-देन के अलर्ट, एक या अधिक चुनें");
    expect(await readUntil("checkbox, एसएमएस")).toBe("checkbox, एसएमएस, एक या अधिक चुनें, checked");
    expect(await readUntil("checkbox, ई-मेल")).toBe("checkbox, ई-मेल, एक या अधिक चुनें, not checked");
  });
});
