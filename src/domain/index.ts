/**
 * The domain package: every rule of the spec as pure functions, and the ports the adapters
 * implement. Import from here outside src/domain.
 */

// money, dates, accounts, statements, enquiry, dashboard
export {
  type Paise,
  type MoneyLanguage,
  paiseFromNumber,
  groupIndianDigits,
  groupDigitsInThrees,
  type AmountSeparators,
  AMOUNT_SEPARATORS,
  formatRupeeFigures,
  NBSP,
  formatInr,
  maskMobile,
} from "./money/Money";
export {
  type AmountError,
  AMOUNT_MAX_LENGTH,
  AMOUNT_MAX_DECIMALS,
  latinDigits,
  countedAmountLength,
  parseAmount,
  formatAmountInput,
} from "./money/AmountInput";
export { HINDI_NUMBER_WORDS, amountInWords } from "./money/AmountInWords";
export {
  type DateLanguage,
  isLeapYear,
  daysInMonth,
  isIsoDate,
  formatDisplayDate,
  parseDisplayDate,
  MONTH_NAMES,
  DATE_SEPARATORS,
  formatLongDate,
  daysBetween,
} from "./dates/AppDate";
export { toCalendarDate, shiftIsoDate, compareIsoDates, minIsoDate } from "./dates/CalendarMath";
// The bank's working days: the value date of a NEFT confirmed after the cut-off.
export { isBankWorkingDay, nextBankWorkingDay } from "./dates/BankCalendar";
export {
  type DateRange,
  FINANCIAL_YEAR_START_MONTH,
  financialYear,
  previousFinancialYear,
  financialYearLabel,
} from "./dates/FinancialYear";
export {
  type StatementPeriodType,
  STATEMENT_PERIOD_TYPES,
  MINI_STATEMENT_ROWS,
  type StatementPeriod,
  statementPeriod,
  statementPeriodEnd,
} from "./dates/StatementPeriod";
export {
  type DateWindow,
  isWithinWindow,
  isEmptyWindow,
  payNowWindow,
  rtgsWindow,
  capAtMaturity,
  scheduledPaymentWindow,
  standingInstructionWindow,
  scheduledModificationWindow,
  CALENDAR_YEARS_AHEAD,
  calendarWindow,
  positivePayChequeDateWindow,
  depositStartWindow,
  type SpendPresetDays,
  SPEND_PRESET_DAYS,
  SPEND_YEARS_BACK,
  spendDateWindow,
  spendPresetWindow,
  enquiryDateWindow,
  CARD_EXPIRY_MONTHS,
  CARD_EXPIRY_YEAR_COUNT,
  cardExpiryYears,
  defaultCardExpiry,
} from "./dates/DateWindow";
export {
  type AccountStatusName,
  ACCOUNT_STATUSES,
  ACTIVE_STATUS_CODE,
  CLOSED_STATUS_CODE,
  isAccountStatusCode,
  accountStatusName,
  displayedAccountStatus,
} from "./accounts/AccountStatus";
export {
  type AccountKind,
  ACCOUNT_GROUP_CODES,
  type AccountKindFields,
  accountKind,
  groupAccountsByKind,
  NON_RESIDENT_SCHEMES,
  type NonResidentScheme,
  nonResidentScheme,
  type AccountLabel,
  accountLabel,
  kindLabel,
  JOINT_FLAG_REL_CODE,
  isJointRelationshipFlag,
  MAX_JOINT_HOLDERS,
  type AccountTitles,
  accountHolders,
} from "./accounts/AccountGroup";
export {
  ACCOUNT_LIST_PAGER_HIDDEN_AT,
  DEPOSIT_NICKNAME_PAGER_HIDDEN_AT,
  OTHER_LIST_PAGE_SIZE,
  isPagerShown,
  isAccountListPagerShown,
  pageCount,
  pageRows,
} from "./accounts/ListPaging";
export {
  type NicknameEdit,
  type NicknameProblem,
  NICKNAME_MAX_LENGTH,
  nicknameProblem,
  changedNicknames,
  isBlankNickname,
  canSubmitNicknames,
  type DuplicateNicknameMessage,
  DUPLICATE_NICKNAME_LABEL_KEY,
  DUPLICATE_NICKNAME_SUFFIX_KEY,
  duplicateNicknameMessage,
  clearConflictingNicknames,
} from "./accounts/Nickname";
export {
  type StatementStatus,
  forcedStatementStatus,
  type StatementChoice,
  applyStatementStatus,
  NO_ACCOUNTS_MESSAGE,
  type StatementDateError,
  type StatementDateErrors,
  statementDateErrors,
  areStatementDatesValid,
  statementDateWindows,
  OPENING_DATE_WARNING_PERIODS,
  showsOpeningDateWarning,
  isDownloadOffered,
  type DownloadFormat,
  DOWNLOAD_TYPE_CODES,
  DOWNLOAD_FILE_NAMES,
  statementFileName,
  certificateFileName,
  STATEMENT_PAGE_SIZE,
  isStatementPagerShown,
  isEmptyDownload,
} from "./statements/StatementForm";
export {
  ENQUIRY_ACCOUNT_GROUPS,
  isEnquiryAccount,
  ENQUIRY_PAGE_SIZE,
  ENQUIRY_DEBIT_TYPE,
  isEnquiryFooterShown,
  type SearchFilters,
  type SearchFilterError,
  isAmountRangeValid,
  isChequeRangeValid,
  searchFilterErrors,
  hasSearchFilters,
  isClosingBalanceShown,
  capAtSystemDate,
} from "./enquiry/EnquiryFilter";
export {
  canCategorise,
  type CategoryChange,
  withCategoryChange,
  isCategoryChangePending,
  type EnquiryLeaveTarget,
  type PendingChangeBlocks,
  pendingChangeBlocks,
  canLeaveEnquiry,
  FRAUD_REASON,
  fraudReasonCode,
  FRAUD_EXCEPTION_STATUS_CODE,
  FRAUD_REPORT_MAX_AGE_DAYS,
  type FraudReportRefusal,
  fraudReportRefusal,
  fraudFailureMessage,
} from "./enquiry/Categorisation";
export {
  TRANSACTION_CATEGORIES,
  type TransactionCategory,
  isTransactionCategory,
} from "./enquiry/TransactionCategory";
export {
  MAX_FAVOURITES,
  canAddFavourite,
  isFavouriteCountAllowed,
  DEFAULT_FAVOURITE_ORDER,
  sortFavourites,
  type DashboardWidget,
  DASHBOARD_WIDGETS,
  defaultWidgetSelection,
  CAROUSEL_INTERVAL_MS,
  type CarouselConditions,
  carouselAdvances,
  nextSlide,
} from "./dashboard/DashboardConfig";
export {
  MATURITY_ALERT_DAYS,
  EMI_ALERT_DAYS,
  PASSWORD_ALERT_DAYS,
  LOW_BALANCE_PAISE,
  EVENT_WINDOW_DAYS,
  daysUntil,
  isAlertDue,
  isLowBalance,
  lastEventDay,
} from "./dashboard/DashboardAlerts";
export {
  type InflowOutflowView,
  INFLOW_OUTFLOW_VIEWS,
  isInflowOutflowView,
  INFLOW_OUTFLOW_ERROR_CODE,
  areInflowOutflowGraphsShown,
} from "./dashboard/InflowOutflow";
export {
  SPEC_CHART_COLOURS,
  type ChartSeriesStyle,
  CHART_SERIES_STYLES,
  MIN_GRAPHICS_CONTRAST,
  relativeLuminance,
  contrastRatio,
} from "./dashboard/ChartColours";

// auth, session, ports
export {
  type PasswordStrengthLevel,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordStrength,
} from "./auth/PasswordStrength";
export { type LoginRouteState, type LoginRouteFlags, loginRoute, afterMfaRoute } from "./auth/LoginRoute";
export {
  type LoginMessage,
  type LoginOutcome,
  CAPTCHA_FAILURE_THRESHOLD,
  loginOutcome,
} from "./auth/LoginStatus";
export {
  type PasswordExpiryNotice,
  PASSWORD_EXPIRY_SKIP_HIDDEN_AT_DAYS,
  passwordExpiryNotice,
} from "./auth/PasswordExpiry";
export {
  type SecureTextError,
  SECURE_TEXT_MIN_LENGTH,
  SECURE_TEXT_MAX_LENGTH,
  validateSecureText,
} from "./auth/SecureText";
export { type UsernameError, type PasswordError, validateUsername, validatePassword } from "./auth/Username";
export {
  type OtpError,
  OTP_LENGTH,
  DEFAULT_REGENERATE_WAIT_SECONDS,
  OTP_ANNOUNCED_SECONDS,
  normalizeOtp,
  validateOtp,
  otpCountdownAnnouncement,
} from "./auth/OtpCode";
export {
  type IdlePolicy,
  type IdlePolicyConfig,
  DEFAULT_IDLE_TIMEOUT_MS,
  DEFAULT_IDLE_WARNING_MS,
  MIN_IDLE_WARNING_MS,
  SPEC_IDLE_WARNING_MS,
  MAX_IDLE_EXTENSIONS,
  idlePolicy,
} from "./session/IdlePolicy";
export {
  type Behaviour,
  type FailedCall,
  behaviourFor,
  GENERIC_ERROR_KEY,
  errorMessageKey,
} from "./session/ErrorCatalogue";
export type {
  BankCallOptions,
  BankCallShape,
  BankPort,
  BankApiFailure,
  BankConfiguration,
  SecureImage,
  UserSecurityInfo,
  LoginForm,
  LoginAnswer,
  SignInCodeChallenge,
  PreviousLogin,
  CustomerIdInfo,
  LoginHistoryEntry,
  PasswordChangeWhich,
  LocalizedText,
  FeedbackSurvey,
} from "./ports/BankApi";
export { localizeFeedbackSurvey } from "./ports/BankApi";
export type { TransactionCipher } from "./ports/TransactionCipher";
export type { SessionStore } from "./ports/SessionStore";

// auth extras, profile, registration, insurance, feedback, flow, ports
export {
  type PasswordChangeError,
  type LoginPasswordChange,
  type TransactionPasswordChange,
  type NewPasswords,
  type NewPasswordsError,
  type SecurityCheckOutcome,
  validateLoginPasswordChange,
  validateTransactionPasswordChange,
  validateNewPasswords,
  securityCheckOutcome,
  SPEC_SECURITY_INFO_COUNTDOWN_MS,
  securityInfoLogoutDelayMs,
} from "./auth/PasswordChange";
export { type SecureImageCategory, SECURE_IMAGE_CATEGORIES, secureImageCategory } from "./auth/SecureImage";
export {
  type PictureElement,
  type PictureNode,
  type SecureImagePictureData,
  SECURE_IMAGE_VIEW_BOX,
  SECURE_IMAGE_PICTURE_SOURCE,
  pictureMarkup,
  pictureSvg,
} from "./auth/SecureImagePicture";
export { SECURE_IMAGE_PICTURES } from "./auth/secureImagePictures";
export {
  type TransactionPasswordAttempts,
  type TransactionPasswordOutcome,
  type TransactionPasswordDecision,
  initialTransactionPasswordAttempts,
  transactionPasswordAttempt,
} from "./auth/TransactionPasswordAttempts";
export {
  type OtpCancelTarget,
  type OtpGenerateFailure,
  type OtpPolicyConfig,
  type OtpState,
  type OtpEvent,
  otpCancelTarget,
  otpGenerateFailureMessage,
  startOtp,
  canRegenerate,
  otpTransition,
} from "./auth/OtpPolicy";
export { type KeyPress, isBlockedKey } from "./auth/BlockedKeys";
export {
  type CatalogueCondition,
  type CatalogueBehaviour,
  SERVICE_UNAVAILABLE_CODE,
  ANOTHER_SESSION_CODE,
  catalogueBehaviour,
} from "./session/ErrorCatalogue";
export { isValidPan, normalizePan } from "./profile/Pan";
export { EMAIL_MAX_LENGTH, isValidEmail } from "./profile/Email";
export { isValidPersonName } from "./profile/PersonName";
export { NATIONAL_ID_LENGTH, isValidNationalId } from "./profile/NationalId";
export {
  type PinCodeError,
  type IndianPinRule,
  INDIA_PIN_LENGTH,
  INDIA_COUNTRY_CODE,
  ADDRESS_PUNCTUATION,
  validatePinCode,
  isValidAddressLine,
  normalizeCity,
} from "./profile/Address";
export {
  type MobileError,
  type MobileNumber,
  DEFAULT_ISD_CODE,
  INDIA_MOBILE_LENGTH,
  E164_MAX_DIGITS,
  validateMobile,
  splitMobileForReset,
} from "./profile/Mobile";
export {
  type NomineeError,
  type HolderRelation,
  type NomineeInput,
  type ValidNominee,
  isGuardianTypeHolder,
  validateNominee,
} from "./profile/Nominee";
export {
  type PersonalDetailsError,
  type PersonalDetailsInput,
  type PersonalDetailsUpdate,
  PERSONAL_DETAILS_UNCHANGED,
  validatePersonalDetailsChange,
} from "./profile/PersonalDetails";
export {
  type IdentityOption,
  type IdentityOptionsError,
  IDENTITY_OPTIONS,
  REQUIRED_IDENTITY_OPTIONS,
  IDENTITY_OPTIONS_MESSAGE_KEYS,
  validateIdentityOptions,
} from "./registration/IdentityOptions";
export {
  type IdentityDetailsError,
  type IdentityDetailsInput,
  type IdentityDetails,
  validateIdentityDetails,
} from "./registration/IdentityDetails";
export {
  type UserIdAvailability,
  type RegistrationSubmitError,
  userIdAvailability,
  validateRegistrationSubmit,
} from "./registration/UserIdCheck";
export {
  type ResetType,
  type ForgotFailureEffects,
  forgotFailureEffects,
} from "./registration/ForgotCredentials";
export {
  type SchemeCode,
  type SchemeAgeBounds,
  type InsuranceError,
  type SchemeEnrolment,
  SCHEME_AGE_BOUNDS,
  INSURANCE_NOMINATION_TYPES,
  schemeAgeBounds,
  checkSchemeEnrolment,
} from "./insurance/GovernmentScheme";
export {
  type FeedbackQuestion,
  type FeedbackBand,
  type FeedbackError,
  type FeedbackSubmission,
  FEEDBACK_MESSAGES,
  SPEC_FEEDBACK_TIMEOUT_MS,
  commentThreshold,
  isCommentRequired,
  feedbackBand,
  validateFeedback,
} from "./feedback/Feedback";
export {
  type FlowCancelTarget,
  type FlowCancelReason,
  type FlowConfig,
  type FlowState,
  type FlowEvent,
  TRANSACTION_PASSWORD_REQUIRED,
  startFlow,
  flowCancelTarget,
  flowTransition,
} from "./flow/SensitiveFlow";
export type { Clock } from "./ports/Clock";
export type { SmsGateway } from "./ports/SmsGateway";

// beneficiary, transfers, schedules
export {
  type BeneficiaryType,
  BENEFICIARY_TYPE,
  isBeneficiaryType,
  type BeneficiaryAccountType,
  BENEFICIARY_ACCOUNT_TYPE_NAMES,
  isBeneficiaryAccountType,
  BENEFICIARY_MAX_TRANSFER_LIMIT,
  type TransferLimitError,
  validateBeneficiaryTransferLimit,
  IN_BANK_ACCOUNT_NUMBER_LENGTH,
  IN_BANK_ACCOUNT_LOOKUP_ERROR_CODE,
  isValidInBankAccountNumber,
  MASKED_ACCOUNT_VISIBLE_CHARACTERS,
  maskAccountNumber,
  type AccountConfirmationError,
  validateAccountConfirmation,
  isValidNameCharacters,
  type BeneficiaryNameError,
  validateBeneficiaryName,
  validateBeneficiaryNickname,
  BENEFICIARY_LIST_PAGE_SIZE,
} from "./beneficiary/Beneficiary";
export {
  type BeneficiaryFormInput,
  type BeneficiaryFormError,
  validateBeneficiaryForm,
} from "./beneficiary/BeneficiaryForm";
export {
  type IfscRule,
  IFSC_LENGTH,
  isValidIfsc,
  type IfscError,
  validateIfsc,
  type IfscSearchField,
  IFSC_SEARCH_MIN_LENGTH,
  IFSC_SEARCH_PAGE_SIZE,
  isIfscSearchTermLongEnough,
  type IfscSearchCriteria,
  type IfscSearchError,
  validateIfscSearch,
} from "./beneficiary/Ifsc";
export {
  DEFAULT_NAME_ENQUIRY_WAIT_SECONDS,
  nameEnquiryWaitSeconds,
  nameEnquirySecondsLeft,
  nameEnquiryFailure,
} from "./beneficiary/NameEnquiry";
export { type PayeeFormInput, type PayeeFormError, validatePayeeForm } from "./beneficiary/PayeeForm";
export { type ApprovalAction, approveIndicator, offersMandateCancellation } from "./transfers/Approval";
export {
  FAVOURITE_ERROR_STATUS_CODE,
  ADD_MODIFY_BENEFICIARY_FAVOURITE_ORDER,
  dashboardFavourites,
  favouriteAddOutcome,
  type FavouriteForReuse,
  isFavouriteReusable,
} from "./transfers/Favourites";
export {
  type FundTransferSearch,
  type FundTransferSearchError,
  validateFundTransferSearch,
  FUND_TRANSFER_ENQUIRY_TYPES,
  FUND_TRANSFER_ENQUIRY_PAGE_SIZE,
  showsEnquiryFooter,
  enquiryFailureKind,
} from "./transfers/FundTransferEnquiry";
export {
  type PaymentOption,
  paymentDateWindow,
  isPaymentDateAllowed,
  // The NEFT cut-off: when a NEFT waits for the customer's confirmation.
  isPastNeftCutOff,
  waitsForCutOffConfirmation,
  postsScheduledPayment,
} from "./transfers/PaymentDates";
export {
  type PaymentNetwork,
  PAYMENT_NETWORKS,
  PAYMENT_NETWORK_NAMES,
  isPaymentNetwork,
  type TransferFlow,
  type AccountGroup,
  sourceAccountGroups,
  isAllowedSourceAccount,
  // The accounts a payment debits and credits: its flow, a matured recurring deposit, the NRE rule.
  paymentFlow,
  type MaturingAccount,
  isMaturedRecurringDeposit,
  type PayeeAccount,
  isNrePayee,
  mayCreditPayee,
  type ScheduledTrnType,
  scheduledTrnType,
  NEFT_CUT_OFF_FLAG,
  needsCutOffConfirmation,
  nameEnquiryTrType,
  transferNeedsOtp,
} from "./transfers/PaymentNetwork";
export {
  type QuickPayType,
  type QuickPayPayeeError,
  validateQuickPayPayee,
  confirmMatchesSubmit,
  isQuickPayLimitSubmittable,
  type QuickPayLimitError,
  validateQuickPayLimit,
  quickPayGlobalLimit,
  type QuickPayTotals,
  parseQuickPayTotals,
} from "./transfers/QuickPay";
export {
  type TransferLimitsConfiguration,
  DEFAULT_MIN_TRANSFER,
  DEFAULT_MAX_TRANSFER,
  type AmountBounds,
  MIN_POSITIVE_AMOUNT,
  amountBounds,
  impsDailyLimit,
  type TransferAmountError,
  validateTransferAmount,
} from "./transfers/TransferLimits";
export {
  type NewBeneficiaryCapWindow,
  newBeneficiaryCapRemaining,
  newBeneficiaryCapWindow,
} from "./transfers/NewBeneficiaryCap";
export {
  type TransferStatusCode,
  TRANSFER_STATUS_NAMES,
  transferStatusName,
  NUMERIC_TRANSFER_STATUS_LABELS,
  transferRecordNetwork,
  FUND_TRANSFER_ENQUIRY_STATUSES,
  type FundTransferEnquiryStatus,
  isFundTransferEnquiryStatus,
  type StoredPaymentState,
  enquiryStatusOf,
  FUND_TRANSFER_ENQUIRY_TYPE_NETWORKS,
} from "./transfers/TransferStatus";
export {
  type FrequencyCode,
  FREQUENCY_CODES,
  FREQUENCY_NAMES,
  MIN_INSTALMENTS,
  isFrequencyCode,
  maxInstalments,
  type InstalmentsError,
  validateInstalments,
} from "./schedules/Frequency";
export {
  STOPPED_STATUS,
  isMaintainable,
  type ScheduleModificationError,
  validateScheduleModification,
  SCHEDULE_LIST_PAGE_SIZE,
  showsSchedulePager,
  maintenanceNeedsOtp,
} from "./schedules/InstructionStatus";
export {
  type NextPaymentDateError,
  validateNextPaymentDate,
  instalmentDate,
  instalmentDates,
  nextInstalmentDate,
} from "./schedules/ScheduleWindow";

// deposits, cards, cheques, positive pay
export { validateDepositAmount } from "./deposits/DepositAmount";
export type { DepositAmountError, DepositAmountRules } from "./deposits/DepositAmount";
export {
  FUNDING_ACCOUNT_GROUPS,
  canFundDeposit,
  validateTaxSaver,
  SENIOR_CITIZEN_AGE,
  SENIOR_TAX_SAVER_PRODUCT_TYPES,
  isSeniorCitizenProduct,
  isOfferedTaxSaverProduct,
  nonResidentDepositType,
  usesPrimaryUserLookup,
  preClosureDecision,
} from "./deposits/DepositEligibility";
export type {
  TaxSaverError,
  TaxSaverContext,
  NonResidentDepositType,
  DepositHolder,
  PreClosureDecision,
} from "./deposits/DepositEligibility";
export {
  NOMINEE_ADULT_AGE,
  NO_GUARDIAN,
  NOMINEE_NOT_AVAILABLE,
  GUARDIAN_RELATIONS,
  hasNomineeOnFile,
  isNomineeSameAsHolder,
  offersAccountNominationConsent,
  validateNomineeAge,
  ageOn,
  nomineeAgeFromDob,
  guardianToSend,
  nomineeMinorFlag,
} from "./deposits/DepositNominee";
export type { NominationChoice, NomineeAgeError, NomineeAge } from "./deposits/DepositNominee";
export {
  INSTALMENT_DAYS,
  RD_SCHEDULE_CODE,
  dayWithSuffix,
  isValidInstalmentDay,
} from "./deposits/Instalment";
export {
  maturityDate,
  MATURITY_INSTRUCTIONS,
  EXCLUDED_FROM_CHANGE,
  changeableInstructions,
  openFormInstructions,
  needsTransferAccount,
  maturityChangeNeedsCreditAccount,
  maturityPayload,
  interestFrequency,
  DEPOSIT_PAYLOAD_VERSION,
  termsFlag,
} from "./deposits/Maturity";
export type {
  MaturityInstructionCode,
  InterestOptions,
  MaturityPayload,
  InterestFrequency,
} from "./deposits/Maturity";
export { ODFD_ACCOUNT_RELATIONSHIP, isOdfdEligible, validateOverdraftAmount } from "./deposits/Overdraft";
export type { OverdraftAmountError } from "./deposits/Overdraft";
export {
  DAYS_PER_TENURE_YEAR,
  DAYS_PER_TENURE_MONTH,
  SIX_MONTHS_TENURE_DAYS,
  DISPLAY_DAYS_PER_MONTH,
  FD_MAX_YEARS,
  FD_MAX_MONTHS,
  FD_MAX_DAYS,
  RD_MONTH_CHOICES,
  TAX_SAVER_TENURE_YEARS,
  tenureDays,
  parseProductTerm,
  productTermDays,
  productTermDisplayDays,
  productTermYears,
  tenureYearChoices,
  FD_MONTH_CHOICES,
  FD_DAY_CHOICES,
  validateTenure,
  rdTenureDisplay,
} from "./deposits/Tenure";
export type { Tenure, ProductTerm, TenureError, RdTenureDisplay } from "./deposits/Tenure";
export { ATM_PIN_LENGTH, validateAtmPin, validateAtmPinPair } from "./cards/AtmPin";
export type { AtmPinError } from "./cards/AtmPin";
export {
  CARD_STATUSES,
  isCardStatus,
  BLOCK_TYPES,
  blockStatusFor,
  UNBLOCK_STATUS,
  canUnblock,
  reissueDecision,
  CARD_ERROR_CODES,
} from "./cards/CardStatus";
export type { CardStatusCode, BlockType, ReissueDecision } from "./cards/CardStatus";
export {
  USAGE_REGIONS,
  USAGE_CHANNELS,
  validateUsageLimit,
  validateUsageUpdate,
} from "./cards/CardUsageLimit";
export type {
  UsageRegion,
  UsageChannel,
  ChannelUsage,
  CardUsage,
  UsageLimitError,
} from "./cards/CardUsageLimit";
export {
  CHEQUE_NUMBER_LENGTH,
  CHEQUE_RANGE_LIMIT,
  padChequeNumber,
  validateChequeNumber,
  validateChequeRange,
  validateStopCheque,
  CHEQUE_LIST_PAGE_SIZE,
  CHEQUE_ERROR_CODES,
} from "./cheques/ChequeNumber";
export type {
  ChequeNumberError,
  ChequeRange,
  StopChequeInput,
  StopChequeError,
} from "./cheques/ChequeNumber";
export {
  validatePositivePayCheque,
  validatePositivePayModify,
  POSITIVE_PAY_TOGGLE_MESSAGES,
  validatePositivePayToggle,
  NO_ACCOUNTS_MESSAGES,
  NO_CHEQUE_BOOK_MESSAGE,
  POSITIVE_PAY_STATUS_SUCCESS,
  POSITIVE_PAY_LIST_PAGE_SIZE,
  showsPositivePayPager,
  parseCheckAdditionalInfo,
} from "./positivePay/PositivePay";
export type {
  PositivePayError,
  PositivePayCheque,
  PositivePayToggleError,
  PositivePayAccountType,
  CheckAdditionalInfo,
} from "./positivePay/PositivePay";
export { monthlyInstalment, outstandingPrincipal } from "./loans/LoanInstalment";
