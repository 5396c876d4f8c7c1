import { describe, expect, it } from "vitest";
import {
  INFLOW_OUTFLOW_ERROR_CODE,
  INFLOW_OUTFLOW_VIEWS,
  areInflowOutflowGraphsShown,
  isInflowOutflowView,
} from "./InflowOutflow";

describe("inflow/outflow", () => {
  it("knows the view codes 0, 1 and 2", () => {
    expect(INFLOW_OUTFLOW_VIEWS).toEqual([0, 1, 2]);
    expect([-1, 0, 1, 2, 3, 1.5].map(isInflowOutflowView)).toEqual([false, true, true, true, false, false]);
  });

  it("hides the graphs for errorCode 110 only", () => {
    expect(INFLOW_OUTFLOW_ERROR_CODE).toBe(110);
    expect(areInflowOutflowGraphsShown(110)).toBe(false);
    expect(areInflowOutflowGraphsShown("110")).toBe(false);
    expect(areInflowOutflowGraphsShown(109)).toBe(true);
    expect(areInflowOutflowGraphsShown(111)).toBe(true);
    expect(areInflowOutflowGraphsShown(null)).toBe(true);
    expect(areInflowOutflowGraphsShown(undefined)).toBe(true);
  });
});
