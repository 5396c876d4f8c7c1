/** The service root the client uses; every REST path of {@link Paths} is relative to it. */
export const SERVICE_ROOT = "/app/rest/";
/** The report service root the spec names for the statement download (`report/statement` only). */
export const REPORT_SERVICE_ROOT = "/fis-rpt-svcs/RIBProducer/rest/";
/** The second service root the spec names; the server answers the same calls under it. */
export const ALT_SERVICE_ROOT = "/RIBProducer/rest/";
/** Sign-in (form post), outside the service root. */
export const LOGIN_PATH = "/app/authentication";
/** Sign-out, outside the service root. */
export const LOGOUT_PATH = "/app/logout";
/** Sign-out by `navigator.sendBeacon` when the page is closed or reloaded; the body is the `Token` cookie value. */
export const LOGOUT_BEACON_PATH = "/app/logout/beacon";
/** Development fault injection (never in production): `POST` sets, `DELETE` clears. */
export const DEV_FAULTS_PATH = "/dev/faults";
/** Development SMS outbox (demo mode only). */
export const DEV_OUTBOX_PATH = "/dev/outbox";
/** Translation file of one language. */
export const i18nPath = (lang: string): string => `/i18n/${lang}.json`;

/** REST paths of the contract, relative to {@link SERVICE_ROOT}. */
export const Paths = {
  serverDate: "user/getServerDate",
  configuration: "getConfigurationData",
  checkFailCount: "newUser/checkFailCount",
  userSecurityInfo: "getUserSecurityInfo",
  captcha: "captcha",
  captchaSendCode: "captcha/sendCode",
  secretKey: "loginUser/usersec/seckey",
  loggedInSecretKey: "loginUser/usersec/loggedInUserSecretKey",
  authCheck: "protected/authentication_check.gif",
  authOtp: "user/authOtp",
  validateAuthOtp: "user/validateAuthOTP",
  setAuthOtp: "setAuthOtp",
  generateOtp: "otp/generateOtp",
  validateOtp: "otp/validateOtp",
  prevLogin: "loginUser/prevlogin",
  customerId: "loginUser/getCustomerId",
  customerDetails: "customerDetails",
  configureSecureLoginAccess: "configureSecureLoginAccess",
  secureImages: "secureImages",
  secureImage: "dashboard/getImage",
  extendSession: "session/extend",
  allowedTxnPwdAttempts: "transaction/allowedTxnPwdAttemps",
  validateTransacPwd: "transaction/validateTransacPwd",
  blockUserId: "transaction/blockUserId",
  loginHistory: "loginUser/loginHistory",
  setUserSecurityInfo: "setUserSecurityInfo",
  checkUser: "newUser/checkUser",
  securityLoginPwd: "securityInfo/loginPwd",
  securityTranPwd: "securityInfo/tranPwd",
  securityUpdatePwd: "securityInfo/updatePwd",
  securityUpdateUserId: "securityInfo/updateUserID",
  feedbackQuestions: "loginUser/feedbackQuestions",
  saveUserFeedback: "saveUserFeedback",
  accountList: "account/accountlist",
  closedAccountList: "account/viewclsAcct",
  statementAccountList: "account/accountlistForStmt",
  enquiryAccountList: "account/viewAccountlist",
  accountDetail: "account/viewAcct",
  updateNicknames: "updateaccountnames",
  accountNicknames: "account/fetchAccountNickNames",
  accountNames: "account/fetchaccountnames",
  customerDetailsAndRm: "getCustomerDetailsAndRM",
  accountInformation: "account/accountInformation",
  primarySignature: "account/primarySignature",
  transactionList: "transaction/transactionList",
  transactionListFraud: "transaction/transactionListFruad",
  categoryList: "transaction/categoryList",
  txnCategoryMapping: "loginUser/getTxnCategoryMapping",
  updateTranCategory: "transaction/updateTranCategory",
  checkDuplicateFraudTrans: "transaction/checkDuplicateFraudTrans",
  markFraudTransaction: "transaction/markFraudTransaction",
  statementSearch: "transaction/search",
  statementReport: "report/statement",
  interestCertificate: "getInterestCertificate",
  dashboardWidgets: "dashboard/getDashboardWidgets",
  saveDashboardWidgets: "saveDashboardWidgets",
  dashboardSummary: "dashboard/summary",
  inflowOutflowReport: "inflowOutflowReport",
  expenseInOut: "account/expenseInOut",
  accountGroupCrDr: "dashboard/getAccountGroupCrDrDetails",
} as const;

/** Name of one REST call of {@link Paths}. */
export type PathName = keyof typeof Paths;
