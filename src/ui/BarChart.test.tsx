import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import { formatInr } from "../domain/money/Money";
import { BarChart, type BarChartProps } from "./BarChart";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const rupees = (paise: number) => formatInr(BigInt(paise), "en");

const en: BarChartProps = {
  title: "Money in and out",
  description: "Outflow was higher than inflow in March.",
  series: [
    { id: "in", label: "Inflow", values: [5_000_000, 4_200_000, 3_900_000] },
    { id: "out", label: "Outflow", values: [3_000_000, 3_500_000, 12_345_678] },
  ],
  categories: ["Jan", "Feb", "Mar"],
  categoryHeader: "Month",
  formatValue: rupees,
  formatAxisValue: (paise) => `₹${paise / 100_000}k`,
  tableCaption: "Money in and out by month",
  showTableLabel: "Show data as table",
  hideTableLabel: "Hide table",
  emptyText: "No transactions in this period",
};

const image = () =>
  screen.getByRole("img", { name: "Money in and out Outflow was higher than inflow in March." });
const fills = (element: Element) =>
  Array.from(element.querySelectorAll("rect[fill^='url']"), (rect) => rect.getAttribute("fill"));

describe("BarChart", () => {
  test("draws one bar per series and month; each series has its own pattern", () => {
    render(<BarChart {...en} />);
    const bars = Array.from(image().querySelectorAll("rect[fill^='url']"));
    expect(bars).toHaveLength(6);
    const [inflow, outflow] = [new Set(fills(image()).slice(0, 3)), new Set(fills(image()).slice(3))];
    expect(inflow.size).toBe(1);
    expect(outflow.size).toBe(1);
    const [inFill] = [...inflow];
    const [outFill] = [...outflow];
    expect(inFill).not.toBe(outFill);
    const patternOf = (fill: string | undefined | null) =>
      image()
        .querySelector(`pattern#${(fill ?? "").slice(5, -1)}`)
        ?.getAttribute("data-pattern");
    expect(patternOf(inFill)).toBe("solid");
    expect(patternOf(outFill)).toBe("hatch");
  });

  test("bar heights follow the values", () => {
    render(<BarChart {...en} />);
    const heights = Array.from(image().querySelectorAll("rect[fill^='url']"), (r) =>
      Number(r.getAttribute("height")),
    );
    // Outflow in March (₹1,23,456.78) is the tallest; inflow falls month by month.
    expect(Math.max(...heights)).toBe(heights[5]);
    expect(heights[0]).toBeGreaterThan(heights[1] ?? 0);
    expect(heights[1]).toBeGreaterThan(heights[2] ?? 0);
  });

  test("the legend names each series and shows the same pattern as its bars", () => {
    render(<BarChart {...en} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Inflow", "Outflow"]);
    expect(items.map((item) => fills(item)[0])).toEqual([fills(image())[0], fills(image())[3]]);
  });

  test("the table shows every value formatted by the app, with month and series headers", async () => {
    const user = userEvent.setup();
    render(<BarChart {...en} />);
    await user.click(screen.getByRole("button", { name: "Show data as table" }));
    const table = screen.getByRole("table", { name: "Money in and out by month" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ["Month", "Inflow", "Outflow"],
      ["Jan", "₹50,000.00", "₹30,000.00"],
      ["Feb", "₹42,000.00", "₹35,000.00"],
      ["Mar", "₹39,000.00", "₹1,23,456.78"],
    ]);
    expect(within(table).getByRole("rowheader", { name: "Mar" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hide table" })).toHaveAttribute("aria-expanded", "true");
  });

  test("the value axis uses the short format", () => {
    render(<BarChart {...en} />);
    expect(within(image()).getByText("₹0k")).toBeInTheDocument();
  });

  test("at 320 px, twelve long month names are thinned out so they do not overlap", () => {
    const months = ["January", "February", "March", "April", "May", "June", "July", "August"];
    const categories = [...months, "September", "October", "November", "December"];
    render(
      <BarChart
        {...en}
        categories={categories}
        series={[{ id: "in", label: "Inflow", values: categories.map((_, i) => (i + 1) * 100_000) }]}
      />,
    );
    const drawn = categories.filter((month) => within(image()).queryByText(month));
    expect(drawn.length).toBeGreaterThan(1);
    expect(drawn.length).toBeLessThan(12);
    expect(drawn[0]).toBe("January");
  });

  test("without categories or series it shows the empty text", () => {
    const { rerender } = render(<BarChart {...en} categories={[]} />);
    expect(screen.getByText("No transactions in this period")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    rerender(<BarChart {...en} series={[]} />);
    expect(screen.getByText("No transactions in this period")).toBeInTheDocument();
  });

  test("a screen reader hears the Hindi title and the table in Hindi", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <BarChart
          {...en}
          title="आय और व्यय"
          description="मार्च में व्यय आय से अधिक रहा।"
          series={[
            { id: "in", label: "आय", values: [5_000_000, 4_200_000] },
            { id: "out", label: "व्यय", values: [3_000_000, 3_500_000] },
          ]}
          categories={["जनवरी", "फ़रवरी"]}
          categoryHeader="महीना"
          formatValue={(paise) => formatInr(BigInt(paise), "hi")}
          tableCaption="महीनेवार आय और व्यय"
          showTableLabel="डेटा तालिका के रूप में दिखाएँ"
          hideTableLabel="तालिका छिपाएँ"
        />
      </LocaleProvider>,
    );
    await user.click(screen.getByRole("button", { name: "डेटा तालिका के रूप में दिखाएँ" }));
    await virtual.start({ container });
    for (let i = 0; i < 45; i++) await virtual.next();
    const log = (await virtual.spokenPhraseLog()).join(" | ");
    expect(log).toContain("heading, आय और व्यय, level 3");
    expect(log).toContain("image, आय और व्यय मार्च में व्यय आय से अधिक रहा।");
    expect(log).toContain("table, महीनेवार आय और व्यय");
    expect(log).toContain("columnheader, व्यय");
    expect(log).toContain("rowheader, फ़रवरी");
    expect(log).toContain("₹42,000.00");
  });
});
