import { lazy, type ComponentType } from "react";
import { STATE_META, type StateMeta, type StateName } from "./stateNames";

export { type StateArea, type StateName, isStateName } from "./stateNames";

/** One named state of the registry: its title, its area and its lazily loaded screen. */
export interface StateDefinition extends StateMeta {
  /** Loads the state's screen (one lazy chunk per feature). */
  readonly load: () => Promise<{ default: ComponentType }>;
}

/**
 * The typed registry of the named states built so far (spec 000 section 2). Only `/`, `/logout`
 * and `/error` are URLs; everything here is reached by `go(name)` and lives in memory.
 */
export const states: Readonly<Record<StateName, StateDefinition>> = {
  login: {
    ...STATE_META.login,
    load: () => import("./login/LoginScreen").then((m) => ({ default: m.LoginScreen })),
  },
  authOtp: {
    ...STATE_META.authOtp,
    load: () => import("./authOtp/AuthOtpScreen").then((m) => ({ default: m.AuthOtpScreen })),
  },
  configureSecureLoginAccess: {
    ...STATE_META.configureSecureLoginAccess,
    load: () =>
      import("./secureAccess/ConfigureSecureLoginAccessScreen").then((m) => ({
        default: m.ConfigureSecureLoginAccessScreen,
      })),
  },
  "scrtyInfo.view": {
    ...STATE_META["scrtyInfo.view"],
    load: () => import("./secureAccess/SecurityInfoScreen").then((m) => ({ default: m.SecurityInfoScreen })),
  },
  "scrtyInfo.secureImage": {
    ...STATE_META["scrtyInfo.secureImage"],
    load: () =>
      import("./secureAccess/SecureImageChangeScreen").then((m) => ({ default: m.SecureImageChangeScreen })),
  },
  dashboard: {
    ...STATE_META.dashboard,
    load: () => import("./dashboard/DashboardScreen").then((m) => ({ default: m.DashboardScreen })),
  },
  about: {
    ...STATE_META.about,
    load: () => import("./dashboard/AboutScreen").then((m) => ({ default: m.AboutScreen })),
  },
  configureHomePage: {
    ...STATE_META.configureHomePage,
    load: () =>
      import("./home/ConfigureHomePageScreen").then((m) => ({ default: m.ConfigureHomePageScreen })),
  },
  menuSearch: {
    ...STATE_META.menuSearch,
    load: () => import("./home/MenuSearchScreen").then((m) => ({ default: m.MenuSearchScreen })),
  },
  selfService: {
    ...STATE_META.selfService,
    load: () => import("./home/SelfServiceScreen").then((m) => ({ default: m.SelfServiceScreen })),
  },
  txnEnquiry: {
    ...STATE_META.txnEnquiry,
    load: () => import("./enquiry/EnquiryScreen").then((m) => ({ default: m.EnquiryScreen })),
  },
  acnList: {
    ...STATE_META.acnList,
    load: () => import("./accounts/AccountListScreen").then((m) => ({ default: m.AccountListScreen })),
  },
  closedAcnList: {
    ...STATE_META.closedAcnList,
    load: () => import("./accounts/AccountListScreen").then((m) => ({ default: m.ClosedAccountListScreen })),
  },
  activeAccountDetail: {
    ...STATE_META.activeAccountDetail,
    load: () =>
      import("./accounts/AccountDetailScreen").then((m) => ({ default: m.ActiveAccountDetailScreen })),
  },
  inactiveAccountDetail: {
    ...STATE_META.inactiveAccountDetail,
    load: () =>
      import("./accounts/AccountDetailScreen").then((m) => ({ default: m.InactiveAccountDetailScreen })),
  },
  acnNickName: {
    ...STATE_META.acnNickName,
    load: () => import("./accounts/NicknameScreen").then((m) => ({ default: m.NicknameScreen })),
  },
  acctStmt: {
    ...STATE_META.acctStmt,
    load: () => import("./statements/StatementScreen").then((m) => ({ default: m.StatementScreen })),
  },
  certificates: {
    ...STATE_META.certificates,
    load: () => import("./statements/CertificateScreen").then((m) => ({ default: m.CertificateScreen })),
  },
  "beneficiary.options": {
    ...STATE_META["beneficiary.options"],
    load: () =>
      import("./beneficiary/BeneficiaryOptionsScreen").then((m) => ({ default: m.BeneficiaryOptionsScreen })),
  },
  "beneficiary.addBenfInFIS": {
    ...STATE_META["beneficiary.addBenfInFIS"],
    load: () =>
      import("./beneficiary/AddBeneficiaryScreen").then((m) => ({ default: m.AddWithinBankScreen })),
  },
  "beneficiary.addBenfOutsideFIS": {
    ...STATE_META["beneficiary.addBenfOutsideFIS"],
    load: () => import("./beneficiary/AddBeneficiaryScreen").then((m) => ({ default: m.AddOtherBankScreen })),
  },
  "beneficiary.viewBeneficiaryList": {
    ...STATE_META["beneficiary.viewBeneficiaryList"],
    load: () =>
      import("./beneficiary/BeneficiaryListScreen").then((m) => ({ default: m.BeneficiaryListScreen })),
  },
  "beneficiary.modifyBeneficiary": {
    ...STATE_META["beneficiary.modifyBeneficiary"],
    load: () =>
      import("./beneficiary/ModifyBeneficiaryScreen").then((m) => ({ default: m.ModifyBeneficiaryScreen })),
  },
  "beneficiary.pendingBene": {
    ...STATE_META["beneficiary.pendingBene"],
    load: () =>
      import("./beneficiary/PendingBeneficiariesScreen").then((m) => ({
        default: m.PendingBeneficiariesScreen,
      })),
  },
  // Payments (funds transfer; area D)
  "ownFd.ownAcnTransfer": {
    ...STATE_META["ownFd.ownAcnTransfer"],
    load: () => import("./transfers/TransferScreens").then((m) => ({ default: m.OwnTransferScreen })),
  },
  "thirdFd.thirdPtyTrnsfrInFIS": {
    ...STATE_META["thirdFd.thirdPtyTrnsfrInFIS"],
    load: () => import("./transfers/TransferScreens").then((m) => ({ default: m.WithinBankTransferScreen })),
  },
  "neftRtgs.home": {
    ...STATE_META["neftRtgs.home"],
    load: () => import("./transfers/TransferScreens").then((m) => ({ default: m.NeftRtgsScreen })),
  },
  // Favourite transactions and the fund-transfer enquiry (funds transfer; area E)
  "favTrans.home": {
    ...STATE_META["favTrans.home"],
    load: () =>
      import("./transfers/favourites/FavouriteTransactionsScreen").then((m) => ({
        default: m.FavouriteTransactionsScreen,
      })),
  },
  fundTrnsfrEnquiry: {
    ...STATE_META.fundTrnsfrEnquiry,
    load: () =>
      import("./transfers/enquiry/FundTransferEnquiryScreen").then((m) => ({
        default: m.FundTransferEnquiryScreen,
      })),
  },
  feedback: {
    ...STATE_META.feedback,
    load: () => import("./feedback/FeedbackScreen").then((m) => ({ default: m.FeedbackScreen })),
  },
};

/**
 * The screen of each state: lazily loaded, created once at start-up so React keeps them mounted.
 * A screen loaded by {@link preloadScreen} before the first render is used as it is.
 */
const screens: Record<StateName, ComponentType> = {
  login: lazy(states.login.load),
  authOtp: lazy(states.authOtp.load),
  configureSecureLoginAccess: lazy(states.configureSecureLoginAccess.load),
  "scrtyInfo.view": lazy(states["scrtyInfo.view"].load),
  "scrtyInfo.secureImage": lazy(states["scrtyInfo.secureImage"].load),
  dashboard: lazy(states.dashboard.load),
  about: lazy(states.about.load),
  configureHomePage: lazy(states.configureHomePage.load),
  menuSearch: lazy(states.menuSearch.load),
  selfService: lazy(states.selfService.load),
  txnEnquiry: lazy(states.txnEnquiry.load),
  acnList: lazy(states.acnList.load),
  closedAcnList: lazy(states.closedAcnList.load),
  activeAccountDetail: lazy(states.activeAccountDetail.load),
  inactiveAccountDetail: lazy(states.inactiveAccountDetail.load),
  acnNickName: lazy(states.acnNickName.load),
  acctStmt: lazy(states.acctStmt.load),
  certificates: lazy(states.certificates.load),
  "beneficiary.options": lazy(states["beneficiary.options"].load),
  "beneficiary.addBenfInFIS": lazy(states["beneficiary.addBenfInFIS"].load),
  "beneficiary.addBenfOutsideFIS": lazy(states["beneficiary.addBenfOutsideFIS"].load),
  "beneficiary.viewBeneficiaryList": lazy(states["beneficiary.viewBeneficiaryList"].load),
  "beneficiary.modifyBeneficiary": lazy(states["beneficiary.modifyBeneficiary"].load),
  "beneficiary.pendingBene": lazy(states["beneficiary.pendingBene"].load),
  // Payments (funds transfer; area D)
  "ownFd.ownAcnTransfer": lazy(states["ownFd.ownAcnTransfer"].load),
  "thirdFd.thirdPtyTrnsfrInFIS": lazy(states["thirdFd.thirdPtyTrnsfrInFIS"].load),
  "neftRtgs.home": lazy(states["neftRtgs.home"].load),
  // Favourite transactions and the fund-transfer enquiry (area E)
  "favTrans.home": lazy(states["favTrans.home"].load),
  fundTrnsfrEnquiry: lazy(states.fundTrnsfrEnquiry.load),
  feedback: lazy(states.feedback.load),
};

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
