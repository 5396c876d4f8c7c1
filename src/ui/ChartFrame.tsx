import "./ChartFrame.css";
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "./Button";
import {
  estimateTextWidth,
  FILL_PATTERNS,
  LINE_DASHES,
  MARKER_SHAPES,
  markerPath,
  seriesSlot,
  type CartesianLayout,
  type FillPattern,
} from "./chartScale";

/** A data series of a bar or line chart: one value per category (numbers, e.g. paise). */
export interface ChartSeries {
  id: string;
  /** Translated name, shown in the legend and as a table column header. */
  label: string;
  values: number[];
}

/**
 * Draws the gridlines, the value axis with its tick labels and the category labels (every
 * `layout.step`-th, kept inside the chart) of a bar or line chart. Part of the hidden SVG.
 */
export function cartesianAxes(
  layout: CartesianLayout,
  width: number,
  categories: readonly string[],
  formatTick: (value: number) => string,
): ReactNode {
  const { left, top, plotWidth, plotHeight, ticks, step, fontSize } = layout;
  const baseline = top + plotHeight;
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            className={tick === 0 ? "ui-chart-axis" : "ui-chart-grid"}
            x1={left}
            x2={left + plotWidth}
            y1={layout.y(tick)}
            y2={layout.y(tick)}
          />
          <text x={left - fontSize / 2} y={layout.y(tick)} dy="0.35em" textAnchor="end">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      <line className="ui-chart-axis" x1={left} x2={left} y1={top} y2={baseline} />
      {categories.map((category, i) => {
        if (i % step !== 0) return null;
        const half = estimateTextWidth(category, fontSize) / 2;
        const x = Math.min(Math.max(layout.x(i), half), width - half);
        return (
          <text key={`${i}-${category}`} x={x} y={baseline + fontSize * 1.4} textAnchor="middle">
            {category}
          </text>
        );
      })}
    </>
  );
}

/** Width (user units = CSS px) and text size the chart is drawn for, and its pattern ids. */
export interface ChartLayout {
  /** Width of the container in CSS px; the SVG's viewBox has this width, so text keeps its size. */
  width: number;
  /** Font size of the chart's text in CSS px (follows the user's text size). */
  fontSize: number;
  /** `url(#...)` of the fill pattern of the series at `index` (colour and texture). */
  fillUrl: (index: number) => string;
}

/** What a chart draws inside the frame's SVG. */
export interface ChartDrawing {
  /** Height of the viewBox in user units. */
  height: number;
  /** The SVG's parts; the frame hides them from assistive technology. */
  content: ReactNode;
}

/** One entry of the HTML legend: its swatch shows the series' colour AND its pattern or marker. */
export interface ChartLegendEntry {
  id: string;
  label: string;
  /** Extra text after the label, e.g. the share "42%". */
  detail?: string;
}

/** The data table alternative of a chart. */
export interface ChartTable {
  caption: string;
  /** Header of the first column (the row headers), e.g. "Month" or "Category". */
  rowHeaderLabel: string;
  columns: { id: string; label: string }[];
  rows: { id: string; header: string; cells: string[] }[];
}

/** Props shared by the charts over categories (BarChart, LineChart). */
export interface CartesianChartProps {
  /** Visible title; with the description it names the chart image. */
  title: string;
  /** Visible summary of the chart in words (the main finding). */
  description: string;
  /** Level of the title in the page outline; default 3. */
  headingLevel?: 2 | 3 | 4;
  /** The series (bars in each group, or lines); each has its own pattern, dash or marker. */
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

/** The data table of a chart over categories: a row per category, a column per series. */
export function seriesTable(
  series: readonly ChartSeries[],
  categories: readonly string[],
  categoryHeader: string,
  caption: string,
  formatValue: (value: number) => string,
): ChartTable {
  return {
    caption,
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
  };
}

/** Props of {@link ChartFrame}. */
export interface ChartFrameProps {
  /** Visible title; with the description it names the chart image. */
  title: string;
  /** Visible summary of what the chart shows (the main finding, in words). */
  description: string;
  /** Level of the title in the page outline; default 3. */
  headingLevel?: 2 | 3 | 4;
  /** How the legend draws each series: a filled patch (bars, donut) or a line with its marker. */
  legendKind: "fill" | "line";
  legend: ChartLegendEntry[];
  table: ChartTable;
  /** Name of the toggle while the table is hidden, e.g. "Show data as table". */
  showTableLabel: string;
  /** Name of the toggle while the table is shown, e.g. "Hide table". */
  hideTableLabel: string;
  /** When set, this text is shown instead of the chart, legend and table (no data). */
  emptyText?: string;
  isEmpty: boolean;
  /** Whether the table is shown at first (default false). */
  defaultTableOpen?: boolean;
  /** Draws the chart for the measured width. */
  renderChart: (layout: ChartLayout) => ChartDrawing;
}

const DEFAULT_WIDTH = 320;
const DEFAULT_FONT_SIZE = 14;

/**
 * Measures the width and text size of the chart's container, so the SVG is drawn 1:1. The text
 * size is watched through an invisible 1em-wide probe: its size changes when the customer enlarges
 * the text (browser text size, 200% zoom of text) even when the container's width does not, so
 * the axis labels are laid out again for the new size instead of running off the chart.
 */
function useChartSize() {
  const ref = useRef<HTMLDivElement>(null);
  const probeRef = useRef<HTMLSpanElement>(null);
  const [size, setSize] = useState({ width: DEFAULT_WIDTH, fontSize: DEFAULT_FONT_SIZE });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const width = Math.round(element.clientWidth);
      const fontSize = Number.parseFloat(getComputedStyle(element).fontSize);
      setSize((previous) => {
        const next = {
          width: width > 0 ? width : previous.width,
          fontSize: fontSize > 0 ? fontSize : previous.fontSize,
        };
        return next.width === previous.width && next.fontSize === previous.fontSize ? previous : next;
      });
    };
    measure();
    if (typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (probeRef.current) observer.observe(probeRef.current);
    return () => observer.disconnect();
  }, []);
  return { ref, probeRef, size };
}

function PatternMarks({ kind }: { kind: FillPattern }) {
  switch (kind) {
    case "solid":
      return null;
    case "hatch":
      return <path className="ui-chart-mark" d="M-2 2 L2 -2 M0 8 L8 0 M6 10 L10 6" />;
    case "backhatch":
      return <path className="ui-chart-mark" d="M-2 6 L2 10 M0 0 L8 8 M6 -2 L10 2" />;
    case "crosshatch":
      return <path className="ui-chart-mark" d="M0 8 L8 0 M0 0 L8 8" />;
    case "lines":
      return <path className="ui-chart-mark ui-chart-mark--thick" d="M0 4 H8" />;
    case "dots":
      return <circle className="ui-chart-dot" cx="4" cy="4" r="1.75" />;
  }
}

/** The fill patterns of the six series styles: the series colour with its own texture. */
function PatternDefs({ prefix }: { prefix: string }) {
  return (
    <defs>
      {FILL_PATTERNS.map((kind, i) => (
        <pattern
          key={kind}
          id={`${prefix}-${kind}`}
          data-pattern={kind}
          patternUnits="userSpaceOnUse"
          width="8"
          height="8"
        >
          <rect className={`ui-chart-fill-${i + 1}`} width="8" height="8" />
          <PatternMarks kind={kind} />
        </pattern>
      ))}
    </defs>
  );
}

function LegendSwatch({ kind, index, fillUrl }: { kind: "fill" | "line"; index: number; fillUrl: string }) {
  const slot = seriesSlot(index);
  const shape = MARKER_SHAPES[slot - 1] ?? "circle";
  return (
    <svg className="ui-chart-swatch" viewBox="0 0 32 20" aria-hidden="true" focusable="false">
      {kind === "fill" ? (
        <rect x="1" y="1" width="30" height="18" fill={fillUrl} className={`ui-chart-outline-${slot}`} />
      ) : (
        <>
          <line
            x1="0"
            y1="10"
            x2="32"
            y2="10"
            className={`ui-chart-line ui-chart-stroke-${slot}`}
            strokeDasharray={LINE_DASHES[slot - 1]}
          />
          <path d={markerPath(shape, 16, 10, 4.5)} className={`ui-chart-marker ui-chart-fill-${slot}`} />
        </>
      )}
    </svg>
  );
}

/**
 * The accessible frame every chart shares: a figure with a visible title and description that
 * name the SVG image, an HTML legend whose swatches differ by pattern or marker as well as
 * colour, and a button right after the chart that shows the same data as a real table.
 */
export function ChartFrame({
  title,
  description,
  headingLevel = 3,
  legendKind,
  legend,
  table,
  showTableLabel,
  hideTableLabel,
  emptyText,
  isEmpty,
  defaultTableOpen = false,
  renderChart,
}: ChartFrameProps) {
  const baseId = useId();
  // useId may contain characters that need escaping inside url(#...); keep letters and digits.
  const prefix = `chart${baseId.replace(/[^a-zA-Z0-9]/g, "")}`;
  const titleId = `${prefix}-title`;
  const descriptionId = `${prefix}-description`;
  const tableId = `${prefix}-table`;
  const captionId = `${prefix}-caption`;
  const [isTableOpen, setTableOpen] = useState(defaultTableOpen);
  const { ref, probeRef, size } = useChartSize();
  const fillUrl = (index: number) => `url(#${prefix}-${FILL_PATTERNS[seriesSlot(index) - 1] ?? "solid"})`;
  const Heading = `h${headingLevel}` as const;
  const drawing = isEmpty ? null : renderChart({ ...size, fillUrl });

  return (
    <figure className="ui-chart" aria-labelledby={titleId}>
      <figcaption className="ui-chart-caption">
        <Heading id={titleId} className="ui-chart-title">
          {title}
        </Heading>
        <p id={descriptionId} className="ui-chart-description">
          {description}
        </p>
      </figcaption>
      <div ref={ref} className="ui-chart-canvas">
        <span ref={probeRef} className="ui-chart-em-probe" aria-hidden="true" />
        {drawing ? (
          <svg
            role="img"
            aria-labelledby={`${titleId} ${descriptionId}`}
            className="ui-chart-svg"
            viewBox={`0 0 ${size.width} ${drawing.height}`}
            width="100%"
            focusable="false"
          >
            <PatternDefs prefix={prefix} />
            <g aria-hidden="true">{drawing.content}</g>
          </svg>
        ) : (
          <p className="ui-chart-empty">{emptyText}</p>
        )}
      </div>
      {drawing ? (
        <>
          <ul className="ui-chart-legend">
            {legend.map((entry, index) => (
              <li key={entry.id} className="ui-chart-legend-item">
                <LegendSwatch kind={legendKind} index={index} fillUrl={fillUrl(index)} />
                <span>
                  {entry.label}
                  {entry.detail ? <span className="ui-chart-legend-detail"> {entry.detail}</span> : null}
                </span>
              </li>
            ))}
          </ul>
          <div className="ui-chart-toggle">
            <Button
              variant="secondary"
              aria-expanded={isTableOpen}
              aria-controls={tableId}
              onPress={() => setTableOpen((open) => !open)}
            >
              {isTableOpen ? hideTableLabel : showTableLabel}
            </Button>
          </div>
          {/* A table wider than the screen scrolls inside this labelled, focusable region (GUIDE section 5, reflow). */}
          <div
            id={tableId}
            className="ui-chart-table-region"
            role="region"
            aria-labelledby={captionId}
            // Keyboard users must be able to scroll a wide table (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            hidden={!isTableOpen}
          >
            <table className="ui-chart-table">
              <caption id={captionId}>{table.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{table.rowHeaderLabel}</th>
                  {table.columns.map((column) => (
                    <th key={column.id} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.header}</th>
                    {row.cells.map((cell, i) => (
                      <td key={table.columns[i]?.id ?? i}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </figure>
  );
}
