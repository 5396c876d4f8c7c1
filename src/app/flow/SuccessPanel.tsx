import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { DescriptionList } from "../../ui/DescriptionList";
import { useGo } from "../navigation/StateProvider";

/** Props of {@link SuccessPanel}. */
export interface SuccessPanelProps {
  readonly referenceNumber: string;
  /** The confirmation in the flow's own words (translated); default "Your request was completed." */
  readonly message?: string;
  /** What was done, shown below the reference number. */
  readonly children?: ReactNode;
  /** The way on, e.g. "Back to dashboard" (default label). */
  readonly doneLabel?: string;
  /** Default: the dashboard. */
  readonly onDone?: () => void;
}

/**
 * The success page of a sensitive action: the confirmation, then its reference number first (the
 * fact a customer notes or quotes, found without reading past the details and the downloads), what
 * was done and the way on.
 */
export function SuccessPanel({ referenceNumber, message, children, doneLabel, onDone }: SuccessPanelProps) {
  const { t } = useTranslation();
  const go = useGo();
  return (
    <div className="flow-success">
      <Banner tone="success">{message ?? t("flow:success.done")}</Banner>
      <DescriptionList items={[{ term: t("flow:success.reference"), description: referenceNumber }]} />
      {children}
      <Button onPress={onDone ?? (() => go("dashboard"))}>
        {doneLabel ?? t("flow:success.backToDashboard")}
      </Button>
    </div>
  );
}
