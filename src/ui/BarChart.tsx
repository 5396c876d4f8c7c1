import "./BarChart.css";
import { cartesianAxes, ChartFrame, type ChartSeries } from "./ChartFrame";
import { cartesianLayout, seriesSlot } from "./chartScale";

/** Props of {@link BarChart}. */
export interface BarChartProps {
  /** Visible title; with the description it names the chart image. */
  title: string;
  /** Visible summary of the chart in words (the main finding). */
  description: string;
  /** Level of the title in the page outline; default 3. */
  headingLevel?: 2 | 3 | 4;
  /** One bar per series in every category group (e.g. inflow and outflow). */
  series: ChartSeries[];
  /** Category labels along the bottom axis (e.g. months), one per value of each series. */
  categories: string[];
  /** Header of the table's first column, e.g. "Month". */
  categoryHeader: string;
  /** Formats a value for the table and the legend, e.g. rupees with Indian grouping. */
  formatValue: (value: number) => string;
  /** Short form for the value axis (e.g. "₹1.2L"); default `formatValue`. */
  formatAxisValue?: (value: number) => string;
  tableCaption: string;
  showTableLabel: string;
  hideTableLabel: string;
  /** Shown instead of the chart when there is no data. */
  emptyText: string;
  /** Whether the data table is shown at first; default false. */
  defaultTableOpen?: boolean;
}

/** A grouped bar chart as an accessible SVG image, with a patterned legend and a data table. */
export function BarChart({
  series,
  categories,
  categoryHeader,
  formatValue,
  formatAxisValue = formatValue,
  tableCaption,
  ...frame
}: BarChartProps) {
  const isEmpty = categories.length === 0 || series.length === 0;
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  return (
    <ChartFrame
      {...frame}
      isEmpty={isEmpty}
      legendKind="fill"
      legend={series.map((s) => ({ id: s.id, label: s.label }))}
      table={{
        caption: tableCaption,
        rowHeaderLabel: categoryHeader,
        columns: series.map((s) => ({ id: s.id, label: s.label })),
        rows: categories.map((category, i) => ({
          id: `${i}`,
          header: category,
          cells: series.map((s) => {
            const value = s.values[i];
            return value === undefined ? "" : formatValue(value);
          }),
        })),
      }}
      renderChart={({ width, fontSize, fillUrl }) => {
        const layout = cartesianLayout({ width, fontSize, categories, max, formatTick: formatAxisValue });
        const groupWidth = layout.slot * 0.76;
        const barWidth = groupWidth / series.length;
        const baseline = layout.y(0);
        return {
          height: layout.height,
          content: (
            <>
              {cartesianAxes(layout, width, categories, formatAxisValue)}
              {series.map((s, seriesIndex) => (
                <g key={s.id}>
                  {categories.map((_, i) => {
                    const value = s.values[i] ?? 0;
                    const top = layout.y(value);
                    const x = layout.x(i) - groupWidth / 2 + seriesIndex * barWidth;
                    return (
                      <rect
                        key={i}
                        className={`ui-bar ui-chart-outline-${seriesSlot(seriesIndex)}`}
                        x={x + 0.75}
                        y={top}
                        width={Math.max(1, barWidth - 1.5)}
                        height={Math.max(0, baseline - top)}
                        fill={fillUrl(seriesIndex)}
                      />
                    );
                  })}
                </g>
              ))}
            </>
          ),
        };
      }}
    />
  );
}
