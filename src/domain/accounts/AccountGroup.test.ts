import { describe, expect, it } from "vitest";
import {
  ACCOUNT_GROUP_CODES,
  JOINT_FLAG_REL_CODE,
  MAX_JOINT_HOLDERS,
  accountHolders,
  accountKind,
  groupAccountsByKind,
  isJointRelationshipFlag,
} from "./AccountGroup";

describe("accountKind", () => {
  it.each([
    [{ groupCode: "SAV" }, "savings"],
    [{ groupCode: " sav " }, "savings"],
    [{ groupCode: "DDA" }, "current"],
    [{ groupCode: "CD" }, "deposit"],
    [{ groupCode: "RC" }, "deposit"],
    [{ groupCode: "FD" }, "deposit"],
    [{ groupCode: "XYZ", classCode: "D" }, "deposit"],
    [{ groupCode: "XYZ", classCode: "d" }, "deposit"],
    [{ groupCode: "XYZ", typeCode: "LN" }, "loan"],
    [{ groupCode: "XYZ", typeCode: "ln " }, "loan"],
    [{ groupCode: "XYZ", classCode: "L" }, "loan"],
    [{ groupCode: "FD", classCode: "L" }, "loan"],
    [{ groupCode: "SAV", typeCode: null, classCode: null }, "savings"],
    [{ groupCode: "XYZ" }, "other"],
    [{ groupCode: "" }, "other"],
  ] as const)("%o is %s", (fields, kind) => {
    expect(accountKind(fields)).toBe(kind);
  });

  it("groups lists by kind, keeping the order", () => {
    const accounts = [
      { id: 1, g: "SAV" },
      { id: 2, g: "FD" },
      { id: 3, g: "SAV" },
      { id: 4, g: "DDA" },
    ];
    const groups = groupAccountsByKind(accounts, (a) => ({ groupCode: a.g }));
    expect(groups.get("savings")?.map((a) => a.id)).toEqual([1, 3]);
    expect(groups.get("deposit")?.map((a) => a.id)).toEqual([2]);
    expect(groups.get("current")?.map((a) => a.id)).toEqual([4]);
    expect(groups.has("loan")).toBe(false);
    expect(ACCOUNT_GROUP_CODES).toEqual(["SAV", "DDA", "CD", "RC", "FD"]);
  });
});

describe("isJointRelationshipFlag", () => {
  it.each([
    [2, "A", true],
    ["2", "a", true],
    [" 2 ", " A ", true],
    [1, "A", false],
    [3, "A", false],
    [2, "B", false],
    [2, null, false],
    [null, "A", false],
    [undefined, "A", false],
    ["", "A", false],
  ] as const)("acnRelCode %j and acnRel %j -> %s", (code, rel, flag) => {
    expect(isJointRelationshipFlag(code, rel)).toBe(flag);
    expect(JOINT_FLAG_REL_CODE).toBe(2);
  });
});

describe("accountHolders", () => {
  it("takes the primary holder and up to three joint holders", () => {
    expect(accountHolders({ title1: " Asha ", title2: "Ravi", title3: "", title4: "Meena " })).toEqual({
      primary: "Asha",
      joint: ["Ravi", "Meena"],
    });
    expect(accountHolders({ title1: "A", title2: "B", title3: "C", title4: "D" }).joint).toHaveLength(
      MAX_JOINT_HOLDERS,
    );
    expect(accountHolders({})).toEqual({ primary: "", joint: [] });
    expect(accountHolders({ title1: null, title2: null, title3: "  " }).joint).toEqual([]);
  });
});
