import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { useBankApi } from "../ServicesContext";
import { ScreenHeading, useAppState } from "../navigation/StateProvider";

/**
 * The forced password-reset notice (state `scrtyInfo.view`). The spec counts down 3 seconds
 * before logging out; per GUIDE section 5 the session ends on the server at once and the message
 * stays with a sign-in button and no countdown (WCAG 2.2.1).
 */
export function SecurityInfoScreen() {
  const { t } = useTranslation();
  const api = useBankApi();
  const { go, endSession } = useAppState();
  const ended = useRef(false);
  useEffect(() => {
    if (ended.current) return;
    ended.current = true;
    endSession();
    void api.logout().catch(() => undefined);
  }, [api, endSession]);
  return (
    <div className="app-screen">
      <ScreenHeading />
      <Banner tone="warning" title={t("login:securityInfo.title")}>
        <p>{t("login:securityInfo.body")}</p>
        <p>{t("login:securityInfo.signedOut")}</p>
      </Banner>
      <Button onPress={() => go("login")}>{t("common:signInAgain")}</Button>
    </div>
  );
}
