import { describe, expect, it } from "vitest";
import {
  DUPLICATE_NICKNAME_LABEL_KEY,
  DUPLICATE_NICKNAME_SUFFIX_KEY,
  canSubmitNicknames,
  NICKNAME_MAX_LENGTH,
  nicknameProblem,
  changedNicknames,
  clearConflictingNicknames,
  duplicateNicknameMessage,
  isBlankNickname,
} from "./Nickname";

describe("canSubmitNicknames (spec 000 sections 4 and 5)", () => {
  it.each([
    [[], false],
    [[{ original: "Home", current: "Home" }], false],
    [[{ original: "Home", current: " Home " }], false],
    [[{ original: " Home ", current: "Home" }], false],
    [[{ original: "Home", current: "House" }], true],
    [[{ original: "", current: "House" }], true],
    [[{ original: "Home", current: "" }], false],
    [[{ original: "Home", current: "   " }], false],
    [
      [
        { original: "Home", current: "House" },
        { original: "Pay", current: "" },
      ],
      false,
    ],
    [
      [
        { original: "Home", current: "House" },
        { original: "", current: "" },
      ],
      true,
    ],
  ])("%j -> %s", (group, enabled) => {
    expect(canSubmitNicknames(group)).toBe(enabled);
  });

  it("lists the changed nicknames and spots blank ones", () => {
    expect(
      changedNicknames([
        { original: "a", current: "a" },
        { original: "a", current: "b" },
      ]),
    ).toEqual([{ original: "a", current: "b" }]);
    expect(isBlankNickname({ original: "a", current: " " })).toBe(true);
    expect(isBlankNickname({ original: "a", current: "b" })).toBe(false);
  });
});

describe("duplicate nicknames", () => {
  it("builds the message from a label, the nickname and 'already exists'", () => {
    expect(duplicateNicknameMessage(" Home ")).toEqual({
      labelKey: DUPLICATE_NICKNAME_LABEL_KEY,
      nickname: "Home",
      suffixKey: DUPLICATE_NICKNAME_SUFFIX_KEY,
    });
    expect(DUPLICATE_NICKNAME_LABEL_KEY).toBe("accounts:nickname.duplicateLabel");
    expect(DUPLICATE_NICKNAME_SUFFIX_KEY).toBe("accounts:nickname.alreadyExists");
  });

  it("clears only the conflicting nicknames after a failed save", () => {
    const group = [
      { original: "a", current: "Home" },
      { original: "b", current: "Pay" },
    ];
    expect(clearConflictingNicknames(group, [" Home"])).toEqual([
      { original: "a", current: "" },
      { original: "b", current: "Pay" },
    ]);
    expect(clearConflictingNicknames(group, [])).toEqual(group);
    expect(clearConflictingNicknames([{ original: "a", current: " Home " }], ["Home"])).toEqual([
      { original: "a", current: "" },
    ]);
  });

  it("keeps another account's saved nickname that the refused one repeats", () => {
    const group = [
      { original: "Salary", current: "Salary" },
      { original: "Family", current: "Salary" },
      { original: "Pay", current: "Pay" },
    ];
    expect(clearConflictingNicknames(group, ["Salary"])).toEqual([
      { original: "Salary", current: "Salary" },
      { original: "Family", current: "" },
      { original: "Pay", current: "Pay" },
    ]);
    // Only spaces around it: still the saved nickname, kept as it is.
    expect(clearConflictingNicknames([{ original: "Salary", current: " Salary " }], ["Salary"])).toEqual([
      { original: "Salary", current: " Salary " },
    ]);
  });
});

describe("nicknameProblem", () => {
  it("keeps letters of any script, digits, spaces and . - _, trimmed, up to 20 characters", () => {
    for (const ok of [
      "Salary",
      "  Home loan 2 ",
      "घर खर्च",
      "Müller_Konto",
      "a.b-c",
      "x".repeat(NICKNAME_MAX_LENGTH),
    ]) {
      expect(nicknameProblem(ok), ok).toBeNull();
    }
  });

  it("names what is wrong: empty, too long, or a character the bank does not keep", () => {
    expect(nicknameProblem("   ")).toBe("EMPTY");
    expect(nicknameProblem("")).toBe("EMPTY");
    expect(nicknameProblem("x".repeat(NICKNAME_MAX_LENGTH + 1))).toBe("TOO_LONG");
    expect(nicknameProblem(` ${"x".repeat(NICKNAME_MAX_LENGTH)} `)).toBeNull();
    for (const bad of ["Rent ₹", "a/b", "<b>", "50%", "tab\there"])
      expect(nicknameProblem(bad), bad).toBe("CHARACTERS");
  });
});
