import { useCallback, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { idlePolicy, SPEC_FEEDBACK_TIMEOUT_MS } from "../../domain";
import { useAnnouncer } from "../../ui/LiveRegion";
import { useBank } from "../ServicesContext";
import { configurationQuery, extendSessionMutation } from "../session/sessionQueries";
import { isCallFailure, useFailure } from "../session/FailureProvider";
import { TimeoutWarningDialog } from "../session/TimeoutWarningDialog";
import { useIdleTimeout } from "../session/useIdleTimeout";

/**
 * The feedback survey's own time-out (spec 000 section 9: 60 s, configuration
 * `feedbackTimeoutMs`; GUIDE section 5): the idle warning opens `timeoutWarningMs` before the end
 * (never longer than the time-out itself), "Continue session" renews the server session, and when
 * it runs out `onExpired` signs out, which ends the session on the server; `/logout` says why.
 */
export function FeedbackTimeout({ onExpired }: { readonly onExpired: () => void }) {
  const { t } = useTranslation();
  const bank = useBank();
  const announcer = useAnnouncer();
  const { signOut, handleFailure } = useFailure();
  const configuration = useQuery(configurationQuery(bank));
  const extend = useMutation(extendSessionMutation(bank));
  const config = configuration.data;
  const policy = idlePolicy({
    idleTimeoutMs: config?.feedbackTimeoutMs ?? SPEC_FEEDBACK_TIMEOUT_MS,
    ...(config !== undefined ? { warningMs: config.timeoutWarningMs } : {}),
    allowSpecWarning: true,
  });
  const [canExtend, setCanExtend] = useState(true);
  const onTimeout = useCallback(() => onExpired(), [onExpired]);
  const idle = useIdleTimeout({
    timeoutMs: policy.idleTimeoutMs,
    warningMs: policy.warningMs,
    onTimeout,
    enabled: config !== undefined,
  });

  const onContinue = () => {
    extend.mutate(true, {
      onSuccess: () => {
        idle.restart();
        announcer.announce(t("session:warning.extended"), "polite");
      },
      onError: (error) => {
        if (isCallFailure(error) && error.code === "SESSION.EXTENSIONS_EXHAUSTED") {
          setCanExtend(false);
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
      canExtend={canExtend}
      isExtending={extend.isPending}
      title={t("feedback:timeoutTitle")}
      onContinue={onContinue}
      onSignOut={() => void signOut()}
    />
  );
}
