import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useEffect, useRef } from "react";
import { PageHeading } from "../../ui/Heading";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { AppLayout } from "../layout/AppLayout";
import { useAppState } from "../navigation/StateProvider";

/** The reason handed over by the sign-out (see `SignedOutState`), read defensively from history state. */
function reasonOf(state: unknown): {
  readonly key: string;
  readonly tone: "success" | "warning";
  readonly referenceNumber: string | undefined;
} | null {
  if (typeof state !== "object" || state === null) return null;
  const { reasonKey, tone, referenceNumber } = state as Record<string, unknown>;
  if (typeof reasonKey !== "string") return null;
  return {
    key: reasonKey,
    tone: tone === "success" ? "success" : "warning",
    referenceNumber: typeof referenceNumber === "string" ? referenceNumber : undefined,
  };
}

/** A page with a URL (`/logout`, `/error`): heading, message, optional reason, sign-in button. */
function SignedOutPage({ titleKey, bodyKey }: { readonly titleKey: string; readonly bodyKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { go } = useAppState();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reason = reasonOf(location.state);
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
      {reason !== null ? (
        <Banner tone={reason.tone}>
          <p>{t(reason.key)}</p>
          {reason.referenceNumber !== undefined ? (
            <p>
              {t("flow:success.reference")}: {reason.referenceNumber}
            </p>
          ) : null}
        </Banner>
      ) : null}
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
