import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import { ChartFrame, type ChartFrameProps } from "./ChartFrame";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const en: ChartFrameProps = {
  title: "Money in and out",
  description: "More money came in than went out in every month.",
  legendKind: "fill",
  legend: [
    { id: "in", label: "Inflow" },
    { id: "out", label: "Outflow" },
  ],
  table: {
    caption: "Money in and out by month",
    rowHeaderLabel: "Month",
    columns: [
      { id: "in", label: "Inflow" },
      { id: "out", label: "Outflow" },
    ],
    rows: [
      { id: "jan", header: "January", cells: ["₹50,000.00", "₹30,000.00"] },
      { id: "feb", header: "February", cells: ["₹42,000.00", "₹35,000.00"] },
    ],
  },
  showTableLabel: "Show data as table",
  hideTableLabel: "Hide table",
  emptyText: "No transactions in this period",
  isEmpty: false,
  renderChart: ({ fillUrl }) => ({
    height: 100,
    content: (
      <>
        <rect x="10" y="10" width="20" height="90" fill={fillUrl(0)} />
        <text x="10" y="100">
          January
        </text>
      </>
    ),
  }),
};

const hi: ChartFrameProps = {
  ...en,
  title: "आय और व्यय",
  description: "हर महीने आय व्यय से अधिक रही।",
  legend: [
    { id: "in", label: "आय" },
    { id: "out", label: "व्यय" },
  ],
  table: {
    caption: "महीनेवार आय और व्यय",
    rowHeaderLabel: "महीना",
    columns: [
      { id: "in", label: "आय" },
      { id: "out", label: "व्यय" },
    ],
    rows: [{ id: "jan", header: "जनवरी", cells: ["₹50,000.00", "₹30,000.00"] }],
  },
  showTableLabel: "डेटा तालिका के रूप में दिखाएँ",
  hideTableLabel: "तालिका छिपाएँ",
};

const toggle = (name: string) => screen.getByRole("button", { name });

describe("ChartFrame", () => {
  test("is a figure with a heading whose SVG image is named by the title and the description", () => {
    render(<ChartFrame {...en} />);
    expect(screen.getByRole("figure", { name: "Money in and out" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Money in and out" })).toBeInTheDocument();
    const image = screen.getByRole("img", {
      name: "Money in and out More money came in than went out in every month.",
    });
    expect(image.tagName.toLowerCase()).toBe("svg");
    // The drawing's text is not read twice: everything inside the image is hidden.
    expect(image.querySelector("text")?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.getByText("More money came in than went out in every month.")).toBeVisible();
  });

  test("takes the heading level from the page outline", () => {
    render(<ChartFrame {...en} headingLevel={2} />);
    expect(screen.getByRole("heading", { level: 2, name: "Money in and out" })).toBeInTheDocument();
  });

  test("the legend lists every series by name", () => {
    render(<ChartFrame {...en} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Inflow", "Outflow"]);
  });

  test("the table toggle is the first stop after the chart and shows a real table with Enter", async () => {
    const user = userEvent.setup();
    render(<ChartFrame {...en} />);
    await user.tab();
    expect(toggle("Show data as table")).toHaveFocus();
    expect(toggle("Show data as table")).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    await user.keyboard("{Enter}");
    expect(toggle("Hide table")).toHaveAttribute("aria-expanded", "true");
    const table = screen.getByRole("table", { name: "Money in and out by month" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Month", "Inflow", "Outflow"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["January", "February"]);
    expect(within(table).getByRole("cell", { name: "₹42,000.00" })).toBeInTheDocument();
    expect(toggle("Hide table")).toHaveAttribute("aria-controls", expect.stringContaining("table"));

    // A wide table scrolls inside a region named by its caption, reachable with Tab.
    await user.tab();
    expect(screen.getByRole("region", { name: "Money in and out by month" })).toHaveFocus();

    await user.tab({ shift: true });
    await user.keyboard(" ");
    expect(toggle("Show data as table")).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  test("can start with the table shown", () => {
    render(<ChartFrame {...en} defaultTableOpen />);
    expect(toggle("Hide table")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("table", { name: "Money in and out by month" })).toBeInTheDocument();
  });

  test("without data it shows the empty text instead of the chart, legend and toggle", () => {
    render(<ChartFrame {...en} isEmpty />);
    expect(screen.getByText("No transactions in this period")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Money in and out" })).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  test("a screen reader hears the title, the image, the legend and the toggle", async () => {
    const { container } = render(<ChartFrame {...en} />);
    await virtual.start({ container });
    for (let i = 0; i < 17; i++) await virtual.next();
    expect(await virtual.spokenPhraseLog()).toEqual([
      "figure, Money in and out",
      "caption",
      "heading, Money in and out, level 3",
      "paragraph",
      "More money came in than went out in every month.",
      "end of paragraph",
      "end of caption",
      "image, Money in and out More money came in than went out in every month.",
      "list",
      "listitem, level 1, position 1, set size 2",
      "Inflow",
      "end of listitem, level 1, position 1, set size 2",
      "listitem, level 1, position 2, set size 2",
      "Outflow",
      "end of listitem, level 1, position 2, set size 2",
      "end of list",
      "button, Show data as table, 1 control, not expanded",
      "end of figure, Money in and out",
    ]);
  });

  test("a screen reader hears the Hindi title, image name and toggle", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <ChartFrame {...hi} />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    for (let i = 0; i < 17; i++) await virtual.next();
    const log = await virtual.spokenPhraseLog();
    expect(log).toContain("heading, आय और व्यय, level 3");
    expect(log).toContain("image, आय और व्यय हर महीने आय व्यय से अधिक रही।");
    expect(log).toContain("button, डेटा तालिका के रूप में दिखाएँ, 1 control, not expanded");
  });

  test("a screen reader reads the Hindi table with its caption and headers once it is shown", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <ChartFrame {...hi} />
      </LocaleProvider>,
    );
    await user.click(toggle("डेटा तालिका के रूप में दिखाएँ"));
    await virtual.start({ container });
    for (let i = 0; i < 40; i++) await virtual.next();
    const log = (await virtual.spokenPhraseLog()).join(" | ");
    expect(log).toContain("button, तालिका छिपाएँ, 1 control, expanded");
    expect(log).toContain("table, महीनेवार आय और व्यय");
    expect(log).toContain("columnheader, महीना");
    expect(log).toContain("rowheader, जनवरी");
    expect(log).toContain("₹50,000.00");
  });
});
