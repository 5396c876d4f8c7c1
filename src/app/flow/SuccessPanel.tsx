import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { DescriptionList } from "../../ui/DescriptionList";

/** Props of {@link SuccessPanel}. */
export interface SuccessPanelProps {
  readonly referenceNumber: string;
  /** What was done, shown above the reference number. */
  readonly children?: ReactNode;
  /** The way on, e.g. "Back to dashboard" (default label). */
  readonly doneLabel?: string;
  readonly onDone: () => void;
}

/** The success page of a sensitive action: what was done, its reference number and the way on. */
export function SuccessPanel({ referenceNumber, children, doneLabel, onDone }: SuccessPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="flow-success">
      <Banner tone="success">{t("flow:success.done")}</Banner>
      {children}
      <DescriptionList items={[{ term: t("flow:success.reference"), description: referenceNumber }]} />
      <Button onPress={onDone}>{doneLabel ?? t("flow:success.backToDashboard")}</Button>
    </div>
  );
}
