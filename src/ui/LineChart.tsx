import "./LineChart.css";
import { cartesianAxes, ChartFrame, seriesTable, type CartesianChartProps } from "./ChartFrame";
import { cartesianLayout, LINE_DASHES, MARKER_SHAPES, markerPath, seriesSlot } from "./chartScale";

/** Props of {@link LineChart}. */
export type LineChartProps = CartesianChartProps;

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
      table={seriesTable(series, categories, categoryHeader, tableCaption, formatValue)}
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
