/** The inflow/outflow report views sent as dbtCrdtRprtView (spec 000 section 3: 0, 1 or 2; their meanings are not shown). */
export type InflowOutflowView = 0 | 1 | 2;

/** Every inflow/outflow view code. */
export const INFLOW_OUTFLOW_VIEWS: readonly InflowOutflowView[] = [0, 1, 2];

/** Whether a number is an inflow/outflow view code. */
export function isInflowOutflowView(n: number): n is InflowOutflowView {
  return n === 0 || n === 1 || n === 2;
}

/** The inflow/outflow errorCode that hides the graphs and shows the error message (spec 000 section 8). */
export const INFLOW_OUTFLOW_ERROR_CODE = 110;

/** Whether the inflow/outflow graphs show: hidden (with the error message) for errorCode 110 (spec 000 section 8). */
export function areInflowOutflowGraphsShown(errorCode: number | string | null | undefined): boolean {
  return Number(errorCode) !== INFLOW_OUTFLOW_ERROR_CODE;
}
