import { EmptyRequest } from "../common";
import { endpoint } from "../endpoint";
import {
  AddFavouriteTransactionRequest,
  AddFavouriteTransactionResponse,
  ConfigureFavouriteTransactionsRequest,
  DeleteFavouriteTransactionRequest,
  FavouriteTransactionsResponse,
} from "../favourites";
import { FtEnquiryRequest, FtEnquiryResponse } from "../ftEnquiry";
import { ACTIVE_ERRORS } from "./shared";

/** The calls of favourite transactions and the fund-transfer enquiry (spec 001 §2-§9; area E). */
export const favouritesEndpoints = {
  favouriteTransactions: endpoint({
    summary: "The customer's favourite transactions, each saying whether its beneficiary is still active.",
    spec: "001 §3, §7",
    method: "GET",
    root: "rest",
    path: "getFavouriteTransaction",
    request: EmptyRequest,
    encoding: "none",
    response: { kind: "json", schema: FavouriteTransactionsResponse },
    session: "active",
    errors: ACTIVE_ERRORS,
  }),
  addFavouriteTransaction: endpoint({
    summary:
      "Keeps one of the customer's completed payments as a favourite (values from the stored payment).",
    spec: "001 §4, §7, §8",
    method: "POST",
    root: "rest",
    path: "addToFavouriteTransaction",
    request: AddFavouriteTransactionRequest,
    encoding: "json",
    response: { kind: "json", schema: AddFavouriteTransactionResponse },
    session: "active",
    idempotent: true,
    errors: [
      ...ACTIVE_ERRORS,
      "IDEMPOTENCY.KEY_REQUIRED",
      "IDEMPOTENCY.MISMATCH",
      "FAVOURITE.NOT_FOUND",
      "FAVOURITE.NOT_ELIGIBLE",
      "FAVOURITE.ALREADY_ADDED",
      "FAVOURITE.LIST_FULL",
    ],
  }),
  deleteFavouriteTransaction: endpoint({
    summary: "Deletes one of the customer's favourite transactions by its refId.",
    spec: "001 §4, §7, §8",
    method: "POST",
    root: "rest",
    path: "deleteFavouriteTransaction",
    request: DeleteFavouriteTransactionRequest,
    encoding: "json",
    response: { kind: "json", schema: FavouriteTransactionsResponse },
    session: "active",
    idempotent: true,
    errors: [...ACTIVE_ERRORS, "IDEMPOTENCY.KEY_REQUIRED", "IDEMPOTENCY.MISMATCH", "FAVOURITE.NOT_FOUND"],
  }),
  configureFavouriteTransactions: endpoint({
    summary: "Chooses the favourite transactions the dashboard shows, in order, at most 10.",
    spec: "001 §2, §5",
    method: "POST",
    root: "rest",
    path: "configureFavouriteTransaction",
    request: ConfigureFavouriteTransactionsRequest,
    encoding: "json",
    response: { kind: "json", schema: FavouriteTransactionsResponse },
    session: "active",
    idempotent: true,
    errors: [...ACTIVE_ERRORS, "IDEMPOTENCY.KEY_REQUIRED", "IDEMPOTENCY.MISMATCH", "FAVOURITE.NOT_FOUND"],
  }),
  fundTransactionList: endpoint({
    summary: "One page (10) of the fund-transfer enquiry: the customer's own payments with their statuses.",
    spec: "001 §3, §5, §7, §8",
    method: "POST",
    root: "rest",
    path: "fundTransactionList",
    request: FtEnquiryRequest,
    encoding: "json",
    response: { kind: "json", schema: FtEnquiryResponse },
    session: "active",
    errors: [...ACTIVE_ERRORS, "FT_ENQUIRY.NO_DATA", "FT_ENQUIRY.THIRD_PARTY"],
  }),
} as const;
