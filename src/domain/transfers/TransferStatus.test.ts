import { describe, expect, it } from "vitest";
import {
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
