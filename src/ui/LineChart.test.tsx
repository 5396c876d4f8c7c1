import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import { formatInr } from "../domain/money/Money";
import { LineChart, type LineChartProps } from "./LineChart";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const months = ["Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb", "Mar"];

const en: LineChartProps = {
  title: "Balance over the year",
  description: "The savings balance grew from ₹1.2 lakh to ₹2.1 lakh.",
  series: [
    {
      id: "savings",
      label: "Savings account",
      values: months.map((_, i) => 12_000_000 + i * 800_000),
    },
    {
      id: "current",
      label: "Current account",
      values: months.map((_, i) => 5_000_000 + (i % 3) * 1_000_000),
    },
  ],
  categories: months,
  categoryHeader: "Month",
  formatValue: (paise) => formatInr(BigInt(paise), "en"),
  formatAxisValue: (paise) => `₹${paise / 10_000_000}L`,
  tableCaption: "Month-end balance",
  showTableLabel: "Show data as table",
  hideTableLabel: "Hide table",
  emptyText: "No balance history yet",
};

const image = () =>
  screen.getByRole("img", {
    name: "Balance over the year The savings balance grew from ₹1.2 lakh to ₹2.1 lakh.",
  });

describe("LineChart", () => {
  test("draws a line per series with its own dash pattern and marker shape", () => {
    render(<LineChart {...en} />);
    const lines = Array.from(image().querySelectorAll("polyline"));
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.getAttribute("stroke-dasharray"))).toEqual(["none", "8 4"]);
    expect(lines.map((line) => line.getAttribute("points")?.split(" ").length)).toEqual([12, 12]);
    // One marker per month and series; the two series' markers have different outlines.
    const markers = Array.from(image().querySelectorAll("g[aria-hidden='true'] path"));
    expect(markers).toHaveLength(24);
    const shapeOf = (d: string | null) => (d ?? "").replace(/-?[\d.]+/g, "#");
    expect(shapeOf(markers[0]!.getAttribute("d"))).not.toBe(shapeOf(markers[12]!.getAttribute("d")));
  });

  test("the legend names each series with the same dash and marker as its line", () => {
    render(<LineChart {...en} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Savings account", "Current account"]);
    expect(items.map((item) => item.querySelector("line")?.getAttribute("stroke-dasharray"))).toEqual([
      "none",
      "8 4",
    ]);
  });

  test("a higher balance is drawn higher", () => {
    render(<LineChart {...en} />);
    const ys = (image().querySelector("polyline")?.getAttribute("points") ?? "")
      .split(" ")
      .map((point) => Number(point.split(",")[1]));
    expect(ys[11]).toBeLessThan(ys[0] ?? 0);
  });

  test("at 320 px not all twelve month labels are drawn, but all are in the table", async () => {
    const user = userEvent.setup();
    render(<LineChart {...en} />);
    const drawn = months.filter((month) => within(image()).queryByText(month));
    expect(drawn.length).toBeLessThan(12);
    expect(drawn).toContain("Apr");
    await user.click(screen.getByRole("button", { name: "Show data as table" }));
    const table = screen.getByRole("table", { name: "Month-end balance" });
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(months);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Month", "Savings account", "Current account"]);
    expect(within(table).getByRole("cell", { name: "₹2,08,000.00" })).toBeInTheDocument();
  });

  test("Enter on the toggle shows and hides the table", async () => {
    const user = userEvent.setup();
    render(<LineChart {...en} />);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Hide table" })).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Show data as table" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("without data it shows the empty text", () => {
    render(<LineChart {...en} series={[]} />);
    expect(screen.getByText("No balance history yet")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  test("a screen reader hears the Hindi title and legend", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <LineChart
          {...en}
          title="वर्ष भर का शेष"
          description="बचत खाते का शेष ₹1.2 लाख से बढ़कर ₹2.1 लाख हुआ।"
          series={[{ id: "savings", label: "बचत खाता", values: [12_000_000, 21_000_000] }]}
          categories={["अप्रैल", "मार्च"]}
          showTableLabel="डेटा तालिका के रूप में दिखाएँ"
        />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    for (let i = 0; i < 14; i++) await virtual.next();
    const log = await virtual.spokenPhraseLog();
    expect(log).toContain("heading, वर्ष भर का शेष, level 3");
    expect(log).toContain("image, वर्ष भर का शेष बचत खाते का शेष ₹1.2 लाख से बढ़कर ₹2.1 लाख हुआ।");
    expect(log).toContain("बचत खाता");
    expect(log).toContain("button, डेटा तालिका के रूप में दिखाएँ, 1 control, not expanded");
  });
});
