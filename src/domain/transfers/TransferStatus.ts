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

/**
 * Every status label the fund-transfer enquiry answers with (spec 001 section 9): the six names of
 * the abbreviations, then the numeric labels the abbreviations do not already name ("Success" and
 * "Pending" are in both lists and appear once).
 */
export const FUND_TRANSFER_ENQUIRY_STATUSES = [
  "Approved",
  "Internal tr. Success",
  "Reversal",
  "Success",
  "Verification",
  "Pending",
  "Entered",
  "Next Day Processing",
  "Cancelled",
  "Send for Modification",
  "Replaced by new UTR",
  "New UTR Generated",
  "Reject",
  "Resent",
  "NEFT Success",
  "NEFT Reject",
  "NEFT Rescheduled",
  "Other Reject",
  "Returned",
] as const;

/** One status label of the fund-transfer enquiry. */
export type FundTransferEnquiryStatus = (typeof FUND_TRANSFER_ENQUIRY_STATUSES)[number];

/** Whether `label` is a status label of the enquiry. */
export function isFundTransferEnquiryStatus(label: string): label is FundTransferEnquiryStatus {
  return (FUND_TRANSFER_ENQUIRY_STATUSES as readonly string[]).includes(label);
}

/** A stored payment's state as far as the enquiry's status needs it. */
export interface StoredPaymentState {
  readonly network: "IFT" | "IFTWB" | "NEFT" | "RTGS";
  readonly status: "AWAITING_CONFIRMATION" | "COMPLETED" | "CANCELLED" | "REJECTED" | "RETURNED";
  /** The clearing's own status label (NEFT and RTGS), when the clearing has answered. */
  readonly clearingStatus: string | null;
}

/**
 * The enquiry's status of a stored payment (spec 001 section 9; which number carries which label is
 * "not shown", so the bank decides): a clearing status that is one of the spec's labels wins; else a
 * completed payment within the bank is "Internal tr. Success", a completed NEFT "NEFT Success" and a
 * completed RTGS "Success"; a NEFT after the cut-off still waiting for the customer's confirmation is
 * "Entered"; a cancelled one "Cancelled"; a rejected NEFT "NEFT Reject", any other rejection "Reject";
 * a payment the payee's bank sent back "Returned".
 */
export function enquiryStatusOf(payment: StoredPaymentState): FundTransferEnquiryStatus {
  if (payment.clearingStatus !== null && isFundTransferEnquiryStatus(payment.clearingStatus)) {
    return payment.clearingStatus;
  }
  switch (payment.status) {
    case "COMPLETED":
      if (payment.network === "NEFT") return "NEFT Success";
      if (payment.network === "RTGS") return "Success";
      return "Internal tr. Success";
    case "AWAITING_CONFIRMATION":
      return "Entered";
    case "CANCELLED":
      return "Cancelled";
    case "REJECTED":
      return payment.network === "NEFT" ? "NEFT Reject" : "Reject";
    case "RETURNED":
      return "Returned";
  }
}

/** The enquiry's search types (spec 001 section 3) and the stored networks each one finds. */
export const FUND_TRANSFER_ENQUIRY_TYPE_NETWORKS: Readonly<
  Record<"NEFT" | "RTGS" | "IMPS - IFSC", readonly StoredPaymentState["network"][]>
> = {
  NEFT: ["NEFT"],
  RTGS: ["RTGS"],
  // IMPS to an account number and IFSC is not offered by the bank yet: the type finds nothing.
  "IMPS - IFSC": [],
};
