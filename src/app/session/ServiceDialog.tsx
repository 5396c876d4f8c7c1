import { useTranslation } from "react-i18next";
import { AlertDialog } from "../../ui/AlertDialog";

/**
 * The service-response dialog of spec 000 section 8: not closable by Escape or a click outside;
 * OK is the only way on (an alertdialog without a cancel action).
 */
export function ServiceDialog({ onAcknowledge }: { readonly onAcknowledge: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      isOpen
      tone="error"
      title={t("common:serviceModal.title")}
      primaryActionLabel={t("common:ok")}
      onPrimaryAction={onAcknowledge}
    >
      <p>{t("common:serviceModal.body")}</p>
    </AlertDialog>
  );
}
