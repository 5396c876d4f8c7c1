import { Schema } from "effect";
import { IsoDate, Text } from "./common";
import { CustomerType, SecureImage } from "./auth";

/** `GET loginUser/prevlogin`: the previous successful and failed sign-in, names and expiry dates. */
export const PrevLoginResponse = Schema.Struct({
  lastLoginDate: Schema.NullOr(IsoDate),
  lastLoginTime: Schema.NullOr(Schema.String),
  lastFailLoginDate: Schema.NullOr(IsoDate),
  lastFailLoginTime: Schema.NullOr(Schema.String),
  customerName: Schema.String,
  prefix: Schema.String,
  customerSinceDate: Schema.NullOr(IsoDate),
  loginPwdExpiryDt: Schema.NullOr(IsoDate),
  txnPwdExpiryDt: Schema.NullOr(IsoDate),
});
/** Decoded {@link PrevLoginResponse}. */
export type PrevLoginResponse = typeof PrevLoginResponse.Type;

/** `GET loginUser/getCustomerId`: customer data after sign-in; `daysleft` until the password expires. */
export const CustomerIdResponse = Schema.Struct({
  customerId: Schema.String,
  mobileNumber: Schema.String,
  customerType: CustomerType,
  customerCode: Schema.String,
  custAge: Schema.Number,
  availableDepositType: Schema.String,
  showPopup: Schema.Boolean,
  daysleft: Schema.Number,
  pwdExpDate: Schema.NullOr(IsoDate),
});
/** Decoded {@link CustomerIdResponse}. */
export type CustomerIdResponse = typeof CustomerIdResponse.Type;

/** Home branch of the customer. */
export const BankDetails = Schema.Struct({
  branchName: Schema.String,
  branchAdd2: Schema.String,
  branchAdd3: Schema.String,
  ifsc: Schema.String,
});
/** Decoded {@link BankDetails}. */
export type BankDetails = typeof BankDetails.Type;

/** `GET customerDetails`: name, address lines, branch and relationship manager. */
export const CustomerDetailsResponse = Schema.Struct({
  customerName: Schema.String,
  mad3: Schema.String,
  mad4: Schema.String,
  bankDetails: BankDetails,
  rmName: Schema.String,
  rmMobileno: Schema.String,
});
/** Decoded {@link CustomerDetailsResponse}. */
export type CustomerDetailsResponse = typeof CustomerDetailsResponse.Type;

/** Secure text rule: 4-20 of letters, digits, `_` and `-`. */
export const SecureText = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{4,20}$/u));

/** `POST configureSecureLoginAccess` request. */
export const ConfigureSecureLoginAccessRequest = Schema.Struct({
  imageId: Text(64, 1),
  secureText: SecureText,
});
/** Decoded {@link ConfigureSecureLoginAccessRequest}. */
export type ConfigureSecureLoginAccessRequest = typeof ConfigureSecureLoginAccessRequest.Type;

/** `POST configureSecureLoginAccess` response. */
export const ConfigureSecureLoginAccessResponse = Schema.Struct({ status: Schema.Number });
/** Decoded {@link ConfigureSecureLoginAccessResponse}. */
export type ConfigureSecureLoginAccessResponse = typeof ConfigureSecureLoginAccessResponse.Type;

/** `GET secureImages`: every choice, five categories. */
export const SecureImagesResponse = Schema.Array(SecureImage);
/** Decoded {@link SecureImagesResponse}. */
export type SecureImagesResponse = typeof SecureImagesResponse.Type;
