import { describe, expect, test } from "vitest";
import {
  cartesianLayout,
  estimateTextWidth,
  labelStep,
  niceTicks,
  ringSegmentPath,
  seriesSlot,
  wholePercentages,
} from "./chartScale";

describe("niceTicks", () => {
  test.each([
    [100, 5, [0, 20, 40, 60, 80, 100]],
    [95, 4, [0, 25, 50, 75, 100]],
    [4_500_000, 4, [0, 2_000_000, 4_000_000, 6_000_000]],
    [7, 5, [0, 2, 4, 6, 8]],
    [0.3, 3, [0, 0.1, 0.2, 0.3]],
  ])("max %d in at most %d steps gives %j", (max, count, expected) => {
    expect(niceTicks(max, count)).toEqual(expected);
  });

  test("zero, negative or invalid maxima give one step from 0 to 1", () => {
    expect(niceTicks(0, 5)).toEqual([0, 1]);
    expect(niceTicks(-3, 5)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN, 5)).toEqual([0, 1]);
  });

  test("the last tick always reaches the maximum and steps are never more than asked", () => {
    for (const max of [1, 3, 17, 99, 101, 12_345, 987_654_321]) {
      for (const count of [2, 3, 4, 5]) {
        const ticks = niceTicks(max, count);
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
        expect(ticks.length - 1).toBeLessThanOrEqual(count);
      }
    }
  });
});

describe("labels", () => {
  test("text width grows with characters and font size", () => {
    expect(estimateTextWidth("Jan", 10)).toBe(18);
    expect(estimateTextWidth("जनवरी", 10)).toBeGreaterThan(estimateTextWidth("Jan", 10));
  });

  test("every label is drawn when they fit, fewer when the slots are narrow", () => {
    const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"];
    expect(labelStep(months, 60, 14)).toBe(1);
    expect(labelStep(months, 20, 14)).toBe(2);
    expect(labelStep(["Dezember 2025"], 20, 14)).toBeGreaterThan(5);
    expect(labelStep([], 20, 14)).toBe(1);
  });

  test("a layout at 320 px with 200% text draws fewer category labels than with normal text", () => {
    const categories = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    const base = { width: 320, categories, max: 100_000, formatTick: (v: number) => `${v / 1000}k` };
    const normal = cartesianLayout({ ...base, fontSize: 14 });
    const large = cartesianLayout({ ...base, fontSize: 28 });
    expect(large.step).toBeGreaterThan(normal.step);
    expect(normal.left + normal.plotWidth).toBeLessThanOrEqual(320);
    expect(normal.y(0)).toBe(normal.top + normal.plotHeight);
    expect(normal.y(normal.ticks.at(-1) ?? 0)).toBe(normal.top);
    expect(normal.x(0)).toBeCloseTo(normal.left + normal.slot / 2);
  });
});

describe("shares", () => {
  test.each([
    [
      [1, 1, 1],
      [34, 33, 33],
    ],
    [
      [50, 25, 25],
      [50, 25, 25],
    ],
    [
      [2, 0, 0],
      [100, 0, 0],
    ],
    [
      [0, 0],
      [0, 0],
    ],
    [
      [1, 2, 3, 4, 5, 6],
      [5, 9, 14, 19, 24, 29],
    ],
  ])("%j gives whole percentages %j that add up to 100 (or 0)", (values, expected) => {
    expect(wholePercentages(values)).toEqual(expected);
  });
});

describe("geometry", () => {
  test("ring segments: a quarter, more than half (large arc) and the full ring in two halves", () => {
    expect(ringSegmentPath(50, 50, 40, 20, 0, Math.PI / 2)).toBe(
      "M 50 10 A 40 40 0 0 1 90 50 L 70 50 A 20 20 0 0 0 50 30 Z",
    );
    expect(ringSegmentPath(50, 50, 40, 20, 0, Math.PI * 1.5)).toContain("A 40 40 0 1 1");
    expect(ringSegmentPath(50, 50, 40, 20, 0, 2 * Math.PI).match(/M /g)).toHaveLength(2);
    expect(ringSegmentPath(50, 50, 40, 20, 1, 1)).toBe("");
  });

  test("series styles repeat after six", () => {
    expect([0, 1, 5, 6, 7].map(seriesSlot)).toEqual([1, 2, 6, 1, 2]);
  });
});
