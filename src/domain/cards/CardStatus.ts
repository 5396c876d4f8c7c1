/** Debit card status codes (spec 002 section 3: A active, T temporarily blocked, B blocked). */
export type CardStatusCode = "A" | "T" | "B";

/** The name of each card status (spec 002 section 3). */
export const CARD_STATUSES: Readonly<Record<CardStatusCode, string>> = {
  A: "Active",
  T: "Temporarily Blocked",
  B: "Blocked",
};

/** Whether a code is a known card status (spec 002 section 3). */
export function isCardStatus(code: string): code is CardStatusCode {
  return code === "A" || code === "T" || code === "B";
}

/** Block types offered on the hot-list screen (spec 002 section 3). */
export type BlockType = "PERMANENT" | "TEMPORARY";

/** The name of each block type (spec 002 section 3). */
export const BLOCK_TYPES: Readonly<Record<BlockType, string>> = {
  PERMANENT: "Permanent Block",
  TEMPORARY: "Temporary Block",
};

/**
 * The cardStatus sent to blockAndUnblockCard for a block type (spec 002 sections 3 and 7); decided
 * here from the status codes: a permanent block sets B, a temporary block sets T.
 */
export function blockStatusFor(type: BlockType): CardStatusCode {
  return type === "PERMANENT" ? "B" : "T";
}

/** The cardStatus sent to unblock a card: A, active (spec 002 sections 3 and 4). */
export const UNBLOCK_STATUS: CardStatusCode = "A";

/**
 * Whether a card may be unblocked online: only a temporarily blocked card (decided here: a permanent
 * block is not reversible online, which is why reissue exists for status B).
 */
export function canUnblock(status: string): boolean {
  return status === "T";
}

/** What the reissue screen does for a card status (spec 002 section 4). */
export type ReissueDecision =
  | { readonly kind: "PROCEED" }
  | { readonly kind: "NOTE"; readonly messageKey: "reissueCard.activeCardMsg" | "reissueCard.tempBlockedMsg" }
  | { readonly kind: "NO_CARDS"; readonly messageKey: "reissueCard.noCardsMsg" };

/** Reissue (spec 002 sections 4 and 8): proceeds only for status B; A and T give notes; anything else no cards. */
export function reissueDecision(status: string): ReissueDecision {
  switch (status) {
    case "B":
      return { kind: "PROCEED" };
    case "A":
      return { kind: "NOTE", messageKey: "reissueCard.activeCardMsg" };
    case "T":
      return { kind: "NOTE", messageKey: "reissueCard.tempBlockedMsg" };
    default:
      return { kind: "NO_CARDS", messageKey: "reissueCard.noCardsMsg" };
  }
}

/** Card service error codes (spec 002 section 8). */
export const CARD_ERROR_CODES = {
  /** No cards to hot-list; message then back to the dashboard. */
  NO_CARDS_TO_BLOCK: "1033",
  /** No cards to unblock; same handling. */
  NO_CARDS_TO_UNBLOCK: "1036",
  /** No registered card for the ATM PIN. */
  NO_REGISTERED_CARD: "1032",
} as const;
