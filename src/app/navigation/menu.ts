import type { StateName } from "../stateNames";

/** The four menu groups of spec 000 section 2, in their order. */
export const MENU_GROUPS = ["myHome", "myAccounts", "fundsTransfer", "myServices"] as const;

/** One of {@link MENU_GROUPS}. */
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** One menu item: the state it opens and the i18n key of its label (also what menu search finds). */
export interface MenuEntry {
  readonly id: string;
  readonly group: MenuGroup;
  readonly state: StateName;
  readonly labelKey: string;
}

/**
 * Every built screen reachable from the menu, in menu order within each group. The menu bar, menu
 * search (menuSearch) and the favourites of the dashboard all read this one list, so a screen is
 * added in one place. A group without items shows "Coming soon".
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { id: "dashboard", group: "myHome", state: "dashboard", labelKey: "common:menu.dashboard" },
  {
    id: "configureHomePage",
    group: "myHome",
    state: "configureHomePage",
    labelKey: "states:configureHomePage",
  },
  { id: "menuSearch", group: "myHome", state: "menuSearch", labelKey: "states:menuSearch" },
  { id: "acnList", group: "myAccounts", state: "acnList", labelKey: "states:acnList" },
  { id: "closedAcnList", group: "myAccounts", state: "closedAcnList", labelKey: "states:closedAcnList" },
  { id: "acnNickName", group: "myAccounts", state: "acnNickName", labelKey: "states:acnNickName" },
  { id: "txnEnquiry", group: "myAccounts", state: "txnEnquiry", labelKey: "states:txnEnquiry" },
  { id: "acctStmt", group: "myAccounts", state: "acctStmt", labelKey: "states:acctStmt" },
  { id: "certificates", group: "myAccounts", state: "certificates", labelKey: "states:certificates" },
  // Beneficiaries: "addModifyBeneficiary" is also the dashboard favourite's id (spec 001 section 2).
  {
    id: "addModifyBeneficiary",
    group: "fundsTransfer",
    state: "beneficiary.options",
    labelKey: "beneficiary:menu.manage",
  },
  {
    id: "pendingBeneficiaries",
    group: "fundsTransfer",
    state: "beneficiary.pendingBene",
    labelKey: "beneficiary:menu.pending",
  },
  // Funds Transfer: payments (area D)
  {
    id: "ownAcnTransfer",
    group: "fundsTransfer",
    state: "ownFd.ownAcnTransfer",
    labelKey: "states:ownFdOwnAcnTransfer",
  },
  {
    id: "thirdPtyTrnsfrInFIS",
    group: "fundsTransfer",
    state: "thirdFd.thirdPtyTrnsfrInFIS",
    labelKey: "states:thirdFdThirdPtyTrnsfrInFIS",
  },
  { id: "neftRtgs", group: "fundsTransfer", state: "neftRtgs.home", labelKey: "states:neftRtgsHome" },
  // Funds Transfer: favourite transactions and the fund-transfer enquiry (area E)
  { id: "favTrans", group: "fundsTransfer", state: "favTrans.home", labelKey: "favourites:states.home" },
  {
    id: "fundTrnsfrEnquiry",
    group: "fundsTransfer",
    state: "fundTrnsfrEnquiry",
    labelKey: "ftEnquiry:states.home",
  },
  { id: "about", group: "myServices", state: "about", labelKey: "common:menu.about" },
  { id: "securitySettings", group: "myServices", state: "scrtyInfo.view", labelKey: "security:menuItem" },
  {
    id: "secureImage",
    group: "myServices",
    state: "scrtyInfo.secureImage",
    labelKey: "states:scrtyInfoSecureImage",
  },
  { id: "selfService", group: "myServices", state: "selfService", labelKey: "states:selfService" },
];

/** The items of one group, in menu order. */
export function menuEntriesOf(group: MenuGroup): readonly MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => entry.group === group);
}
