import { useTranslation } from "react-i18next";
import { Card } from "../../ui/Card";
import { Link } from "../../ui/Link";
import { ScreenHeading, useGo } from "../navigation/StateProvider";
import "./beneficiary.css";

/**
 * beneficiary.options (spec 001 section 2): add a beneficiary within the bank or at another bank,
 * or see, change and delete the saved ones and the pending ones. Each choice is a link to its state,
 * described by a line of its own.
 */
export function BeneficiaryOptionsScreen() {
  const { t } = useTranslation();
  const go = useGo();
  return (
    <div className="app-screen beneficiary-screen">
      <ScreenHeading />
      <p>{t("beneficiary:options.intro")}</p>
      <div className="beneficiary-options">
        <Card title={t("beneficiary:options.addHeading")}>
          <ul className="beneficiary-option-list">
            <li>
              <Link
                aria-describedby="beneficiary-option-within"
                onPress={() => go("beneficiary.addBenfInFIS")}
              >
                {t("beneficiary:options.withinBank")}
              </Link>
              <p id="beneficiary-option-within">{t("beneficiary:options.withinBankHint")}</p>
            </li>
            <li>
              <Link
                aria-describedby="beneficiary-option-other"
                onPress={() => go("beneficiary.addBenfOutsideFIS")}
              >
                {t("beneficiary:options.otherBank")}
              </Link>
              <p id="beneficiary-option-other">{t("beneficiary:options.otherBankHint")}</p>
            </li>
          </ul>
        </Card>
        <Card title={t("beneficiary:options.manageHeading")}>
          <ul className="beneficiary-option-list">
            <li>
              <Link onPress={() => go("beneficiary.viewBeneficiaryList")}>
                {t("beneficiary:options.view")}
              </Link>
            </li>
            <li>
              <Link onPress={() => go("beneficiary.pendingBene")}>{t("beneficiary:options.pending")}</Link>
            </li>
          </ul>
        </Card>
      </div>
    </div>
  );
}
