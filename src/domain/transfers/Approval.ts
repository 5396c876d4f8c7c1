/** What the customer does with a pending payment row (spec 001 section 4). */
export type ApprovalAction = "approve" | "reject";

/** The approveInd of an approval action (spec 001 section 4): N to approve, R to reject. */
export function approveIndicator(action: ApprovalAction): "N" | "R" {
  return action === "approve" ? "N" : "R";
}

/** Whether an account is offered for mandate cancellation: only with the mandate flag set (spec 001 sections 4 and 6). */
export function offersMandateCancellation(account: { readonly accMandFlag?: boolean }): boolean {
  return account.accMandFlag === true;
}
