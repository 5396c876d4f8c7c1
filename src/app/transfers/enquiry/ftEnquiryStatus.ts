import type { FtEnquiryStatus } from "../../../adapters/rib/contract/ftEnquiry";

/** The i18n key (under `ftEnquiry:status.`) of each status label of the enquiry (spec 001 section 9). */
export const STATUS_KEYS: Readonly<Record<FtEnquiryStatus, string>> = {
  Approved: "approved",
  "Internal tr. Success": "internalSuccess",
  Reversal: "reversal",
  Success: "success",
  Verification: "verification",
  Pending: "pending",
  Entered: "entered",
  "Next Day Processing": "nextDayProcessing",
  Cancelled: "cancelled",
  "Send for Modification": "sendForModification",
  "Replaced by new UTR": "replacedByNewUtr",
  "New UTR Generated": "newUtrGenerated",
  Reject: "reject",
  Resent: "resent",
  "NEFT Success": "neftSuccess",
  "NEFT Reject": "neftReject",
  "NEFT Rescheduled": "neftRescheduled",
  "Other Reject": "otherReject",
  Returned: "returned",
};

/** How a status reads at a glance: done, not done, or still on its way. */
export function statusTone(status: FtEnquiryStatus): "success" | "error" | "info" {
  if (/Reject|Returned|Cancelled|Reversal/u.test(status)) return "error";
  if (/Success/u.test(status)) return "success";
  return "info";
}
