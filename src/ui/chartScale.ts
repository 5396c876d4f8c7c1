/** Pure geometry shared by the charts (BarChart, LineChart, DonutChart): scales, ticks, arcs, shares. */

/** Number of series styles (colour token, fill pattern, marker, dash) before they repeat. */
export const SERIES_STYLE_COUNT = 6;

/** The 1-based style slot (colour token `--ui-color-chart-N`, pattern, marker) of the series at `index`. */
export function seriesSlot(index: number): number {
  return (index % SERIES_STYLE_COUNT) + 1;
}

/**
 * Evenly spaced "nice" axis ticks from 0 to at least `max` (steps of 1, 2, 2.5 or 5 times a power
 * of ten), at most `maxTicks` intervals. A zero or negative maximum gives the single tick 0 and 1.
 */
export function niceTicks(max: number, maxTicks: number): number[] {
  const intervals = Math.max(1, Math.floor(maxTicks));
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const rough = max / intervals;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s * intervals >= max) ?? 10 * power;
  const count = Math.ceil(max / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/** Rough width of a label in user units: Latin and Devanagari glyphs average about 0.6 em. */
export function estimateTextWidth(text: string, fontSize: number): number {
  return Array.from(text).length * fontSize * 0.6;
}

/**
 * Shows every n-th category label so labels do not overlap: the smallest step at which the
 * widest label (plus a gap of half the font size) fits into `step` slots of `slotWidth`.
 */
export function labelStep(labels: readonly string[], slotWidth: number, fontSize: number): number {
  if (labels.length === 0 || slotWidth <= 0) return 1;
  const widest = Math.max(...labels.map((label) => estimateTextWidth(label, fontSize)));
  return Math.max(1, Math.ceil((widest + fontSize / 2) / slotWidth));
}

/**
 * Whole-number percentages of each value in the total that add up to exactly 100 (largest
 * remainder method), so the legend and the table never show 99% or 101% in total.
 */
export function wholePercentages(values: readonly number[]): number[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v), 0);
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((v) => (Math.max(0, v) / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, v) => sum + v, 0);
  const byRemainder = exact.map((v, i) => ({ i, rest: v - Math.floor(v) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of byRemainder) {
    if (missing <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
}

function point(cx: number, cy: number, r: number, angle: number): string {
  // Angles start at 12 o'clock and run clockwise.
  const x = cx + r * Math.sin(angle);
  const y = cy - r * Math.cos(angle);
  return `${round(x)} ${round(y)}`;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * SVG path of a ring segment between two angles (radians, clockwise from 12 o'clock). A segment
 * of the full circle is drawn as two halves, because an arc whose ends meet draws nothing.
 */
export function ringSegmentPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  start: number,
  end: number,
): string {
  const sweep = end - start;
  if (sweep <= 0) return "";
  if (sweep >= 2 * Math.PI - 1e-6) {
    const mid = start + Math.PI;
    return `${ringSegmentPath(cx, cy, outer, inner, start, mid)} ${ringSegmentPath(cx, cy, outer, inner, mid, start + 2 * Math.PI)}`;
  }
  const large = sweep > Math.PI ? 1 : 0;
  return [
    `M ${point(cx, cy, outer, start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(cx, cy, outer, end)}`,
    `L ${point(cx, cy, inner, end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(cx, cy, inner, start)}`,
    "Z",
  ].join(" ");
}

/** Dash pattern of a line series (solid, dashed, dotted, dash-dot, ...), in user units. */
export const LINE_DASHES = ["none", "8 4", "2 4", "10 4 2 4", "14 6", "4 2 4 8"] as const;

/** Marker shape of a line series, so lines differ without colour where they cross. */
export const MARKER_SHAPES = ["circle", "square", "triangle", "diamond", "cross", "triangle-down"] as const;

/** One of {@link MARKER_SHAPES}. */
export type MarkerShape = (typeof MARKER_SHAPES)[number];

/** Fill pattern of a bar or donut series: solid, hatch, dots, cross-hatch, horizontal lines, reverse hatch. */
export const FILL_PATTERNS = ["solid", "hatch", "dots", "crosshatch", "lines", "backhatch"] as const;

/** One of {@link FILL_PATTERNS}. */
export type FillPattern = (typeof FILL_PATTERNS)[number];

/** SVG path of a marker of `shape` centred on (x, y) with half-size `r`. */
export function markerPath(shape: MarkerShape, x: number, y: number, r: number): string {
  switch (shape) {
    case "circle":
      return `M ${x - r} ${y} a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0 Z`;
    case "square":
      return `M ${x - r} ${y - r} h ${2 * r} v ${2 * r} h ${-2 * r} Z`;
    case "triangle":
      return `M ${x} ${y - r * 1.2} L ${x + r * 1.1} ${y + r} L ${x - r * 1.1} ${y + r} Z`;
    case "diamond":
      return `M ${x} ${y - r * 1.3} L ${x + r * 1.3} ${y} L ${x} ${y + r * 1.3} L ${x - r * 1.3} ${y} Z`;
    case "cross": {
      const t = r / 2.5;
      return `M ${x - t} ${y - r} h ${2 * t} v ${r - t} h ${r - t} v ${2 * t} h ${t - r} v ${r - t} h ${-2 * t} v ${t - r} h ${t - r} v ${-2 * t} h ${r - t} Z`;
    }
    case "triangle-down":
      return `M ${x} ${y + r * 1.2} L ${x + r * 1.1} ${y - r} L ${x - r * 1.1} ${y - r} Z`;
  }
}

/** Positions of a chart with a value axis (left) and a category axis (bottom): bars and lines. */
export interface CartesianLayout {
  /** Total height of the viewBox. */
  height: number;
  left: number;
  top: number;
  plotWidth: number;
  plotHeight: number;
  /** Value-axis ticks from 0 upwards; the last is the top of the plot. */
  ticks: number[];
  /** Width of one category's slot. */
  slot: number;
  /** Every n-th category label is drawn (all are in the table). */
  step: number;
  /** Font size the layout was made for. */
  fontSize: number;
  /** The y of a value. */
  y: (value: number) => number;
  /** The x of the centre of a category's slot. */
  x: (index: number) => number;
}

/** Lays out a bar or line chart for `width` CSS px and text of `fontSize` px (drawn 1:1). */
export function cartesianLayout(options: {
  width: number;
  fontSize: number;
  categories: readonly string[];
  max: number;
  formatTick: (value: number) => string;
}): CartesianLayout {
  const { width, fontSize, categories, max, formatTick } = options;
  const top = fontSize;
  const plotHeight = Math.max(140, Math.round(fontSize * 11));
  const ticks = niceTicks(max, Math.max(2, Math.min(5, Math.floor(plotHeight / (fontSize * 2.5)))));
  const widestTick = Math.max(...ticks.map((t) => estimateTextWidth(formatTick(t), fontSize)));
  const left = Math.ceil(widestTick + fontSize * 0.75);
  const right = Math.ceil(fontSize / 2);
  const plotWidth = Math.max(fontSize * 4, width - left - right);
  const count = Math.max(1, categories.length);
  const slot = plotWidth / count;
  const topTick = ticks[ticks.length - 1] ?? 1;
  return {
    height: top + plotHeight + Math.ceil(fontSize * 2),
    left,
    top,
    plotWidth,
    plotHeight,
    ticks,
    slot,
    step: labelStep(categories, slot, fontSize),
    fontSize,
    y: (value) => top + plotHeight * (1 - Math.max(0, value) / topTick),
    x: (index) => left + slot * (index + 0.5),
  };
}
