/**
 * The domain package: every rule of the spec as pure functions, and the ports the adapters
 * implement. Import from here outside src/domain.
 */
export {
  type Paise,
  type MoneyLanguage,
  paiseFromNumber,
  groupIndianDigits,
  formatInr,
  maskMobile,
  NBSP,
} from "./money/Money";
export {
  type DateLanguage,
  isLeapYear,
  daysInMonth,
  isIsoDate,
  formatDisplayDate,
  parseDisplayDate,
  MONTH_ABBREVIATIONS,
  formatLongDate,
  daysBetween,
} from "./dates/AppDate";
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
  BankApi,
  BankApiFailure,
  BankConfiguration,
  SecureImage,
  UserSecurityInfo,
  LoginForm,
  LoginAnswer,
  SignInCodeChallenge,
  PreviousLogin,
  CustomerIdInfo,
} from "./ports/BankApi";
export type { TransactionCipher } from "./ports/TransactionCipher";
export type { SessionStore } from "./ports/SessionStore";
