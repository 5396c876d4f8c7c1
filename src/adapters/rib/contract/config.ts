import { Schema } from "effect";
import { IsoDate, Paise } from "./common";

/** `GET user/getServerDate`: the application date, the only "today". */
export const ServerDateResponse = Schema.Struct({ appDate: IsoDate });
/** Decoded {@link ServerDateResponse}. */
export type ServerDateResponse = typeof ServerDateResponse.Type;

/** Global fund-transfer limits in paise. */
export const FtLimits = Schema.Struct({
  withInBankGlobal: Paise,
  otherBankGlobal: Paise,
  quickPayMaxLimit: Paise,
});
/** Decoded {@link FtLimits}. */
export type FtLimits = typeof FtLimits.Type;

/** `GET getConfigurationData`: limits (paise), OTP policy and time-outs; `encKey` only when signed in. */
export const ConfigurationResponse = Schema.Struct({
  encKey: Schema.NullOr(Schema.String),
  updateMsg: Schema.String,
  ftLimits: FtLimits,
  minNeft: Paise,
  maxNeft: Paise,
  minRtgs: Paise,
  maxRtgs: Paise,
  minImpsftp2a: Paise,
  maxImpsftp2a: Paise,
  maxDlImpsftp2a: Paise,
  regenerateOTPTimer: Schema.Number,
  allowedOtpAttempts: Schema.Number,
  allowedRegenerateAttempts: Schema.Number,
  idleTimeoutMs: Schema.Number,
  timeoutWarningMs: Schema.Number,
  feedbackTimeoutMs: Schema.Number,
  maxIdleExtensions: Schema.Number,
  txnPwdRequired: Schema.Boolean,
});
/** Decoded {@link ConfigurationResponse}. */
export type ConfigurationResponse = typeof ConfigurationResponse.Type;
