import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import type { Bank } from "../../../adapters/rib/BankClient";
import type { FavouriteTransaction } from "../../../adapters/rib/contract/favourites";
import { bankQuery } from "../../bankQueries";
import type { StateParams } from "../../navigation/StateProvider";
import type { StateName } from "../../stateNames";

/** `GET getFavouriteTransaction`: the customer's favourites, asked afresh on each visit (a beneficiary may have changed). */
export const favouritesQuery = (bank: Bank) => ({
  ...bankQuery(bank, "favouriteTransactions", {}),
  staleTime: 0,
});

/** Puts the list the server answered in place of the cached one. */
function keepList(queryClient: QueryClient, favourites: readonly FavouriteTransaction[]): void {
  queryClient.setQueryData(favouritesQuery({} as Bank).queryKey, { favourites });
}

/** `POST deleteFavouriteTransaction`: one favourite by its refId, with the key of this deletion. */
export const deleteFavouriteMutation = (bank: Bank, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["deleteFavouriteTransaction"],
    mutationFn: ({ refId, idempotencyKey }: { readonly refId: string; readonly idempotencyKey: string }) =>
      bank.call("deleteFavouriteTransaction", { refId }, { idempotencyKey }),
    onSuccess: (answer) => keepList(queryClient, answer.favourites),
  });

/** `POST configureFavouriteTransaction`: the favourites the dashboard shows, in order. */
export const configureFavouritesMutation = (bank: Bank, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["configureFavouriteTransactions"],
    mutationFn: ({
      refIds,
      idempotencyKey,
    }: {
      readonly refIds: readonly string[];
      readonly idempotencyKey: string;
    }) =>
      bank.call(
        "configureFavouriteTransactions",
        { onDashboard: refIds.map((refId) => ({ refId })) },
        { idempotencyKey },
      ),
    onSuccess: (answer) => keepList(queryClient, answer.favourites),
  });

/** Where "Pay again" goes: the payment form of the favourite's network and the values it fills in. */
export interface PayAgainTarget {
  readonly state: StateName;
  readonly params: StateParams;
}

/**
 * The payment form a favourite opens (the payment screens read these params): own-account
 * transfers with the account paid into, the others with the beneficiary's sequence; the amount in
 * paise as a decimal string and the remarks. Null for a favourite that cannot be paid again (its
 * beneficiary is no longer active, or an IMPS favourite the bank does not offer).
 */
export function payAgainTarget(favourite: FavouriteTransaction): PayAgainTarget | null {
  if (favourite.benNotAvail) return null;
  const common = {
    fromAccount: favourite.fromAccountNumber,
    amount: String(favourite.transferAmount),
    remarks: favourite.transComment,
  };
  switch (favourite.paymentNetwork) {
    case "IFT":
      return { state: "ownFd.ownAcnTransfer", params: { ...common, toAccount: favourite.benAccountNumber } };
    case "IFTWB":
      return favourite.benSequence === null
        ? null
        : { state: "thirdFd.thirdPtyTrnsfrInFIS", params: { ...common, beneficiary: favourite.benSequence } };
    case "NEFT":
    case "RTGS":
      return favourite.benSequence === null
        ? null
        : {
            state: "neftRtgs.home",
            params: {
              ...common,
              beneficiary: favourite.benSequence,
              paymentNetwork: favourite.paymentNetwork,
            },
          };
    default:
      return null;
  }
}
