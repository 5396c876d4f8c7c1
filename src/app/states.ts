import { lazy, type ComponentType } from "react";
import { menuOf, type MenuEntry } from "./navigation/menu";
import { declareStates, type StateName, type StateRegistry } from "./stateNames";

export type { StateArea, StateName } from "./stateNames";

/**
 * Every named state of the app (spec 000 section 2), one declaration each: its title, area and
 * idle time-out, the params it reads, its menu item, how the language tour visits it, and its
 * lazily loaded screen. Only `/`, `/logout` and `/error` are URLs; everything here is reached by
 * `go(name)` and lives in memory. The menu lists the items in the order they are declared here.
 * Nothing a screen imports may import this file (its `import()`s lead back to every screen):
 * navigation reads it through the `StateProvider`, the names through `DeclaredStates`.
 */
const declared = declareStates({
  // Sign-in and the first sign-in's setup.
  login: {
    titleKey: "states:login",
    area: "public",
    tour: { via: "signIn" },
    load: () => import("./login/LoginScreen").then((m) => ({ default: m.LoginScreen })),
  },
  authOtp: {
    titleKey: "states:authOtp",
    area: "pending",
    tour: { via: "signIn" },
    load: () => import("./authOtp/AuthOtpScreen").then((m) => ({ default: m.AuthOtpScreen })),
  },
  configureSecureLoginAccess: {
    titleKey: "states:configureSecureLoginAccess",
    area: "signedIn",
    load: () =>
      import("./secureAccess/ConfigureSecureLoginAccessScreen").then((m) => ({
        default: m.ConfigureSecureLoginAccessScreen,
      })),
  },

  // My Home
  dashboard: {
    titleKey: "states:dashboard",
    area: "signedIn",
    menu: { id: "dashboard", group: "myHome", labelKey: "common:menu.dashboard" },
    tour: { via: "signIn" },
    load: () => import("./dashboard/DashboardScreen").then((m) => ({ default: m.DashboardScreen })),
  },
  configureHomePage: {
    titleKey: "states:configureHomePage",
    area: "signedIn",
    menu: { id: "configureHomePage", group: "myHome", labelKey: "states:configureHomePage" },
    tour: { via: "menu" },
    load: () =>
      import("./home/ConfigureHomePageScreen").then((m) => ({ default: m.ConfigureHomePageScreen })),
  },
  menuSearch: {
    titleKey: "states:menuSearch",
    area: "signedIn",
    menu: { id: "menuSearch", group: "myHome", labelKey: "states:menuSearch" },
    tour: { via: "menu" },
    load: () => import("./home/MenuSearchScreen").then((m) => ({ default: m.MenuSearchScreen })),
  },

  // My Accounts
  acnList: {
    titleKey: "states:acnList",
    area: "signedIn",
    menu: { id: "acnList", group: "myAccounts", labelKey: "states:acnList" },
    tour: { via: "menu" },
    load: () => import("./accounts/AccountListScreen").then((m) => ({ default: m.AccountListScreen })),
  },
  closedAcnList: {
    titleKey: "states:closedAcnList",
    area: "signedIn",
    menu: { id: "closedAcnList", group: "myAccounts", labelKey: "states:closedAcnList" },
    tour: { via: "menu" },
    load: () => import("./accounts/AccountListScreen").then((m) => ({ default: m.ClosedAccountListScreen })),
  },
  activeAccountDetail: {
    titleKey: "states:activeAccountDetail",
    area: "signedIn",
    params: ["accountNumber", "accountType"],
    tour: { via: "link", from: "acnList" },
    load: () =>
      import("./accounts/AccountDetailScreen").then((m) => ({ default: m.ActiveAccountDetailScreen })),
  },
  inactiveAccountDetail: {
    titleKey: "states:inactiveAccountDetail",
    area: "signedIn",
    params: ["accountNumber", "accountType"],
    tour: { via: "link", from: "closedAcnList" },
    load: () =>
      import("./accounts/AccountDetailScreen").then((m) => ({ default: m.InactiveAccountDetailScreen })),
  },
  acnNickName: {
    titleKey: "states:acnNickName",
    area: "signedIn",
    menu: { id: "acnNickName", group: "myAccounts", labelKey: "states:acnNickName" },
    tour: { via: "menu" },
    load: () => import("./accounts/NicknameScreen").then((m) => ({ default: m.NicknameScreen })),
  },
  txnEnquiry: {
    titleKey: "states:txnEnquiry",
    area: "signedIn",
    params: ["accountNumber"],
    menu: { id: "txnEnquiry", group: "myAccounts", labelKey: "states:txnEnquiry" },
    tour: { via: "menu" },
    load: () => import("./enquiry/EnquiryScreen").then((m) => ({ default: m.EnquiryScreen })),
  },
  acctStmt: {
    titleKey: "states:acctStmt",
    area: "signedIn",
    params: ["accountNumber"],
    menu: { id: "acctStmt", group: "myAccounts", labelKey: "states:acctStmt" },
    tour: { via: "menu" },
    load: () => import("./statements/StatementScreen").then((m) => ({ default: m.StatementScreen })),
  },
  certificates: {
    titleKey: "states:certificates",
    area: "signedIn",
    menu: { id: "certificates", group: "myAccounts", labelKey: "states:certificates" },
    tour: { via: "menu" },
    load: () => import("./statements/CertificateScreen").then((m) => ({ default: m.CertificateScreen })),
  },

  // Funds Transfer: beneficiaries (spec 001 section 2, beneficiary.*; the titles are in the
  // beneficiary namespace). "addModifyBeneficiary" is also the dashboard favourite's id.
  "beneficiary.options": {
    titleKey: "beneficiary:states.options",
    area: "signedIn",
    menu: { id: "addModifyBeneficiary", group: "fundsTransfer", labelKey: "beneficiary:menu.manage" },
    tour: { via: "menu" },
    load: () =>
      import("./beneficiary/BeneficiaryOptionsScreen").then((m) => ({ default: m.BeneficiaryOptionsScreen })),
  },
  "beneficiary.addBenfInFIS": {
    titleKey: "beneficiary:states.addBenfInFIS",
    area: "signedIn",
    load: () =>
      import("./beneficiary/AddBeneficiaryScreen").then((m) => ({ default: m.AddWithinBankScreen })),
  },
  "beneficiary.addBenfOutsideFIS": {
    titleKey: "beneficiary:states.addBenfOutsideFIS",
    area: "signedIn",
    tour: { via: "link", from: "beneficiary.options" },
    load: () => import("./beneficiary/AddBeneficiaryScreen").then((m) => ({ default: m.AddOtherBankScreen })),
  },
  "beneficiary.viewBeneficiaryList": {
    titleKey: "beneficiary:states.viewBeneficiaryList",
    area: "signedIn",
    load: () =>
      import("./beneficiary/BeneficiaryListScreen").then((m) => ({ default: m.BeneficiaryListScreen })),
  },
  "beneficiary.modifyBeneficiary": {
    titleKey: "beneficiary:states.modifyBeneficiary",
    area: "signedIn",
    params: ["sequence", "action"],
    load: () =>
      import("./beneficiary/ModifyBeneficiaryScreen").then((m) => ({ default: m.ModifyBeneficiaryScreen })),
  },
  "beneficiary.pendingBene": {
    titleKey: "beneficiary:states.pendingBene",
    area: "signedIn",
    menu: { id: "pendingBeneficiaries", group: "fundsTransfer", labelKey: "beneficiary:menu.pending" },
    tour: { via: "menu" },
    load: () =>
      import("./beneficiary/PendingBeneficiariesScreen").then((m) => ({
        default: m.PendingBeneficiariesScreen,
      })),
  },

  // Funds Transfer: payments (area D), flows of the shared steps; a favourite's "Pay again" opens
  // them with its values. Own-account transfers have no code step.
  "ownFd.ownAcnTransfer": {
    titleKey: "states:ownFdOwnAcnTransfer",
    area: "signedIn",
    params: ["fromAccount", "toAccount", "amount", "remarks"],
    menu: { id: "ownAcnTransfer", group: "fundsTransfer", labelKey: "states:ownFdOwnAcnTransfer" },
    tour: { via: "menu", flowSteps: 3 },
    load: () => import("./transfers/TransferScreens").then((m) => ({ default: m.OwnTransferScreen })),
  },
  "thirdFd.thirdPtyTrnsfrInFIS": {
    titleKey: "states:thirdFdThirdPtyTrnsfrInFIS",
    area: "signedIn",
    params: ["fromAccount", "beneficiary", "amount", "remarks"],
    menu: {
      id: "thirdPtyTrnsfrInFIS",
      group: "fundsTransfer",
      labelKey: "states:thirdFdThirdPtyTrnsfrInFIS",
    },
    tour: { via: "menu", flowSteps: 4 },
    load: () => import("./transfers/TransferScreens").then((m) => ({ default: m.WithinBankTransferScreen })),
  },
  "neftRtgs.home": {
    titleKey: "states:neftRtgsHome",
    area: "signedIn",
    params: ["fromAccount", "beneficiary", "amount", "remarks", "paymentNetwork"],
    menu: { id: "neftRtgs", group: "fundsTransfer", labelKey: "states:neftRtgsHome" },
    tour: { via: "menu", flowSteps: 4 },
    load: () => import("./transfers/TransferScreens").then((m) => ({ default: m.NeftRtgsScreen })),
  },

  // Funds Transfer: favourite transactions and the fund-transfer enquiry (area E)
  "favTrans.home": {
    titleKey: "favourites:states.home",
    area: "signedIn",
    menu: { id: "favTrans", group: "fundsTransfer", labelKey: "favourites:states.home" },
    tour: { via: "menu" },
    load: () =>
      import("./transfers/favourites/FavouriteTransactionsScreen").then((m) => ({
        default: m.FavouriteTransactionsScreen,
      })),
  },
  fundTrnsfrEnquiry: {
    titleKey: "ftEnquiry:states.home",
    area: "signedIn",
    menu: { id: "fundTrnsfrEnquiry", group: "fundsTransfer", labelKey: "ftEnquiry:states.home" },
    tour: { via: "menu" },
    load: () =>
      import("./transfers/enquiry/FundTransferEnquiryScreen").then((m) => ({
        default: m.FundTransferEnquiryScreen,
      })),
  },

  // My Services
  about: {
    titleKey: "states:about",
    area: "signedIn",
    menu: { id: "about", group: "myServices", labelKey: "common:menu.about" },
    tour: { via: "menu" },
    load: () => import("./dashboard/AboutScreen").then((m) => ({ default: m.AboutScreen })),
  },
  // Security settings, also the forced password reset (the only `reset` screen with a session
  // in PENDING_RESET).
  "scrtyInfo.view": {
    titleKey: "states:scrtyInfoView",
    area: "reset",
    menu: { id: "securitySettings", group: "myServices", labelKey: "security:menuItem" },
    tour: { via: "menu" },
    load: () => import("./secureAccess/SecurityInfoScreen").then((m) => ({ default: m.SecurityInfoScreen })),
  },
  "scrtyInfo.secureImage": {
    titleKey: "states:scrtyInfoSecureImage",
    area: "signedIn",
    menu: { id: "secureImage", group: "myServices", labelKey: "states:scrtyInfoSecureImage" },
    tour: { via: "menu", flowSteps: 4 },
    load: () =>
      import("./secureAccess/SecureImageChangeScreen").then((m) => ({ default: m.SecureImageChangeScreen })),
  },
  selfService: {
    titleKey: "states:selfService",
    area: "signedIn",
    menu: { id: "selfService", group: "myServices", labelKey: "states:selfService" },
    tour: { via: "menu" },
    load: () => import("./home/SelfServiceScreen").then((m) => ({ default: m.SelfServiceScreen })),
  },

  // Sign-out: the survey has a time-out of its own (FeedbackTimeout: feedbackTimeoutMs with the warning).
  feedback: {
    titleKey: "states:feedback",
    area: "reset",
    guarded: false,
    tour: { via: "signOut" },
    load: () => import("./feedback/FeedbackScreen").then((m) => ({ default: m.FeedbackScreen })),
  },
});

declare module "./stateNames" {
  interface DeclaredStates {
    readonly states: typeof declared;
  }
}

/** The registry of the named states, each read as a `StateDeclaration`. */
export const states: StateRegistry = declared;

/** Every menu item, in menu order within each group (the app reads it through `useMenuEntries`). */
export const MENU_ENTRIES: readonly MenuEntry[] = menuOf(states);

/** Narrows a string to a {@link StateName}. */
export function isStateName(value: string): value is StateName {
  return Object.hasOwn(states, value);
}

/**
 * The screen of each state: lazily loaded, created once at start-up so React keeps them mounted.
 * A screen loaded by {@link preloadScreen} before the first render is used as it is.
 */
const screens = {} as Record<StateName, ComponentType>;
for (const name of Object.keys(states) as StateName[]) screens[name] = lazy(states[name].load);

/** The component that shows each state. */
export const SCREENS: Readonly<Record<StateName, ComponentType>> = screens;

/**
 * Loads a state's screen before the app first renders, so that the first screen shows whole at
 * once instead of a loading step first (React holds back revealing suspended content for up to
 * 300 ms). Called only before the first render: a screen already shown lazily keeps its component.
 */
export async function preloadScreen(name: StateName): Promise<void> {
  try {
    const loaded = await states[name].load();
    screens[name] = loaded.default;
  } catch {
    // Not fatal: the screen stays lazy and loads (or reports its failure) when it is shown.
  }
}
