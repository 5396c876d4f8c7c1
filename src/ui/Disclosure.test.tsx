import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Accordion, Disclosure } from "./Disclosure";
import { LocaleProvider } from "./LocaleProvider";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const trigger = (name: string) => screen.getByRole("button", { name });

describe("Disclosure", () => {
  test("the trigger is a button inside a heading of the given level, collapsed by default", () => {
    render(
      <Disclosure title="Charges" headingLevel={3}>
        <p>NEFT is free of charge.</p>
      </Disclosure>,
    );
    const heading = screen.getByRole("heading", { level: 3, name: "Charges" });
    expect(heading).toContainElement(trigger("Charges"));
    expect(trigger("Charges")).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("NEFT is free of charge.")).not.toBeVisible();
    expect(heading.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  test("Enter and Space toggle; the panel is controlled by the button", async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <Disclosure title="Charges" headingLevel={2} onExpandedChange={onExpandedChange}>
        <p>NEFT is free of charge.</p>
      </Disclosure>,
    );
    await user.tab();
    expect(trigger("Charges")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(trigger("Charges")).toHaveAttribute("aria-expanded", "true");
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
    const panelId = trigger("Charges").getAttribute("aria-controls") ?? "";
    expect(document.getElementById(panelId)).toHaveTextContent("NEFT is free of charge.");
    expect(screen.getByText("NEFT is free of charge.")).toBeVisible();
    await user.keyboard(" ");
    expect(trigger("Charges")).toHaveAttribute("aria-expanded", "false");
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);
  });

  test("defaultExpanded opens it at first", () => {
    render(
      <Disclosure title="Charges" headingLevel={2} defaultExpanded>
        <p>NEFT is free of charge.</p>
      </Disclosure>,
    );
    expect(trigger("Charges")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("NEFT is free of charge.")).toBeVisible();
  });

  test("a screen reader hears the heading, the button and its state (English)", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Disclosure title="Charges" headingLevel={3}>
        <p>NEFT is free of charge.</p>
      </Disclosure>,
    );
    await virtual.start({ container });
    expect(await readUntil("heading")).toBe("heading, Charges, level 3");
    expect(await readUntil("button")).toBe("button, Charges, 1 control, not expanded");
    await user.click(trigger("Charges"));
    await virtual.previous();
    await virtual.next();
    expect(await virtual.lastSpokenPhrase()).toBe("button, Charges, 1 control, expanded");
  });

  test("a screen reader hears the state in Hindi", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <Disclosure title="शुल्क" headingLevel={2}>
          <p>NEFT निःशुल्क है।</p>
        </Disclosure>
      </LocaleProvider>,
    );
    await virtual.start({ container });
    expect(await readUntil("button")).toBe("button, शुल्क, 1 control, not expanded");
    await user.tab();
    await user.keyboard("{Enter}");
    await virtual.previous();
    await virtual.next();
    expect(await virtual.lastSpokenPhrase()).toBe("button, शुल्क, 1 control, expanded");
    expect(screen.getByText("NEFT निःशुल्क है।")).toBeVisible();
  });
});

describe("Accordion", () => {
  function faq(props: { allowsMultipleExpanded?: boolean; onExpandedChange?: (ids: string[]) => void }) {
    return (
      <Accordion {...props}>
        <Disclosure id="neft" title="NEFT" headingLevel={2}>
          <p>Settles in half-hourly batches.</p>
        </Disclosure>
        <Disclosure id="rtgs" title="RTGS" headingLevel={2}>
          <p>For ₹2,00,000 and above.</p>
        </Disclosure>
      </Accordion>
    );
  }

  test("opening one section closes the other by default", async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(faq({ onExpandedChange }));
    await user.tab();
    await user.keyboard("{Enter}");
    expect(trigger("NEFT")).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(trigger("RTGS")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(trigger("RTGS")).toHaveAttribute("aria-expanded", "true");
    expect(trigger("NEFT")).toHaveAttribute("aria-expanded", "false");
    expect(onExpandedChange).toHaveBeenLastCalledWith(["rtgs"]);
  });

  test("allowsMultipleExpanded keeps several open", async () => {
    const user = userEvent.setup();
    render(faq({ allowsMultipleExpanded: true }));
    await user.click(trigger("NEFT"));
    await user.click(trigger("RTGS"));
    expect(trigger("NEFT")).toHaveAttribute("aria-expanded", "true");
    expect(trigger("RTGS")).toHaveAttribute("aria-expanded", "true");
  });
});
