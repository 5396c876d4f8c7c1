import { useTranslation } from "react-i18next";
import { passwordExpiryNotice, PASSWORD_EXPIRY_SKIP_HIDDEN_AT_DAYS, type CustomerIdInfo } from "../../domain";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { useAppState } from "../navigation/StateProvider";

/**
 * The password-expiry notice on arrival at the dashboard (spec 000 section 4; `getCustomerId`'s
 * `showPopup` and `daysleft`): "Change password now" opens the security settings; "Remind me
 * later" hides it for this session, and is not offered with 5 days or fewer left; at 0 or fewer
 * days the expired text is shown. A notice in the page, not a modal, so the dashboard stays usable.
 */
export function PasswordExpiryNotice({ customer }: { readonly customer: CustomerIdInfo }) {
  const { t } = useTranslation();
  const { go, session, updateSession } = useAppState();
  const daysLeft = customer.daysleft;
  const notice = passwordExpiryNotice(daysLeft);
  const isDue = customer.showPopup || notice.isExpired || daysLeft <= PASSWORD_EXPIRY_SKIP_HIDDEN_AT_DAYS;
  if (!isDue || (notice.isSkippable && session?.expiryReminderDismissed === true)) return null;
  return (
    <div className="security-expiry">
      <Banner
        tone="warning"
        title={notice.isExpired ? t("dashboard:passwordExpired.title") : t("dashboard:passwordExpiry.title")}
      >
        {notice.isExpired
          ? t("dashboard:passwordExpired.body")
          : t("dashboard:passwordExpiry.body", { count: daysLeft })}
      </Banner>
      <div className="app-actions">
        <Button onPress={() => go("scrtyInfo.view")}>{t("security:expiry.changeNow")}</Button>
        {notice.isSkippable ? (
          <Button variant="secondary" onPress={() => updateSession({ expiryReminderDismissed: true })}>
            {t("security:expiry.remindLater")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
