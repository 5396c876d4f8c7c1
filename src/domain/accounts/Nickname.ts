/** The longest nickname the bank keeps (spec 000 section 3: `shrt_account_names`). */
export const NICKNAME_MAX_LENGTH = 20;

/** Letters and marks of any script (Devanagari included), digits, spaces, `.`, `-` and `_`. */
const NICKNAME_CHARACTERS = /^[\p{L}\p{M}\p{N} ._-]+$/u;

/** Why a nickname (after trimming spaces) cannot be kept. */
export type NicknameProblem = "EMPTY" | "TOO_LONG" | "CHARACTERS";

/** What is wrong with a nickname, or null when the bank can keep it. */
export function nicknameProblem(nickname: string): NicknameProblem | null {
  const trimmed = nickname.trim();
  if (trimmed === "") return "EMPTY";
  if (trimmed.length > NICKNAME_MAX_LENGTH) return "TOO_LONG";
  if (!NICKNAME_CHARACTERS.test(trimmed)) return "CHARACTERS";
  return null;
}

/** One account's nickname in the nickname form: as loaded and as edited. */
export interface NicknameEdit {
  readonly original: string;
  readonly current: string;
}

/** The nicknames the customer changed (compared after trimming spaces). */
export function changedNicknames<T extends NicknameEdit>(group: readonly T[]): readonly T[] {
  return group.filter((n) => n.current.trim() !== n.original.trim());
}

/** Whether an edited nickname is blank; a changed nickname cannot be (spec 000 section 5). */
export function isBlankNickname(edit: NicknameEdit): boolean {
  return edit.current.trim() === "";
}

/**
 * Whether a group's submit button is enabled (spec 000 section 4): at least one nickname changed
 * and no changed nickname is empty.
 */
export function canSubmitNicknames(group: readonly NicknameEdit[]): boolean {
  const changed = changedNicknames(group);
  return changed.length > 0 && !changed.some(isBlankNickname);
}

/** The parts of the duplicate-nickname message (spec 000 section 5): a label, the nickname, then the words "already exists". */
export interface DuplicateNicknameMessage {
  readonly labelKey: string;
  readonly nickname: string;
  readonly suffixKey: string;
}

/** The translation key of the label before a duplicate nickname. */
export const DUPLICATE_NICKNAME_LABEL_KEY = "accounts:nickname.duplicateLabel";

/** The translation key of the words "already exists" after a duplicate nickname. */
export const DUPLICATE_NICKNAME_SUFFIX_KEY = "accounts:nickname.alreadyExists";

/** The message for a nickname the server rejected as a duplicate (spec 000 section 5). */
export function duplicateNicknameMessage(nickname: string): DuplicateNicknameMessage {
  return {
    labelKey: DUPLICATE_NICKNAME_LABEL_KEY,
    nickname: nickname.trim(),
    suffixKey: DUPLICATE_NICKNAME_SUFFIX_KEY,
  };
}

/**
 * After a failed save the conflicting nicknames the customer typed are cleared (spec 000 section 8);
 * the others keep their edits, and an account whose saved nickname is the one refused keeps it
 * (the customer did not touch it, so it is neither emptied nor flagged).
 */
export function clearConflictingNicknames<T extends NicknameEdit>(
  group: readonly T[],
  conflicting: readonly string[],
): readonly T[] {
  const names = new Set(conflicting.map((n) => n.trim()));
  const changed = new Set<NicknameEdit>(changedNicknames(group));
  return group.map((n) => (changed.has(n) && names.has(n.current.trim()) ? { ...n, current: "" } : n));
}
