import { useQueries } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type {
  DashboardAlert,
  DashboardEvent,
  DashboardSummaryResponse,
} from "../../adapters/rib/contract/dashboard";
import { CAROUSEL_INTERVAL_MS, DASHBOARD_WIDGETS, kindLabel } from "../../domain";
import type { FavouriteTransaction } from "../../adapters/rib/contract/favourites";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { Calendar } from "../../ui/Calendar";
import { Card } from "../../ui/Card";
import { Carousel } from "../../ui/Carousel";
import { Link } from "../../ui/Link";
import { LoadingRegion } from "../../ui/Spinner";
import { Amount, longDate, schemeNameKey } from "../accounts/accountFormat";
import { usePageLanguage } from "../i18n/usePageLanguage";
import type { Language } from "../i18n/i18n";
import { useMenuEntries } from "../navigation/menu";
import { useGo } from "../navigation/StateProvider";
import { useBank } from "../ServicesContext";
import { useFailureOf } from "../session/FailureProvider";
import { dashboardFavourites } from "./favourites";
import { dashboardSummaryQuery, dashboardWidgetsQuery } from "./homeQueries";
import { SecurityImagePopup } from "./SecurityImagePopup";
import { useServerText } from "../accounts/serverText";
import { favouritesQuery, payAgainTarget } from "../transfers/favourites/favouriteQueries";
import { favouriteAmount, payeeName } from "../transfers/favourites/favouriteText";
import "./home.css";

/** The account as the widgets name it: its number, and its nickname when it has one. */
function accountName(accountNumber: string, nickname: string): string {
  return nickname === "" ? accountNumber : `${accountNumber} (${nickname})`;
}

/** The alert in words. */
function AlertText({ alert }: { readonly alert: DashboardAlert }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const date = longDate(alert.date, language);
  const account = alert.accountNumber ?? "";
  switch (alert.code) {
    case "PASSWORD_EXPIRING":
      return (alert.days ?? 0) < 0 ? (
        <>{t("home:alert.passwordExpired")}</>
      ) : (
        <>{t("home:alert.passwordExpiring", { count: alert.days ?? 0, date })}</>
      );
    case "EMI_DUE":
      return (
        <>
          {t("home:alert.emiDue", { account, date, count: alert.days ?? 0 })}{" "}
          {alert.amount !== null ? <Amount paise={alert.amount} /> : null}
        </>
      );
    case "DEPOSIT_MATURING":
      return (
        <>
          {t("home:alert.depositMaturing", { account, date, count: alert.days ?? 0 })}{" "}
          {alert.amount !== null ? <Amount paise={alert.amount} /> : null}
        </>
      );
    case "LOW_BALANCE":
      return (
        <>
          {t("home:alert.lowBalance", { account })}{" "}
          {alert.amount !== null ? <Amount paise={alert.amount} /> : null}
        </>
      );
  }
}

/** One event in words: the date, what happens and the amount. */
function EventText({ event, language }: { readonly event: DashboardEvent; readonly language: Language }) {
  const { t } = useTranslation();
  const { product } = useServerText();
  const key = event.kind === "EMI" ? "home:event.emi" : "home:event.maturity";
  return (
    <>
      <span className="home-event-date">{longDate(event.date, language)}</span>{" "}
      {t(key, { product: product(event.productName), account: event.accountNumber })}
      {event.amount !== null ? (
        <>
          {" "}
          <Amount paise={event.amount} />
        </>
      ) : null}
    </>
  );
}

function AssetsWidget({ summary }: { readonly summary: DashboardSummaryResponse }) {
  const { t } = useTranslation();
  const { accounts, total } = summary.assets;
  return (
    <>
      <p className="home-total">
        {t("home:assets.total")} <Amount paise={total} withWords />
      </p>
      {accounts.length === 0 ? (
        <p>{t("home:assets.none")}</p>
      ) : (
        <ul className="home-list">
          {accounts.map((account) => (
            <li key={account.accountNumber}>
              <span className="home-list-label">
                {t(
                  schemeNameKey(kindLabel(account.kind, account.typeCode)) ??
                    `home:assets.kind.${account.kind}`,
                )}
                : {accountName(account.accountNumber, account.nickname)}
              </span>{" "}
              <Amount paise={account.balance} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function LiabilitiesWidget({ summary }: { readonly summary: DashboardSummaryResponse }) {
  const { t } = useTranslation();
  const { product } = useServerText();
  const language = usePageLanguage();
  const { loans, total } = summary.liabilities;
  return (
    <>
      <p className="home-total">
        {t("home:liabilities.total")} <Amount paise={total} withWords />
      </p>
      {loans.length === 0 ? (
        <p>{t("home:liabilities.none")}</p>
      ) : (
        <ul className="home-list">
          {loans.map((loan) => (
            <li key={loan.accountNumber}>
              <span className="home-list-label">
                {product(loan.productName)}: {accountName(loan.accountNumber, loan.nickname)}
              </span>{" "}
              {t("home:liabilities.outstanding")} <Amount paise={loan.outstanding} />
              {loan.emi !== null && loan.nextDueDate !== null ? (
                <>
                  <br />
                  {t("home:liabilities.nextEmi", { date: longDate(loan.nextDueDate, language) })}{" "}
                  <Amount paise={loan.emi} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function EventList({ events }: { readonly events: readonly DashboardEvent[] }) {
  const language = usePageLanguage();
  return (
    <ul className="home-list">
      {events.map((event) => (
        <li key={`${event.kind}-${event.accountNumber}-${event.date}`}>
          <EventText event={event} language={language} />
        </li>
      ))}
    </ul>
  );
}

/** My Calendar: the month grid on the first event's date; the events of the chosen day are listed below it. */
function CalendarWidget({ summary }: { readonly summary: DashboardSummaryResponse }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const [day, setDay] = useState<string>(summary.events[0]?.date ?? summary.appDate);
  const events = summary.events.filter((event) => event.date === day);
  const eventDays = [...new Set(summary.events.map((event) => event.date))];
  return (
    <div className="home-calendar">
      <p>
        {eventDays.length === 0
          ? t("home:calendar.noEventDays")
          : t("home:calendar.eventDays", {
              dates: eventDays.map((date) => longDate(date, language)).join(", "),
            })}
      </p>
      <Calendar
        label={t("home:calendar.label")}
        previousLabel={t("home:calendar.previous")}
        nextLabel={t("home:calendar.next")}
        value={day}
        onChange={(iso) => {
          if (iso !== null) setDay(iso);
        }}
      />
      <div aria-live="polite">
        <p className="home-calendar-day">{t("home:calendar.onDay", { date: longDate(day, language) })}</p>
        {events.length === 0 ? <p>{t("home:calendar.nothing")}</p> : <EventList events={events} />}
      </div>
    </div>
  );
}

/**
 * Favourite payments, inside My Favourites (spec 001 section 5): the favourite transactions the
 * customer chose for the dashboard, in the bank's order, each with its payee, amount and "Pay
 * again" (the payment form with its values filled in, as on Favourite transactions); one whose
 * beneficiary is no longer active says so instead. With none chosen, one line links to Favourite
 * transactions, where they are chosen.
 */
function FavouritePayments({
  favourites,
  failure,
}: {
  readonly favourites: readonly FavouriteTransaction[] | undefined;
  readonly failure: string | null;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const go = useGo();
  const headingId = useId();
  const chosen = (favourites ?? []).filter((favourite) => favourite.onDashboard);
  return (
    <section className="home-favourite-payments" aria-labelledby={headingId}>
      <h3 id={headingId} className="home-favourite-payments-title">
        {t("home:favouritePayments.heading")}
      </h3>
      {failure !== null ? (
        <p>{failure}</p>
      ) : favourites === undefined ? (
        <p>{t("favourites:loading")}</p>
      ) : chosen.length === 0 ? (
        <p>
          {t("home:favouritePayments.none")}{" "}
          <Link onPress={() => go("favTrans.home")}>{t("home:favouritePayments.choose")}</Link>
        </p>
      ) : (
        <ul className="home-list">
          {chosen.map((favourite) => {
            const payee = payeeName(favourite, t);
            const amount = favouriteAmount(favourite, language);
            const target = payAgainTarget(favourite);
            return (
              <li key={favourite.refId} className="home-favourite-payment">
                <span>
                  <span className="home-list-label">{payee}</span> {amount}
                </span>
                {favourite.benNotAvail ? (
                  <span className="home-favourite-unavailable">
                    {t("favourites:benNotAvail", { number: favourite.benAccountNumber })}
                  </span>
                ) : target !== null ? (
                  <Button
                    variant="secondary"
                    aria-label={t("favourites:payAgainRow", { payee, amount })}
                    onPress={() => go(target.state, { params: target.params })}
                  >
                    {t("favourites:payAgain")}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The widgets on by default: their placeholders hold the place until the customer's own list is in. */
const DEFAULT_WIDGET_IDS = DASHBOARD_WIDGETS.filter((widget) => widget.isDefault).map((widget) => widget.id);

/**
 * The place of a widget's content while its data loads: as high as the content settles (home.css,
 * per widget and card width), so the widgets and the panels below do not move when it comes. Hidden
 * from assistive technologies: the busy region around the widgets says they are loading.
 */
function WidgetPending({ id }: { readonly id: string }) {
  return <div className={`home-widget-pending home-widget-pending--${id}`} aria-hidden="true" />;
}

/** The ids of the Know your bank slides (their texts are home:knowYourBank.slides.<id>). */
const KNOW_YOUR_BANK_SLIDES = ["branches", "safety", "deposits", "help"] as const;

function KnowYourBankWidget() {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t("home:knowYourBank.label")}
      roleDescription={t("home:knowYourBank.roleDescription")}
      slideRoleDescription={t("home:knowYourBank.slideRoleDescription")}
      slideLabel={(position, total) => t("home:knowYourBank.slideLabel", { position, total })}
      slides={KNOW_YOUR_BANK_SLIDES.map((id) => ({
        id,
        content: (
          <div className="home-slide">
            <p className="home-slide-title">{t(`home:knowYourBank.slides.${id}.title`)}</p>
            <p>{t(`home:knowYourBank.slides.${id}.body`)}</p>
          </div>
        ),
      }))}
      pauseLabel={t("home:knowYourBank.pause")}
      playLabel={t("home:knowYourBank.play")}
      previousLabel={t("home:knowYourBank.previous")}
      nextLabel={t("home:knowYourBank.next")}
      intervalMs={CAROUSEL_INTERVAL_MS}
    />
  );
}

/**
 * The dashboard widgets (spec 000 sections 3 and 4): the customer's enabled widgets in the saved
 * order, each a region named by its heading, with the "Customise" link to configureHomePage and the
 * security-image pop-up. The three calls (widgets, summary, favourite transactions) start together.
 * Until the widget list is in, placeholders of the default widgets hold their place; until the
 * summary is in, each widget that shows it holds its own.
 */
export function HomeWidgets() {
  const { t } = useTranslation();
  const bank = useBank();
  const go = useGo();
  const menu = useMenuEntries();
  const [widgets, summary, favouriteTransactions] = useQueries({
    queries: [dashboardWidgetsQuery(bank), dashboardSummaryQuery(bank), favouritesQuery(bank)],
  });
  const message = useFailureOf(widgets.error ?? summary.error);
  const favouritesFailure = useFailureOf(favouriteTransactions.error);
  const isBusy = widgets.isPending || summary.isPending;
  const data = summary.data;

  // A widget's place while the summary loads (none once it failed: the banner says so).
  const pendingOf = (id: string) => (summary.isPending ? <WidgetPending id={id} /> : null);

  const render = (id: string) => {
    switch (id) {
      case "myFavourite": {
        const favourites = dashboardFavourites(widgets.data?.favourites ?? [], menu);
        return (
          <>
            {favourites.length === 0 ? (
              <p>{t("home:favourites.none")}</p>
            ) : (
              <ul className="home-favourites">
                {favourites.map(({ entry }) => (
                  <li key={entry.id}>
                    <Link onPress={() => go(entry.state)}>{t(entry.labelKey)}</Link>
                  </li>
                ))}
              </ul>
            )}
            <FavouritePayments
              favourites={favouriteTransactions.data?.favourites}
              failure={favouritesFailure}
            />
          </>
        );
      }
      case "myAssets":
        return data === undefined ? pendingOf(id) : <AssetsWidget summary={data} />;
      case "myLiabilities":
        return data === undefined ? pendingOf(id) : <LiabilitiesWidget summary={data} />;
      case "myAlertsAndUpdates":
        return data === undefined ? (
          pendingOf(id)
        ) : data.alerts.length === 0 ? (
          <p>{t("home:alerts.none")}</p>
        ) : (
          <ul className="home-list">
            {data.alerts.map((alert) => (
              <li key={`${alert.code}-${alert.accountNumber ?? ""}`}>
                <AlertText alert={alert} />
              </li>
            ))}
          </ul>
        );
      case "myUpcomingEvents":
        return data === undefined ? (
          pendingOf(id)
        ) : data.events.length === 0 ? (
          <p>{t("home:events.none")}</p>
        ) : (
          <EventList events={data.events} />
        );
      case "myCalendar":
        return data === undefined ? pendingOf(id) : <CalendarWidget summary={data} />;
      case "knowYourBank":
        return <KnowYourBankWidget />;
      default:
        return null;
    }
  };

  return (
    <div className="home-widgets-area">
      <p className="home-customise">
        <Link onPress={() => go("configureHomePage")}>{t("home:customise")}</Link>
      </p>
      {message !== null ? <Banner tone="error">{message}</Banner> : null}
      <LoadingRegion isBusy={isBusy} label={t("common:loading")}>
        {widgets.data !== undefined ? (
          <div className="home-widgets">
            {widgets.data.widgets
              .filter((widget) => widget.isAdded)
              .map((widget) => (
                <Card key={widget.id} title={t(`home:widget.${widget.id}`)}>
                  {render(widget.id)}
                </Card>
              ))}
          </div>
        ) : widgets.isPending ? (
          <div className="home-widgets" aria-hidden="true">
            {DEFAULT_WIDGET_IDS.map((id) => (
              <div key={id} className="home-widget-placeholder">
                <WidgetPending id={id} />
              </div>
            ))}
          </div>
        ) : null}
      </LoadingRegion>
      {data !== undefined ? <SecurityImagePopup isFlagged={data.securityImagePopup} /> : null}
    </div>
  );
}
