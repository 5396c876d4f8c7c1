import { describe, expect, it } from "vitest";
import {
  enquiryStatusOf,
  FUND_TRANSFER_ENQUIRY_STATUSES,
  FUND_TRANSFER_ENQUIRY_TYPE_NETWORKS,
  isFundTransferEnquiryStatus,
  NUMERIC_TRANSFER_STATUS_LABELS,
  TRANSFER_STATUS_NAMES,
  transferRecordNetwork,
  transferStatusName,
} from "./TransferStatus";

describe("fund-transfer statuses", () => {
  it.each([
    ["A", "Approved"],
    ["I", "Internal tr. Success"],
    ["R", "Reversal"],
    ["S", "Success"],
    ["V", "Verification"],
    ["P", "Pending"],
  ])("%s is %s", (code, name) => {
    expect(transferStatusName(code)).toBe(name);
  });

  it("lists exactly the six abbreviations", () => {
    expect(Object.keys(TRANSFER_STATUS_NAMES)).toEqual(["A", "I", "R", "S", "V", "P"]);
  });

  it.each(["", "a", "X", "SS", "toString", "constructor", "__proto__"])("%j has no name", (code) => {
    expect(transferStatusName(code)).toBeNull();
  });

  it("keeps the fifteen numeric labels in the spec's order", () => {
    expect(NUMERIC_TRANSFER_STATUS_LABELS).toEqual([
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
    ]);
    expect(new Set(NUMERIC_TRANSFER_STATUS_LABELS).size).toBe(15);
  });

  it.each([
    [3, "NEFT"],
    [1, "RTGS"],
    [2, null],
    [0, null],
    [4, null],
  ] as const)("record type %i is %s", (type, network) => {
    expect(transferRecordNetwork(type)).toBe(network);
  });
});

describe("the enquiry's status of a stored payment", () => {
  it.each([
    ["IFT", "COMPLETED", null, "Internal tr. Success"],
    ["IFTWB", "COMPLETED", null, "Internal tr. Success"],
    ["NEFT", "COMPLETED", null, "NEFT Success"],
    ["RTGS", "COMPLETED", null, "Success"],
    ["NEFT", "AWAITING_CONFIRMATION", null, "Entered"],
    ["NEFT", "CANCELLED", null, "Cancelled"],
    ["NEFT", "REJECTED", null, "NEFT Reject"],
    ["RTGS", "REJECTED", null, "Reject"],
    ["RTGS", "RETURNED", null, "Returned"],
    ["NEFT", "COMPLETED", "NEFT Rescheduled", "NEFT Rescheduled"],
    ["NEFT", "COMPLETED", "Next Day Processing", "Next Day Processing"],
    ["NEFT", "COMPLETED", "not a label", "NEFT Success"],
  ] as const)("%s %s (clearing %s) is %s", (network, status, clearingStatus, label) => {
    expect(enquiryStatusOf({ network, status, clearingStatus })).toBe(label);
  });

  it("lists every label of both spec lists once", () => {
    const all = new Set([...Object.values(TRANSFER_STATUS_NAMES), ...NUMERIC_TRANSFER_STATUS_LABELS]);
    expect([...FUND_TRANSFER_ENQUIRY_STATUSES].sort()).toEqual([...all].sort());
    expect(new Set(FUND_TRANSFER_ENQUIRY_STATUSES).size).toBe(FUND_TRANSFER_ENQUIRY_STATUSES.length);
  });

  it("finds no stored network for IMPS - IFSC", () => {
    expect(FUND_TRANSFER_ENQUIRY_TYPE_NETWORKS["IMPS - IFSC"]).toEqual([]);
    expect(FUND_TRANSFER_ENQUIRY_TYPE_NETWORKS.NEFT).toEqual(["NEFT"]);
    expect(isFundTransferEnquiryStatus("Pending")).toBe(true);
    expect(isFundTransferEnquiryStatus("pending")).toBe(false);
  });
});
