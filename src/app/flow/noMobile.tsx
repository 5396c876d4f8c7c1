import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Banner } from "../../ui/Banner";
import { useBank } from "../ServicesContext";
import { bankQuery } from "../bankQueries";

/**
 * Whether a screen whose changes need a one-time code must say there is no registered mobile to
 * send it to (`profile/validateMobNo`), asked only when `asks`; `isLoading` while the bank answers.
 */
export function useNoMobile(asks: boolean): { readonly noMobile: boolean; readonly isLoading: boolean } {
  const bank = useBank();
  const mobile = useQuery({ ...bankQuery(bank, "validateMobileNumber", {}), enabled: asks });
  return { noMobile: asks && mobile.data?.registered === false, isLoading: asks && mobile.isLoading };
}

/** Why the screen cannot go on without a registered mobile, and what to do (a polite status). */
export function NoMobileBanner() {
  const { t } = useTranslation();
  return (
    <Banner tone="info" title={t("flow:noMobile.title")}>
      <p>{t("flow:noMobile.message")}</p>
    </Banner>
  );
}
