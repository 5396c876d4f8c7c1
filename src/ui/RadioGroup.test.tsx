import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { RadioGroup } from "./RadioGroup";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const options = [
  { value: "NEFT", label: "NEFT", description: "Within a few hours" },
  { value: "RTGS", label: "RTGS", description: "₹2,00,000 or more" },
  { value: "IMPS", label: "IMPS" },
];

describe("RadioGroup", () => {
  test("is a group named by its label, with each option described", () => {
    render(<RadioGroup label="Transfer mode" options={options} />);
    expect(screen.getByRole("radiogroup", { name: "Transfer mode" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "RTGS" })).toHaveAccessibleDescription("₹2,00,000 or more");
    expect(screen.getAllByRole("radio")).toHaveLength(3);
  });

  test("arrow keys move and select, Tab leaves", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <RadioGroup label="Transfer mode" options={options} defaultValue="NEFT" onChange={onChange} />
        <button type="button">Continue</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole("radio", { name: "NEFT" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "RTGS" })).toHaveFocus();
    expect(screen.getByRole("radio", { name: "RTGS" })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith("RTGS");
    await user.tab();
    expect(screen.getByRole("button", { name: "Continue" })).toHaveFocus();
  });

  test("an error message makes the group invalid and describes it", () => {
    render(
      <RadioGroup id="mode" label="Transfer mode" options={options} errorMessage="Choose a transfer mode" />,
    );
    const group = screen.getByRole("radiogroup", { name: "Transfer mode" });
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription("Choose a transfer mode");
    expect(group).toHaveAttribute("id", "mode");
  });

  test("lays out horizontally on request", () => {
    render(
      <RadioGroup
        label="Gender"
        orientation="horizontal"
        options={[
          { value: "f", label: "Female" },
          { value: "m", label: "Male" },
        ]}
      />,
    );
    expect(screen.getByRole("radiogroup", { name: "Gender" })).toHaveAttribute(
      "aria-orientation",
      "horizontal",
    );
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("RadioGroup with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "Account type", "Choose one", "Savings", "Current"],
    ["Hindi", "hi-IN", "खाते का प्रकार", "एक चुनें", "बचत", "चालू"],
  ])(
    "in %s the group, its error and each radio are read; arrows choose",
    async (_, locale, label, error, a, b) => {
      const log = await hear(
        <RadioGroup
          label={label}
          errorMessage={error}
          options={[
            { value: "s", label: a },
            { value: "c", label: b },
          ]}
        />,
        locale,
        3,
      );
      expect(log[0]).toBe(`radiogroup, ${label}, ${error}, invalid, orientated vertically`);
      expect(log).toContain(`radio, ${a}, ${error}, not checked, position 1, set size 2`);
      const user = userEvent.setup();
      await user.tab();
      await user.keyboard("{ArrowDown}");
      expect(screen.getByRole("radio", { name: b })).toBeChecked();
    },
  );
});

describe("RadioGroup in titled sections", () => {
  const sections = [
    {
      id: "flower",
      title: "Flowers",
      options: [
        { value: "lotus", label: "Lotus", visual: <img src="data:," alt="" width={40} height={40} /> },
        { value: "rose", label: "Red rose", visual: <img src="data:," alt="" width={40} height={40} /> },
      ],
    },
    {
      id: "sport",
      title: "Sport",
      options: [{ value: "cricket", label: "Cricket bat and ball" }],
    },
  ];

  test("is one group whose sections are groups named by their titles", () => {
    render(<RadioGroup label="Secure image" sections={sections} />);
    const group = screen.getByRole("radiogroup", { name: "Secure image" });
    expect(screen.getAllByRole("radiogroup")).toHaveLength(1);
    expect(group).toContainElement(screen.getByRole("group", { name: "Sport" }));
    expect(screen.getByRole("group", { name: "Flowers" })).toContainElement(
      screen.getByRole("radio", { name: "Lotus" }),
    );
    expect(screen.getAllByRole("radio", { name: "Lotus" })).toHaveLength(1);
  });

  test("arrow keys move from one section into the next; Tab comes back to the chosen radio", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <RadioGroup label="Secure image" sections={sections} defaultValue="rose" onChange={onChange} />
        <button type="button">Continue</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole("radio", { name: "Red rose" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Cricket bat and ball" })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith("cricket");
    await user.tab();
    expect(screen.getByRole("button", { name: "Continue" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("radio", { name: "Cricket bat and ball" })).toHaveFocus();
  });

  test("clicking a choice's picture chooses it", async () => {
    const user = userEvent.setup();
    render(<RadioGroup label="Secure image" sections={sections} />);
    const pictures = within(screen.getByRole("group", { name: "Flowers" })).getAllByRole("presentation");
    await user.click(pictures[1] as HTMLElement);
    expect(screen.getByRole("radio", { name: "Red rose" })).toBeChecked();
  });
});
