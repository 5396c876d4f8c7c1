import { useTranslation } from "react-i18next";
import { Dialog } from "../../ui/Dialog";
import { Button } from "../../ui/Button";

/**
 * The service-response dialog of spec 000 section 8: not closable by Escape or a click outside;
 * OK is the only way on.
 */
export function ServiceDialog({ onAcknowledge }: { readonly onAcknowledge: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t("common:serviceModal.title")}
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      role="alertdialog"
      actions={
        <Button onPress={onAcknowledge} variant="primary">
          {t("common:ok")}
        </Button>
      }
    >
      <p>{t("common:serviceModal.body")}</p>
    </Dialog>
  );
}
