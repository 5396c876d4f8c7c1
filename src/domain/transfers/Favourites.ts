import { MAX_FAVOURITES } from "../dashboard/DashboardConfig";
import type { PaymentNetwork } from "./PaymentNetwork";

/** The statusCode of the favourite-add answer that sets the special favourite-error flag (spec 001 section 8). */
export const FAVOURITE_ERROR_STATUS_CODE = 124;

/** The default favourite ordering value of the addModifyBeneficiary menu item (spec 001 section 2). */
export const ADD_MODIFY_BENEFICIARY_FAVOURITE_ORDER = 3;

/** The favourites the dashboard shows: the first `MAX_FAVOURITES` (10) in the given order (spec 001 section 5). */
export function dashboardFavourites<T>(favourites: readonly T[]): readonly T[] {
  return favourites.slice(0, MAX_FAVOURITES);
}

/** How a favourite-add answer is shown (spec 001 section 8): the special flag for 124, else the server's message. */
export function favouriteAddOutcome(
  statusCode: number,
): "FAVOURITE.SPECIAL_ERROR" | "FAVOURITE.STATUS_MESSAGE" {
  return statusCode === FAVOURITE_ERROR_STATUS_CODE ? "FAVOURITE.SPECIAL_ERROR" : "FAVOURITE.STATUS_MESSAGE";
}

/** A favourite transaction as far as reuse needs it (spec 001 section 3). */
export interface FavouriteForReuse {
  readonly paymentNetwork: PaymentNetwork;
  readonly benAccountNumber: string;
  /** Set when the beneficiary is no longer active. */
  readonly benNotAvail?: boolean;
}

/**
 * Whether a favourite can be reused (spec 001 sections 4 and 8): not when its beneficiary is no
 * longer active ("Beneficiary Account number {number} has been removed or not in active status.").
 */
export function isFavouriteReusable(favourite: FavouriteForReuse): boolean {
  return favourite.benNotAvail !== true;
}
