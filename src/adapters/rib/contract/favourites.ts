import { Schema } from "effect";
import { Paise } from "./common";
import { AccountNumber } from "./accounts";
import { PaymentReference } from "./transfers";

/**
 * Favourite transactions (spec 001 sections 2 to 9, `favTrans.home`): a completed payment kept for
 * reuse. The server takes every value of a favourite from the stored payment (never from the
 * client); paying it again opens the payment form with those values filled in.
 */

/** The spec's status code of a favourite-add refusal that sets the special favourite-error flag (spec 001 section 8): the domain's, one constant for the client and the server. */
export { FAVOURITE_ERROR_STATUS_CODE } from "../../../domain/transfers/Favourites";

/** How many favourite transactions a customer may keep; adding one more answers 124. */
export const MAX_FAVOURITE_TRANSACTIONS = 20;

/** How many favourite transactions the dashboard shows (spec 001 section 5: at most 10). */
export const MAX_DASHBOARD_FAVOURITE_TRANSACTIONS = 10;

/** A favourite's `refId`: its number in the bank, digits. */
export const FavouriteRefId = Schema.String.check(Schema.isPattern(/^[1-9]\d{0,17}$/u)).annotate({
  description: "a favourite transaction's id, digits",
  examples: ["17"],
});
/** Decoded {@link FavouriteRefId}. */
export type FavouriteRefId = typeof FavouriteRefId.Type;

/**
 * The payment networks of a favourite (spec 001 section 3). The bank makes IFT (own account), IFTWB
 * (within the bank), NEFT and RTGS payments; the IMPS ones are listed by the spec and never stored.
 */
export const FavouriteNetwork = Schema.Literals(["IFT", "IFTWB", "NEFT", "RTGS", "IMPS/P2A", "IMPS/P2P"]);
/** Decoded {@link FavouriteNetwork}. */
export type FavouriteNetwork = typeof FavouriteNetwork.Type;

/**
 * One favourite transaction (spec 001 section 3), with the spec's field names and what paying it
 * again needs: `benSequence` the beneficiary's `sequence` (null for own-account transfers), `benName`
 * and `benIfsc` of the payee, `onDashboard` whether the dashboard shows it. `benNotAvail` is true
 * when the beneficiary is no longer ACTIVE (removed, closed account, pending): the screen then says
 * "Beneficiary Account number {number} has been removed or not in active status." and offers no
 * "Pay again". `transComment` is the payment's remarks, `transToComment` the payee's narration.
 */
export const FavouriteTransaction = Schema.Struct({
  refId: FavouriteRefId,
  paymentNetwork: FavouriteNetwork,
  fromAccountNumber: AccountNumber,
  benAccountNumber: Schema.String,
  benName: Schema.String,
  benIfsc: Schema.String,
  benSequence: Schema.NullOr(Schema.String),
  benMobileNumber: Schema.NullOr(Schema.String),
  benMMID: Schema.NullOr(Schema.String),
  transferAmount: Paise,
  transComment: Schema.String,
  transToComment: Schema.String,
  benNotAvail: Schema.Boolean,
  onDashboard: Schema.Boolean,
});
/** Decoded {@link FavouriteTransaction}. */
export type FavouriteTransaction = typeof FavouriteTransaction.Type;

/** `GET getFavouriteTransaction`: the customer's favourites, newest first. */
export const FavouriteTransactionsResponse = Schema.Struct({
  favourites: Schema.Array(FavouriteTransaction),
});
/** Decoded {@link FavouriteTransactionsResponse}. */
export type FavouriteTransactionsResponse = typeof FavouriteTransactionsResponse.Type;

/**
 * `POST addToFavouriteTransaction` (with `Idempotency-Key`): the reference of one of the customer's
 * own COMPLETED payments. Another customer's or an unknown reference answers 404
 * `FAVOURITE.NOT_FOUND`; a payment that did not complete 422 `FAVOURITE.NOT_ELIGIBLE`; the same
 * payment (network, from, to, amount) already a favourite 422 `FAVOURITE.ALREADY_ADDED` and a full
 * list 422 `FAVOURITE.LIST_FULL`, both with `statusCode` 124 ({@link FavouriteErrorBody}).
 */
export const AddFavouriteTransactionRequest = Schema.Struct({
  trnRefNumber: PaymentReference,
});
/** Decoded {@link AddFavouriteTransactionRequest}. */
export type AddFavouriteTransactionRequest = typeof AddFavouriteTransactionRequest.Type;

/** `POST addToFavouriteTransaction` 200 answer: the new favourite. */
export const AddFavouriteTransactionResponse = Schema.Struct({
  status: Schema.Number,
  statusMsg: Schema.String,
  favourite: FavouriteTransaction,
});
/** Decoded {@link AddFavouriteTransactionResponse}. */
export type AddFavouriteTransactionResponse = typeof AddFavouriteTransactionResponse.Type;

/** The error body of a refused favourite add: the error body plus the spec's `statusCode` 124. */
export const FavouriteErrorBody = Schema.Struct({
  status: Schema.Number,
  statusMsg: Schema.String,
  code: Schema.String,
  statusCode: Schema.optionalKey(Schema.Number),
});
/** Decoded {@link FavouriteErrorBody}. */
export type FavouriteErrorBody = typeof FavouriteErrorBody.Type;

/** `POST deleteFavouriteTransaction` (with `Idempotency-Key`): the favourite's `refId`; another customer's answers 404. */
export const DeleteFavouriteTransactionRequest = Schema.Struct({
  refId: FavouriteRefId,
});
/** Decoded {@link DeleteFavouriteTransactionRequest}. */
export type DeleteFavouriteTransactionRequest = typeof DeleteFavouriteTransactionRequest.Type;

/** One favourite the dashboard shows, by its `refId`. */
export const DashboardFavouriteChoice = Schema.Struct({ refId: FavouriteRefId });
/** Decoded {@link DashboardFavouriteChoice}. */
export type DashboardFavouriteChoice = typeof DashboardFavouriteChoice.Type;

/**
 * `POST configureFavouriteTransaction` (with `Idempotency-Key`; the favourite configuration modal,
 * whose call the spec does not show): the favourites the dashboard shows, in order, at most 10
 * (spec 001 section 5); an empty list shows none. Every other favourite is off. A favourite listed
 * twice answers 400; an unknown or another customer's `refId` 404 `FAVOURITE.NOT_FOUND`, and
 * nothing changes. The answer is the list after the call.
 */
export const ConfigureFavouriteTransactionsRequest = Schema.Struct({
  onDashboard: Schema.Array(DashboardFavouriteChoice).check(
    Schema.isMaxLength(MAX_DASHBOARD_FAVOURITE_TRANSACTIONS),
  ),
});
/** Decoded {@link ConfigureFavouriteTransactionsRequest}. */
export type ConfigureFavouriteTransactionsRequest = typeof ConfigureFavouriteTransactionsRequest.Type;
