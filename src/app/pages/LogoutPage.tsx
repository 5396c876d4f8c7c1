import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useEffect, useRef } from "react";
import { PageHeading } from "../../ui/Heading";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { AppLayout } from "../layout/AppLayout";
import { useAppState } from "../navigation/StateProvider";

function reasonOf(state: unknown): string | undefined {
  if (
    typeof state === "object" &&
    state !== null &&
    "reasonKey" in state &&
    typeof state.reasonKey === "string"
  ) {
    return state.reasonKey;
  }
  return undefined;
}

/** A page with a URL (`/logout`, `/error`): heading, message, optional reason, sign-in button. */
function SignedOutPage({ titleKey, bodyKey }: { readonly titleKey: string; readonly bodyKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { go } = useAppState();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reasonKey = reasonOf(location.state);
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} – ${t("common:bankName")}`;
  }, [title, t]);
  useEffect(() => {
    // Arriving here from a signed-in screen: start reading at the heading.
    headingRef.current?.focus();
  }, []);
  const signIn = () => {
    go("login");
    navigate("/");
  };
  return (
    <AppLayout>
      <PageHeading headingRef={headingRef}>{title}</PageHeading>
      {reasonKey !== undefined ? <Banner tone="warning">{t(reasonKey)}</Banner> : null}
      <p>{t(bodyKey)}</p>
      <Button onPress={signIn}>{t("common:signInAgain")}</Button>
    </AppLayout>
  );
}

/** `/logout`: the signed-out page. */
export function LogoutPage() {
  return <SignedOutPage titleKey="common:logout.title" bodyKey="common:logout.body" />;
}

/** `/error`: the error page. */
export function ErrorPage() {
  return <SignedOutPage titleKey="common:errorPage.title" bodyKey="common:errorPage.body" />;
}
