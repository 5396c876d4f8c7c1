/** The count of wrong transaction passwords in one session, against the server's maximum. */
export interface TransactionPasswordAttempts {
  readonly wrongAttempts: number;
  /** The maximum of `GET transaction/allowedTxnPwdAttemps` (spec 000 section 9: from the server). */
  readonly maxAttempts: number;
}

/** The answer of `POST transaction/validateTransacPwd`: accepted, or 406 wrong (spec 000 section 8). */
export type TransactionPasswordOutcome = "accepted" | "wrong";

/** What the confirm step does after a transaction password answer. */
export type TransactionPasswordDecision =
  | { readonly kind: "accepted"; readonly state: TransactionPasswordAttempts }
  | { readonly kind: "wrong"; readonly remaining: number; readonly state: TransactionPasswordAttempts }
  | { readonly kind: "blocked"; readonly state: TransactionPasswordAttempts };

/**
 * The attempt state at the start of a session for the server's maximum; a missing, fractional or
 * non-positive maximum counts as 1, so a bad answer never allows unlimited guesses.
 */
export function initialTransactionPasswordAttempts(maxAttempts: number): TransactionPasswordAttempts {
  const max = Number.isFinite(maxAttempts) && maxAttempts >= 1 ? Math.floor(maxAttempts) : 1;
  return { wrongAttempts: 0, maxAttempts: max };
}

/**
 * Applies one transaction password answer (spec 000 sections 4 and 8, spec 002 section 4): an
 * accepted password goes on with the count unchanged; a wrong one (HTTP 406) shows "Wrong
 * Transaction Password" with the attempts remaining; the wrong one that reaches the maximum
 * blocks: the modal opens, the user id is blocked (`POST transaction/blockUserId`) and the
 * customer is logged out. A state already at the maximum stays blocked.
 */
export function transactionPasswordAttempt(
  state: TransactionPasswordAttempts,
  outcome: TransactionPasswordOutcome,
): TransactionPasswordDecision {
  if (state.wrongAttempts >= state.maxAttempts) return { kind: "blocked", state };
  if (outcome === "accepted") return { kind: "accepted", state };
  const next = { ...state, wrongAttempts: state.wrongAttempts + 1 };
  const remaining = next.maxAttempts - next.wrongAttempts;
  if (remaining <= 0) return { kind: "blocked", state: next };
  return { kind: "wrong", remaining, state: next };
}
