import "./LineChart.css";
import { cartesianAxes, ChartFrame, type ChartSeries } from "./ChartFrame";
import { cartesianLayout, LINE_DASHES, MARKER_SHAPES, markerPath, seriesSlot } from "./chartScale";

/** Props of {@link LineChart}. */
export interface LineChartProps {
  /** Visible title; with the description it names the chart image. */
  title: string;
  /** Visible summary of the chart in words (the main finding). */
  description: string;
  /** Level of the title in the page outline; default 3. */
  headingLevel?: 2 | 3 | 4;
  /** One line per series (e.g. the balance of each account); each has its own dash and marker. */
  series: ChartSeries[];
  /** Category labels along the bottom axis (e.g. months), one per value of each series. */
  categories: string[];
  /** Header of the table's first column, e.g. "Month". */
  categoryHeader: string;
  /** Formats a value for the table, e.g. rupees with Indian grouping. */
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

/** A line chart as an accessible SVG image: dashes and marker shapes tell the lines apart. */
export function LineChart({
  series,
  categories,
  categoryHeader,
  formatValue,
  formatAxisValue = formatValue,
  tableCaption,
  ...frame
}: LineChartProps) {
  const isEmpty = categories.length === 0 || series.length === 0;
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  return (
    <ChartFrame
      {...frame}
      isEmpty={isEmpty}
      legendKind="line"
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
      renderChart={({ width, fontSize }) => {
        const layout = cartesianLayout({ width, fontSize, categories, max, formatTick: formatAxisValue });
        const markerSize = Math.max(3.5, fontSize * 0.3);
        return {
          height: layout.height,
          content: (
            <>
              {cartesianAxes(layout, width, categories, formatAxisValue)}
              {series.map((s, seriesIndex) => {
                const slot = seriesSlot(seriesIndex);
                const shape = MARKER_SHAPES[slot - 1] ?? "circle";
                const points = s.values
                  .slice(0, categories.length)
                  .map((value, i) => ({ x: layout.x(i), y: layout.y(value) }));
                return (
                  <g key={s.id}>
                    <polyline
                      className={`ui-chart-line ui-chart-stroke-${slot}`}
                      strokeDasharray={LINE_DASHES[slot - 1]}
                      points={points.map((p) => `${p.x},${p.y}`).join(" ")}
                    />
                    {points.map((p, i) => (
                      <path
                        key={i}
                        className={`ui-chart-marker ui-chart-fill-${slot}`}
                        d={markerPath(shape, p.x, p.y, markerSize)}
                      />
                    ))}
                  </g>
                );
              })}
            </>
          ),
        };
      }}
    />
  );
}
