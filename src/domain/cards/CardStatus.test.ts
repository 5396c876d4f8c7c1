import { describe, it, expect } from "vitest";
import {
  BLOCK_TYPES,
  CARD_ERROR_CODES,
  CARD_STATUSES,
  UNBLOCK_STATUS,
  blockStatusFor,
  canUnblock,
  isCardStatus,
  reissueDecision,
} from "./CardStatus";

describe("card statuses (spec 002 section 3)", () => {
  it("names A, T and B", () => {
    expect(CARD_STATUSES).toEqual({ A: "Active", T: "Temporarily Blocked", B: "Blocked" });
  });
  it.each([
    ["A", true],
    ["T", true],
    ["B", true],
    ["X", false],
    ["a", false],
    ["", false],
  ])("%s is a status: %s", (code, ok) => {
    expect(isCardStatus(code)).toBe(ok);
  });
  it("names the block types and maps them to statuses", () => {
    expect(BLOCK_TYPES).toEqual({ PERMANENT: "Permanent Block", TEMPORARY: "Temporary Block" });
    expect(blockStatusFor("PERMANENT")).toBe("B");
    expect(blockStatusFor("TEMPORARY")).toBe("T");
    expect(UNBLOCK_STATUS).toBe("A");
  });
  it("unblocks only a temporarily blocked card", () => {
    expect(canUnblock("T")).toBe(true);
    expect(canUnblock("B")).toBe(false);
    expect(canUnblock("A")).toBe(false);
  });
  it("keeps the error codes", () => {
    expect(CARD_ERROR_CODES).toEqual({
      NO_CARDS_TO_BLOCK: "1033",
      NO_CARDS_TO_UNBLOCK: "1036",
      NO_REGISTERED_CARD: "1032",
    });
  });
});

describe("reissueDecision (spec 002 section 4)", () => {
  it.each([
    ["B", { kind: "PROCEED" }],
    ["A", { kind: "NOTE", messageKey: "reissueCard.activeCardMsg" }],
    ["T", { kind: "NOTE", messageKey: "reissueCard.tempBlockedMsg" }],
    ["X", { kind: "NO_CARDS", messageKey: "reissueCard.noCardsMsg" }],
    ["", { kind: "NO_CARDS", messageKey: "reissueCard.noCardsMsg" }],
  ])("%s", (status, decision) => {
    expect(reissueDecision(status)).toEqual(decision);
  });
});
