import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/Button";
import { CountdownText, formatMinutesSeconds } from "../../ui/CountdownText";

/** Props of {@link NameEnquiryWait}. */
export interface NameEnquiryWaitProps {
  /** Seconds to wait from now before the enquiry works again (0: it works now). */
  readonly waitSeconds: number;
  /** Changes with every enquiry (or wait reported by the bank), which restarts the wait. */
  readonly round: number;
  readonly onVerify: () => void;
  readonly isPending: boolean;
}

/**
 * The name-enquiry button and its wait (spec 001 sections 4 and 9: disabled for the pooling time
 * after each use, 90 seconds by default). The time left is shown every second and announced only
 * at coarse steps and at the end (CountdownText), like the one-time code's resend; the button
 * is described by the countdown, so a screen reader says why it is dimmed.
 */
export function NameEnquiryWait({ waitSeconds, round, onVerify, isPending }: NameEnquiryWaitProps) {
  const { t } = useTranslation();
  const timerId = useId();
  const [endedRound, setEndedRound] = useState<number | null>(null);
  const isWaiting = waitSeconds > 0 && endedRound !== round;
  return (
    <div className="beneficiary-inline-action">
      <Button
        variant="secondary"
        isDisabled={isWaiting}
        isPending={isPending}
        pendingLabel={t("beneficiary:add.verifying")}
        onPress={onVerify}
        {...(waitSeconds > 0 ? { "aria-describedby": timerId } : {})}
      >
        {t("beneficiary:add.verifyPayee")}
      </Button>
      {waitSeconds > 0 ? (
        // Stays mounted after the end, so its live region can say that the wait is over.
        <p className="beneficiary-found">
          <CountdownText
            key={round}
            seconds={waitSeconds}
            format={(left) =>
              left === 0
                ? t("beneficiary:add.verifyReady")
                : t("beneficiary:add.verifyWait", { time: formatMinutesSeconds(left) })
            }
            announce={(left) =>
              left === 0
                ? t("beneficiary:add.verifyReady")
                : t("beneficiary:add.verifyWaitAnnouncement", { count: left })
            }
            onEnd={() => setEndedRound(round)}
            timerId={timerId}
          />
        </p>
      ) : null}
    </div>
  );
}
