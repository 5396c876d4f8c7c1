import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  MAX_DASHBOARD_FAVOURITE_TRANSACTIONS,
  type FavouriteTransaction,
} from "../../../adapters/rib/contract/favourites";
import { Banner } from "../../../ui/Banner";
import { Button } from "../../../ui/Button";
import { CheckboxGroup } from "../../../ui/CheckboxGroup";
import { Dialog } from "../../../ui/Dialog";
import { useBank } from "../../ServicesContext";
import { usePageLanguage } from "../../i18n/usePageLanguage";
import { useFailure } from "../../session/FailureProvider";
import { useIdempotencyKey } from "../../flow/useIdempotencyKey";
import { configureFavouritesMutation } from "./favouriteQueries";
import { favouriteAmount, payeeName } from "./favouriteText";

/** Props of {@link FavouriteConfigDialog}. */
export interface FavouriteConfigDialogProps {
  readonly favourites: readonly FavouriteTransaction[];
  /** Closes the dialog; with the saved message after a save, null after Cancel. */
  readonly onClose: (savedText: string | null) => void;
}

/**
 * The favourite configuration modal (spec 001 section 2): which favourites the dashboard shows, at
 * most 10 (spec 001 section 5), in the list's order. More than 10 is refused in the dialog with a
 * message on the group; the save changes nothing until the bank has taken it.
 */
export function FavouriteConfigDialog({ favourites, onClose }: FavouriteConfigDialogProps) {
  const { t } = useTranslation();
  const bank = useBank();
  const queryClient = useQueryClient();
  const language = usePageLanguage();
  const { handleFailure } = useFailure();
  const idempotencyKey = useIdempotencyKey();
  const save = useMutation(configureFavouritesMutation(bank, queryClient));
  const [chosen, setChosen] = useState<readonly string[]>(
    favourites.filter((favourite) => favourite.onDashboard).map((favourite) => favourite.refId),
  );
  const [tooMany, setTooMany] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const max = MAX_DASHBOARD_FAVOURITE_TRANSACTIONS;

  const submit = () => {
    if (chosen.length > max) {
      setTooMany(true);
      return;
    }
    setFailure(null);
    // In the list's order, which is the order the dashboard shows them in.
    const refIds = favourites.map((favourite) => favourite.refId).filter((refId) => chosen.includes(refId));
    save.mutate(
      { refIds, idempotencyKey: `${idempotencyKey}-${refIds.join("-")}` },
      {
        onSuccess: () => {
          onClose(t("favourites:config.saved"));
        },
        onError: (error) => {
          if (handleFailure(error) !== null) setFailure(t("favourites:config.failed"));
        },
      },
    );
  };

  return (
    <Dialog
      title={t("favourites:config.title")}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose(null);
      }}
      actions={
        <>
          <Button onPress={submit} isPending={save.isPending} pendingLabel={t("favourites:config.saving")}>
            {t("favourites:config.save")}
          </Button>
          <Button variant="secondary" onPress={() => onClose(null)}>
            {t("favourites:config.cancel")}
          </Button>
        </>
      }
    >
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      <CheckboxGroup
        label={t("favourites:config.label")}
        description={t("favourites:config.description", { max })}
        options={favourites.map((favourite) => ({
          value: favourite.refId,
          label: `${payeeName(favourite, t)}, ${favouriteAmount(favourite, language)}`,
          description: t(`favourites:network.${favourite.paymentNetwork}`),
        }))}
        value={chosen}
        onChange={(next) => {
          setChosen(next);
          if (next.length <= max) setTooMany(false);
        }}
        {...(tooMany ? { errorMessage: t("favourites:config.tooMany", { max, count: chosen.length }) } : {})}
      />
    </Dialog>
  );
}
