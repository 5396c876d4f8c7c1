import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { formatInr } from "../domain/money/Money";
import { DONUT_GROUP_ID, DONUT_MAX_PARTS, DonutChart, donutParts, type DonutChartProps } from "./DonutChart";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const en: DonutChartProps = {
  title: "Expenses by category",
  description: "Rent was the largest expense in March.",
  segments: [
    { id: "rent", label: "Rent", value: 2_500_000 },
    { id: "food", label: "Groceries", value: 1_250_000 },
    { id: "bills", label: "Electricity and phone", value: 750_000 },
    { id: "fuel", label: "Fuel", value: 500_000 },
  ],
  formatValue: (paise) => formatInr(BigInt(paise), "en"),
  categoryHeader: "Category",
  valueHeader: "Amount",
  shareHeader: "Share",
  tableCaption: "Expenses in March by category",
  showTableLabel: "Show data as table",
  hideTableLabel: "Hide table",
  emptyText: "No expenses in March",
  groupLabel: (labels) => `Smaller categories: ${labels.join(", ")}`,
};

/** The 11 categories of a busy month (paise), Transfers and Health among the smallest. */
const ELEVEN = [
  ["rent", "Rent", 2_500_000],
  ["food", "Groceries", 1_250_000],
  ["bills", "Electricity and phone", 750_000],
  ["fuel", "Fuel", 500_000],
  ["shopping", "Shopping", 400_000],
  ["dining", "Dining out", 300_000],
  ["travel", "Travel", 200_000],
  ["education", "Education", 150_000],
  ["transfers", "Transfers", 100_000],
  ["health", "Health", 50_000],
  ["cash", "Cash withdrawal", 1],
].map(([id, label, value]) => ({ id: String(id), label: String(label), value: Number(value) }));

/** The drawn segments and, for each, its pattern kind and its colour class. */
function drawnStyles() {
  return Array.from(image().querySelectorAll("g[aria-hidden='true'] path")).map((segment) => {
    const pattern = image().querySelector(`pattern#${(segment.getAttribute("fill") ?? "").slice(5, -1)}`);
    return {
      pattern: pattern?.getAttribute("data-pattern"),
      colour: pattern?.querySelector("rect")?.getAttribute("class"),
    };
  });
}

const image = () =>
  screen.getByRole("img", { name: "Expenses by category Rent was the largest expense in March." });

describe("DonutChart", () => {
  test("draws a segment per category, each with a different pattern", () => {
    render(<DonutChart {...en} />);
    const segments = Array.from(image().querySelectorAll("g[aria-hidden='true'] path"));
    expect(segments).toHaveLength(4);
    const fills = segments.map((segment) => segment.getAttribute("fill"));
    expect(new Set(fills).size).toBe(4);
    const kinds = fills.map((fill) =>
      image()
        .querySelector(`pattern#${(fill ?? "").slice(5, -1)}`)
        ?.getAttribute("data-pattern"),
    );
    expect(kinds).toEqual(["solid", "hatch", "dots", "crosshatch"]);
  });

  test("11 categories: the 5 largest and the rest as one part, every part its own colour and pattern", async () => {
    const user = userEvent.setup();
    render(<DonutChart {...en} segments={ELEVEN} />);
    const styles = drawnStyles();
    expect(styles).toHaveLength(DONUT_MAX_PARTS);
    expect(new Set(styles.map((style) => style.pattern)).size).toBe(DONUT_MAX_PARTS);
    expect(new Set(styles.map((style) => style.colour)).size).toBe(DONUT_MAX_PARTS);
    const legend = within(screen.getByRole("list"))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(legend).toEqual([
      "Rent 40%",
      "Groceries 20%",
      "Electricity and phone 12%",
      "Fuel 8%",
      "Shopping 7%",
      "Smaller categories: Dining out, Travel, Education, Transfers, Health, Cash withdrawal 13%",
    ]);
    await user.click(screen.getByRole("button", { name: "Show data as table" }));
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent).join(" "))).toEqual(
      legend.map((entry, i) => {
        const [label, share] = [entry?.replace(/ \d+%$/, ""), entry?.match(/\d+%$/)?.[0]];
        const amount = [2_500_000, 1_250_000, 750_000, 500_000, 400_000, 800_001][i] ?? 0;
        return `${label} ${formatInr(BigInt(amount), "en")} ${share}`;
      }),
    );
  });

  test("never draws an empty slice: a zero is left out, a share under 1% shows as 1%", async () => {
    const user = userEvent.setup();
    render(
      <DonutChart
        {...en}
        segments={[
          { id: "rent", label: "Rent", value: 2_500_000 },
          { id: "health", label: "Health", value: 0 },
          { id: "transfers", label: "Transfers", value: 100 },
        ]}
      />,
    );
    const segments = Array.from(image().querySelectorAll("g[aria-hidden='true'] path"));
    expect(segments).toHaveLength(2);
    for (const segment of segments) expect(segment.getAttribute("d")).not.toBe("");
    const legend = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(legend.map((item) => item.textContent)).toEqual(["Rent 99%", "Transfers 1%"]);
    await user.click(screen.getByRole("button", { name: "Show data as table" }));
    expect(within(screen.getByRole("table")).queryByText("Health")).not.toBeInTheDocument();
  });

  test("donutParts: at most six parts, each with an amount and a share of at least 1%, adding up to 100%", () => {
    const label = (labels: readonly string[]) => `Other: ${labels.join(", ")}`;
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 10_000_000 }), { maxLength: 20 }), (values) => {
        const segments = values.map((value, i) => ({ id: `s${i}`, label: `S${i}`, value }));
        const parts = donutParts(segments, label);
        const positive = values.filter((value) => value > 0).length;
        expect(parts).toHaveLength(Math.min(positive, DONUT_MAX_PARTS));
        expect(new Set(parts.map((part) => part.id)).size).toBe(parts.length);
        for (const part of parts) {
          expect(part.value).toBeGreaterThan(0);
          expect(part.percent).toBeGreaterThanOrEqual(1);
        }
        if (parts.length > 0) expect(parts.reduce((sum, part) => sum + part.percent, 0)).toBe(100);
        const total = values.reduce((sum, value) => sum + value, 0);
        expect(parts.reduce((sum, part) => sum + part.value, 0)).toBe(total);
        expect(parts.some((part) => part.id === DONUT_GROUP_ID)).toBe(positive > DONUT_MAX_PARTS);
      }),
    );
  });

  test("the legend names each category with its share", () => {
    render(<DonutChart {...en} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Rent 50%",
      "Groceries 25%",
      "Electricity and phone 15%",
      "Fuel 10%",
    ]);
  });

  test("the table gives amount and share; shares add up to 100%", async () => {
    const user = userEvent.setup();
    render(
      <DonutChart
        {...en}
        segments={[1, 1, 1].map((v, i) => ({ id: `${i}`, label: `Part ${i + 1}`, value: v * 100 }))}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Show data as table" }));
    const table = screen.getByRole("table", { name: "Expenses in March by category" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ["Category", "Amount", "Share"],
      ["Part 1", "₹1.00", "34%"],
      ["Part 2", "₹1.00", "33%"],
      ["Part 3", "₹1.00", "33%"],
    ]);
  });

  test("assets and liabilities: two segments, the second hatched", () => {
    render(
      <DonutChart
        {...en}
        title="Assets and liabilities"
        description="Your assets are three times your liabilities."
        segments={[
          { id: "assets", label: "Assets", value: 30_000_000 },
          { id: "liabilities", label: "Liabilities", value: 10_000_000 },
        ]}
      />,
    );
    const img = screen.getByRole("img", {
      name: "Assets and liabilities Your assets are three times your liabilities.",
    });
    expect(img.querySelectorAll("g[aria-hidden='true'] path")).toHaveLength(2);
    expect(within(screen.getByRole("list")).getByText("75%")).toBeInTheDocument();
  });

  test("a single category fills the whole ring", () => {
    render(<DonutChart {...en} segments={[{ id: "rent", label: "Rent", value: 100 }]} />);
    expect(image().querySelector("g[aria-hidden='true'] path")?.getAttribute("d")?.match(/M /g)).toHaveLength(
      2,
    );
  });

  test("a custom percent format from the app is used", () => {
    render(<DonutChart {...en} formatPercent={(p) => `${p} Prozent`} />);
    expect(within(screen.getByRole("list")).getByText("50 Prozent")).toBeInTheDocument();
  });

  test("no segments or a zero total shows the empty text", () => {
    const { rerender } = render(<DonutChart {...en} segments={[]} />);
    expect(screen.getByText("No expenses in March")).toBeInTheDocument();
    rerender(<DonutChart {...en} segments={[{ id: "rent", label: "Rent", value: 0 }]} />);
    expect(screen.getByText("No expenses in March")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  test("a screen reader hears the Hindi title, legend and table", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <DonutChart
          {...en}
          title="श्रेणी के अनुसार ख़र्च"
          description="मार्च में किराया सबसे बड़ा ख़र्च रहा।"
          segments={[
            { id: "rent", label: "किराया", value: 2_500_000 },
            { id: "food", label: "किराने का सामान", value: 2_500_000 },
          ]}
          formatValue={(paise) => formatInr(BigInt(paise), "hi")}
          categoryHeader="श्रेणी"
          valueHeader="राशि"
          shareHeader="हिस्सा"
          tableCaption="मार्च के ख़र्च श्रेणी के अनुसार"
          showTableLabel="डेटा तालिका के रूप में दिखाएँ"
          hideTableLabel="तालिका छिपाएँ"
        />
      </LocaleProvider>,
    );
    await user.click(screen.getByRole("button", { name: "डेटा तालिका के रूप में दिखाएँ" }));
    await virtual.start({ container });
    for (let i = 0; i < 50; i++) await virtual.next();
    const log = (await virtual.spokenPhraseLog()).join(" | ");
    expect(log).toContain("heading, श्रेणी के अनुसार ख़र्च, level 3");
    expect(log).toContain("image, श्रेणी के अनुसार ख़र्च मार्च में किराया सबसे बड़ा ख़र्च रहा।");
    expect(log).toContain("किराया");
    expect(log).toContain("table, मार्च के ख़र्च श्रेणी के अनुसार");
    expect(log).toContain("columnheader, हिस्सा");
    expect(log).toContain("₹25,000.00");
    expect(log).toContain("50%");
  });
});
