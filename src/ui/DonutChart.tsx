import "./DonutChart.css";
import { useLocale } from "react-aria-components";
import { ChartFrame } from "./ChartFrame";
import { ringSegmentPath, wholePercentages } from "./chartScale";

/** One part of the whole in a {@link DonutChart}, e.g. an expense category. */
export interface DonutSegment {
  id: string;
  /** Translated name, shown in the legend and the table. */
  label: string;
  /** Non-negative amount (e.g. paise); its share of the total is the segment's size. */
  value: number;
}

/** Props of {@link DonutChart}. */
export interface DonutChartProps {
  /** Visible title; with the description it names the chart image. */
  title: string;
  /** Visible summary of the chart in words (the main finding). */
  description: string;
  /** Level of the title in the page outline; default 3. */
  headingLevel?: 2 | 3 | 4;
  segments: DonutSegment[];
  /** Formats an amount for the table, e.g. rupees with Indian grouping. */
  formatValue: (value: number) => string;
  /** Formats a whole percentage (0-100); default the locale's percent format. */
  formatPercent?: (percent: number) => string;
  /** Header of the table's first column, e.g. "Category". */
  categoryHeader: string;
  /** Header of the amount column, e.g. "Amount". */
  valueHeader: string;
  /** Header of the share column, e.g. "Share". */
  shareHeader: string;
  tableCaption: string;
  showTableLabel: string;
  hideTableLabel: string;
  /** Shown instead of the chart when there is no data (no segments or a total of zero). */
  emptyText: string;
  /** Whether the data table is shown at first; default false. */
  defaultTableOpen?: boolean;
}

/**
 * A donut chart (parts of a whole) as an accessible SVG image: every segment has its own
 * pattern, the legend and the table give each share as a percentage that adds up to 100.
 */
export function DonutChart({
  segments,
  formatValue,
  formatPercent,
  categoryHeader,
  valueHeader,
  shareHeader,
  tableCaption,
  ...frame
}: DonutChartProps) {
  const { locale } = useLocale();
  const percentText =
    formatPercent ??
    ((percent: number) => new Intl.NumberFormat(locale, { style: "percent" }).format(percent / 100));
  const total = segments.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  const percentages = wholePercentages(segments.map((s) => s.value));
  return (
    <ChartFrame
      {...frame}
      isEmpty={total <= 0}
      legendKind="fill"
      legend={segments.map((s, i) => ({
        id: s.id,
        label: s.label,
        detail: percentText(percentages[i] ?? 0),
      }))}
      table={{
        caption: tableCaption,
        rowHeaderLabel: categoryHeader,
        columns: [
          { id: "value", label: valueHeader },
          { id: "share", label: shareHeader },
        ],
        rows: segments.map((s, i) => ({
          id: s.id,
          header: s.label,
          cells: [formatValue(s.value), percentText(percentages[i] ?? 0)],
        })),
      }}
      renderChart={({ width, fontSize, fillUrl }) => {
        const size = Math.min(width, Math.max(160, fontSize * 16));
        const outer = size / 2 - 2;
        const inner = outer * 0.55;
        const cx = width / 2;
        const cy = size / 2;
        let angle = 0;
        return {
          height: size,
          content: segments.map((s, i) => {
            const sweep = (Math.max(0, s.value) / total) * 2 * Math.PI;
            const start = angle;
            angle += sweep;
            return (
              <path
                key={s.id}
                className="ui-chart-segment"
                d={ringSegmentPath(cx, cy, outer, inner, start, start + sweep)}
                fill={fillUrl(i)}
              />
            );
          }),
        };
      }}
    />
  );
}
