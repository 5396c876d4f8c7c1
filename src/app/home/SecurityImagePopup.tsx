import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertDialog } from "../../ui/AlertDialog";
import { SECURITY_POPUP_SEEN_KEY } from "./homeQueries";

/**
 * The security-image pop-up of the dashboard (spec 000 section 4): shown when the customer's
 * security-image usage flag is true, once per sign-in. Focus moves into it and returns where it was.
 */
export function SecurityImagePopup({ isFlagged }: { readonly isFlagged: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(
    () => isFlagged && queryClient.getQueryData<boolean>(SECURITY_POPUP_SEEN_KEY) !== true,
  );
  const close = () => {
    // Kept until sign-out clears the cache, however long the customer stays away from the dashboard.
    queryClient.setQueryDefaults(SECURITY_POPUP_SEEN_KEY, { gcTime: Number.POSITIVE_INFINITY });
    queryClient.setQueryData(SECURITY_POPUP_SEEN_KEY, true);
    setOpen(false);
  };
  return (
    <AlertDialog
      isOpen={isOpen}
      title={t("home:securityImage.title")}
      primaryActionLabel={t("home:securityImage.ok")}
      onPrimaryAction={close}
      tone="info"
    >
      <p>{t("home:securityImage.body")}</p>
      <p>{t("home:securityImage.warning")}</p>
    </AlertDialog>
  );
}
