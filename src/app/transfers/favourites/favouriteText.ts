import type { TFunction } from "i18next";
import type { FavouriteTransaction } from "../../../adapters/rib/contract/favourites";
import { formatInr } from "../../../domain";
import type { Language } from "../../i18n/i18n";

/** The payee of a favourite as the list names it: the beneficiary's name, else the own account paid into. */
export function payeeName(favourite: FavouriteTransaction, t: TFunction): string {
  if (favourite.paymentNetwork === "IFT" || favourite.benName === "") {
    return t("favourites:ownAccount", { account: favourite.benAccountNumber });
  }
  return favourite.benName;
}

/** The favourite's amount in rupees, in the page's language. */
export function favouriteAmount(favourite: FavouriteTransaction, language: Language): string {
  return formatInr(favourite.transferAmount, language);
}
