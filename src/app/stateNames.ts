/**
 * Who may be on a state: before sign-in, between password and code, signed in (with the menu),
 * or with any live session but without the menu (`reset`: the forced password reset, which is
 * the only area a session in PENDING_RESET may see, and the sign-out survey).
 */
export type StateArea = "public" | "pending" | "signedIn" | "reset";

/** What every named state declares besides its screen. */
export interface StateMeta {
  /** i18n key of the state's title (document title, h1 and announcement). */
  readonly titleKey: string;
  readonly area: StateArea;
  /**
   * Whether the idle time-out guards the state: by default every state but the public ones. A
   * pre-login flow (password reset, new user) sets true; a state with a time-out of its own false.
   */
  readonly guarded?: boolean;
}

/**
 * The titles and areas of the named states (spec 000 section 2). Kept apart from the lazy
 * screens of `states.ts` so navigation code never imports a screen.
 */
export const STATE_META = {
  login: { titleKey: "states:login", area: "public" },
  authOtp: { titleKey: "states:authOtp", area: "pending" },
  configureSecureLoginAccess: { titleKey: "states:configureSecureLoginAccess", area: "signedIn" },
  "scrtyInfo.view": { titleKey: "states:scrtyInfoView", area: "reset" },
  "scrtyInfo.secureImage": { titleKey: "states:scrtyInfoSecureImage", area: "signedIn" },
  dashboard: { titleKey: "states:dashboard", area: "signedIn" },
  about: { titleKey: "states:about", area: "signedIn" },
  configureHomePage: { titleKey: "states:configureHomePage", area: "signedIn" },
  menuSearch: { titleKey: "states:menuSearch", area: "signedIn" },
  selfService: { titleKey: "states:selfService", area: "signedIn" },
  txnEnquiry: { titleKey: "states:txnEnquiry", area: "signedIn" },
  acnList: { titleKey: "states:acnList", area: "signedIn" },
  closedAcnList: { titleKey: "states:closedAcnList", area: "signedIn" },
  activeAccountDetail: { titleKey: "states:activeAccountDetail", area: "signedIn" },
  inactiveAccountDetail: { titleKey: "states:inactiveAccountDetail", area: "signedIn" },
  acnNickName: { titleKey: "states:acnNickName", area: "signedIn" },
  acctStmt: { titleKey: "states:acctStmt", area: "signedIn" },
  certificates: { titleKey: "states:certificates", area: "signedIn" },
  // Beneficiaries (spec 001 section 2, beneficiary.*): the titles are in the beneficiary namespace.
  "beneficiary.options": { titleKey: "beneficiary:states.options", area: "signedIn" },
  "beneficiary.addBenfInFIS": { titleKey: "beneficiary:states.addBenfInFIS", area: "signedIn" },
  "beneficiary.addBenfOutsideFIS": { titleKey: "beneficiary:states.addBenfOutsideFIS", area: "signedIn" },
  "beneficiary.viewBeneficiaryList": { titleKey: "beneficiary:states.viewBeneficiaryList", area: "signedIn" },
  "beneficiary.modifyBeneficiary": { titleKey: "beneficiary:states.modifyBeneficiary", area: "signedIn" },
  "beneficiary.pendingBene": { titleKey: "beneficiary:states.pendingBene", area: "signedIn" },
  // Payments (funds transfer; area D)
  "ownFd.ownAcnTransfer": { titleKey: "states:ownFdOwnAcnTransfer", area: "signedIn" },
  "thirdFd.thirdPtyTrnsfrInFIS": { titleKey: "states:thirdFdThirdPtyTrnsfrInFIS", area: "signedIn" },
  "neftRtgs.home": { titleKey: "states:neftRtgsHome", area: "signedIn" },
  // Favourite transactions and the fund-transfer enquiry (funds transfer; area E)
  "favTrans.home": { titleKey: "favourites:states.home", area: "signedIn" },
  fundTrnsfrEnquiry: { titleKey: "ftEnquiry:states.home", area: "signedIn" },
  // The survey has a time-out of its own (FeedbackTimeout: feedbackTimeoutMs with the warning).
  feedback: { titleKey: "states:feedback", area: "reset", guarded: false },
} as const satisfies Record<string, StateMeta>;

/** The name of a registered state. */
export type StateName = keyof typeof STATE_META;

/** Narrows a string to a {@link StateName}. */
export function isStateName(value: string): value is StateName {
  return Object.hasOwn(STATE_META, value);
}
