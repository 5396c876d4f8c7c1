import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FavouriteTransaction } from "../../../adapters/rib/contract/favourites";
import { AlertDialog } from "../../../ui/AlertDialog";
import { Banner } from "../../../ui/Banner";
import { Button } from "../../../ui/Button";
import { Table, type TableColumn } from "../../../ui/Table";
import { useBank } from "../../ServicesContext";
import { usePageLanguage } from "../../i18n/usePageLanguage";
import { ScreenHeading, useGo } from "../../navigation/StateProvider";
import { useFailure, useFailureOf } from "../../session/FailureProvider";
import { FavouriteConfigDialog } from "./FavouriteConfigDialog";
import { FavouritePopupList } from "./FavouritePopupList";
import { deleteFavouriteMutation, favouritesQuery, payAgainTarget } from "./favouriteQueries";
import { favouriteAmount, payeeName } from "./favouriteText";
import "./favourites.css";

/**
 * Favourite transactions (state `favTrans.home`, spec 001 sections 2-9): the customer's favourites
 * with "Pay again" (the payment form of its network, its values filled in, the amount still
 * editable) and "Delete" (after a confirmation); a favourite whose beneficiary is no longer active
 * says so and cannot be paid. Above the list: the pop-up list of favourites to pay and the
 * configuration dialog of the favourites the dashboard shows.
 */
export function FavouriteTransactionsScreen() {
  const { t } = useTranslation();
  const bank = useBank();
  const queryClient = useQueryClient();
  const go = useGo();
  const language = usePageLanguage();
  const { handleFailure } = useFailure();
  const favourites = useQuery(favouritesQuery(bank));
  const loadFailure = useFailureOf(favourites.error);
  const remove = useMutation(deleteFavouriteMutation(bank, queryClient));
  const [toDelete, setToDelete] = useState<FavouriteTransaction | null>(null);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [dialog, setDialog] = useState<"config" | "popup" | null>(null);
  const captionRef = useRef<HTMLElement>(null);

  const list = favourites.data?.favourites ?? [];
  const name = (favourite: FavouriteTransaction) => payeeName(favourite, t);
  const amount = (favourite: FavouriteTransaction) => favouriteAmount(favourite, language);
  const payAgain = (favourite: FavouriteTransaction) => {
    const target = payAgainTarget(favourite);
    if (target !== null) go(target.state, { params: target.params });
  };

  const confirmDelete = () => {
    const favourite = toDelete;
    if (favourite === null) return;
    setToDelete(null);
    setOutcome(null);
    remove.mutate(
      { refId: favourite.refId, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: () => {
          // The banner (a status) says it; focus goes to the list, which the deleted row has left.
          setOutcome({ tone: "success", text: t("favourites:delSuccess") });
          captionRef.current?.focus();
        },
        onError: (error) => {
          // The catalogue's behaviour first (a lost session signs out); else the spec's favtrn.delError.
          if (handleFailure(error) !== null) setOutcome({ tone: "error", text: t("favourites:delError") });
        },
      },
    );
  };

  const columns: TableColumn<FavouriteTransaction>[] = [
    {
      id: "payee",
      label: t("favourites:table.payee"),
      isRowHeader: true,
      render: (favourite) => (
        <span className="favourites-payee">
          <span>{name(favourite)}</span>
          {favourite.paymentNetwork !== "IFT" ? (
            <span className="favourites-detail">
              {t("favourites:payeeAccount", { account: favourite.benAccountNumber })}
            </span>
          ) : null}
          {favourite.onDashboard ? (
            <span className="favourites-detail">{t("favourites:onDashboard")}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: "network",
      label: t("favourites:table.network"),
      render: (favourite) => t(`favourites:network.${favourite.paymentNetwork}`),
    },
    { id: "from", label: t("favourites:table.from"), render: (favourite) => favourite.fromAccountNumber },
    { id: "amount", label: t("favourites:table.amount"), align: "end", render: amount },
    { id: "remarks", label: t("favourites:table.remarks"), render: (favourite) => favourite.transComment },
    {
      id: "actions",
      label: t("favourites:table.actions"),
      render: (favourite) => (
        <div className="favourites-actions">
          {favourite.benNotAvail ? (
            <p className="favourites-unavailable">
              {t("favourites:benNotAvail", { number: favourite.benAccountNumber })}
            </p>
          ) : payAgainTarget(favourite) !== null ? (
            <Button
              variant="secondary"
              aria-label={t("favourites:payAgainRow", { payee: name(favourite), amount: amount(favourite) })}
              onPress={() => payAgain(favourite)}
            >
              {t("favourites:payAgain")}
            </Button>
          ) : null}
          <Button
            variant="quiet"
            aria-label={t("favourites:deleteRow", { payee: name(favourite), amount: amount(favourite) })}
            isPending={remove.isPending && remove.variables.refId === favourite.refId}
            pendingLabel={t("favourites:deleting")}
            onPress={() => setToDelete(favourite)}
          >
            {t("favourites:delete")}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="app-screen app-screen--wide favourites-screen">
      <ScreenHeading />
      <p>{t("favourites:intro")}</p>
      {loadFailure !== null ? <Banner tone="error">{loadFailure}</Banner> : null}
      {outcome !== null ? <Banner tone={outcome.tone}>{outcome.text}</Banner> : null}
      {list.length > 0 ? (
        <div className="flow-actions" role="group" aria-label={t("favourites:actionsBar")}>
          <Button onPress={() => setDialog("popup")}>{t("favourites:popup.open")}</Button>
          <Button variant="secondary" onPress={() => setDialog("config")}>
            {t("favourites:config.open")}
          </Button>
        </div>
      ) : null}
      <Table
        caption={t("favourites:table.caption", { count: list.length })}
        captionHeadingLevel={2}
        captionRef={captionRef}
        columns={columns}
        rows={list}
        getRowId={(favourite) => favourite.refId}
        emptyContent={t("favourites:table.empty")}
        isLoading={favourites.isPending}
        loadingLabel={t("favourites:loading")}
      />
      <AlertDialog
        isOpen={toDelete !== null}
        title={t("favourites:deleteDialog.title")}
        tone="warning"
        primaryActionLabel={t("favourites:deleteDialog.confirm")}
        onPrimaryAction={confirmDelete}
        cancelLabel={t("favourites:deleteDialog.cancel")}
        onCancel={() => setToDelete(null)}
      >
        <p>
          {toDelete === null
            ? null
            : t("favourites:deleteDialog.body", { payee: name(toDelete), amount: amount(toDelete) })}
        </p>
      </AlertDialog>
      {dialog === "config" ? (
        <FavouriteConfigDialog
          favourites={list}
          onClose={(savedText) => {
            setDialog(null);
            if (savedText !== null) setOutcome({ tone: "success", text: savedText });
          }}
        />
      ) : null}
      {dialog === "popup" ? (
        <FavouritePopupList
          favourites={list}
          onChoose={(favourite) => {
            setDialog(null);
            payAgain(favourite);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
