import "./BarChart.css";
import { cartesianAxes, ChartFrame, seriesTable, type CartesianChartProps } from "./ChartFrame";
import { cartesianLayout, seriesSlot } from "./chartScale";

/** Props of {@link BarChart}. */
export type BarChartProps = CartesianChartProps;

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
      table={seriesTable(series, categories, categoryHeader, tableCaption, formatValue)}
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
