import "./DonutChart.css";
import { useLocale } from "react-aria-components";
import { ChartFrame } from "./ChartFrame";
import { ringSegmentPath, SERIES_STYLE_COUNT, wholePercentages } from "./chartScale";

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
  /**
   * Name of the part that groups the smaller segments when there are more than the chart has
   * styles (see {@link donutParts}), given their labels, e.g. "Smaller categories: Fuel and Health".
   */
  groupLabel: (labels: readonly string[]) => string;
  /** Shown instead of the chart when there is no data (no segments or a total of zero). */
  emptyText: string;
  /** Whether the data table is shown at first; default false. */
  defaultTableOpen?: boolean;
}

/** A part the donut draws: one segment, or the smaller segments grouped. */
export interface DonutPart {
  id: string;
  label: string;
  value: number;
  /** Its whole-number share: at least 1, and all the parts' shares add up to 100. */
  percent: number;
}

/** The most parts a donut draws: one per series style, so no two share a colour or a pattern. */
export const DONUT_MAX_PARTS = SERIES_STYLE_COUNT;

/** The id of the part that groups the smaller segments. */
export const DONUT_GROUP_ID = "ui-donut-group";

/**
 * What a donut draws, largest first: every segment with an amount (a zero or negative one is
 * left out, never drawn as an empty slice). When there are more than `maxParts`, the largest
 * `maxParts - 1` are drawn and the rest are one part named by `groupLabel`. Shares are whole
 * percentages adding up to 100; a part under 1% is shown as 1% (taken from the largest part), so
 * no drawn part reads "0%".
 */
export function donutParts(
  segments: readonly DonutSegment[],
  groupLabel: (labels: readonly string[]) => string,
  maxParts: number = DONUT_MAX_PARTS,
): DonutPart[] {
  const positive = segments.filter((s) => s.value > 0).sort((a, b) => b.value - a.value);
  const kept = positive.length > maxParts ? positive.slice(0, Math.max(1, maxParts - 1)) : positive;
  const grouped = positive.slice(kept.length);
  const parts = kept.map(({ id, label, value }) => ({ id, label, value }));
  if (grouped.length > 0) {
    parts.push({
      id: DONUT_GROUP_ID,
      label: groupLabel(grouped.map((s) => s.label)),
      value: grouped.reduce((sum, s) => sum + s.value, 0),
    });
  }
  const percents = wholePercentages(parts.map((part) => part.value));
  percents.forEach((percent, i) => {
    if (percent > 0) return;
    const largest = percents.indexOf(Math.max(...percents));
    percents[largest] = (percents[largest] ?? 1) - 1;
    percents[i] = 1;
  });
  return parts.map((part, i) => ({ ...part, percent: percents[i] ?? 0 }));
}

/**
 * A donut chart (parts of a whole) as an accessible SVG image. It draws the parts of
 * {@link donutParts}: at most six, each with its own colour AND pattern, separated from its
 * neighbours by a gap in the background colour (every series colour has 3:1 against it); the
 * legend and the table list exactly the drawn parts, with shares that add up to 100%.
 */
export function DonutChart({
  segments,
  formatValue,
  formatPercent,
  categoryHeader,
  valueHeader,
  shareHeader,
  tableCaption,
  groupLabel,
  ...frame
}: DonutChartProps) {
  const { locale } = useLocale();
  const percentText =
    formatPercent ??
    ((percent: number) => new Intl.NumberFormat(locale, { style: "percent" }).format(percent / 100));
  const parts = donutParts(segments, groupLabel);
  return (
    <ChartFrame
      {...frame}
      isEmpty={parts.length === 0}
      legendKind="fill"
      legend={parts.map((part) => ({
        id: part.id,
        label: part.label,
        detail: percentText(part.percent),
      }))}
      table={{
        caption: tableCaption,
        rowHeaderLabel: categoryHeader,
        columns: [
          { id: "value", label: valueHeader },
          { id: "share", label: shareHeader },
        ],
        rows: parts.map((part) => ({
          id: part.id,
          header: part.label,
          cells: [formatValue(part.value), percentText(part.percent)],
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
          // Each part's angle is its shown share, so the drawing and the legend agree.
          content: parts.map((part, i) => {
            const sweep = (part.percent / 100) * 2 * Math.PI;
            const start = angle;
            angle += sweep;
            return (
              <path
                key={part.id}
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
