/** A fund-transfer status abbreviation (spec 001 section 9). */
export type TransferStatusCode = "A" | "I" | "R" | "S" | "V" | "P";

/** The English name of each status abbreviation (spec 001 section 9); the UI shows its own translation. */
export const TRANSFER_STATUS_NAMES: Readonly<Record<TransferStatusCode, string>> = {
  A: "Approved",
  I: "Internal tr. Success",
  R: "Reversal",
  S: "Success",
  V: "Verification",
  P: "Pending",
};

/** The name of a status abbreviation, or null for a code the spec does not list. */
export function transferStatusName(code: string): string | null {
  return Object.hasOwn(TRANSFER_STATUS_NAMES, code)
    ? TRANSFER_STATUS_NAMES[code as TransferStatusCode]
    : null;
}

/**
 * The labels of the numeric statuses (spec 001 section 9), in the spec's order. Which number carries
 * which label is not shown, so no number-to-label map is offered; the server sends the label.
 */
export const NUMERIC_TRANSFER_STATUS_LABELS: readonly string[] = [
  "Entered",
  "Next Day Processing",
  "Cancelled",
  "Send for Modification",
  "Replaced by new UTR",
  "New UTR Generated",
  "Success",
  "Reject",
  "Resent",
  "NEFT Success",
  "NEFT Reject",
  "NEFT Rescheduled",
  "Other Reject",
  "Pending",
  "Returned",
];

/** The network of a fund-transfer record type (spec 001 section 9): 3 NEFT, 1 RTGS, otherwise null. */
export function transferRecordNetwork(type: number): "NEFT" | "RTGS" | null {
  if (type === 3) return "NEFT";
  if (type === 1) return "RTGS";
  return null;
}
