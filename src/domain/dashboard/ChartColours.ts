/** The chart colours of the spec (spec 000 section 9). */
export const SPEC_CHART_COLOURS: readonly string[] = ["#007d8a", "#8dc63f", "#66f4db"];

/** A chart series style: the spec colour as fill, an outline of at least 3:1 against white, and a pattern. */
export interface ChartSeriesStyle {
  readonly fill: string;
  readonly outline: string;
  readonly pattern: "solid" | "diagonal" | "dots";
}

/**
 * The chart series styles (GUIDE section 5): #8dc63f and #66f4db fail 3:1 against white, so they
 * keep their fill but get darker companions as outlines (#4d7c0f, #00695c) and patterns; #007d8a
 * passes and stays solid. Every chart also has a data table alternative (in the UI).
 */
export const CHART_SERIES_STYLES: readonly ChartSeriesStyle[] = [
  { fill: "#007d8a", outline: "#007d8a", pattern: "solid" },
  { fill: "#8dc63f", outline: "#4d7c0f", pattern: "diagonal" },
  { fill: "#66f4db", outline: "#00695c", pattern: "dots" },
];

/** The minimum contrast of graphics against their background (WCAG 2.2 success criterion 1.4.11). */
export const MIN_GRAPHICS_CONTRAST = 3;

/** The relative luminance of a #rrggbb colour (WCAG 2.2 definition). */
export function relativeLuminance(hex: string): number {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) throw new RangeError(`Not a #rrggbb colour: "${hex}".`);
  const channel = (i: number): number => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
