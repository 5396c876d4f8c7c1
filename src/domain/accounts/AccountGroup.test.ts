import { describe, expect, it } from "vitest";
import {
  ACCOUNT_GROUP_CODES,
  JOINT_FLAG_REL_CODE,
  MAX_JOINT_HOLDERS,
  NON_RESIDENT_SCHEMES,
  accountHolders,
  accountKind,
  accountLabel,
  groupAccountsByKind,
  isJointRelationshipFlag,
  kindLabel,
  nonResidentScheme,
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

describe("non-resident schemes (spec 002 section 5)", () => {
  it.each([
    ["NRE", "NRE"],
    ["nre", "NRE"],
    ["SB-NRE01", "NRE"],
    ["NRO", "NRO"],
    ["nro22", "NRO"],
    ["SB", null],
    ["SB101", null],
    ["CA201", null],
    ["", null],
    [null, null],
    [undefined, null],
  ] as const)("the scheme code %o is %o", (code, scheme) => {
    expect(nonResidentScheme(code)).toBe(scheme);
  });

  it.each([
    [{ groupCode: "SAV", typeCode: "NRE" }, "nreSavings"],
    [{ groupCode: "SAV", typeCode: "NRO" }, "nroSavings"],
    [{ groupCode: "sav", typeCode: "sb-nre01" }, "nreSavings"],
    [{ groupCode: "DDA", typeCode: "NRE" }, "nreCurrent"],
    [{ groupCode: "DDA", typeCode: "NRO" }, "nroCurrent"],
    [{ groupCode: "SAV", typeCode: "SB" }, "savings"],
    [{ groupCode: "SAV" }, "savings"],
    [{ groupCode: "DDA", typeCode: "CA" }, "current"],
    // A deposit or loan keeps its kind: the scheme names only savings and current accounts.
    [{ groupCode: "CD", typeCode: "NRE" }, "deposit"],
    [{ groupCode: "LN", typeCode: "LN" }, "loan"],
    [{ groupCode: "XYZ", typeCode: "NRE" }, "other"],
  ] as const)("%o is labelled %s", (fields, label) => {
    expect(accountLabel(fields)).toBe(label);
  });

  it("labels a known kind by its scheme the same way", () => {
    expect(kindLabel("savings", "NRE")).toBe("nreSavings");
    expect(kindLabel("current", "nro")).toBe("nroCurrent");
    expect(kindLabel("savings", "SB")).toBe("savings");
    expect(kindLabel("deposit", "NRE")).toBe("deposit");
    expect(kindLabel("current", null)).toBe("current");
  });

  it("an NRE or NRO savings account is a savings account: its kind and its group ignore the scheme", () => {
    for (const scheme of NON_RESIDENT_SCHEMES) {
      expect(accountKind({ groupCode: "SAV", typeCode: scheme })).toBe("savings");
    }
    const groups = groupAccountsByKind(
      [
        { n: 1, type: "SB" },
        { n: 2, type: "NRE" },
        { n: 3, type: "NRO" },
      ],
      (a) => ({ groupCode: "SAV", typeCode: a.type }),
    );
    expect(groups.get("savings")?.map((a) => a.n)).toEqual([1, 2, 3]);
    expect(groups.has("other")).toBe(false);
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
