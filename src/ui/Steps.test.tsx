import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { LocaleProvider } from "./LocaleProvider";
import { Steps, type StepsProps } from "./Steps";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const en: StepsProps = {
  label: "Progress",
  steps: [
    { id: "form", label: "Details" },
    { id: "confirm", label: "Confirm" },
    { id: "otp", label: "One-time code" },
    { id: "done", label: "Done" },
  ],
  currentStep: "confirm",
  completedLabel: "Completed",
  currentLabel: "Current step",
  upcomingLabel: "Not started",
};

describe("Steps", () => {
  test("is a named group holding an ordered list; each step's state is in its text", () => {
    render(<Steps {...en} />);
    const group = screen.getByRole("group", { name: "Progress" });
    const items = within(within(group).getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Completed: Details",
      "2Current step: Confirm",
      "3Not started: One-time code",
      "4Not started: Done",
    ]);
  });

  test("only the current step has aria-current=step", () => {
    render(<Steps {...en} currentStep="otp" />);
    const current = screen.getAllByRole("listitem").filter((item) => item.hasAttribute("aria-current"));
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute("aria-current", "step");
    expect(current[0]).toHaveTextContent("Current step: One-time code");
  });

  test("at the last step every earlier step is completed", () => {
    render(<Steps {...en} currentStep="done" />);
    const texts = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(texts.slice(0, 3).every((text) => text?.startsWith("Completed: "))).toBe(true);
  });

  test("a screen reader hears the current step in English", async () => {
    const { container } = render(<Steps {...en} />);
    await virtual.start({ container });
    expect(await virtual.lastSpokenPhrase()).toBe("group, Progress");
    expect(await readUntil("listitem, level 1, current")).toBe(
      "listitem, level 1, current step, position 2, set size 4",
    );
    await virtual.next();
    expect(await virtual.lastSpokenPhrase()).toBe("Current step:");
    await virtual.next();
    expect(await virtual.lastSpokenPhrase()).toBe("Confirm");
  });

  test("a screen reader hears the current step in Hindi", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <Steps
          label="प्रगति"
          steps={[
            { id: "form", label: "विवरण" },
            { id: "confirm", label: "पुष्टि करें" },
            { id: "otp", label: "ओटीपी" },
          ]}
          currentStep="otp"
          completedLabel="पूर्ण"
          currentLabel="वर्तमान चरण"
          upcomingLabel="शेष"
        />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    expect(await virtual.lastSpokenPhrase()).toBe("group, प्रगति");
    expect(await readUntil("पूर्ण")).toBe("पूर्ण:");
    await virtual.next();
    expect(await virtual.lastSpokenPhrase()).toBe("विवरण");
    expect(await readUntil("listitem, level 1, current")).toBe(
      "listitem, level 1, current step, position 3, set size 3",
    );
    await virtual.next();
    expect(await virtual.lastSpokenPhrase()).toBe("वर्तमान चरण:");
    await virtual.next();
    expect(await virtual.lastSpokenPhrase()).toBe("ओटीपी");
  });
});
