import { useTranslation } from "react-i18next";
import { Button } from "../../ui/Button";
import { DescriptionList, type DescriptionListItem } from "../../ui/DescriptionList";
import { Dialog } from "../../ui/Dialog";
import { Table, type TableColumn } from "../../ui/Table";
import type { StatementRow } from "../../adapters/rib/contract/statements";

/** Props of {@link PrintPreviewDialog}. */
export interface PrintPreviewDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The statement's heading ("Statement of account …"). */
  readonly heading: string;
  /** The period and balances, as on screen. */
  readonly summary: readonly DescriptionListItem[];
  readonly caption: string;
  readonly columns: readonly TableColumn<StatementRow>[];
  readonly rows: readonly StatementRow[];
  readonly page: number;
  /** Starts the browser's print; `window.print` by default. */
  readonly print?: () => void;
}

/**
 * The print preview (spec 000 section 2): the current page of the statement as an accessible
 * print view (heading, summary, table) in a dialog, and a Print button. The print style sheet
 * (statements.css) prints only this view while the dialog is open.
 */
export function PrintPreviewDialog({
  isOpen,
  onClose,
  heading,
  summary,
  caption,
  columns,
  rows,
  page,
  print = () => window.print(),
}: PrintPreviewDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t("statements:print.title")}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      actions={
        <>
          <Button onPress={print}>{t("statements:print.print")}</Button>
          <Button variant="secondary" onPress={onClose}>
            {t("statements:print.close")}
          </Button>
        </>
      }
    >
      <div className="statement-print">
        <h3 className="statement-print-heading">{heading}</h3>
        <p className="statement-print-note">{t("statements:print.pageNote", { page })}</p>
        <DescriptionList items={summary} />
        <Table
          caption={caption}
          captionHeadingLevel={4}
          columns={columns}
          rows={rows}
          getRowId={(row) => `print-${String(row.sequence)}`}
          emptyContent={t("statements:result.none")}
        />
      </div>
    </Dialog>
  );
}
