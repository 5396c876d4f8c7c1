import { useTranslation } from "react-i18next";
import type { FavouriteTransaction } from "../../../adapters/rib/contract/favourites";
import { Button } from "../../../ui/Button";
import { Dialog } from "../../../ui/Dialog";
import { usePageLanguage } from "../../i18n/usePageLanguage";
import { payAgainTarget } from "./favouriteQueries";
import { favouriteAmount, payeeName } from "./favouriteText";

/** Props of {@link FavouritePopupList}. */
export interface FavouritePopupListProps {
  readonly favourites: readonly FavouriteTransaction[];
  /** The customer chose a favourite to pay again. */
  readonly onChoose: (favourite: FavouriteTransaction) => void;
  readonly onClose: () => void;
}

/**
 * The favourite-transactions pop-up list (spec 001 section 2): the favourites that can be paid
 * again, those chosen for the dashboard first (the list's order), each a button that opens its
 * payment form. A favourite whose beneficiary is no longer active is left out.
 */
export function FavouritePopupList({ favourites, onChoose, onClose }: FavouritePopupListProps) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const payable = favourites.filter((favourite) => payAgainTarget(favourite) !== null);
  return (
    <Dialog
      title={t("favourites:popup.title")}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      actions={
        <Button variant="secondary" onPress={onClose}>
          {t("favourites:popup.close")}
        </Button>
      }
    >
      <p>{t("favourites:popup.intro")}</p>
      {payable.length === 0 ? (
        <p>{t("favourites:popup.empty")}</p>
      ) : (
        <ul className="favourites-popup-list" aria-label={t("favourites:popup.listLabel")}>
          {payable.map((favourite) => (
            <li key={favourite.refId}>
              <Button variant="secondary" onPress={() => onChoose(favourite)}>
                {`${payeeName(favourite, t)}, ${favouriteAmount(favourite, language)}, ${t(
                  `favourites:network.${favourite.paymentNetwork}`,
                )}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
