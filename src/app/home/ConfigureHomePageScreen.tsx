import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DashboardWidgetsResponse } from "../../adapters/rib/contract/dashboard";
import { isFavouriteCountAllowed, MAX_FAVOURITES } from "../../domain";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { CheckboxGroup } from "../../ui/CheckboxGroup";
import { useAnnouncer } from "../../ui/LiveRegion";
import { LoadingRegion } from "../../ui/Spinner";
import { Switch } from "../../ui/Switch";
import { useMenuEntries, type MenuEntry } from "../navigation/menu";
import { ScreenHeading, useGo } from "../navigation/StateProvider";
import { useBank } from "../ServicesContext";
import { useFailureOf } from "../session/FailureProvider";
import { openableFavourites } from "./favourites";
import { dashboardWidgetsQuery, saveDashboardWidgetsMutation } from "./homeQueries";
import "./home.css";

interface Choices {
  /** Widget id -> on, in the dashboard's order. */
  readonly widgets: readonly { readonly id: string; readonly isAdded: boolean }[];
  /** The ids of the chosen favourites this app can open. */
  readonly favourites: readonly string[];
}

function choicesOf(settings: DashboardWidgetsResponse, menu: readonly MenuEntry[]): Choices {
  return {
    widgets: settings.widgets.map((w) => ({ id: w.id, isAdded: w.isAdded })),
    favourites: openableFavourites(settings.favourites, menu)
      .filter((f) => f.item.isAdded)
      .map((f) => f.item.id),
  };
}

/** The form once the settings are loaded. */
function ConfigureForm({ settings }: { readonly settings: DashboardWidgetsResponse }) {
  const { t } = useTranslation();
  const bank = useBank();
  const go = useGo();
  const menu = useMenuEntries();
  const announce = useAnnouncer();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<Choices>(() => choicesOf(settings, menu));
  // Whether the limit error shows; its text is translated when shown, so it follows a language switch.
  const [isOverLimit, setOverLimit] = useState(false);
  const limitMessage = isOverLimit ? t("home:configure.limit", { max: MAX_FAVOURITES }) : null;
  const save = useMutation(saveDashboardWidgetsMutation(bank, queryClient));
  const failureMessage = useFailureOf(save.error);
  const kind = save.variables?.updateFlag === false ? "reset" : "save";
  const pending = save.isPending ? kind : null;
  const outcome = save.isSuccess
    ? {
        tone: "success" as const,
        text: t(kind === "save" ? "home:configure.saved" : "home:configure.resetDone"),
      }
    : save.isError
      ? {
          tone: "error" as const,
          text:
            failureMessage === null
              ? t("home:configure.failed")
              : `${t("home:configure.failed")} ${failureMessage}`,
        }
      : null;
  const outcomeRef = useRef<HTMLDivElement>(null);
  const options = openableFavourites(settings.favourites, menu);

  useEffect(() => {
    if (save.isSuccess || save.isError) outcomeRef.current?.focus();
  }, [save.isSuccess, save.isError, save.submittedAt]);

  const chooseFavourites = (next: string[]) => {
    if (!isFavouriteCountAllowed(next.length)) {
      setOverLimit(true);
      announce(t("home:configure.limit", { max: MAX_FAVOURITES }), "assertive");
      return;
    }
    setOverLimit(false);
    setChoices((current) => ({ ...current, favourites: next }));
  };

  const send = (kind: "save" | "reset") =>
    save.mutate(
      kind === "save"
        ? {
            updateFlag: true,
            widgets: choices.widgets,
            favourites: settings.favourites.map((f) => ({
              id: f.id,
              isAdded: choices.favourites.includes(f.id),
            })),
          }
        : { updateFlag: false, widgets: [], favourites: [] },
      {
        onSuccess: (answer) => {
          setChoices(choicesOf(answer, menu));
          setOverLimit(false);
        },
      },
    );

  return (
    <>
      {outcome !== null ? (
        <div ref={outcomeRef} tabIndex={-1} className="home-outcome">
          <Banner tone={outcome.tone}>{outcome.text}</Banner>
        </div>
      ) : null}
      <section className="home-configure-section" aria-labelledby="home-configure-widgets">
        <h2 id="home-configure-widgets">{t("home:configure.widgetsHeading")}</h2>
        <p>{t("home:configure.widgetsHint")}</p>
        <div className="home-switches">
          {choices.widgets.map((widget) => (
            <Switch
              key={widget.id}
              label={t(`home:widget.${widget.id}`)}
              isSelected={widget.isAdded}
              onChange={(isAdded) =>
                setChoices((current) => ({
                  ...current,
                  widgets: current.widgets.map((w) => (w.id === widget.id ? { ...w, isAdded } : w)),
                }))
              }
            />
          ))}
        </div>
      </section>
      <section className="home-configure-section" aria-labelledby="home-configure-favourites">
        <h2 id="home-configure-favourites">{t("home:configure.favouritesHeading")}</h2>
        <CheckboxGroup
          label={t("home:configure.favouritesLabel")}
          description={t("home:configure.favouritesHint", {
            max: MAX_FAVOURITES,
            count: choices.favourites.length,
          })}
          options={options.map(({ entry }) => ({ value: entry.id, label: t(entry.labelKey) }))}
          value={choices.favourites}
          onChange={chooseFavourites}
          {...(limitMessage !== null ? { errorMessage: limitMessage } : {})}
        />
      </section>
      <div className="home-actions">
        <Button
          variant="primary"
          onPress={() => send("save")}
          isPending={pending === "save"}
          pendingLabel={t("home:configure.saving")}
          isDisabled={pending !== null}
        >
          {t("home:configure.save")}
        </Button>
        <Button
          variant="secondary"
          onPress={() => send("reset")}
          isPending={pending === "reset"}
          pendingLabel={t("home:configure.resetting")}
          isDisabled={pending !== null}
        >
          {t("home:configure.reset")}
        </Button>
        <Button variant="quiet" onPress={() => go("dashboard")} isDisabled={pending !== null}>
          {t("home:configure.cancel")}
        </Button>
      </div>
    </>
  );
}

/**
 * configureHomePage (spec 000 sections 2, 3, 5): a switch per dashboard widget (Know your bank off
 * by default) and the favourites (at most 10; the 11th choice is refused with a visible and announced
 * message). Save and Reset to defaults answer with a banner that takes focus; Cancel goes back to the
 * dashboard, which shows a saved change at once.
 */
export function ConfigureHomePageScreen() {
  const { t } = useTranslation();
  const bank = useBank();
  const settings = useQuery(dashboardWidgetsQuery(bank));
  const message = useFailureOf(settings.error);
  return (
    <div className="app-screen home-screen">
      <ScreenHeading />
      {message !== null ? <Banner tone="error">{message}</Banner> : null}
      <LoadingRegion isBusy={settings.isPending} label={t("common:loading")}>
        {settings.data !== undefined ? <ConfigureForm settings={settings.data} /> : null}
      </LoadingRegion>
    </div>
  );
}
