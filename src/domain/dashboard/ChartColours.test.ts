import { describe, expect, it } from "vitest";
import {
  CHART_SERIES_STYLES,
  MIN_GRAPHICS_CONTRAST,
  SPEC_CHART_COLOURS,
  contrastRatio,
  relativeLuminance,
} from "./ChartColours";

describe("chart colours", () => {
  it("keeps the spec colours as fills", () => {
    expect(SPEC_CHART_COLOURS).toEqual(["#007d8a", "#8dc63f", "#66f4db"]);
    expect(CHART_SERIES_STYLES.map((s) => s.fill)).toEqual(SPEC_CHART_COLOURS);
  });

  it("gives every series an outline of at least 3:1 against white and a distinct pattern", () => {
    expect(MIN_GRAPHICS_CONTRAST).toBe(3);
    for (const s of CHART_SERIES_STYLES)
      expect(contrastRatio(s.outline, "#ffffff")).toBeGreaterThanOrEqual(3);
    expect(new Set(CHART_SERIES_STYLES.map((s) => s.pattern)).size).toBe(3);
  });

  it("shows why: two spec colours fail 3:1, #007d8a passes", () => {
    expect(contrastRatio("#007d8a", "#ffffff")).toBeCloseTo(4.88, 2);
    expect(contrastRatio("#8dc63f", "#ffffff")).toBeCloseTo(2.04, 2);
    expect(contrastRatio("#66f4db", "#FFFFFF")).toBeCloseTo(1.35, 2);
    expect(contrastRatio("#4d7c0f", "#ffffff")).toBeCloseTo(4.99, 2);
    expect(contrastRatio("#00695c", "#ffffff")).toBeCloseTo(6.61, 2);
  });

  it("computes luminance and ratio by the WCAG formula", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
    expect(relativeLuminance("#0a0a0a")).toBeCloseTo(10 / 255 / 12.92, 10);
    expect(relativeLuminance("#0b0b0b")).toBeCloseTo(((11 / 255 + 0.055) / 1.055) ** 2.4, 10);
    expect(relativeLuminance("#ff0000")).toBeCloseTo(0.2126, 10);
    expect(relativeLuminance("#00ff00")).toBeCloseTo(0.7152, 10);
    expect(relativeLuminance("#0000ff")).toBeCloseTo(0.0722, 10);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 10);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
    expect(() => relativeLuminance("#fff")).toThrow('Not a #rrggbb colour: "#fff".');
    expect(() => relativeLuminance("x#ffffff")).toThrow(RangeError);
    expect(() => relativeLuminance("#ffffffx")).toThrow(RangeError);
  });
});
