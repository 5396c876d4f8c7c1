import { useCallback, useEffect, useRef, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { idlePolicy, type IdlePolicy } from "../../domain";
import { useAnnouncer } from "../../ui/LiveRegion";
import { useBank } from "../ServicesContext";
import { useAppState } from "../navigation/StateProvider";
import { isCallFailure, useFailure } from "./FailureProvider";
import { TimeoutWarningDialog } from "./TimeoutWarningDialog";
import { useIdleTimeout } from "./useIdleTimeout";
import { configurationQuery, extendSessionMutation } from "./sessionQueries";

/** The reason `/logout` shows after the warning was ignored. */
export const INACTIVE_REASON_KEY = "session:signedOut.inactive";
/** The server's answer when no extension is left. */
export const EXTENSIONS_EXHAUSTED_CODE = "SESSION.EXTENSIONS_EXHAUSTED";

export { isIdleGuarded } from "./idleGuarded";

/**
 * How often, at most, the quiet keep-alive renews the server's idle clock while the customer
 * types without making calls: once a minute, or a quarter of a shorter time-out (test settings).
 */
export function keepAliveIntervalMs(policy: IdlePolicy): number {
  return Math.min(60_000, Math.max(1_000, Math.floor(policy.idleTimeoutMs / 4)));
}

/**
 * The idle time-out on every guarded state (spec 000 section 4, GUIDE section 5): the warning
 * opens `timeoutWarningMs` before the configured end, "Continue session" renews the server
 * session (`extendSession({ fromWarning: true })`, one of `maxIdleExtensions`), ignoring it signs
 * out to `/logout` with "You were signed out because you were inactive". While the customer only
 * types, a quiet keep-alive at most once a minute keeps the server's idle clock in step. The
 * server's values are used as given: it refuses a warning under 20 s unless configured for the
 * spec's 11 s.
 */
export function IdleGuard() {
  const { t } = useTranslation();
  const bank = useBank();
  const announcer = useAnnouncer();
  const { isSignedIn } = useAppState();
  const { signOut, handleFailure } = useFailure();
  const configuration = useQuery(configurationQuery(bank));
  const { mutate: keepAlive } = useMutation(extendSessionMutation(bank));
  const extend = useMutation(extendSessionMutation(bank));
  const config = configuration.data;
  const policy = idlePolicy({
    ...(config !== undefined
      ? { idleTimeoutMs: config.idleTimeoutMs, warningMs: config.timeoutWarningMs }
      : {}),
    allowSpecWarning: true,
  });
  const [extensionsLeft, setExtensionsLeft] = useState<number | null>(null);
  const left = extensionsLeft ?? config?.maxIdleExtensions ?? policy.maxExtensions;
  const lastKeepAlive = useRef(0);
  const interval = keepAliveIntervalMs(policy);
  useEffect(() => {
    // Signing in just made calls: the first keep-alive is due a full interval from now.
    lastKeepAlive.current = Date.now();
  }, []);

  const onActivity = useCallback(() => {
    if (!isSignedIn) return;
    const now = Date.now();
    if (now - lastKeepAlive.current < interval) return;
    lastKeepAlive.current = now;
    keepAlive(false, { onError: (error) => handleFailure(error) });
  }, [keepAlive, handleFailure, interval, isSignedIn]);

  const onTimeout = useCallback(() => void signOut(INACTIVE_REASON_KEY), [signOut]);

  const idle = useIdleTimeout({
    timeoutMs: policy.idleTimeoutMs,
    warningMs: policy.warningMs,
    onTimeout,
    onActivity,
  });

  const onContinue = () => {
    if (!isSignedIn) {
      idle.restart();
      return;
    }
    extend.mutate(true, {
      onSuccess: (answer) => {
        lastKeepAlive.current = Date.now();
        setExtensionsLeft(answer.extensionsLeft);
        idle.restart();
        announcer.announce(t("session:warning.extended"), "polite");
      },
      onError: (error) => {
        if (isCallFailure(error) && error.code === EXTENSIONS_EXHAUSTED_CODE) {
          setExtensionsLeft(0);
          announcer.announce(t("session:warning.exhausted"), "assertive");
        } else {
          handleFailure(error);
        }
      },
    });
  };

  if (!idle.isWarning || idle.endsAt === null) return null;
  return (
    <TimeoutWarningDialog
      isOpen
      endsAt={idle.endsAt}
      canExtend={left > 0}
      isExtending={extend.isPending}
      onContinue={onContinue}
      onSignOut={() => void signOut()}
    />
  );
}
