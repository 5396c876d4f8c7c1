import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatDisplayDate, type PreviousLogin } from "../../domain";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { DescriptionList } from "../../ui/DescriptionList";
import { Dialog } from "../../ui/Dialog";
import { Table } from "../../ui/Table";
import type { BankCalls } from "../../adapters/rib/BankClient";
import { useBank } from "../ServicesContext";
import { useFailureOf } from "../session/FailureProvider";
import { loginHistoryQuery } from "./securityQueries";
import { usePageLanguage } from "../i18n/usePageLanguage";

type HistoryEntry = BankCalls["loginHistory"]["response"]["entries"][number] & {
  readonly rowId: string;
};

/**
 * The last sign-in details on the dashboard (spec 000 section 3: lastLoginDate, lastLoginTime,
 * lastFailLogin...) and the "Sign-in history" dialog with the last sign-in attempts as a
 * captioned table (`loginUser/loginHistory`, loaded when the dialog opens).
 */
export function SignInDetails({ previous }: { readonly previous: PreviousLogin }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const [isOpen, setOpen] = useState(false);
  const when = (date: string | null, time: string | null) =>
    date === null ? t("security:signIns.none") : `${formatDisplayDate(date, language)} ${time ?? ""}`.trim();
  return (
    <section className="security-sign-ins" aria-labelledby="security-sign-ins-heading">
      <h2 id="security-sign-ins-heading">{t("security:signIns.heading")}</h2>
      <DescriptionList
        items={[
          {
            term: t("security:signIns.last"),
            description: when(previous.lastLoginDate, previous.lastLoginTime),
          },
          {
            term: t("security:signIns.lastFailed"),
            description: when(previous.lastFailLoginDate, previous.lastFailLoginTime),
          },
        ]}
      />
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t("security:signIns.historyButton")}
      </Button>
      {isOpen ? <SignInHistoryDialog onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

/** The dialog of {@link SignInDetails}: a captioned table, a close button, Escape closes. */
function SignInHistoryDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const bank = useBank();
  const history = useQuery(loginHistoryQuery(bank));
  const message = useFailureOf(history.error);
  return (
    <Dialog
      title={t("security:history.title")}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      actions={<Button onPress={onClose}>{t("security:history.close")}</Button>}
    >
      {message !== null ? <Banner tone="error">{message}</Banner> : null}
      <Table<HistoryEntry>
        caption={t("security:history.caption")}
        columns={[
          {
            id: "date",
            label: t("security:history.date"),
            isRowHeader: true,
            render: (row) => formatDisplayDate(row.date, language),
          },
          { id: "time", label: t("security:history.time"), render: (row) => row.time },
          {
            id: "outcome",
            label: t("security:history.outcome"),
            render: (row) =>
              row.outcome === "SUCCESS" ? t("security:history.success") : t("security:history.failure"),
          },
        ]}
        rows={(history.data?.entries ?? []).map((entry, index) => ({ ...entry, rowId: String(index) }))}
        getRowId={(row) => row.rowId}
        isLoading={history.isPending}
        loadingLabel={t("common:loading")}
        emptyContent={t("security:history.empty")}
      />
    </Dialog>
  );
}
